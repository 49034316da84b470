import { useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { useTranslation } from 'react-i18next';
import { Link2Off, MapPin, Truck } from 'lucide-react';
import { formatDisplayDateTime } from '@/lib/dates';
import { Skeleton } from '@/components/ui/skeleton';
import { MapView } from '@/components/map/map-view';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { STATUS_COLORS, UNKNOWN_STATUS_COLOR } from '@/features/tracking/status';
import { VehicleMarker } from '@/features/tracking/components/vehicle-marker';
import { MapBase } from '@/app/routes/tracking/map-base';
import { useSharedStream, useSharedView } from '@/features/share-links/api/shared-view';

/**
 * `/share/{token}`: what a share link shows to someone without an account — only its vehicles, live, and the
 * itinerary's stations when one was shared. Says so when the link has ended (unknown, revoked or expired alike).
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
  const live = useSharedStream(token, view.data?.vehicles);
  const ended = view.data === null || live.ended;

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
            {t('expires', { time: formatDisplayDateTime(view.data?.expires_at, i18n.language) })}
          </p>
          <div className="relative h-[55dvh] min-h-72 overflow-hidden rounded-lg border">
            <MapView label={t('map')} className="absolute inset-0">
              <MapBase />
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
                <span className="font-semibold">
                  <bdi>{vehicle.name}</bdi> · <bdi dir="auto">{vehicle.plate_number}</bdi>
                </span>
                <span className="text-sm text-muted-foreground">
                  {vehicle.position
                    ? t('updated', { time: formatDisplayDateTime(vehicle.position.fix_time, i18n.language) })
                    : t('no_position')}
                </span>
              </li>
            ))}
          </ul>
          {view.data?.trip && (
            <section className="rounded-lg border bg-card p-4" aria-labelledby="shared-trip">
              <h2 id="shared-trip" className="mb-2 font-semibold">
                <bdi>{view.data.trip.name}</bdi>
              </h2>
              <ol className="flex flex-col gap-1.5 text-sm">
                {view.data.trip.stations.map((station, index) => (
                  <li key={index} className="flex items-center gap-2">
                    <MapPin className="size-4 text-primary" aria-hidden />
                    <bdi>{station.name}</bdi>
                    {station.planned_time && (
                      <span className="text-muted-foreground">{station.planned_time}</span>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          )}
        </main>
      )}
    </div>
  );
}

export default SharedPage;
