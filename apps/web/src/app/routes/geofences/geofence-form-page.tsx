import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GeofenceValues } from '@fleet/shared/schemas/geofences';
import { paths } from '@/config/paths';
import { FormPage } from '@/components/layout/form-page';
import { useGeofence } from '@/features/geofences/api/get-geofence';
import { useSaveGeofence } from '@/features/geofences/api/save-geofence';
import { GeofenceForm } from '@/features/geofences/components/geofence-form';
import { useVehicleOptions } from '@/features/vehicles/api/get-vehicle-options';
import { MapBase } from '@/app/routes/tracking/map-base';

/** Add and edit share this page. */
export function GeofenceFormPage() {
  const { t } = useTranslation('geofences');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const mode = id === undefined ? 'add' : 'edit';
  const geofence = useGeofence(id);
  const save = useSaveGeofence();

  const submit = async (input: GeofenceValues) => {
    const saved = await save.mutateAsync({ id, input });
    void navigate(paths.geofences.view.getHref(saved.id));
  };
  const cancel = () =>
    void navigate(id === undefined ? paths.geofences.list.getHref() : paths.geofences.view.getHref(id));

  return (
    <FormPage
      title={mode === 'add' ? t('add_title') : t('edit_title')}
      subtitle={geofence.data && <bdi>{geofence.data.name}</bdi>}
      loading={mode === 'edit' && !geofence.data}
    >
      <GeofenceForm
        key={geofence.data?.id ?? 'new'}
        mode={mode}
        geofence={geofence.data}
        pending={save.isPending}
        mapBase={<MapBase />}
        vehicleOptions={useVehicleOptions}
        onSubmit={submit}
        onCancel={cancel}
      />
    </FormPage>
  );
}

export default GeofenceFormPage;
