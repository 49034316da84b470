import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TripValues } from '@fleet/shared/schemas/trips';
import { paths } from '@/config/paths';
import { usePermission } from '@/lib/permissions';
import { FormPage } from '@/components/layout/form-page';
import { useTrip } from '@/features/trips/api/get-trip';
import { useCreateTrip, useUpdateTrip } from '@/features/trips/api/save-trip';
import { TripForm } from '@/features/trips/components/trip-form';
import { todayIn } from '@/features/trips/format';
import { useAppConfig } from '@/features/config/api/get-app-config';
import { MapBase } from '@/app/routes/tracking/map-base';

/** Add and edit share this page (spec section 2). */
export function TripFormPage() {
  const { t } = useTranslation('trips');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const mode = id === undefined ? 'add' : 'edit';
  const trip = useTrip(id);
  const createTrip = useCreateTrip();
  const updateTrip = useUpdateTrip();
  const canView = usePermission('show_trips');
  const timeZone = useAppConfig().data?.timezone;
  const listHref = paths.trips.list.getHref();
  const viewHref = (tripId: number) => (canView ? paths.trips.view.getHref(tripId) : listHref);

  const submit = async (input: TripValues) => {
    const saved =
      id === undefined ? await createTrip.mutateAsync(input) : await updateTrip.mutateAsync({ id, input });
    void navigate(viewHref(saved.id));
  };
  const cancel = () => void navigate(id === undefined ? listHref : viewHref(id));

  return (
    <FormPage
      title={mode === 'add' ? t('add_title') : t('edit_title')}
      subtitle={trip.data && <bdi>{trip.data.name}</bdi>}
      loading={(mode === 'edit' && !trip.data) || !timeZone}
    >
      <TripForm
        key={trip.data?.id ?? 'new'}
        mode={mode}
        trip={trip.data}
        today={timeZone ? todayIn(timeZone) : ''}
        mapBase={<MapBase />}
        pending={createTrip.isPending || updateTrip.isPending}
        onSubmit={submit}
        onCancel={cancel}
      />
    </FormPage>
  );
}

export default TripFormPage;
