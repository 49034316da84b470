import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Truck } from 'lucide-react';
import { useUser } from '@/lib/auth-store';
import { hasPermission } from '@/lib/permissions';
import { cn } from '@/lib/cn';
import { Sidebar, SidebarMenuButton, useSidebar, useSidebarCollapsed } from '@/components/layout/sidebar';
import { navItems } from '@/app/layout/sidebar-data';

function isActive(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

export function AppSidebar() {
  const { t } = useTranslation();
  const user = useUser();
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  const collapsed = useSidebarCollapsed();
  const items = navItems.filter(
    (item) =>
      hasPermission(user, item.requires) &&
      (!item.requiresAny || item.requiresAny.some((permission) => hasPermission(user, permission))),
  );

  return (
    <Sidebar label={t('nav.navigation')}>
      <div
        className={cn(
          'flex h-16 shrink-0 items-center gap-3 border-b border-sidebar-border px-3',
          collapsed && 'justify-center px-0',
        )}
      >
        <span className="grid size-9 shrink-0 place-content-center rounded-lg bg-primary text-primary-foreground shadow-sm">
          <Truck className="size-5" />
        </span>
        {!collapsed && (
          <div className="min-w-0 leading-tight">
            <p className="truncate text-base font-extrabold">{t('app.name')}</p>
            <p className="truncate text-xs text-muted-foreground">{t('app.tagline')}</p>
          </div>
        )}
      </div>
      <div className="flex-1 overflow-y-auto px-2 py-4">
        {!collapsed && (
          <p className="mb-2 px-3 text-xs font-bold text-muted-foreground">{t('nav.section_main')}</p>
        )}
        <ul className="flex flex-col gap-1">
          {items.map((item) => {
            const Icon = item.icon;
            const label = t(item.titleKey);
            return (
              <li key={item.key}>
                <SidebarMenuButton
                  tooltip={label}
                  active={isActive(pathname, item.href)}
                  data-testid={`sidebar-item-${item.key}`}
                  to={item.href}
                  onClick={() => setOpenMobile(false)}
                >
                  <Icon />
                  {!collapsed && <span className="truncate">{label}</span>}
                  {collapsed && <span className="sr-only">{label}</span>}
                </SidebarMenuButton>
              </li>
            );
          })}
        </ul>
      </div>
    </Sidebar>
  );
}
