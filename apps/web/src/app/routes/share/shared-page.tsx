import { useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { useTranslation } from 'react-i18next';
import { Link2Off, Truck } from 'lucide-react';
import { formatZonedDateTime, timeZoneLabel } from '@/lib/dates';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { Skeleton } from '@/components/ui/skeleton';
import { MapView } from '@/components/map/map-view';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { STATUS_COLORS, UNKNOWN_STATUS_COLOR } from '@/features/tracking/status';
import { VehicleMarker } from '@/features/tracking/components/vehicle-marker';
import { LiveStatusBadge } from '@/features/tracking/components/live-status-badge';
import { MapBase } from '@/app/routes/tracking/map-base';
import { useSharedStream, useSharedView } from '@/features/share-links/api/shared-view';
import { StationsLayer } from '@/features/trips/components/stations-layer';
import { TripStatusBadge } from '@/features/trips/components/trip-status-badge';
import { TripTimeline } from '@/features/trips/components/trip-timeline';

/**
 * `/share/{token}`: what a share link shows to someone without an account — only its vehicles, live, and the
 * itinerary's stations, status and timeline when one was shared. Says so when the link has ended (unknown, revoked or expired alike).
 */
export function SharedPage() {
  // Outside the signed-in layout: this page brings its own query client.
  return (
    <QueryClientProvider client={queryClient}>
      <SharedView />
    </QueryClientProvider>
  );
}

function SharedView() {
  const { t, i18n } = useTranslation('share');
  const token = useParams().token ?? '';
  const view = useSharedView(token);
  const live = useSharedStream(token, view.data);
  const ended = view.data === null || live.ended;
  const trip = live.trip;
  const timeZone = useFleetTimeZone() ?? trip?.time_zone;
  const time = (value: string | undefined) => formatZonedDateTime(value, timeZone, i18n.language);

  return (
    <div className="flex min-h-dvh flex-col bg-background" data-testid="shared-page">
      <header className="flex items-center justify-between gap-3 border-b bg-card px-4 py-3">
        <div className="flex items-center gap-2">
          <Truck className="size-5 text-primary" aria-hidden />
          <h1 className="text-base font-bold">{t('title')}</h1>
        </div>
        <LanguageSwitch compact />
      </header>
      {view.isLoading ? (
        <Skeleton className="m-4 h-96" />
      ) : ended ? (
        <main
          className="flex grow flex-col items-center justify-center gap-3 p-6 text-center"
          data-testid="shared-ended"
        >
          <Link2Off className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-lg font-semibold">{t('ended')}</p>
          <p className="text-sm text-muted-foreground">{t('ended_hint')}</p>
        </main>
      ) : (
        <main className="flex grow flex-col gap-3 p-3 sm:p-4">
          <p className="text-xs text-muted-foreground">
            {t('expires', { time: time(view.data?.expires_at) })}
          </p>
          <div className="relative h-[55dvh] min-h-72 overflow-hidden rounded-lg border">
            <MapView label={t('map')} className="absolute inset-0">
              <MapBase />
              {trip && <StationsLayer stations={trip.stations} nextIndex={trip.next_station} />}
              {live.vehicles.map(
                (vehicle) =>
                  vehicle.position && (
                    <VehicleMarker
                      key={vehicle.id}
                      lon={vehicle.position.lon}
                      lat={vehicle.position.lat}
                      course={vehicle.position.course ?? 0}
                      color={
                        vehicle.live_status && vehicle.live_status in STATUS_COLORS
                          ? STATUS_COLORS[vehicle.live_status as keyof typeof STATUS_COLORS]
                          : UNKNOWN_STATUS_COLOR
                      }
                      glyph={
                        vehicle.live_status && vehicle.live_status in STATUS_COLORS
                          ? (vehicle.live_status as keyof typeof STATUS_COLORS)
                          : 'unknown'
                      }
                      follow={live.vehicles.length === 1}
                      testId={`shared-vehicle-${vehicle.id}`}
                    />
                  ),
              )}
            </MapView>
          </div>
          <ul className="flex flex-col divide-y rounded-lg border bg-card" data-testid="shared-vehicles">
            {live.vehicles.map((vehicle) => (
              <li key={vehicle.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="flex flex-wrap items-center gap-2 font-semibold">
                  <span>
                    <bdi>{vehicle.name}</bdi> · <bdi dir="auto">{vehicle.plate_number}</bdi>
                  </span>
                  <LiveStatusBadge
                    status={
                      vehicle.live_status && vehicle.live_status in STATUS_COLORS
                        ? (vehicle.live_status as keyof typeof STATUS_COLORS)
                        : null
                    }
                  />
                </span>
                <span className="text-sm text-muted-foreground">
                  {vehicle.position
                    ? t('updated', { time: time(vehicle.position.fix_time) })
                    : t('no_position')}
                </span>
              </li>
            ))}
          </ul>
          {trip && (
            <section
              className="rounded-lg border bg-card p-4"
              aria-labelledby="shared-trip"
              data-testid="shared-trip"
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h2 id="shared-trip" className="font-semibold">
                  <bdi>{trip.name}</bdi>
                </h2>
                <TripStatusBadge status={trip.status} />
              </div>
              <p className="mb-3 text-xs text-muted-foreground" data-testid="shared-trip-zone">
                {t('times_in', { zone: timeZoneLabel(new Date(), trip.time_zone, i18n.language) })}
              </p>
              <TripTimeline trip={trip} timeZone={trip.time_zone} />
            </section>
          )}
        </main>
      )}
    </div>
  );
}

export default SharedPage;
