import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoleInput } from '@fleet/shared/schemas/roles';
import { normalizePermission } from '@fleet/shared/permissions';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
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
        ? { name: role.data.name, permissions: role.data.permissions.map(normalizePermission) }
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
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">
          {mode === 'add' ? t('add_title') : t('edit_title')}
        </h1>
        {role.data && <p className="mt-1 text-sm text-muted-foreground">{role.data.name}</p>}
      </div>
      {mode === 'edit' && !role.data ? (
        <div className="grid gap-4">
          <Skeleton className="h-32" />
          <Skeleton className="h-72" />
        </div>
      ) : (
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
      )}
    </div>
  );
}

export default RoleFormPage;
