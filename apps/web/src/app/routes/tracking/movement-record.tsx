import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
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

type Props = { vehicleId: number; period: RecordPeriod; onPeriodChange: (period: RecordPeriod) => void };

/** The movement record: period filter, track with start, end and stops, statistics, speed chart, playback. */
export function MovementRecord({ vehicleId, period, onPeriodChange }: Props) {
  const { t, i18n } = useTranslation('tracking');
  const query = useMemo(() => toPositionsQuery(period), [period]);
  const positions = usePositions(vehicleId, query);
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
                testId="playback-marker"
              />
            )}
            <FlyTo target={flyTarget} />
          </MapView>
          {(positions.isPending || state === 'empty') && (
            <div className="absolute inset-x-0 top-3 z-10 flex justify-center">
              <p
                className="flex items-center gap-2 rounded-full border bg-card/95 px-4 py-2 text-sm shadow-sm"
                data-testid="record-message"
              >
                {positions.isPending && <Loader2 className="size-4 animate-spin" />}
                {positions.isPending ? t('record.loading') : t('record.empty')}
              </p>
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
              <RecordStats stats={stats} />
              {track.length > 1 && <PlaybackControls playback={playback} />}
            </CardContent>
          </Card>
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
    </div>
  );
}
