import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { maintenanceSettingsResponseSchema, type WorkOrderValues } from '@fleet/shared/schemas/maintenance';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { FormPage } from '@/components/layout/form-page';
import { useSaveWorkOrder, useWorkOrder } from '@/features/maintenance/api/work-orders';
import { WorkOrderForm, type LinkedPart } from '@/features/maintenance/components/work-order-form';
import { useVehicleOptions } from '@/features/vehicles/api/get-vehicle-options';
import { useExamination } from '@/features/examinations/api/get-examination';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/**
 * Add and edit. A new order may start from a due programme (`vehicle_id`, `programme_id`, `odometer_km`) or
 * from an examination (`examination_id`: its open damaged parts become the order's parts).
 */
export function WorkOrderFormPage() {
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ? Number(params.id) : undefined;
  const mode = id === undefined ? 'add' : 'edit';
  const order = useWorkOrder(id);
  const examinationId = mode === 'add' ? positive(search.get('examination_id')) : undefined;
  const examination = useExamination(examinationId);
  const settings = useQuery({
    queryKey: ['maintenance', 'settings'],
    queryFn: async () =>
      maintenanceSettingsResponseSchema.parse((await api.get('/dashboard/maintenance/settings')).data).data,
  });
  const save = useSaveWorkOrder();

  const fromExamination: LinkedPart[] =
    examination.data?.parts
      .filter((part) => part.condition === 'damage' && part.fix_status !== 'fixed')
      .map((part) => ({
        id: part.id,
        label: part.label,
        severity: part.severity,
        examination_id: examination.data.id,
      })) ?? [];
  const parts: LinkedPart[] = order.data ? order.data.parts.map((part) => ({ ...part })) : fromExamination;
  const initial = examination.data
    ? {
        vehicle_id: examination.data.vehicle_id,
        title: t('placeholders.title_from_examination', { id: examination.data.id }),
        examination_part_ids: fromExamination.map((part) => part.id),
      }
    : {
        ...(positive(search.get('vehicle_id')) ? { vehicle_id: positive(search.get('vehicle_id')) } : {}),
        ...(positive(search.get('programme_id'))
          ? { programme_id: positive(search.get('programme_id')) }
          : {}),
        ...(positive(search.get('odometer_km')) ? { odometer_km: positive(search.get('odometer_km')) } : {}),
      };

  const submit = async (input: WorkOrderValues) => {
    const saved = await save.mutateAsync({ id, input });
    void navigate(paths.maintenance.viewWorkOrder.getHref(saved.id));
  };
  const cancel = () =>
    void navigate(
      id === undefined ? paths.maintenance.workOrders.getHref() : paths.maintenance.viewWorkOrder.getHref(id),
    );
  const loading =
    (mode === 'edit' && !order.data) || (examinationId !== undefined && !examination.data) || !settings.data;

  return (
    <FormPage
      title={mode === 'add' ? t('add_work_order_title') : t('edit_work_order_title')}
      subtitle={order.data && <bdi>{order.data.title}</bdi>}
      loading={loading}
    >
      <WorkOrderForm
        key={order.data?.id ?? `new-${examination.data?.id ?? ''}`}
        mode={mode}
        order={order.data}
        initial={initial}
        parts={parts}
        currency={order.data?.currency ?? settings.data?.currency ?? 'SAR'}
        pending={save.isPending}
        vehicleOptions={useVehicleOptions}
        onSubmit={submit}
        onCancel={cancel}
      />
    </FormPage>
  );
}

export default WorkOrderFormPage;
