import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@fleet/shared/schemas/vehicles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/form/form-field';
import { useBlockVehicle } from '@/features/vehicles/api/block-vehicle';
import { useActivateVehicle } from '@/features/vehicles/api/activate-vehicle';
import { useDeleteVehicle } from '@/features/vehicles/api/delete-vehicle';
import { isApiRequestError } from '@/lib/api-error';

export type VehicleDialogAction = 'block' | 'activate' | 'delete';
export type VehicleActionRequest = {
  action: VehicleDialogAction;
  vehicle: Pick<Vehicle, 'id' | 'name' | 'plate_number'>;
};

const REASON_MAX = 200;

type VehicleActionDialogProps = {
  request: VehicleActionRequest | null;
  onClose: () => void;
  onDone?: (action: VehicleDialogAction) => void;
};

/**
 * "Are you sure you want to {action} {type}" for block (with an optional reason), activate and delete.
 * The mutations refresh the table and the details.
 */
export function VehicleActionDialog({ request, onClose, onDone }: VehicleActionDialogProps) {
  const { t } = useTranslation('vehicles');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const block = useBlockVehicle();
  const activate = useActivateVehicle();
  const remove = useDeleteVehicle();
  const pending = block.isPending || activate.isPending || remove.isPending;
  const action = request?.action;

  const close = (open: boolean) => {
    if (open) return;
    setReason('');
    setError(undefined);
    onClose();
  };
  const handlers = {
    onSuccess: () => {
      if (action) onDone?.(action);
      close(false);
    },
    onError: (failure: unknown) => {
      if (isApiRequestError(failure)) setError(failure.fieldErrors.reason?.[0]);
    },
  };
  const confirm = () => {
    if (!request) return;
    setError(undefined);
    const { id } = request.vehicle;
    if (request.action === 'block') block.mutate({ id, reason: reason.trim() || null }, handlers);
    else if (request.action === 'activate') activate.mutate(id, handlers);
    else remove.mutate(id, handlers);
  };

  const verb = action ? t(`common:actions.${action}`) : '';
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={close}
      action={verb}
      type={t('type')}
      destructive={action !== 'activate'}
      description={
        request && (
          <>
            <span className="block">
              <bdi className="font-semibold text-foreground">{request.vehicle.name}</bdi>
              {' — '}
              <bdi dir="auto" className="font-semibold text-foreground">
                {request.vehicle.plate_number}
              </bdi>
            </span>
            <span className="mt-1 block">{t(`${request.action}.description`)}</span>
          </>
        )
      }
      confirmLabel={verb}
      pending={pending}
      onConfirm={confirm}
    >
      {action === 'block' && (
        <FormField id="block-reason" label={t('block.reason')} error={error}>
          <textarea
            id="block-reason"
            value={reason}
            maxLength={REASON_MAX}
            rows={3}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            placeholder={t('block.reason_placeholder')}
            className="w-full resize-none rounded-md border border-input bg-card px-3.5 py-2.5 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
            data-testid="block-reason-input"
          />
        </FormField>
      )}
    </ConfirmDialog>
  );
}
