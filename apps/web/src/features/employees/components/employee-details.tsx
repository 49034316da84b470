import { useTranslation } from 'react-i18next';
import type { Employee } from '@fleet/shared/schemas/employees';
import { formatDisplayDateTime } from '@/lib/dates';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Facts, type Fact } from '@/components/layout/facts';

export function EmployeeDetails({ employee }: { employee: Employee }) {
  const { t, i18n } = useTranslation('people');
  const none = <span className="font-normal text-muted-foreground">—</span>;
  const personal: Fact[] = [
    { key: 'name', label: t('fields.name'), value: <bdi>{employee.name}</bdi> },
    {
      key: 'identity_number',
      label: t('fields.identity_number'),
      value: employee.identity_number ? <bdi dir="ltr">{employee.identity_number}</bdi> : none,
    },
    {
      key: 'phone',
      label: t('fields.phone'),
      value: employee.phone_e164 ? <bdi dir="ltr">{employee.phone_e164}</bdi> : none,
    },
  ];
  const account: Fact[] = [
    { key: 'email', label: t('fields.email'), value: <bdi dir="ltr">{employee.email}</bdi> },
    { key: 'role', label: t('fields.role'), value: <bdi>{employee.role.name}</bdi> },
    {
      key: 'last_login',
      label: t('columns.last_login'),
      value: employee.last_login_at
        ? formatDisplayDateTime(employee.last_login_at, i18n.language)
        : t('not_logged_in_yet'),
    },
    {
      key: 'driver',
      label: t('fields.driver_link'),
      value: employee.driver ? (
        <span>
          <bdi>{employee.driver.name}</bdi>
          {employee.driver.vehicle && (
            <span className="block text-xs font-normal text-muted-foreground">
              <bdi>{employee.driver.vehicle.name}</bdi> ·{' '}
              <bdi dir="auto">{employee.driver.vehicle.plate_number}</bdi>
            </span>
          )}
        </span>
      ) : (
        none
      ),
    },
  ];
  return (
    <div className="grid gap-5 xl:grid-cols-2" data-testid="employee-details">
      <Card>
        <CardHeader>
          <CardTitle>{t('sections.personal')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Facts facts={personal} prefix="employee" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('sections.account')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Facts facts={account} prefix="employee" />
        </CardContent>
      </Card>
    </div>
  );
}
