import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldCheck, Users } from 'lucide-react';
import type { RowAction } from '@fleet/shared/common';
import type { Role } from '@fleet/shared/schemas/roles';
import { paths } from '@/config/paths';
import { formatDisplayDate } from '@/lib/dates';
import type { ListQueryState } from '@/lib/list-query';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { useRoles } from '@/features/roles/api/get-roles';
import { DeleteRoleDialog } from '@/features/roles/components/delete-role-dialog';

type RolesTableProps = { query: ListQueryState; filtered: boolean; onPageChange: (page: number) => void };

export function RolesTable({ query, filtered, onPageChange }: RolesTableProps) {
  const { t, i18n } = useTranslation('roles');
  const navigate = useNavigate();
  const roles = useRoles(query);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const columns = useMemo<Column<Role>[]>(() => {
    const onAction = (role: Role, action: RowAction) => {
      if (action === 'view') void navigate(paths.roles.view.getHref(role.id));
      else if (action === 'edit') void navigate(paths.roles.edit.getHref(role.id));
      else if (action === 'delete') setDeleting(role);
    };
    return [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (role) => (
          <div className="flex items-center gap-3">
            <span className="grid size-9 shrink-0 place-content-center rounded-md bg-primary-soft text-primary">
              <ShieldCheck className="size-4" />
            </span>
            <span className="font-semibold" data-testid="role-name-cell">
              {role.name}
            </span>
          </div>
        ),
      },
      {
        id: 'employees_count',
        header: t('columns.employees_count'),
        cell: (role) => (
          <span className="inline-flex items-center gap-1.5 tabular-nums">
            <Users className="size-4 text-muted-foreground" />
            {role.employees_count.toLocaleString(i18n.language)}
          </span>
        ),
      },
      {
        id: 'permissions_count',
        header: t('columns.permissions_count'),
        cell: (role) => (
          <span className="inline-flex min-w-8 justify-center rounded-full bg-muted px-2.5 py-0.5 text-xs font-bold tabular-nums">
            {role.permissions_count.toLocaleString(i18n.language)}
          </span>
        ),
      },
      {
        id: 'created_at',
        header: t('columns.created_at'),
        cell: (role) => (
          <span className="text-muted-foreground">{formatDisplayDate(role.created_at, i18n.language)}</span>
        ),
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        className: 'w-16 text-end',
        cell: (role) => (
          <RowActions
            actions={role.actions}
            model="roles"
            rowLabel={role.name}
            onAction={(action) => onAction(role, action)}
          />
        ),
      },
    ];
  }, [t, i18n.language, navigate]);

  return (
    <>
      <DataTable
        columns={columns}
        rows={roles.data?.data}
        meta={roles.data?.meta}
        loading={roles.isPending}
        onPageChange={onPageChange}
        emptyAddLabel={t('add_button')}
        filtered={filtered}
        emptyText={{ title: t('empty_state.title'), hint: t('empty_state.hint') }}
        data-testid="roles-table"
      />
      <DeleteRoleDialog role={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}
