import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilterX, Inbox, SearchX, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';

/** What the empty state offers: a link (`to`) or a button (`onClick`); its visible label is its name. */
export type EmptyStateAction = {
  label: string;
  to?: string;
  onClick?: () => void;
  icon?: LucideIcon;
  'data-testid'?: string;
};

type EmptyStateProps = {
  /** Why there is nothing to show ("No geofences yet", "No events in this period"). */
  title: string;
  /** What to do next, as plain text (shown whether or not the user may take the action). */
  hint?: ReactNode;
  /** The next step, only when the user may take it: the caller checks the permission. */
  action?: EmptyStateAction;
  /** `none`: nothing exists yet; `no-match`: the filters or the period left nothing. */
  kind?: 'none' | 'no-match';
  /** `page` fills a table or a chart's box; `compact` sits in a card or a side panel. */
  size?: 'page' | 'compact';
  icon?: LucideIcon;
  className?: string;
  'data-testid'?: string;
};

/**
 * A list, report, chart or panel with nothing to show: says why (the title) and what to do next (the hint and,
 * with the permission, the action), so that nobody reads a row of zeros or blank axes as data. The kind is
 * told by the words and the icon, not by colour; the title is a status message, so a screen reader hears that
 * a search matched nothing without moving focus (WCAG 4.1.3).
 */
export function EmptyState({
  title,
  hint,
  action,
  kind = 'none',
  size = 'page',
  icon,
  className,
  ...rest
}: EmptyStateProps) {
  const titleId = useId();
  const Icon = icon ?? (kind === 'no-match' ? SearchX : Inbox);
  const ActionIcon = action?.icon;
  const page = size === 'page';
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col items-center justify-center text-center',
        page ? 'h-full min-h-48 gap-3 p-8' : 'gap-2 px-4 py-6',
        className,
      )}
      data-testid={rest['data-testid'] ?? 'empty-state'}
      data-kind={kind}
    >
      <div
        className={cn(
          'grid place-content-center rounded-full bg-muted text-muted-foreground',
          page ? 'size-14' : 'size-10',
        )}
        aria-hidden
      >
        <Icon className={page ? 'size-7' : 'size-5'} />
      </div>
      <p
        id={titleId}
        role="status"
        className={cn('font-semibold text-foreground', page ? 'text-base' : 'text-sm')}
        data-testid="empty-state-title"
      >
        {title}
      </p>
      {hint && (
        <p
          className={cn('max-w-prose text-muted-foreground', page ? 'text-sm' : 'text-xs')}
          data-testid="empty-state-hint"
        >
          {hint}
        </p>
      )}
      {action && (
        <Button
          asChild={!!action.to}
          variant={kind === 'no-match' ? 'outline' : 'default'}
          size={page ? 'default' : 'sm'}
          onClick={action.onClick}
          data-testid={action['data-testid'] ?? 'empty-state-action'}
        >
          {action.to ? (
            <Link to={action.to}>
              {ActionIcon && <ActionIcon aria-hidden />}
              {action.label}
            </Link>
          ) : (
            <>
              {ActionIcon && <ActionIcon aria-hidden />}
              {action.label}
            </>
          )}
        </Button>
      )}
    </div>
  );
}

/** The "no match" state of a filtered list: says so and offers to clear the filters. */
export function NoMatchState({
  onClear,
  title,
  hint,
  size,
  'data-testid': testId,
}: {
  onClear?: () => void;
  title?: string;
  hint?: string;
  size?: 'page' | 'compact';
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      kind="no-match"
      size={size}
      title={title ?? t('empty_state.no_match_title')}
      hint={hint ?? t('empty_state.no_match_hint')}
      action={
        onClear
          ? {
              label: t('empty_state.clear_filters'),
              onClick: onClear,
              icon: FilterX,
              'data-testid': 'empty-state-clear',
            }
          : undefined
      }
      data-testid={testId}
    />
  );
}
