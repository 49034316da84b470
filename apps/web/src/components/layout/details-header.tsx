import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import type { RowAction } from '@fleet/shared/common';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The top of a details page (`…/view/{id}`): the record's picture, the page title and a line naming the
 * record at the start; the actions this user may take on it at the end.
 */
export function DetailsHeader({
  media,
  title,
  subtitle,
  actions,
}: {
  media?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** `DetailsAction`s; none while the record loads. */
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex min-w-0 items-center gap-3">
        {media}
        <div className="min-w-0">
          {typeof title === 'string' ? (
            <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
          ) : (
            title
          )}
          {subtitle && <p className="mt-1 truncate text-sm text-muted-foreground">{subtitle}</p>}
        </div>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

const TONES = {
  default: '',
  positive: 'text-primary hover:text-primary',
  destructive: 'text-destructive hover:text-destructive',
} as const;

/** One action of a details page: a link (`to`) or a button (`onClick`). */
export function DetailsAction({
  icon: Icon,
  label,
  to,
  onClick,
  tone = 'default',
  testId,
}: {
  icon: LucideIcon;
  label: string;
  to?: string;
  onClick?: () => void;
  tone?: keyof typeof TONES;
  testId: string;
}) {
  const className = cn('h-[50px]', TONES[tone]);
  if (to) {
    return (
      <Button asChild variant="outline" className={className}>
        <Link to={to} data-testid={testId}>
          <Icon />
          {label}
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="outline" className={className} onClick={onClick} data-testid={testId}>
      <Icon />
      {label}
    </Button>
  );
}

/** Edit (a link to the record's form) and delete (`onDelete` opens its confirmation), each when allowed. */
export function EditDeleteActions({
  allowed,
  editHref,
  onDelete,
  testIdPrefix,
}: {
  allowed: readonly RowAction[];
  editHref: string;
  onDelete: () => void;
  /** `vehicle` gives `vehicle-edit-button` and `vehicle-delete-button`. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      {allowed.includes('edit') && (
        <DetailsAction
          icon={Pencil}
          label={t('actions.edit')}
          to={editHref}
          testId={`${testIdPrefix}-edit-button`}
        />
      )}
      {allowed.includes('delete') && (
        <DetailsAction
          icon={Trash2}
          label={t('actions.delete')}
          tone="destructive"
          onClick={onDelete}
          testId={`${testIdPrefix}-delete-button`}
        />
      )}
    </>
  );
}

/** The two cards of a details page while the record loads. */
export function DetailsSkeleton({ className = 'h-64' }: { className?: string }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Skeleton className={className} />
      <Skeleton className={className} />
    </div>
  );
}
