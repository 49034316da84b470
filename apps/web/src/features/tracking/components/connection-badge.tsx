import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '@/features/tracking/live/live-store';
import { cn } from '@/lib/cn';

/** Live / connecting / reconnecting, over the map. */
export function ConnectionBadge({ state }: { state: ConnectionState }) {
  const { t } = useTranslation('tracking');
  const live = state === 'open';
  return (
    <span
      className="inline-flex h-9 items-center gap-1.5 rounded-full border bg-card/95 px-3 text-xs font-semibold shadow-sm"
      data-testid="connection-state"
      data-state={state}
      role="status"
    >
      <span className={cn('size-2 rounded-full', live ? 'animate-pulse bg-green-600' : 'bg-amber-500')} />
      {t(`connection.${state}`)}
    </span>
  );
}
