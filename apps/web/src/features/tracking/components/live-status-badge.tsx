import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '@fleet/shared/schemas/tracking';
import { STATUS_COLORS, UNKNOWN_STATUS_COLOR } from '@/features/tracking/status';
import { STATUS_GLYPHS } from '@/features/tracking/status-glyphs';
import { cn } from '@/lib/cn';

/**
 * A vehicle's status as its map marker shows it: the status colour with its white sign (arrow, bars,
 * exclamation mark, square, dash), so lists and counters are also the map's legend, readable without
 * colour. Decorative: the status is always written beside it.
 */
export function StatusDot({ status, className }: { status: LiveStatus | null; className?: string }) {
  return (
    <svg
      viewBox="-10 -10 20 20"
      className={cn('inline-block size-4 shrink-0', className)}
      aria-hidden="true"
      data-glyph={status ?? 'unknown'}
    >
      <circle
        r="9.25"
        fill={status ? STATUS_COLORS[status] : UNKNOWN_STATUS_COLOR}
        stroke="#fff"
        strokeWidth="1.5"
      />
      <path d={STATUS_GLYPHS[status ?? 'unknown']} fill="#fff" />
    </svg>
  );
}

/** Moving, pause, outside, busy; "no signal yet" for a vehicle that never reported. */
export function LiveStatusBadge({ status }: { status: LiveStatus | null }) {
  const { t } = useTranslation('tracking');
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap"
      data-testid="live-status-badge"
      data-status={status ?? 'none'}
    >
      <StatusDot status={status} className="size-3.5" />
      {status ? t(`status.${status}`) : t('status.none')}
    </span>
  );
}
