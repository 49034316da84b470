import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert, MapPinOff, Plus, RadioTower, RotateCw } from 'lucide-react';
import { DEVICE_PROTOCOLS } from '@fleet/shared/device-protocols';
import type { UnknownDevice } from '@fleet/shared/schemas/devices';
import { formatZonedDateTime } from '@/lib/dates';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/empty-state';

/** The catalogue's label of a protocol name (`jt808` → "JT/T 808"); the name itself when unknown. */
export function protocolLabel(name: string): string {
  return DEVICE_PROTOCOLS.find((protocol) => protocol.name === name)?.label ?? name;
}

type WaitingDevicesListProps = {
  devices: UnknownDevice[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The small map of a device's last place (only called when it has one). */
  renderPlace: (device: UnknownDevice & { last_lat: number; last_lon: number }) => ReactNode;
  /** Where "Add vehicle" leads for this device. */
  addHref: (device: UnknownDevice) => string;
  canAdd: boolean;
  /** Where the empty list sends whoever wants to connect a device. */
  connectHref: string;
};

/** "Devices waiting": one card per device id no vehicle has, newest first; loading, empty and error states. */
export function WaitingDevicesList({
  devices,
  failed,
  onRetry,
  renderPlace,
  addHref,
  canAdd,
  connectHref,
}: WaitingDevicesListProps) {
  const { t, i18n } = useTranslation('devices');
  const timeZone = useFleetTimeZone();

  if (failed && !devices) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border p-8 text-center"
        data-testid="waiting-error"
      >
        <CircleAlert aria-hidden className="size-8 text-destructive" />
        <p className="font-semibold">{t('waiting.error_title')}</p>
        <p className="text-sm text-muted-foreground">{t('waiting.error_text')}</p>
        <Button variant="outline" onClick={onRetry} data-testid="waiting-retry">
          <RotateCw aria-hidden />
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!devices) {
    return (
      <div
        className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
        aria-busy="true"
        data-testid="waiting-loading"
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-80" />
        ))}
      </div>
    );
  }
  if (devices.length === 0) {
    return (
      <div className="rounded-lg border">
        <EmptyState
          icon={RadioTower}
          title={t('waiting.empty_title')}
          hint={t('waiting.empty_text')}
          action={{ label: t('connect.title'), to: connectHref }}
          data-testid="waiting-empty"
        />
      </div>
    );
  }

  const time = (value: string) => formatZonedDateTime(value, timeZone, i18n.language);
  return (
    <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" data-testid="waiting-list">
      {devices.map((device) => {
        const headingId = `waiting-device-${device.device_id}`;
        const placed =
          device.last_lat !== null && device.last_lon !== null
            ? { ...device, last_lat: device.last_lat, last_lon: device.last_lon }
            : null;
        return (
          <li key={device.device_id} data-testid="waiting-device" data-device-id={device.device_id}>
            <Card className="flex h-full flex-col overflow-hidden" aria-labelledby={headingId} role="group">
              <div className="flex flex-wrap items-start justify-between gap-2 border-b px-4 py-3">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="text-xs font-semibold text-muted-foreground">
                    {t('waiting.device_id')}
                  </span>
                  <h2 id={headingId} className="font-mono text-base font-bold break-all">
                    <bdi dir="ltr">{device.device_id}</bdi>
                  </h2>
                </div>
                <span
                  className="rounded-full border bg-muted px-2.5 py-1 text-xs font-semibold"
                  data-testid="waiting-protocol"
                >
                  <span className="sr-only">{t('waiting.protocol')}: </span>
                  {protocolLabel(device.protocol)}
                </span>
              </div>
              {placed ? (
                <div className="h-44 border-b bg-muted" data-testid="waiting-place">
                  {renderPlace(placed)}
                </div>
              ) : (
                <div
                  className="flex h-44 flex-col items-center justify-center gap-2 border-b bg-muted/40 p-4 text-center text-sm text-muted-foreground"
                  data-testid="waiting-no-place"
                >
                  <MapPinOff aria-hidden className="size-6" />
                  {t('waiting.no_place')}
                </div>
              )}
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-4 py-3 text-sm">
                <Fact label={t('waiting.first_seen')} testId="waiting-first-seen">
                  {time(device.first_seen_at)}
                </Fact>
                <Fact label={t('waiting.last_seen')} testId="waiting-last-seen">
                  {time(device.last_seen_at)}
                </Fact>
                <Fact label={t('waiting.reports')} testId="waiting-reports">
                  {device.reports.toLocaleString(i18n.language)}
                </Fact>
                <Fact label={t('waiting.place')} testId="waiting-coordinates">
                  {placed ? (
                    <bdi dir="ltr" className="font-mono text-xs">
                      {placed.last_lat.toFixed(5)}, {placed.last_lon.toFixed(5)}
                    </bdi>
                  ) : (
                    '—'
                  )}
                </Fact>
              </dl>
              {canAdd && (
                <div className="mt-auto border-t px-4 py-3">
                  <Button asChild className="w-full sm:w-auto">
                    <Link
                      to={addHref(device)}
                      // Starts with the visible text (WCAG 2.5.3), then says which device.
                      aria-label={t('waiting.add_vehicle_for', { id: device.device_id })}
                      data-testid="waiting-add-vehicle"
                    >
                      <Plus aria-hidden />
                      {t('waiting.add_vehicle')}
                    </Link>
                  </Button>
                </div>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5" data-testid={testId}>
      <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-semibold break-words">{children}</dd>
    </div>
  );
}
