import { useTranslation } from 'react-i18next';
import type { ExaminationListItem } from '@fleet/shared/schemas/examinations';
import { formatDisplayDateTime } from '@/lib/dates';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteExamination } from '@/features/examinations/api/delete-examination';

type DeleteExaminationDialogProps = {
  examination: Pick<ExaminationListItem, 'id' | 'vehicle' | 'submitted_at'> | null;
  onClose: () => void;
  onDone?: () => void;
};

/** "Are you sure you want to delete examination?" (spec section 8's confirmation). */
export function DeleteExaminationDialog({ examination, onClose, onDone }: DeleteExaminationDialogProps) {
  const { t, i18n } = useTranslation('examinations');
  const remove = useDeleteExamination();
  return (
    <ConfirmDialog
      open={examination !== null}
      onOpenChange={(open) => !open && onClose()}
      action={t('common:actions.delete')}
      type={t('type')}
      description={
        examination && (
          <>
            <span className="block">
              <bdi className="font-semibold text-foreground">{examination.vehicle.name}</bdi>
              {' — '}
              {formatDisplayDateTime(examination.submitted_at, i18n.language)}
            </span>
            <span className="mt-1 block">{t('delete.description')}</span>
          </>
        )
      }
      confirmLabel={t('common:actions.delete')}
      pending={remove.isPending}
      onConfirm={() =>
        examination &&
        remove.mutate(examination.id, {
          onSuccess: () => {
            onDone?.();
            onClose();
          },
        })
      }
    />
  );
}
