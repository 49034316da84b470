import type { ComponentProps, ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';

/** A list of dated records, one under the other (a vehicle's commands, the shared links). */
export function HistoryList({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex flex-col divide-y', className)} {...props} />;
}

type HistoryRowProps = Omit<ComponentProps<'li'>, 'title'> & {
  /** The record in a few words (bold). */
  title: ReactNode;
  /** Its status in words (a badge), at the row's end. */
  status?: ReactNode;
  /** The one thing to do with it at once (cancel, revoke): a quiet button with a cross. */
  action?: { label: string; onClick: () => void; disabled?: boolean; testId?: string } | null;
};

/** One record: its title and detail lines at the start, its status and action at the end. */
export function HistoryRow({ title, status, action, children, className, ...props }: HistoryRowProps) {
  return (
    <li className={cn('flex flex-wrap items-start justify-between gap-2 py-2.5', className)} {...props}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="text-sm font-semibold">{title}</span>
        {children}
      </div>
      {(status || action) && (
        <div className="flex items-center gap-2">
          {status}
          {action && (
            <Button
              variant="ghost"
              size="sm"
              disabled={action.disabled}
              onClick={action.onClick}
              data-testid={action.testId}
            >
              <X aria-hidden />
              {action.label}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
