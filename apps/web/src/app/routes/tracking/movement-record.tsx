import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { MapView } from '@/components/map/map-view';
import { usePositions } from '@/features/tracking/api/get-positions';
import { toTrack, pointAt } from '@/features/tracking/track/track';
import { detectStops, type Stop } from '@/features/tracking/track/stops';
import { trackStats } from '@/features/tracking/track/stats';
import { usePlayback } from '@/features/tracking/track/use-playback';
import { toPositionsQuery, type RecordPeriod } from '@/features/tracking/track/record-period';
import { TrackLayer } from '@/features/tracking/components/track-layer';
import { VehicleMarker } from '@/features/tracking/components/vehicle-marker';
import { PlaybackControls } from '@/features/tracking/components/playback-controls';
import { SpeedChart } from '@/features/tracking/components/speed-chart';
import { RecordFilter } from '@/features/tracking/components/record-filter';
import { RecordStats, StopsList } from '@/features/tracking/components/record-summary';
import { FlyTo, type FlyTarget } from '@/features/tracking/components/fly-to';
import { MapBase } from '@/app/routes/tracking/map-base';
import { GeofencesOverlay } from '@/features/geofences/components/geofences-overlay';
import { usePermission } from '@/lib/permissions';
import { formatClock } from '@/features/tracking/format';
import { useVehicleEvents } from '@/features/events/api/get-vehicle-events';
import { lastPassed, placeEvents, type PlacedEvent } from '@/features/events/record-events';
import { EventMarkers } from '@/features/events/components/event-markers';
import { RecordEventsList } from '@/features/events/components/record-events-list';
import { useEventTitle } from '@/features/events/components/event-visuals';
import { useDriverHistory } from '@/features/drivers/api/get-driver-history';
import { RecordDrivers } from '@/features/drivers/components/record-drivers';
import { PeriodSensorCharts } from '@/features/sensors/components/period-sensor-charts';
import { paths } from '@/config/paths';

type Props = {
  vehicleId: number;
  period: RecordPeriod;
  onPeriodChange: (period: RecordPeriod) => void;
  /** An instant to open the playback at (an event's time, from the events list). */
  at?: string | null;
};

/**
 * The movement record: period filter, track with start, end and stops, the period's events (on the
 * track and in a list, passed by the playback), who drove (by driver key), statistics, speed chart, playback.
 */
export function MovementRecord({ vehicleId, period, onPeriodChange, at = null }: Props) {
  const { t, i18n } = useTranslation('tracking');
  const query = useMemo(() => toPositionsQuery(period), [period]);
  const positions = usePositions(vehicleId, query);
  const drivers = useDriverHistory(vehicleId, query);
  const track = useMemo(() => toTrack(positions.data ?? []), [positions.data]);
  const stops = useMemo(() => detectStops(track), [track]);
  const stats = useMemo(() => trackStats(track, stops), [track, stops]);
  const start = track.length ? track.time[0]! : 0;
  const end = track.length ? track.time[track.length - 1]! : 0;
  const playback = usePlayback(start, end);
  const point = pointAt(track, playback.time);
  const [drawn, setDrawn] = useState<unknown>(null);
  const [flyTarget, setFlyTarget] = useState<FlyTarget | null>(null);
  const ready = positions.isSuccess && drawn === track;
  const canSeeEvents = usePermission('show_events');
  const canSeeSensors = usePermission('show_vehicles');
  const vehicleEvents = useVehicleEvents(vehicleId, period.from, period.to, canSeeEvents);
  const events = useMemo(
    () => placeEvents(vehicleEvents.data ?? [], (time) => pointAt(track, time)),
    [vehicleEvents.data, track],
  );
  const [chosen, setChosen] = useState<{ id: number; at: number } | null>(null);
  const passed = lastPassed(events, playback.time);
  // A chosen event stays current until the playback moves past or before its time.
  const currentId = chosen && passed && passed.at === chosen.at ? chosen.id : (passed?.id ?? null);
  const eventTitle = useEventTitle();
  const markerLabel = useCallback(
    (event: PlacedEvent) =>
      `${eventTitle(event)} (${t(`events:severities.${event.severity}`)}) – ${formatClock(event.at, i18n.language)}`,
    [eventTitle, i18n.language, t],
  );
  const { seek } = playback;
  const chooseEvent = useCallback(
    (event: PlacedEvent) => {
      seek(event.at);
      setChosen({ id: event.id, at: event.at });
      setFlyTarget({ lon: event.placeLon, lat: event.placeLat, zoom: 15, key: Date.now() });
    },
    [seek],
  );
  // Opened at an instant (an event's row): once the track is drawn, the playback goes there and the
  // map shows that point.
  const openedAt = useRef<string | null>(null);
  const atTime = at ? Date.parse(at) : Number.NaN;
  const atPoint = ready && !Number.isNaN(atTime) ? pointAt(track, atTime) : null;
  useEffect(() => {
    if (!at || !ready || openedAt.current === at || Number.isNaN(atTime)) return;
    openedAt.current = at;
    seek(atTime);
  }, [at, atTime, ready, seek]);

  const onDrawn = useCallback(() => {
    setDrawn(track);
    performance.mark('record-ready');
  }, [track]);
  const showStop = useCallback((stop: Stop) => {
    setFlyTarget({ lon: stop.lon, lat: stop.lat, zoom: 16, key: Date.now() });
  }, []);

  const state = positions.isPending
    ? 'loading'
    : positions.isError
      ? 'error'
      : track.length === 0
        ? 'empty'
        : ready
          ? 'ready'
          : 'drawing';
  return (
    <div
      className="flex flex-col gap-4"
      data-testid="movement-record"
      data-state={state}
      data-points={track.length}
      data-from={period.from}
      data-events={canSeeEvents ? (vehicleEvents.isSuccess ? events.length : 'loading') : 'none'}
    >
      <RecordFilter key={`${period.from}/${period.to}`} period={period} onChange={onPeriodChange} />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <Card className="relative h-[min(62vh,600px)] min-h-80 overflow-hidden">
          <MapView label={t('views.record')} className="absolute inset-0">
            <MapBase />
            <GeofencesOverlay />
            {/* Mounted before there is a track: its shaders compile while the record loads. */}
            <TrackLayer track={track} stops={stops} onReady={onDrawn} />
            {point && (
              <VehicleMarker
                lon={point.lon}
                lat={point.lat}
                course={point.course}
                color="#7c3aed"
                keepInView={playback.playing}
                testId="playback-marker"
              />
            )}
            {events.length > 0 && (
              <EventMarkers
                events={events}
                currentId={currentId}
                passedUntil={playback.time}
                labelOf={markerLabel}
                onChoose={chooseEvent}
              />
            )}
            <FlyTo target={flyTarget} />
            {atPoint && <FlyTo target={{ lon: atPoint.lon, lat: atPoint.lat, zoom: 15, key: atTime }} />}
          </MapView>
          {positions.isPending && (
            <div className="absolute inset-x-0 top-3 z-10 flex justify-center">
              <p
                className="flex items-center gap-2 rounded-full border bg-card/95 px-4 py-2 text-sm shadow-sm"
                data-testid="record-message"
              >
                <Loader2 className="size-4 animate-spin" />
                {t('record.loading')}
              </p>
            </div>
          )}
          {state === 'empty' && (
            <div className="absolute inset-x-0 top-3 z-10 flex justify-center px-3">
              <div className="max-w-md rounded-lg border bg-card/95 shadow-sm">
                <EmptyState
                  size="compact"
                  kind="no-match"
                  title={t('record.empty')}
                  hint={t('empty_state.record_hint')}
                  data-testid="record-message"
                />
              </div>
            </div>
          )}
        </Card>
        <div className="flex flex-col gap-4">
          <Card>
            <CardHeader className="flex-row items-center justify-between">
              <CardTitle>{t('stats.title')}</CardTitle>
              <span className="text-xs text-muted-foreground" data-testid="record-points">
                {t('record.points', { count: track.length.toLocaleString(i18n.language) })}
              </span>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {state === 'empty' ? (
                <p className="text-sm text-muted-foreground" data-testid="record-stats-empty">
                  {t('empty_state.stats_none')}
                </p>
              ) : (
                <RecordStats stats={stats} />
              )}
              {track.length > 1 && <PlaybackControls playback={playback} />}
            </CardContent>
          </Card>
          <Card data-testid="record-drivers-card">
            <CardHeader>
              <CardTitle>{t('people:record_drivers.title')}</CardTitle>
            </CardHeader>
            <CardContent className="max-h-72 overflow-y-auto">
              {drivers.data ? (
                <RecordDrivers spans={drivers.data} time={playback.time} />
              ) : drivers.isPending ? (
                <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden />
              ) : (
                <p className="text-sm text-muted-foreground">—</p>
              )}
            </CardContent>
          </Card>
          {canSeeEvents && (
            <Card className="min-h-0" data-testid="record-events-card">
              <CardHeader>
                <CardTitle>
                  {t('events:record.title')}
                  <span
                    className="ms-2 text-sm font-semibold text-muted-foreground"
                    data-testid="record-events-count"
                  >
                    ({events.length.toLocaleString(i18n.language)})
                  </span>
                </CardTitle>
              </CardHeader>
              <CardContent className="max-h-72 overflow-y-auto">
                <RecordEventsList
                  events={events}
                  currentId={currentId}
                  passedUntil={playback.time}
                  onChoose={chooseEvent}
                />
              </CardContent>
            </Card>
          )}
          <Card className="min-h-0">
            <CardHeader>
              <CardTitle>
                {t('stops.title')}
                <span className="ms-2 text-sm font-semibold text-muted-foreground" data-testid="stops-count">
                  ({stops.length.toLocaleString(i18n.language)})
                </span>
              </CardTitle>
            </CardHeader>
            <CardContent className="max-h-72 overflow-y-auto">
              <StopsList stops={stops} onShow={showStop} />
            </CardContent>
          </Card>
        </div>
      </div>
      {track.length > 1 && (
        <Card>
          <CardHeader>
            <CardTitle>{t('chart.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <SpeedChart track={track} time={playback.time} onSeek={playback.seek} />
          </CardContent>
        </Card>
      )}
      {canSeeSensors && (
        <Card data-testid="record-sensors-card">
          <CardHeader>
            <CardTitle>{t('sensors:record.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <PeriodSensorCharts
              vehicleId={vehicleId}
              period={period}
              sensorsHref={`${paths.vehicles.view.getHref(vehicleId)}?tab=sensors`}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
