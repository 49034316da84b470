import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { FilterX, Plus, Search } from 'lucide-react';
import type { LiveVehicle } from '@fleet/shared/schemas/tracking';
import { Input } from '@/components/ui/input';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { usePermission } from '@/lib/permissions';
import { formatTimeAgo } from '@/features/tracking/time-ago';
import { StatusDot } from '@/features/tracking/components/live-status-badge';

const ROW_HEIGHT = 64;
const OVERSCAN = 6;
/** The next page is asked for when the rows in view come this close to the end of those loaded. */
const LOAD_AHEAD = 20;

type Props = {
  /** The rows loaded so far, in list order (the API's pages). */
  rows: readonly LiveVehicle[];
  /** How many vehicles match, loaded or not. */
  total: number;
  hasMore: boolean;
  loadMore: () => void;
  /** The first page is still being read (nothing to say about an empty list yet). */
  loading: boolean;
  /** A row's newest state: the stream's when the vehicle is on the map, else the row as read. */
  liveOf: (row: LiveVehicle) => LiveVehicle;
  query: string;
  onQueryChange: (query: string) => void;
  /** A search or a status filter is on: an empty list is then "no match", not "no vehicles". */
  filtered?: boolean;
  /** Clears the search and the status filter (from the empty list). */
  onClearFilters?: () => void;
  selectedId: number | null;
  onSelect: (vehicle: LiveVehicle) => void;
  now: number;
  /** Picking vehicles (to share them): each row gets a checkbox; `canPick` false once the limit is reached. */
  picking?: {
    picked: ReadonlySet<number>;
    onPick: (vehicle: LiveVehicle, picked: boolean) => void;
    canPick: boolean;
  };
};

const ROW_CLASS =
  'flex h-[60px] w-full items-center gap-3 rounded-md px-2.5 text-start transition-colors outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/40';

type RowProps = {
  vehicle: LiveVehicle;
  top: number;
  selected: boolean;
  timeText: string;
  onSelect: (vehicle: LiveVehicle) => void;
  /** Set only while picking (primitives, so the memo still holds): this row picked, more allowed, the change. */
  picked?: boolean;
  pickDisabled?: boolean;
  onPick?: (vehicle: LiveVehicle, picked: boolean) => void;
};

/** One row; rendered again only when its vehicle (a new object when it changes) or its texts change. */
const FleetRow = memo(function FleetRow({
  vehicle,
  top,
  selected,
  timeText,
  onSelect,
  picked,
  pickDisabled,
  onPick,
}: RowProps) {
  const { t, i18n } = useTranslation('tracking');
  const position = vehicle.position;
  const statusText = vehicle.live_status ? t(`status.${vehicle.live_status}`) : t('status.none');
  return (
    <div
      role="listitem"
      className="absolute inset-x-0 flex items-center gap-1 px-2"
      style={{ top, height: ROW_HEIGHT }}
    >
      {onPick && (
        <Checkbox
          checked={picked === true}
          disabled={pickDisabled === true && picked !== true}
          onCheckedChange={(checked) => onPick(vehicle, checked === true)}
          aria-label={t('list.pick', { name: vehicle.name, plate: vehicle.plate_number })}
          className="ms-1 size-5"
          data-testid="fleet-list-pick"
          data-vehicle-id={vehicle.id}
        />
      )}
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
 * The searchable side list, paged from the API and virtualised: only the rows in view are rendered (fixed row
 * height), and the next page is read as the end comes into view, so 100,000 vehicles cost the same as twenty.
 */
export function FleetList({
  rows,
  total,
  hasMore,
  loadMore,
  loading,
  liveOf,
  query,
  onQueryChange,
  filtered = query.trim() !== '',
  onClearFilters,
  selectedId,
  onSelect,
  now,
  picking,
}: Props) {
  const { t, i18n } = useTranslation('tracking');
  const canAdd = usePermission('create_vehicles');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]!.id,
  });
  const items = virtualizer.getVirtualItems();
  const lastInView = items.length > 0 ? items[items.length - 1]!.index : -1;
  useEffect(() => {
    if (hasMore && lastInView >= rows.length - LOAD_AHEAD) loadMore();
  }, [hasMore, lastInView, rows.length, loadMore]);

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
          count: total,
          formatted: total.toLocaleString(i18n.language),
        })}
      </p>
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto"
        // A list only with rows in it: the empty state is not a list item.
        role={rows.length > 0 ? 'list' : undefined}
        aria-label={rows.length > 0 ? t('list.label') : undefined}
      >
        {rows.length === 0 ? (
          !loading && (
            <EmptyState
              size="compact"
              kind={filtered ? 'no-match' : 'none'}
              title={filtered ? t('list.empty') : t('empty_state.fleet_title')}
              hint={filtered ? t('empty_state.fleet_no_match_hint') : t('empty_state.fleet_hint')}
              action={
                filtered
                  ? {
                      label: t('empty_state.fleet_clear'),
                      icon: FilterX,
                      onClick: onClearFilters ?? (() => onQueryChange('')),
                    }
                  : canAdd
                    ? { label: t('empty_state.fleet_add'), icon: Plus, to: paths.vehicles.add.getHref() }
                    : undefined
              }
              data-testid="fleet-list-empty"
            />
          )
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const vehicle = liveOf(rows[item.index]!);
              return (
                <FleetRow
                  key={item.key}
                  vehicle={vehicle}
                  top={item.start}
                  selected={vehicle.id === selectedId}
                  onSelect={onSelect}
                  picked={picking?.picked.has(vehicle.id)}
                  pickDisabled={picking ? !picking.canPick : undefined}
                  onPick={picking?.onPick}
                  timeText={
                    vehicle.position ? formatTimeAgo(vehicle.position.fix_time, now, i18n.language) : ''
                  }
                />
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
