import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth-store';
import { allowedRowActions, hasPermission } from '@/lib/permissions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DetailsAction,
  DetailsHeader,
  DetailsSkeleton,
  EditDeleteActions,
} from '@/components/layout/details-header';
import { useDeleteWorkOrder, useWorkOrder } from '@/features/maintenance/api/work-orders';
import {
  CompleteWorkOrderDialog,
  WorkOrderDetails,
} from '@/features/maintenance/components/work-order-details';

export function WorkOrderViewPage() {
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const order = useWorkOrder(Number.isInteger(id) ? id : undefined);
  const remove = useDeleteWorkOrder();
  const user = useUser();
  const [deleting, setDeleting] = useState(false);
  const [completing, setCompleting] = useState(false);
  const data = order.data;
  const actions = data ? allowedRowActions(data.actions, user, 'maintenance') : [];
  const canComplete =
    data &&
    hasPermission(user, 'update_maintenance') &&
    (data.status === 'open' || data.status === 'in_progress');

  return (
    <div className="flex flex-col gap-5">
      <DetailsHeader
        title={t('view_work_order_title')}
        subtitle={data && <bdi>{data.title}</bdi>}
        actions={
          data && (
            <>
              {canComplete && (
                <DetailsAction
                  icon={CheckCircle2}
                  label={t('actions.complete')}
                  onClick={() => setCompleting(true)}
                  testId="work-order-complete-button"
                />
              )}
              <EditDeleteActions
                allowed={actions}
                editHref={paths.maintenance.editWorkOrder.getHref(data.id)}
                onDelete={() => setDeleting(true)}
                testIdPrefix="work-order"
              />
            </>
          )
        }
      />
      {data ? <WorkOrderDetails order={data} /> : <DetailsSkeleton className="h-96" />}
      {data && completing && (
        <CompleteWorkOrderDialog order={data} open={completing} onOpenChange={setCompleting} />
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        action={t('actions.delete_verb')}
        type={t('things.work_order')}
        pending={remove.isPending}
        onConfirm={async () => {
          if (data) await remove.mutateAsync(data.id);
          setDeleting(false);
          void navigate(paths.maintenance.workOrders.getHref(), { replace: true });
        }}
      />
    </div>
  );
}

export default WorkOrderViewPage;
