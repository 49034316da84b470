import { useTranslation } from 'react-i18next';
import type { StationStatus, TripStatus } from '@fleet/shared/schemas/trips';
import { cn } from '@/lib/cn';

type Tone = { color: string; backgroundColor: string };

/**
 * Badge colors per itinerary status: running in the map's busy blue, late amber, finished green, skipped red.
 * Inline, not utility classes: the stylesheet is loaded with the login page and must stay small.
 */
export const TRIP_STATUS_TONES: Record<TripStatus, Tone> = {
  running: { color: '#1e40af', backgroundColor: '#dbeafe' },
  planned: { color: '#334155', backgroundColor: '#f1f5f9' },
  finished: { color: '#166534', backgroundColor: '#dcfce7' },
  late: { color: '#92400e', backgroundColor: '#fef3c7' },
  skipped: { color: '#991b1b', backgroundColor: '#fee2e2' },
};

export const STATION_STATUS_TONES: Record<StationStatus, Tone> = {
  pending: { color: '#64748b', backgroundColor: '#f1f5f9' },
  arrived: TRIP_STATUS_TONES.running,
  departed: TRIP_STATUS_TONES.finished,
  skipped: TRIP_STATUS_TONES.skipped,
};

export function TripStatusBadge({ status, className }: { status: TripStatus; className?: string }) {
  const { t } = useTranslation('trips');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        className,
      )}
      style={TRIP_STATUS_TONES[status]}
      data-testid="trip-status-badge"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}
