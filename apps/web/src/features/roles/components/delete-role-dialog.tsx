import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@fleet/shared/schemas/roles';
import { isApiRequestError } from '@/lib/api-error';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/form/form-field';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { useRoleOptions } from '@/features/roles/api/get-role-options';
import { useDeleteRole } from '@/features/roles/api/delete-role';

type DeleteRoleDialogProps = {
  role: Pick<Role, 'id' | 'name' | 'employees_count'> | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** Asks for the role that takes over the employees (required when there are any), then deletes. */
export function DeleteRoleDialog({ role, onOpenChange, onDeleted }: DeleteRoleDialogProps) {
  const { t } = useTranslation('roles');
  const [newRoleId, setNewRoleId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const options = useRoleOptions(role !== null);
  const deleteRole = useDeleteRole();
  const needsNewRole = (role?.employees_count ?? 0) > 0;
  const choices = (options.data ?? []).filter((option) => String(option.value) !== String(role?.id));

  const close = (open: boolean) => {
    if (!open) {
      setNewRoleId(null);
      setError(undefined);
      deleteRole.reset();
    }
    onOpenChange(open);
  };

  const confirm = () => {
    if (!role) return;
    setError(undefined);
    if (needsNewRole && newRoleId === null) {
      setError('validation.required');
      return;
    }
    deleteRole.mutate(
      { id: role.id, input: newRoleId === null ? {} : { new_role_id: newRoleId } },
      {
        onSuccess: () => {
          close(false);
          onDeleted?.();
        },
        onError: (failure) => {
          if (isApiRequestError(failure)) setError(failure.fieldErrors.new_role_id?.[0] ?? failure.message);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={role !== null}
      onOpenChange={close}
      action={t('common:actions.delete')}
      type={t('type')}
      description={
        <>
          <span className="block font-semibold text-foreground">{t('delete.title')}</span>
          {role && (
            <span className="mt-1 block">
              {/* <bdi>: a Latin role name must not reorder the Arabic sentence around it. */}
              <bdi className="font-semibold text-foreground">{role.name}</bdi>
              {' — '}
              {t('delete.details', { employees: role.employees_count })}
            </span>
          )}
        </>
      }
      confirmLabel={t('common:actions.delete')}
      pending={deleteRole.isPending}
      onConfirm={confirm}
    >
      <div data-testid="delete-role-dialog">
        <FormField
          id="new-role"
          label={needsNewRole ? t('delete.new_role') : t('delete.new_role_optional')}
          error={error}
        >
          <SearchableSelect
            id="new-role"
            options={choices}
            value={newRoleId}
            onChange={(value) => {
              setNewRoleId(Number(value));
              setError(undefined);
            }}
            placeholder={t('delete.new_role_placeholder')}
            invalid={!!error}
            aria-label={t('delete.new_role')}
            data-testid="delete-role-new-role"
          />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
