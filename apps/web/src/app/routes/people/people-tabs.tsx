import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Contact, UserRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { usePermission } from '@/lib/permissions';

/** Sub-navigation between the employee and driver lists; only the lists this user may open. */
export function PeopleTabs() {
  const { t } = useTranslation();
  const tabs = [
    {
      key: 'employees',
      href: paths.employees.list.getHref(),
      label: t('nav.employees'),
      icon: Contact,
      allowed: usePermission('show_employees'),
    },
    {
      key: 'drivers',
      href: paths.drivers.list.getHref(),
      label: t('nav.drivers'),
      icon: UserRound,
      allowed: usePermission('show_drivers'),
    },
  ].filter((tab) => tab.allowed);
  return (
    <nav aria-label={t('nav.employees_drivers')} className="border-b" data-testid="people-tabs">
      <ul className="-mb-px flex gap-1">
        {tabs.map(({ key, href, label, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={href}
              data-testid={`people-tab-${key}`}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-11 items-center gap-2 border-b-2 px-4 text-sm font-semibold transition-colors',
                  isActive
                    ? 'border-primary text-primary'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )
              }
            >
              <Icon className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
