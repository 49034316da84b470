import { cn } from '@/lib/cn';

/** A determinate progress bar; `value` is 0..1. Fills from the reading start (right in Arabic). */
export function Progress({
  value,
  label,
  className,
  ...rest
}: {
  value: number;
  label?: string;
  className?: string;
  'data-testid'?: string;
}) {
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      data-testid={rest['data-testid']}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
