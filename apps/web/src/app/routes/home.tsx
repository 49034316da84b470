import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { List, Share2, X } from 'lucide-react';
import type { LiveVehicle } from '@fleet/shared/schemas/tracking';
import { paths } from '@/config/paths';
import { usePermission } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { MapView } from '@/components/map/map-view';
import { BaseLayer } from '@/components/map/base-layer';
import { RasterTileLayer } from '@/components/map/raster-tile-layer';
import { Attribution } from '@/components/map/attribution';
import { useAppConfig } from '@/features/config/api/get-app-config';
import { useLiveState } from '@/features/tracking/live/use-live';
import { liveStore } from '@/features/tracking/live/live-store';
import { liveViewport, releaseLiveViewport } from '@/features/tracking/live/live-viewport';
import { useLiveList } from '@/features/tracking/api/get-live-list';
import {
  countStatusCodes,
  isStatusFilter,
  matchesSearch,
  normalizeSearch,
  type StatusCounts,
  type StatusFilter,
} from '@/features/tracking/status';
import { useNow } from '@/features/tracking/use-now';
import { VehiclesLayer } from '@/features/tracking/components/vehicles-layer';
import { LiveViewportReporter } from '@/features/tracking/components/live-viewport-reporter';
import { VehiclePopup } from '@/features/tracking/components/vehicle-popup';
import { StatusCounters } from '@/features/tracking/components/status-counters';
import { FleetList } from '@/features/tracking/components/fleet-list';
import { FlyTo, type FlyTarget } from '@/features/tracking/components/fly-to';
import { ConnectionBadge } from '@/features/tracking/components/connection-badge';
import { cn } from '@/lib/cn';
import { GeofencesOverlay } from '@/features/geofences/components/geofences-overlay';
import { RecentEvents } from '@/features/events/components/recent-events';
import { liveEvents, useLiveEvents } from '@/features/tracking/live/live-events';
import { formatTimeAgo } from '@/features/tracking/time-ago';
import { LiveAnnouncer } from '@/features/tracking/components/live-announcer';
import { ShareDialog } from '@/features/share-links/components/share-dialog';

type SharedVehicle = Pick<LiveVehicle, 'id' | 'name' | 'plate_number'>;

/** A share link names 1 to 50 vehicles (docs/api.md#share-links). */
const MAX_SHARED = 50;

/** Vehicle tracking home: the live fleet on the map, the status counters and the searchable list. */
export function HomePage() {
  const { t, i18n } = useTranslation('tracking');
  const config = useAppConfig();
  const tileUrl = config.data?.tile_url;
  const canTrack = usePermission('show_tracking');
  const live = useLiveState();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filter: StatusFilter = isStatusFilter(statusParam) ? statusParam : 'all';
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  /** The selection came from the list (keyboard or pointer): the popup takes focus. */
  const [fromList, setFromList] = useState(false);
  const [flyTarget, setFlyTarget] = useState<FlyTarget | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const events = useLiveEvents();
  const canShare = usePermission('create_share_links');
  /** Vehicles picked in the list to share together (their names kept for the dialog); null when not picking. */
  const [picked, setPicked] = useState<ReadonlyMap<number, SharedVehicle> | null>(null);
  const [sharing, setSharing] = useState(false);

  const fleet = liveStore.fleet;
  const { version, summary } = live;
  // A viewport gets the fleet-wide counters from the server; the whole stream (before it) is counted here.
  const counts = useMemo<StatusCounts>(
    () =>
      summary
        ? {
            all: summary.total,
            moving: summary.moving,
            pause: summary.pause,
            exit: summary.exit,
            busy: summary.busy,
          }
        : countStatusCodes(fleet.status, fleet.used, fleet.slotCount),
    // `version` marks a new flush of the same (mutated) fleet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fleet, version, summary],
  );
  const listFilter = useMemo(
    () => ({ search: deferredQuery.trim(), status: filter === 'all' ? null : filter }),
    [deferredQuery, filter],
  );
  const list = useLiveList(listFilter, canTrack);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const total = list.data?.pages[0]?.meta.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A row on the map follows the stream; one elsewhere shows what the list read (refreshed every few seconds).
  const liveOf = useCallback(
    (row: LiveVehicle) => fleet.get(row.id) ?? row,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fleet, version],
  );

  // The server filtered the rows by the status they had when it read them: one whose live status has changed since
  // leaves a status-filtered list at once (as it leaves the map), and comes back with a later read if it changes
  // back. While a new filter's first page loads, the rows already read are filtered by the search here too: the
  // list answers at once.
  const placeholder = list.isPlaceholderData;
  const shownRows = useMemo(() => {
    const status = listFilter.status;
    if (!placeholder && !status) return rows;
    const search = placeholder ? normalizeSearch(listFilter.search) : null;
    return rows.filter(
      (row) =>
        (!status || liveOf(row).live_status === status) && (search === null || matchesSearch(row, search)),
    );
  }, [placeholder, rows, listFilter, liveOf]);

  // The map reports what it shows (`LiveViewportReporter`); until its first report the stream waits for it.
  useEffect(() => {
    if (!canTrack) return;
    if (liveViewport.get() === null) liveViewport.set('pending');
    return releaseLiveViewport;
  }, [canTrack]);

  const setFilter = useCallback(
    (next: StatusFilter) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next === 'all') out.delete('status');
          else out.set('status', next);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  const navigate = useNavigate();
  const select = useCallback(
    (vehicle: LiveVehicle) => {
      // Nothing to show on the map yet: its details page (its record, its images) is what there is to open.
      if (!vehicle.position) {
        void navigate(paths.tracking.details.getHref(vehicle.id));
        return;
      }
      setSelectedId(vehicle.id);
      setFromList(true);
      setListOpen(false);
      if (vehicle.position) {
        setFlyTarget({ lon: vehicle.position.lon, lat: vehicle.position.lat, key: Date.now() });
      }
    },
    [navigate],
  );

  const selectOnMap = useCallback((id: number | null) => {
    setSelectedId(id);
    setFromList(false);
  }, []);
  const closePopup = useCallback(() => {
    // Back to the list row it was chosen from, so a keyboard user keeps their place.
    if (fromList && selectedId !== null) {
      document
        .querySelector<HTMLElement>(`[data-testid="fleet-list-item"][data-vehicle-id="${selectedId}"]`)
        ?.focus();
    }
    setSelectedId(null);
  }, [fromList, selectedId]);
  const onPick = useCallback((vehicle: LiveVehicle, on: boolean) => {
    setPicked((current) => {
      const next = new Map(current);
      if (on && next.size < MAX_SHARED) {
        next.set(vehicle.id, { id: vehicle.id, name: vehicle.name, plate_number: vehicle.plate_number });
      } else next.delete(vehicle.id);
      return next;
    });
  }, []);
  const picking = useMemo(
    () =>
      picked ? { picked: new Set(picked.keys()), onPick, canPick: picked.size < MAX_SHARED } : undefined,
    [picked, onPick],
  );
  const rtl = i18n.dir() === 'rtl';
  // The map's part of the page does not depend on the live batches (its layers read the store
  // themselves): kept out of the renders that each batch causes.
  const map = useMemo(
    () => (
      <MapView label={t('common:home.map_label')} className="absolute inset-0">
        <BaseLayer />
        {tileUrl && <RasterTileLayer tileUrl={tileUrl} />}
        <Attribution rtl={rtl} />
        <GeofencesOverlay />
        {canTrack && (
          <>
            <LiveViewportReporter />
            <VehiclesLayer filter={filter} selectedId={selectedId} onSelect={selectOnMap} />
            {selectedId !== null && (
              <VehiclePopup
                key={selectedId}
                vehicleId={selectedId}
                detailsHref={paths.tracking.details.getHref(selectedId)}
                onClose={closePopup}
                now={now}
                autoFocus={fromList}
              />
            )}
            <FlyTo target={flyTarget} />
          </>
        )}
      </MapView>
    ),
    [t, tileUrl, rtl, canTrack, filter, selectedId, now, flyTarget, closePopup, selectOnMap, fromList],
  );

  // The screen below the header: 4rem high, on a phone about 5.6rem (the page title has a line of its own).
  return (
    <div
      className="relative flex h-[calc(100svh-5.625rem)] min-h-96 flex-none sm:h-[calc(100svh-4rem)]"
      data-testid="home-map"
    >
      {canTrack && (
        <aside
          className={cn(
            'z-20 flex w-80 shrink-0 flex-col border-e bg-card',
            'max-md:absolute max-md:inset-y-0 max-md:start-0 max-md:shadow-xl',
            !listOpen && 'max-md:hidden',
          )}
          aria-label={t('list.label')}
        >
          <div className="flex items-center justify-between px-4 pt-3">
            <h2 className="text-sm font-extrabold">{t('list.title')}</h2>
            <Button
              variant="ghost"
              size="icon-sm"
              className="md:hidden"
              onClick={() => setListOpen(false)}
              aria-label={t('common:actions.close')}
            >
              <X />
            </Button>
          </div>
          {canShare && (
            <div className="flex flex-wrap items-center gap-2 px-4 pt-2" data-testid="fleet-share-bar">
              {picked ? (
                <>
                  <span
                    className="me-auto text-xs font-semibold"
                    aria-live="polite"
                    data-testid="fleet-picked-count"
                  >
                    {t('list.picked', {
                      count: picked.size,
                      formatted: picked.size.toLocaleString(i18n.language),
                    })}
                  </span>
                  <Button
                    size="sm"
                    disabled={picked.size === 0}
                    onClick={() => setSharing(true)}
                    data-testid="fleet-share-picked"
                  >
                    <Share2 aria-hidden />
                    {t('list.share_picked')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPicked(null)}
                    data-testid="fleet-pick-cancel"
                  >
                    {t('common:actions.cancel')}
                  </Button>
                </>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setPicked(new Map())}
                  data-testid="fleet-pick-start"
                >
                  <Share2 aria-hidden />
                  {t('list.pick_start')}
                </Button>
              )}
              {picked && picked.size >= MAX_SHARED && (
                <p className="w-full text-xs text-muted-foreground">
                  {t('list.pick_limit', { count: MAX_SHARED })}
                </p>
              )}
            </div>
          )}
          <FleetList
            picking={picking}
            rows={shownRows}
            total={placeholder ? shownRows.length : total - (rows.length - shownRows.length)}
            hasMore={hasNextPage}
            loadMore={loadMore}
            loading={list.isPending}
            liveOf={liveOf}
            query={query}
            onQueryChange={setQuery}
            filtered={query.trim() !== '' || filter !== 'all'}
            onClearFilters={() => {
              setQuery('');
              if (statusParam) {
                const next = new URLSearchParams(params);
                next.delete('status');
                setParams(next, { replace: true });
              }
            }}
            selectedId={selectedId}
            onSelect={select}
            now={now}
          />
          <LiveAnnouncer vehicle={selectedId === null ? undefined : fleet.get(selectedId)} />
        </aside>
      )}
      {canShare && picked && (
        <ShareDialog open={sharing} onOpenChange={setSharing} vehicles={[...picked.values()]} />
      )}
      <div className="relative min-w-0 flex-1">
        {map}
        {canTrack ? (
          <div className="pointer-events-none absolute inset-x-3 top-3 z-10 flex flex-wrap items-start gap-2 pe-14">
            <Button
              variant="outline"
              size="sm"
              className="pointer-events-auto h-9 rounded-full md:hidden"
              onClick={() => setListOpen(true)}
              data-testid="fleet-list-toggle"
            >
              <List />
              {t('list.title')}
            </Button>
            <div className="pointer-events-auto">
              <StatusCounters counts={counts} value={filter} onChange={setFilter} />
            </div>
            <div className="pointer-events-auto">
              <ConnectionBadge state={live.connection} />
            </div>
            <div className="pointer-events-auto">
              <RecentEvents
                recent={events.recent}
                unseen={events.unseen}
                onOpen={liveEvents.markSeen}
                timeAgo={(time) => formatTimeAgo(time, now, i18n.language)}
              />
            </div>
          </div>
        ) : (
          <p
            className="absolute inset-x-3 top-3 z-10 max-w-md rounded-md border bg-card/95 p-3 text-sm shadow-sm"
            data-testid="tracking-not-allowed"
          >
            {t('not_allowed')}
          </p>
        )}
      </div>
    </div>
  );
}

export default HomePage;
