import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DriverValues } from '@fleet/shared/schemas/drivers';
import { paths } from '@/config/paths';
import { usePermission } from '@/lib/permissions';
import { FormPage } from '@/components/layout/form-page';
import { useDriver } from '@/features/drivers/api/get-driver';
import { useFreeVehicles } from '@/features/drivers/api/get-free-vehicles';
import { useCreateDriver, useUpdateDriver } from '@/features/drivers/api/save-driver';
import { DriverForm } from '@/features/drivers/components/driver-form';

/** Add and edit share this page (spec section 2). */
export function DriverFormPage() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const mode = id === undefined ? 'add' : 'edit';
  const driver = useDriver(id);
  const vehicles = useFreeVehicles(id);
  const createDriver = useCreateDriver();
  const updateDriver = useUpdateDriver();
  const showDrivers = usePermission('show_drivers');
  // Without show_drivers the list and the details are closed to this user.
  const listHref = showDrivers ? paths.drivers.list.getHref() : paths.people.root.getHref();
  const viewHref = (driverId: number) => (showDrivers ? paths.drivers.view.getHref(driverId) : listHref);

  const submit = async (input: DriverValues) => {
    if (id === undefined) {
      await createDriver.mutateAsync(input);
      void navigate(listHref);
    } else {
      await updateDriver.mutateAsync({ id, input });
      void navigate(viewHref(id));
    }
  };
  const cancel = () => void navigate(id === undefined ? listHref : viewHref(id));

  return (
    <FormPage
      title={mode === 'add' ? t('add_driver_title') : t('edit_driver_title')}
      subtitle={driver.data && <bdi>{driver.data.name}</bdi>}
      loading={(mode === 'edit' && !driver.data) || !vehicles.data}
    >
      <DriverForm
        key={driver.data?.id ?? 'new'}
        mode={mode}
        driver={driver.data}
        vehicleOptions={vehicles.data ?? []}
        pending={createDriver.isPending || updateDriver.isPending}
        onSubmit={submit}
        onCancel={cancel}
      />
    </FormPage>
  );
}

export default DriverFormPage;
