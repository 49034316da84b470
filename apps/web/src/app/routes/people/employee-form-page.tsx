import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CreateEmployeeValues, EmployeeValues } from '@fleet/shared/schemas/employees';
import { paths } from '@/config/paths';
import { usePermission } from '@/lib/permissions';
import { FormPage } from '@/components/layout/form-page';
import { useEmployee } from '@/features/employees/api/get-employee';
import { useCreateEmployee, useUpdateEmployee } from '@/features/employees/api/save-employee';
import { EmployeeForm } from '@/features/employees/components/employee-form';
import { useRoleOptions } from '@/features/roles/api/get-role-options';
import { useDriverOptions } from '@/features/drivers/api/get-driver-options';

/** Add and edit share this page (spec section 2). */
export function EmployeeFormPage() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const mode = id === undefined ? 'add' : 'edit';
  const employee = useEmployee(id);
  const roles = useRoleOptions();
  const createEmployee = useCreateEmployee();
  const updateEmployee = useUpdateEmployee();
  const showEmployees = usePermission('show_employees');

  const submit = async (input: EmployeeValues) => {
    if (id === undefined) {
      await createEmployee.mutateAsync(input as CreateEmployeeValues);
      void navigate(showEmployees ? paths.employees.list.getHref() : paths.people.root.getHref());
    } else {
      await updateEmployee.mutateAsync({ id, input });
      void navigate(afterEdit(id));
    }
  };
  // Editing without show_employees: the details and the list are closed to this user.
  const afterEdit = (employeeId: number) =>
    showEmployees ? paths.employees.view.getHref(employeeId) : paths.people.root.getHref();
  const cancel = () =>
    void navigate(
      id === undefined
        ? showEmployees
          ? paths.employees.list.getHref()
          : paths.people.root.getHref()
        : afterEdit(id),
    );

  return (
    <FormPage
      title={mode === 'add' ? t('add_employee_title') : t('edit_employee_title')}
      subtitle={employee.data && <bdi>{employee.data.name}</bdi>}
      loading={(mode === 'edit' && !employee.data) || !roles.data}
    >
      <EmployeeForm
        key={employee.data?.id ?? 'new'}
        mode={mode}
        employee={employee.data}
        roleOptions={roles.data ?? []}
        driverOptions={useDriverOptions}
        pending={createEmployee.isPending || updateEmployee.isPending}
        onSubmit={submit}
        onCancel={cancel}
      />
    </FormPage>
  );
}

export default EmployeeFormPage;
