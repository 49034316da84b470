import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoleInput } from '@fleet/shared/schemas/roles';
import { normalizePermission } from '@fleet/shared/permissions';
import { paths } from '@/config/paths';
import { FormPage } from '@/components/layout/form-page';
import { useRole } from '@/features/roles/api/get-role';
import { useCreateRole } from '@/features/roles/api/create-role';
import { useUpdateRole } from '@/features/roles/api/update-role';
import { RoleForm } from '@/features/roles/components/role-form';
import { useCatalogue } from '@/app/routes/roles/use-catalogue';

/** Add and edit share this page (spec section 2). */
export function RoleFormPage() {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const mode = id === undefined ? 'add' : 'edit';
  const role = useRole(id);
  const { catalogue, loading } = useCatalogue();
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();

  const defaultValues = useMemo(
    () =>
      role.data
        ? {
            name: role.data.name,
            permissions: role.data.permissions.map(normalizePermission),
            two_factor_required: role.data.two_factor_required,
          }
        : undefined,
    [role.data],
  );

  const backToList = () => void navigate(paths.roles.list.getHref());
  const submit = async (input: RoleInput) => {
    if (id === undefined) await createRole.mutateAsync(input);
    else await updateRole.mutateAsync({ id, input });
    backToList();
  };

  return (
    <FormPage
      title={mode === 'add' ? t('add_title') : t('edit_title')}
      subtitle={role.data?.name}
      loading={mode === 'edit' && !role.data}
    >
      <RoleForm
        key={role.data?.id ?? 'new'}
        mode={mode}
        defaultValues={defaultValues}
        catalogue={catalogue}
        catalogueLoading={loading}
        pending={createRole.isPending || updateRole.isPending}
        onSubmit={submit}
        onCancel={backToList}
      />
    </FormPage>
  );
}

export default RoleFormPage;
