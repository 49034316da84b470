import { useTranslation } from 'react-i18next';
import type { Geofence } from '@fleet/shared/schemas/geofences';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteGeofence } from '@/features/geofences/api/delete-geofence';

type DeleteGeofenceDialogProps = {
  geofence: Pick<Geofence, 'id' | 'name'> | null;
  onClose: () => void;
  onDone?: () => void;
};

export function DeleteGeofenceDialog({ geofence, onClose, onDone }: DeleteGeofenceDialogProps) {
  const { t } = useTranslation('geofences');
  const remove = useDeleteGeofence();
  return (
    <ConfirmDialog
      open={geofence !== null}
      onOpenChange={(open) => !open && onClose()}
      action={t('common:actions.delete')}
      type={t('type')}
      description={
        geofence && (
          <>
            <bdi className="block font-semibold text-foreground">{geofence.name}</bdi>
            <span className="mt-1 block">{t('delete_note')}</span>
          </>
        )
      }
      confirmLabel={t('common:actions.delete')}
      pending={remove.isPending}
      onConfirm={() =>
        geofence &&
        remove.mutate(geofence.id, {
          onSuccess: () => {
            onDone?.();
            onClose();
          },
        })
      }
    />
  );
}
