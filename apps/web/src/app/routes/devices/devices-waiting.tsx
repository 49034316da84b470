import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlugZap } from 'lucide-react';
import { paths } from '@/config/paths';
import { usePermission } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { MapView } from '@/components/map/map-view';
import { PlaceMarker } from '@/components/map/place-marker';
import { WhenVisible } from '@/components/map/when-visible';
import { useWaitingDevices } from '@/features/devices/api/get-waiting-devices';
import { WaitingDevicesList } from '@/features/devices/components/waiting-devices-list';
import { MapBase } from '@/app/routes/tracking/map-base';

/** "Devices waiting" (docs/api.md#devices): ids that report but match no vehicle, each one click from a vehicle. */
export function DevicesWaitingPage() {
  const { t } = useTranslation('devices');
  const devices = useWaitingDevices();
  const canAdd = usePermission('create_vehicles');

  return (
    <div className="flex flex-col gap-4" data-testid="devices-waiting-page">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-extrabold tracking-tight">{t('waiting.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('waiting.subtitle')}</p>
          <p className="mt-1 text-xs text-muted-foreground">{t('waiting.refresh_note')}</p>
        </div>
        <Button asChild variant="outline" className="h-[50px] px-5">
          <Link to={paths.devices.connect.getHref()} data-testid="waiting-connect-link">
            <PlugZap aria-hidden />
            {t('waiting.connect')}
          </Link>
        </Button>
      </div>
      <WaitingDevicesList
        devices={devices.data}
        failed={devices.isError}
        onRetry={() => void devices.refetch()}
        canAdd={canAdd}
        connectHref={paths.devices.connect.getHref()}
        addHref={(device) =>
          paths.vehicles.add.getHref({ deviceId: device.device_id, protocol: device.protocol })
        }
        renderPlace={(device) => (
          // Only the maps on screen exist: a long list holds no more WebGL contexts than fit in view.
          <WhenVisible className="size-full" testId="waiting-map">
            <MapView
              interactive={false}
              label={t('waiting.map_label', { id: device.device_id })}
              className="size-full"
            >
              <MapBase />
              <PlaceMarker
                lon={device.last_lon}
                lat={device.last_lat}
                color="#d97706"
                zoom={12}
                testId="waiting-marker"
              />
            </MapView>
          </WhenVisible>
        )}
      />
    </div>
  );
}

export default DevicesWaitingPage;
