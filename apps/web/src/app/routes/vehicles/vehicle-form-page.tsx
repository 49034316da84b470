import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isDeviceProtocol } from '@fleet/shared/device-protocols';
import { DEVICE_ID_PATTERN, type VehicleValues } from '@fleet/shared/schemas/vehicles';
import { paths } from '@/config/paths';
import { FormPage } from '@/components/layout/form-page';
import { useVehicle } from '@/features/vehicles/api/get-vehicle';
import { useCreateVehicle } from '@/features/vehicles/api/create-vehicle';
import { useUpdateVehicle } from '@/features/vehicles/api/update-vehicle';
import { VehicleForm } from '@/features/vehicles/components/vehicle-form';
import { useDeviceProtocols } from '@/features/devices/api/get-device-protocols';
import { useRefreshWaitingDevices } from '@/features/devices/api/get-waiting-devices';
import { ConnectGuide } from '@/features/devices/components/connect-guide';

/** A device id from the address ("Add vehicle" on a waiting device), when it is one a vehicle may have. */
function deviceIdFrom(value: string | null): string | null {
  const id = value?.trim() ?? '';
  return id && id.length <= 50 && DEVICE_ID_PATTERN.test(id) ? id : null;
}

/** Add and edit share this page (spec section 2). */
export function VehicleFormPage() {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const mode = id === undefined ? 'add' : 'edit';
  const vehicle = useVehicle(id);
  const createVehicle = useCreateVehicle();
  const updateVehicle = useUpdateVehicle();
  const refreshWaitingDevices = useRefreshWaitingDevices();
  // "Add vehicle" on a waiting device: its id filled in, its protocol's help shown.
  const [search] = useSearchParams();
  const waitingDevice = mode === 'add' ? deviceIdFrom(search.get('device_id')) : null;
  const asked = search.get('protocol');
  // The user's choice, else the waiting device's protocol, else the one the vehicle's device last used.
  const [chosen, setChosen] = useState<string | null>(null);
  const protocol =
    chosen ?? (asked && isDeviceProtocol(asked) ? asked : null) ?? vehicle.data?.device_protocol ?? 'osmand';
  const protocols = useDeviceProtocols();

  const submit = async (input: VehicleValues) => {
    if (id === undefined) {
      await createVehicle.mutateAsync(input);
      // Its device, if it was waiting, is no longer.
      void refreshWaitingDevices();
      void navigate(paths.vehicles.list.getHref());
    } else {
      await updateVehicle.mutateAsync({ id, input });
      // A new device id leaves the list; the one it replaced may join it.
      void refreshWaitingDevices();
      void navigate(paths.vehicles.view.getHref(id));
    }
  };
  const cancel = () =>
    void navigate(id === undefined ? paths.vehicles.list.getHref() : paths.vehicles.view.getHref(id));

  return (
    <FormPage
      title={mode === 'add' ? t('add_title') : t('edit_title')}
      subtitle={
        vehicle.data && (
          <>
            <bdi>{vehicle.data.name}</bdi> · <bdi dir="auto">{vehicle.data.plate_number}</bdi>
          </>
        )
      }
      loading={mode === 'edit' && !vehicle.data}
    >
      <VehicleForm
        key={vehicle.data?.id ?? 'new'}
        mode={mode}
        vehicle={vehicle.data}
        initial={waitingDevice ? { device_id: waitingDevice } : undefined}
        deviceHelp={(deviceId) => (
          <ConnectGuide
            info={protocols.data}
            failed={protocols.isError}
            onRetry={() => void protocols.refetch()}
            protocol={protocol}
            onProtocolChange={setChosen}
            deviceId={deviceId.trim() || null}
          />
        )}
        pending={createVehicle.isPending || updateVehicle.isPending}
        onSubmit={submit}
        onCancel={cancel}
      />
    </FormPage>
  );
}

export default VehicleFormPage;
