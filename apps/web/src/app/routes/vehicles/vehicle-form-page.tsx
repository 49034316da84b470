import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VehicleValues } from '@fleet/shared/schemas/vehicles';
import { paths } from '@/config/paths';
import { FormPage } from '@/components/layout/form-page';
import { useVehicle } from '@/features/vehicles/api/get-vehicle';
import { useCreateVehicle } from '@/features/vehicles/api/create-vehicle';
import { useUpdateVehicle } from '@/features/vehicles/api/update-vehicle';
import { VehicleForm } from '@/features/vehicles/components/vehicle-form';

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

  const submit = async (input: VehicleValues) => {
    if (id === undefined) {
      await createVehicle.mutateAsync(input);
      void navigate(paths.vehicles.list.getHref());
    } else {
      await updateVehicle.mutateAsync({ id, input });
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
        pending={createVehicle.isPending || updateVehicle.isPending}
        onSubmit={submit}
        onCancel={cancel}
      />
    </FormPage>
  );
}

export default VehicleFormPage;
