import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth-store';
import { allowedRowActions } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRole } from '@/features/roles/api/get-role';
import { RoleDetails } from '@/features/roles/components/role-details';
import { DeleteRoleDialog } from '@/features/roles/components/delete-role-dialog';
import { useCatalogue } from '@/app/routes/roles/use-catalogue';
import { RecordHistory } from '@/features/audit/components/record-history';

export function RoleViewPage() {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const role = useRole(Number.isInteger(id) ? id : undefined);
  const { catalogue } = useCatalogue();
  const user = useUser();
  const [deleting, setDeleting] = useState(false);
  const actions = role.data ? allowedRowActions(role.data.actions, user, 'roles') : [];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('view_title')}</h1>
          {role.data && <p className="mt-1 text-sm text-muted-foreground">{role.data.name}</p>}
        </div>
        <div className="flex gap-2">
          {actions.includes('edit') && (
            <Button asChild variant="outline" className="h-[50px]">
              <Link to={paths.roles.edit.getHref(id)} data-testid="role-edit-button">
                <Pencil />
                {t('common:actions.edit')}
              </Link>
            </Button>
          )}
          {actions.includes('delete') && (
            <Button
              variant="outline"
              className="h-[50px] text-destructive hover:text-destructive"
              onClick={() => setDeleting(true)}
              data-testid="role-delete-button"
            >
              <Trash2 />
              {t('common:actions.delete')}
            </Button>
          )}
        </div>
      </div>
      {role.data && catalogue ? (
        <RoleDetails role={role.data} catalogue={catalogue} />
      ) : (
        <div className="grid gap-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-72" />
        </div>
      )}
      <DeleteRoleDialog
        role={deleting && role.data ? role.data : null}
        onOpenChange={setDeleting}
        onDeleted={() => void navigate(paths.roles.list.getHref(), { replace: true })}
      />
      <RecordHistory model="roles" recordId={Number.isInteger(id) ? id : undefined} />
    </div>
  );
}

export default RoleViewPage;
