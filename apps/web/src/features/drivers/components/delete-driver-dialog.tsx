import { useTranslation } from 'react-i18next';
import type { Driver } from '@fleet/shared/schemas/drivers';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteDriver } from '@/features/drivers/api/delete-driver';

type DeleteDriverDialogProps = {
  driver: Pick<Driver, 'id' | 'name' | 'phone_e164'> | null;
  onClose: () => void;
  onDone?: () => void;
};

/** "Are you sure you want to delete driver?" (spec section 8). */
export function DeleteDriverDialog({ driver, onClose, onDone }: DeleteDriverDialogProps) {
  const { t } = useTranslation('people');
  const remove = useDeleteDriver();
  return (
    <ConfirmDialog
      open={driver !== null}
      onOpenChange={(open) => !open && onClose()}
      action={t('common:actions.delete')}
      type={t('driver_type')}
      description={
        driver && (
          <>
            <span className="block">
              <bdi className="font-semibold text-foreground">{driver.name}</bdi>
              {' — '}
              <bdi dir="ltr">{driver.phone_e164}</bdi>
            </span>
            <span className="mt-1 block">{t('delete_driver_note')}</span>
          </>
        )
      }
      confirmLabel={t('common:actions.delete')}
      pending={remove.isPending}
      onConfirm={() =>
        driver &&
        remove.mutate(driver.id, {
          onSuccess: () => {
            onDone?.();
            onClose();
          },
        })
      }
    />
  );
}
