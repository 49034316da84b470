import { useCallback, useMemo, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText, LocateFixed } from 'lucide-react';
import { paths } from '@/config/paths';
import { usePermission } from '@/lib/permissions';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { MapView } from '@/components/map/map-view';
import { MediaCarousel } from '@/components/media/media-carousel';
import { useVehicle } from '@/features/vehicles/api/get-vehicle';
import { useLiveState, useLiveVehicle } from '@/features/tracking/live/use-live';
import { useFollowVehicles } from '@/features/tracking/live/live-viewport';
import { STATUS_COLORS, UNKNOWN_STATUS_COLOR } from '@/features/tracking/status';
import { useNow } from '@/features/tracking/use-now';
import { presetPeriod, readPeriod, type RecordPeriod } from '@/features/tracking/track/record-period';
import { LiveFacts } from '@/features/tracking/components/live-facts';
import { LiveStatusBadge } from '@/features/tracking/components/live-status-badge';
import { VehicleMarker } from '@/features/tracking/components/vehicle-marker';
import { ConnectionBadge } from '@/features/tracking/components/connection-badge';
import { MapBase } from '@/app/routes/tracking/map-base';
import { MovementRecord } from '@/app/routes/tracking/movement-record';
import { GeofencesOverlay } from '@/features/geofences/components/geofences-overlay';
import { CommandsPanel } from '@/features/commands/components/commands-panel';
import { CurrentDriver } from '@/features/drivers/components/current-driver';

type View = 'live' | 'record';

/** `/vehicle-details/{id}`: the vehicle live (followed on the map) or its movement record, and its images. */
export function VehicleTrackingPage() {
  const { t } = useTranslation('tracking');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'record' ? 'record' : 'live';
  const canSeeVehicle = usePermission('show_vehicles');
  const canSeeCommands = usePermission('show_commands');
  const vehicle = useVehicle(valid && canSeeVehicle ? id : undefined);
  const liveState = useLiveState();
  const live = useLiveVehicle(id);
  // The live stream carries just this vehicle while the page is open, not the whole fleet
  // (docs/api.md#live-stream-at-scale: a `vehicles` message); leaving, the next page says what it follows.
  useFollowVehicles(valid ? [id] : null);
  const [defaultPeriod] = useState(() => presetPeriod('today', new Date()));
  const urlPeriod = readPeriod(params);
  const period = useMemo(
    () => urlPeriod ?? defaultPeriod,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [urlPeriod?.from, urlPeriod?.to, defaultPeriod],
  );

  const setView = (next: View) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === 'live') out.delete('view');
        else out.set('view', next);
        return out;
      },
      { replace: true },
    );
  const setPeriod = useCallback(
    (next: RecordPeriod) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        out.set('view', 'record');
        out.set('from', next.from);
        out.set('to', next.to);
        out.delete('at');
        return out;
      }),
    [setParams],
  );

  if (!valid) return <Navigate to={paths.notFound.getHref()} replace />;
  // Without the vehicles permission the live fleet is the only source: a vehicle not in it does not exist here.
  if (!canSeeVehicle && liveState.ready && !live) return <Navigate to={paths.notFound.getHref()} replace />;

  const name = live?.name ?? vehicle.data?.name;
  const plate = live?.plate_number ?? vehicle.data?.plate_number;
  const tabs: View[] = ['live', 'record'];

  return (
    <div
      className="mx-auto flex w-full max-w-[1600px] flex-1 flex-col gap-4 p-4 sm:px-6 sm:py-5"
      data-testid="vehicle-tracking"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          {name ? (
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-extrabold tracking-tight">
              <bdi data-testid="tracking-vehicle-name">{name}</bdi>
              <LiveStatusBadge status={live?.live_status ?? null} />
            </h1>
          ) : (
            <Skeleton className="h-8 w-56" />
          )}
          {plate && (
            <p className="mt-1 text-sm text-muted-foreground">
              {t('fields.plate_number')}: <bdi dir="auto">{plate}</bdi>
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="tablist"
            aria-label={t('views.label')}
            className="inline-flex h-10 items-center gap-1 rounded-md bg-muted p-1"
          >
            {tabs.map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected={view === tab}
                onClick={() => setView(tab)}
                data-testid={`view-${tab}`}
                className={cn(
                  'h-8 rounded-sm px-3 text-sm font-semibold text-muted-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
                  view === tab && 'bg-card text-foreground shadow-xs',
                )}
              >
                {t(`views.${tab}`)}
              </button>
            ))}
          </div>
          {canSeeVehicle && (
            <Button asChild variant="outline" className="h-10">
              <Link to={paths.vehicles.view.getHref(id)} data-testid="tracking-vehicle-file">
                <FileText />
                {t('live.open_vehicle')}
              </Link>
            </Button>
          )}
        </div>
      </div>

      {view === 'live' ? (
        <LiveView vehicleId={id} />
      ) : (
        <MovementRecord vehicleId={id} period={period} onPeriodChange={setPeriod} at={params.get('at')} />
      )}

      {view === 'live' && canSeeVehicle && vehicle.data && <CurrentDriver vehicleId={vehicle.data.id} />}
      {view === 'live' && canSeeCommands && vehicle.data?.device_id && (
        <CommandsPanel vehicle={vehicle.data} />
      )}

      {canSeeVehicle && (
        <Card data-testid="tracking-gallery">
          <CardHeader>
            <CardTitle>{t('gallery.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            {vehicle.data ? (
              <MediaCarousel items={vehicle.data.images} label={vehicle.data.name} className="max-w-3xl" />
            ) : (
              <Skeleton className="h-64 max-w-3xl" />
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/** Live (direct): the vehicle followed on the map, with its current data beside it. */
function LiveView({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation('tracking');
  const live = useLiveVehicle(vehicleId);
  const { connection, ready } = useLiveState();
  const now = useNow();
  const [follow, setFollow] = useState(true);
  const position = live?.position ?? null;
  const color = live?.live_status ? STATUS_COLORS[live.live_status] : UNKNOWN_STATUS_COLOR;

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]" data-testid="live-view">
      <Card className="relative h-[min(62vh,600px)] min-h-80 overflow-hidden">
        <MapView label={t('views.live')} className="absolute inset-0">
          <MapBase />
          <GeofencesOverlay />
          {position && (
            <VehicleMarker
              lon={position.lon}
              lat={position.lat}
              course={position.course ?? 0}
              color={color}
              glyph={live?.live_status ?? 'unknown'}
              follow={follow}
              testId="followed-vehicle"
            />
          )}
        </MapView>
        <div className="absolute start-3 top-3 z-10 flex gap-2">
          <ConnectionBadge state={connection} />
          <Button
            variant={follow ? 'default' : 'outline'}
            size="sm"
            className="h-9 rounded-full"
            aria-pressed={follow}
            onClick={() => setFollow((f) => !f)}
            data-testid="follow-toggle"
          >
            <LocateFixed />
            {t('live.follow')}
          </Button>
        </div>
      </Card>
      <Card className="self-start">
        <CardHeader>
          <CardTitle>{t('live.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {live ? (
            position ? (
              <LiveFacts vehicle={live} now={now} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('live.no_position')}</p>
            )
          ) : (
            <p className="text-sm text-muted-foreground">
              {ready ? t('live.no_position') : t('live.waiting')}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export default VehicleTrackingPage;
