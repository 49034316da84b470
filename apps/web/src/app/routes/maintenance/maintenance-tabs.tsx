import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The maintenance area's three lists. */
export function MaintenanceTabs() {
  const { t } = useTranslation('maintenance');
  const tabs = [
    { to: paths.maintenance.due.getHref(), label: t('tabs.due'), end: true },
    { to: paths.maintenance.programmes.getHref(), label: t('tabs.programmes'), end: false },
    { to: paths.maintenance.workOrders.getHref(), label: t('tabs.work_orders'), end: false },
  ];
  return (
    <nav aria-label={t('tabs.label')} className="flex gap-1 border-b">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
              isActive
                ? 'border-primary text-primary'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
