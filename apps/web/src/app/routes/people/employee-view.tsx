import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth-store';
import { allowedRowActions } from '@/lib/permissions';
import { DetailsHeader, DetailsSkeleton, EditDeleteActions } from '@/components/layout/details-header';
import { PersonAvatar } from '@/components/media/person-avatar';
import { useEmployee } from '@/features/employees/api/get-employee';
import { EmployeeDetails } from '@/features/employees/components/employee-details';
import { DeleteEmployeeDialog } from '@/features/employees/components/delete-employee-dialog';
import { RecordHistory } from '@/features/audit/components/record-history';

export function EmployeeViewPage() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const employee = useEmployee(Number.isInteger(id) ? id : undefined);
  const user = useUser();
  const [deleting, setDeleting] = useState(false);
  const data = employee.data;
  const actions = data ? allowedRowActions(data.actions, user, 'employees') : [];

  return (
    <div className="flex flex-col gap-5">
      <DetailsHeader
        media={data && <PersonAvatar url={data.image?.url} className="size-14" />}
        title={t('view_employee_title')}
        subtitle={
          data && (
            <>
              <bdi>{data.name}</bdi> · <bdi>{data.role.name}</bdi>
            </>
          )
        }
        actions={
          data && (
            <EditDeleteActions
              allowed={actions}
              editHref={paths.employees.edit.getHref(data.id)}
              onDelete={() => setDeleting(true)}
              testIdPrefix="employee"
            />
          )
        }
      />
      {data ? <EmployeeDetails employee={data} /> : <DetailsSkeleton />}
      <DeleteEmployeeDialog
        employee={deleting && data ? data : null}
        onClose={() => setDeleting(false)}
        onDone={() => void navigate(paths.employees.list.getHref(), { replace: true })}
      />
      <RecordHistory model="employees" recordId={Number.isInteger(id) ? id : undefined} />
    </div>
  );
}

export default EmployeeViewPage;
