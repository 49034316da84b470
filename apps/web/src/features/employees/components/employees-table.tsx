import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@fleet/shared/common';
import type { Employee } from '@fleet/shared/schemas/employees';
import { paths } from '@/config/paths';
import { formatDisplayDateTime } from '@/lib/dates';
import type { ListQueryState } from '@/lib/list-query';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { PersonAvatar } from '@/components/media/person-avatar';
import { useEmployees } from '@/features/employees/api/get-employees';
import { DeleteEmployeeDialog } from '@/features/employees/components/delete-employee-dialog';

type EmployeesTableProps = { query: ListQueryState; filtered: boolean; onPageChange: (page: number) => void };

export function EmployeesTable({ query, filtered, onPageChange }: EmployeesTableProps) {
  const { t, i18n } = useTranslation('people');
  const navigate = useNavigate();
  const employees = useEmployees(query);
  const [deleting, setDeleting] = useState<Employee | null>(null);

  const columns = useMemo<Column<Employee>[]>(() => {
    const onAction = (employee: Employee, action: RowAction) => {
      if (action === 'view') void navigate(paths.employees.view.getHref(employee.id));
      else if (action === 'edit') void navigate(paths.employees.edit.getHref(employee.id));
      else if (action === 'delete') setDeleting(employee);
    };
    return [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (employee) => (
          <div className="flex min-w-56 items-center gap-3">
            <PersonAvatar url={employee.image?.url} />
            <div className="flex min-w-0 flex-col">
              <bdi className="truncate font-semibold" data-testid="employee-name-cell">
                {employee.name}
              </bdi>
              <bdi dir="ltr" className="truncate text-start text-xs text-muted-foreground">
                {employee.email}
              </bdi>
            </div>
          </div>
        ),
      },
      {
        id: 'phone',
        header: t('columns.phone'),
        cell: (employee) =>
          employee.phone_e164 ? (
            <bdi dir="ltr" className="font-mono text-xs whitespace-nowrap">
              {employee.phone_e164}
            </bdi>
          ) : (
            <span className="text-muted-foreground">—</span>
          ),
      },
      {
        id: 'role',
        header: t('columns.role'),
        cell: (employee) => (
          <span
            className="inline-block rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-primary"
            data-testid="employee-role-cell"
          >
            <bdi>{employee.role.name}</bdi>
          </span>
        ),
      },
      {
        id: 'last_login',
        header: t('columns.last_login'),
        cell: (employee) =>
          employee.last_login_at ? (
            <span className="text-xs whitespace-nowrap">
              {formatDisplayDateTime(employee.last_login_at, i18n.language)}
            </span>
          ) : (
            <span className="text-xs text-muted-foreground" data-testid="never-logged-in">
              {t('not_logged_in_yet')}
            </span>
          ),
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        className: 'w-16 text-end',
        cell: (employee) => (
          <RowActions
            actions={employee.actions}
            model="employees"
            rowLabel={employee.name}
            onAction={(action) => onAction(employee, action)}
          />
        ),
      },
    ];
  }, [t, i18n.language, navigate]);

  return (
    <>
      <DataTable
        columns={columns}
        rows={employees.data?.data}
        meta={employees.data?.meta}
        loading={employees.isPending}
        onPageChange={onPageChange}
        emptyAddLabel={t('add_employee')}
        filtered={filtered}
        emptyText={{ title: t('empty_state.employees.title'), hint: t('empty_state.employees.hint') }}
        data-testid="employees-table"
      />
      <DeleteEmployeeDialog employee={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
