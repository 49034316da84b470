import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { addDays } from 'date-fns';
import { CalendarPlus, Link2 } from 'lucide-react';
import type { Trip } from '@fleet/shared/schemas/trips';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth-store';
import { formatDisplayDate, fromApiDate, toApiDate } from '@/lib/dates';
import { allowedRowActions, hasPermission } from '@/lib/permissions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DetailsAction, DetailsHeader, EditDeleteActions } from '@/components/layout/details-header';
import { Facts } from '@/components/layout/facts';
import { MapView } from '@/components/map/map-view';
import { useAppConfig } from '@/features/config/api/get-app-config';
import { tripKeys } from '@/features/trips/api/keys';
import { useTrip } from '@/features/trips/api/get-trip';
import { formatClock, formatInstantClock } from '@/features/trips/format';
import { StationsLayer } from '@/features/trips/components/stations-layer';
import { TripStatusBadge } from '@/features/trips/components/trip-status-badge';
import { TripTimeline } from '@/features/trips/components/trip-timeline';
import { DeleteTripDialog } from '@/features/trips/components/delete-trip-dialog';
import { DuplicateTripDialog } from '@/features/trips/components/duplicate-trip-dialog';
import { usePositions } from '@/features/tracking/api/get-positions';
import { useLiveVehicle } from '@/features/tracking/live/use-live';
import { useFollowVehicles } from '@/features/tracking/live/live-viewport';
import { STATUS_COLORS, UNKNOWN_STATUS_COLOR } from '@/features/tracking/status';
import { toTrack } from '@/features/tracking/track/track';
import { TrackLayer } from '@/features/tracking/components/track-layer';
import { ShareDialog } from '@/features/share-links/components/share-dialog';
import { VehicleMarker } from '@/features/tracking/components/vehicle-marker';
import { LiveStatusBadge } from '@/features/tracking/components/live-status-badge';
import { MapBase } from '@/app/routes/tracking/map-base';
import { RecordHistory } from '@/features/audit/components/record-history';

const NO_STOPS: never[] = [];

/** `/itinerary-management/view/{id}`: the route on the map with the vehicle live, and the timeline. */
export function TripViewPage() {
  const { t, i18n } = useTranslation('trips');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const trip = useTrip(Number.isInteger(id) ? id : undefined, { follow: true });
  const user = useUser();
  const [deleting, setDeleting] = useState(false);
  const [duplicating, setDuplicating] = useState(false);
  const timeZone = useAppConfig().data?.timezone;
  const data = trip.data;
  const actions = data ? allowedRowActions(data.actions, user, 'trips') : [];
  const canDuplicate = hasPermission(user, 'create_trips');
  const canTrack = hasPermission(user, 'show_tracking');
  const canShare = hasPermission(user, 'create_share_links');
  const [sharing, setSharing] = useState(false);
  // The live stream carries just the trip's vehicle while the page is open.
  useFollowVehicles(data && canTrack ? [data.vehicle_id] : null);

  return (
    <div className="flex flex-col gap-5" data-testid="trip-view" data-trip-id={data?.id}>
      <DetailsHeader
        title={
          data ? (
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-extrabold tracking-tight">
              <bdi data-testid="trip-title">{data.name}</bdi>
              <TripStatusBadge status={data.status} />
            </h1>
          ) : (
            <Skeleton className="h-8 w-56" />
          )
        }
        subtitle={
          data &&
          `${formatDisplayDate(data.day, i18n.language)} · ${formatClock(data.start_time, i18n.language)}`
        }
        actions={
          data && (
            <>
              {canShare && (
                <DetailsAction
                  icon={Link2}
                  label={t('share:share_trip')}
                  onClick={() => setSharing(true)}
                  testId="trip-share-button"
                />
              )}
              {canDuplicate && (
                <DetailsAction
                  icon={CalendarPlus}
                  label={t('duplicate.open')}
                  onClick={() => setDuplicating(true)}
                  testId="trip-duplicate-button"
                />
              )}
              <EditDeleteActions
                allowed={actions}
                editHref={paths.trips.edit.getHref(data.id)}
                onDelete={() => setDeleting(true)}
                testIdPrefix="trip"
              />
            </>
          )
        }
      />

      {data && timeZone ? (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_28rem]">
          <Card className="relative h-[min(70vh,680px)] min-h-96 overflow-hidden" data-testid="trip-map">
            <MapView label={t('sections.stations')} className="absolute inset-0">
              <MapBase />
              <StationsLayer stations={data.stations} nextIndex={data.next_station} />
              {canTrack && <VehicleOnTrip trip={data} />}
            </MapView>
          </Card>
          <div className="flex flex-col gap-4">
            <Card>
              <CardContent className="pt-6">
                <TripFacts trip={data} timeZone={timeZone} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t('sections.timeline')}</CardTitle>
              </CardHeader>
              <CardContent>
                <TripTimeline trip={data} timeZone={timeZone} />
              </CardContent>
            </Card>
          </div>
        </div>
      ) : (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_28rem]">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      )}
      <DeleteTripDialog
        trip={deleting && data ? data : null}
        onClose={() => setDeleting(false)}
        onDone={() => void navigate(paths.trips.list.getHref(), { replace: true })}
      />
      {data && (
        <ShareDialog
          open={sharing}
          onOpenChange={setSharing}
          vehicles={[data.vehicle]}
          trip={{ id: data.id, name: data.name }}
        />
      )}
      <DuplicateTripDialog trip={duplicating && data ? data : null} onClose={() => setDuplicating(false)} />
      <RecordHistory model="trips" recordId={Number.isInteger(id) ? id : undefined} />
    </div>
  );
}

function TripFacts({ trip, timeZone }: { trip: Trip; timeZone: string }) {
  const { t, i18n } = useTranslation('trips');
  const live = useLiveVehicle(trip.vehicle_id);
  return (
    <Facts
      prefix="trip"
      facts={[
        { key: 'driver', label: t('fields.driver'), value: <bdi>{trip.driver.name}</bdi> },
        {
          key: 'vehicle',
          label: t('fields.vehicle'),
          value: (
            <span className="flex flex-wrap items-center gap-2">
              <bdi>{trip.vehicle.name}</bdi>
              <bdi dir="auto" className="font-mono text-xs text-muted-foreground">
                {trip.vehicle.plate_number}
              </bdi>
              {live && <LiveStatusBadge status={live.live_status} />}
            </span>
          ),
        },
        {
          key: 'started_at',
          label: t('fields.started_at'),
          value: formatInstantClock(trip.started_at, timeZone, i18n.language),
        },
        {
          key: 'finished_at',
          label: t('fields.finished_at'),
          value: formatInstantClock(trip.finished_at, timeZone, i18n.language),
        },
      ]}
    />
  );
}

/**
 * The trip's vehicle on the map: its track over the trip's day(s) and its live position. A new fix of the
 * vehicle asks the server for the trip again (the status engine has seen the same fix).
 */
function VehicleOnTrip({ trip }: { trip: Trip }) {
  const queryClient = useQueryClient();
  const live = useLiveVehicle(trip.vehicle_id);
  const position = live?.position ?? null;
  const crossesMidnight = trip.stations.some((station) => station.next_day);
  const query = useMemo(
    () => ({
      start_date: trip.day,
      end_date: crossesMidnight ? toApiDate(addDays(fromApiDate(trip.day)!, 1)) : trip.day,
    }),
    [trip.day, crossesMidnight],
  );
  const positions = usePositions(trip.vehicle_id, query);
  const track = useMemo(() => toTrack(positions.data ?? []), [positions.data]);
  const progress = `${trip.status}/${trip.timeline.filter((entry) => entry.arrived_at).length}`;
  const { refetch } = positions;

  useEffect(() => {
    if (position) void queryClient.invalidateQueries({ queryKey: tripKeys.detail(trip.id) });
  }, [queryClient, trip.id, position?.fix_time]); // eslint-disable-line react-hooks/exhaustive-deps
  // The drawn track catches up when the trip moves on (not on every fix: a day can be thousands of points).
  const seenProgress = useRef(progress);
  useEffect(() => {
    if (seenProgress.current === progress) return;
    seenProgress.current = progress;
    void refetch();
  }, [refetch, progress]);

  return (
    <>
      {track.length > 1 && <TrackLayer track={track} stops={NO_STOPS} fitView={false} />}
      {position && (
        <VehicleMarker
          lon={position.lon}
          lat={position.lat}
          course={position.course ?? 0}
          color={live?.live_status ? STATUS_COLORS[live.live_status] : UNKNOWN_STATUS_COLOR}
          glyph={live?.live_status ?? 'unknown'}
          testId="trip-vehicle"
        />
      )}
    </>
  );
}

export default TripViewPage;
