import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VehicleValues } from '@fleet/shared/schemas/vehicles';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
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
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">
          {mode === 'add' ? t('add_title') : t('edit_title')}
        </h1>
        {vehicle.data && (
          <p className="mt-1 text-sm text-muted-foreground">
            <bdi>{vehicle.data.name}</bdi> · <bdi dir="auto">{vehicle.data.plate_number}</bdi>
          </p>
        )}
      </div>
      {mode === 'edit' && !vehicle.data ? (
        <div className="grid gap-4">
          <Skeleton className="h-72" />
          <Skeleton className="h-48" />
        </div>
      ) : (
        <VehicleForm
          key={vehicle.data?.id ?? 'new'}
          mode={mode}
          vehicle={vehicle.data}
          pending={createVehicle.isPending || updateVehicle.isPending}
          onSubmit={submit}
          onCancel={cancel}
        />
      )}
    </div>
  );
}

export default VehicleFormPage;
