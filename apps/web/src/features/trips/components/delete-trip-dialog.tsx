import { useTranslation } from 'react-i18next';
import type { Trip } from '@fleet/shared/schemas/trips';
import { formatDisplayDate } from '@/lib/dates';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteTrip } from '@/features/trips/api/delete-trip';

type DeleteTripDialogProps = {
  trip: Pick<Trip, 'id' | 'name' | 'day'> | null;
  onClose: () => void;
  onDone?: () => void;
};

/** "Are you sure you want to delete itinerary?" (spec section 8). */
export function DeleteTripDialog({ trip, onClose, onDone }: DeleteTripDialogProps) {
  const { t, i18n } = useTranslation('trips');
  const remove = useDeleteTrip();
  return (
    <ConfirmDialog
      open={trip !== null}
      onOpenChange={(open) => !open && onClose()}
      action={t('common:actions.delete')}
      type={t('trip_type')}
      description={
        trip && (
          <>
            <span className="block">
              <bdi className="font-semibold text-foreground">{trip.name}</bdi>
              {' — '}
              {formatDisplayDate(trip.day, i18n.language)}
            </span>
            <span className="mt-1 block">{t('delete_note')}</span>
          </>
        )
      }
      confirmLabel={t('common:actions.delete')}
      pending={remove.isPending}
      onConfirm={() =>
        trip &&
        remove.mutate(trip.id, {
          onSuccess: () => {
            onDone?.();
            onClose();
          },
        })
      }
    />
  );
}
