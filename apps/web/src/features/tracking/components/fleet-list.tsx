import { memo, useEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { LiveVehicle } from '@fleet/shared/schemas/tracking';
import { Input } from '@/components/ui/input';
import { formatTimeAgo } from '@/features/tracking/time-ago';
import { StatusDot } from '@/features/tracking/components/live-status-badge';

const ROW_HEIGHT = 64;
const OVERSCAN = 6;

type Props = {
  /** Ids in list order; `vehicleOf` gives a row's vehicle, built only for the rows in view. */
  ids: readonly number[];
  vehicleOf: (id: number) => LiveVehicle | undefined;
  query: string;
  onQueryChange: (query: string) => void;
  selectedId: number | null;
  onSelect: (vehicle: LiveVehicle) => void;
  now: number;
};

const ROW_CLASS =
  'flex h-[60px] w-full items-center gap-3 rounded-md px-2.5 text-start transition-colors outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/40';

type RowProps = {
  vehicle: LiveVehicle;
  top: number;
  selected: boolean;
  timeText: string;
  onSelect: (vehicle: LiveVehicle) => void;
};

/** One row; rendered again only when its vehicle (a new object when it changes) or its texts change. */
const FleetRow = memo(function FleetRow({ vehicle, top, selected, timeText, onSelect }: RowProps) {
  const { t, i18n } = useTranslation('tracking');
  const position = vehicle.position;
  const statusText = vehicle.live_status ? t(`status.${vehicle.live_status}`) : t('status.none');
  return (
    <div role="listitem" className="absolute inset-x-0 px-2" style={{ top, height: ROW_HEIGHT }}>
      <button
        type="button"
        onClick={() => onSelect(vehicle)}
        data-testid="fleet-list-item"
        data-vehicle-id={vehicle.id}
        data-status={vehicle.live_status ?? 'none'}
        aria-current={selected ? 'true' : undefined}
        className={selected ? `${ROW_CLASS} bg-primary-soft` : ROW_CLASS}
      >
        <StatusDot status={vehicle.live_status} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline justify-between gap-2">
            <bdi className="truncate text-sm font-bold">{vehicle.name}</bdi>
            <span className="shrink-0 text-[11px] text-muted-foreground">{timeText}</span>
          </span>
          <span className="flex items-baseline gap-2 text-xs text-muted-foreground">
            {/* The status and the speed in words, not by the dot's colour alone. */}
            <span className="shrink-0 font-semibold text-foreground" data-testid="fleet-list-status">
              {statusText}
            </span>
            {position && (
              <span className="shrink-0" data-testid="fleet-list-speed">
                {t('units.kmh', { value: Math.round(position.speed ?? 0).toLocaleString(i18n.language) })}
              </span>
            )}
            <bdi dir="auto" className="shrink-0 font-medium">
              {vehicle.plate_number}
            </bdi>
            {vehicle.driver && (
              <>
                <span aria-hidden>·</span>
                <bdi className="truncate">{vehicle.driver.name}</bdi>
              </>
            )}
          </span>
          {position && (
            <span className="sr-only">
              {`${t('fields.coordinates')}: ${position.lat.toFixed(5)}, ${position.lon.toFixed(5)}; ${t('fields.last_update')}: ${timeText}`}
            </span>
          )}
        </span>
      </button>
    </div>
  );
});

/**
 * The searchable side list. Only the rows in view are rendered (fixed row height), so 10,000 vehicles
 * cost the same as twenty.
 */
export function FleetList({ ids, vehicleOf, query, onQueryChange, selectedId, onSelect, now }: Props) {
  const { t, i18n } = useTranslation('tracking');
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);
  const scroller = useRef<HTMLDivElement>(null);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(ids.length, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN);
  const rows = ids
    .slice(first, last)
    .map((id) => vehicleOf(id))
    .filter((v) => v !== undefined);

  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const observer = new ResizeObserver(() => setViewport(node.clientHeight || 600));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="fleet-list">
      <div className="relative p-3 pb-2">
        <Search className="pointer-events-none absolute start-6.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          value={query}
          onChange={(event) => {
            onQueryChange(event.target.value);
            scroller.current?.scrollTo({ top: 0 });
          }}
          placeholder={t('list.search_placeholder')}
          aria-label={t('list.search')}
          className="h-10 ps-10"
          data-testid="fleet-search"
        />
      </div>
      <p className="px-4 pb-1 text-xs text-muted-foreground" data-testid="fleet-list-count">
        {t('list.count', {
          count: ids.length,
          formatted: ids.length.toLocaleString(i18n.language),
        })}
      </p>
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto"
        onScroll={onScroll}
        role="list"
        aria-label={t('list.label')}
      >
        {ids.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground" data-testid="fleet-list-empty">
            {t('list.empty')}
          </p>
        ) : (
          <div style={{ height: ids.length * ROW_HEIGHT, position: 'relative' }}>
            {rows.map((vehicle, i) => (
              <FleetRow
                key={vehicle.id}
                vehicle={vehicle}
                top={(first + i) * ROW_HEIGHT}
                selected={vehicle.id === selectedId}
                onSelect={onSelect}
                timeText={
                  vehicle.position ? formatTimeAgo(vehicle.position.fix_time, now, i18n.language) : ''
                }
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
