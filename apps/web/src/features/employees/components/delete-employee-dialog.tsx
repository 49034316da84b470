import { useTranslation } from 'react-i18next';
import type { Employee } from '@fleet/shared/schemas/employees';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteEmployee } from '@/features/employees/api/delete-employee';

type DeleteEmployeeDialogProps = {
  employee: Pick<Employee, 'id' | 'name' | 'email'> | null;
  onClose: () => void;
  onDone?: () => void;
};

/** "Are you sure you want to delete employee?" (spec section 8). */
export function DeleteEmployeeDialog({ employee, onClose, onDone }: DeleteEmployeeDialogProps) {
  const { t } = useTranslation('people');
  const remove = useDeleteEmployee();
  return (
    <ConfirmDialog
      open={employee !== null}
      onOpenChange={(open) => !open && onClose()}
      action={t('common:actions.delete')}
      type={t('employee_type')}
      description={
        employee && (
          <>
            <span className="block">
              <bdi className="font-semibold text-foreground">{employee.name}</bdi>
              {' — '}
              <bdi dir="ltr">{employee.email}</bdi>
            </span>
            <span className="mt-1 block">{t('delete_employee_note')}</span>
          </>
        )
      }
      confirmLabel={t('common:actions.delete')}
      pending={remove.isPending}
      onConfirm={() =>
        employee &&
        remove.mutate(employee.id, {
          onSuccess: () => {
            onDone?.();
            onClose();
          },
        })
      }
    />
  );
}
