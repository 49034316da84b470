import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePermission } from '@/lib/permissions';

/** The empty child of /employees-drivers (spec section 2): employees with show_employees, else drivers. */
export function PeopleRedirect() {
  const showEmployees = usePermission('show_employees');
  return (
    <Navigate to={showEmployees ? paths.employees.list.getHref() : paths.drivers.list.getHref()} replace />
  );
}

export default PeopleRedirect;
