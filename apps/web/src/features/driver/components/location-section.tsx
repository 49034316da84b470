import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, MapPin, MapPinOff, RotateCw } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import type { Draft, DraftLocation, LocationStatus } from '../draft/draft';

const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

/**
 * Where the inspection happens: the phone's position, asked once when the inspection starts (the
 * browser asks the driver's permission), and an optional address typed by the driver — the server has
 * no geocoder, and an address from the phone needs the network the driver may not have.
 */
export function LocationSection({
  draft,
  onLocation,
  onAddress,
  disabled,
}: {
  draft: Draft;
  onLocation: (location: DraftLocation | null, status: LocationStatus) => void;
  onAddress: (address: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('driver');
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      onLocation(null, 'unavailable');
      return;
    }
    onLocation(null, 'pending');
    navigator.geolocation.getCurrentPosition(
      (position) =>
        onLocation(
          {
            lat: Number(position.coords.latitude.toFixed(6)),
            lon: Number(position.coords.longitude.toFixed(6)),
            accuracy: Number.isFinite(position.coords.accuracy) ? Math.round(position.coords.accuracy) : null,
          },
          'captured',
        ),
      (error) => onLocation(null, error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      POSITION_OPTIONS,
    );
  }, [onLocation]);

  const status = draft.location_status;
  useEffect(() => {
    // Once per inspection: a reload while it is pending asks again.
    if (status === 'pending' && !disabled) locate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { location } = draft;
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      data-testid="location"
      data-status={status}
    >
      <h2 className="font-bold">{t('location.title')}</h2>
      <div className="flex items-start gap-2 text-sm">
        {status === 'pending' ? (
          <Loader2 className="mt-0.5 size-4 shrink-0 animate-spin text-primary" />
        ) : status === 'captured' ? (
          <MapPin className="mt-0.5 size-4 shrink-0 text-emerald-600" />
        ) : (
          <MapPinOff className="mt-0.5 size-4 shrink-0 text-amber-600" />
        )}
        <p className="flex-1">
          {status === 'captured' && location ? (
            <>
              {t('location.captured', { lat: location.lat.toFixed(5), lon: location.lon.toFixed(5) })}
              {location.accuracy !== null && (
                <span className="text-muted-foreground">
                  {' '}
                  · {t('location.accuracy', { metres: location.accuracy })}
                </span>
              )}
            </>
          ) : (
            t(`location.${status}`)
          )}
        </p>
        {(status === 'denied' || status === 'unavailable') && !disabled && (
          <Button variant="outline" size="sm" onClick={locate} data-testid="location-retry">
            <RotateCw />
            {t('location.retry')}
          </Button>
        )}
      </div>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold">{t('location.address')}</span>
        <Input
          value={draft.address}
          onChange={(event) => onAddress(event.target.value)}
          placeholder={t('location.address_placeholder')}
          maxLength={300}
          disabled={disabled}
          data-testid="inspection-address"
        />
      </label>
    </section>
  );
}
