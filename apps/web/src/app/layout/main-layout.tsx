import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { useTranslation } from 'react-i18next';
import { SidebarProvider, SidebarTrigger } from '@/components/layout/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { useRefreshProfile } from '@/features/auth/api/get-profile';
import { AppSidebar } from '@/app/layout/app-sidebar';
import { PageTitle } from '@/app/layout/breadcrumbs';
import { UserMenu } from '@/app/layout/user-menu';
import { useAuth } from '@/lib/auth-store';
import { hasPermission } from '@/lib/permissions';
import { useLiveConnection } from '@/features/tracking/live/use-live';
import { requestToastHost } from '@/lib/toast';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { DemoHistoryNotice } from '@/features/system/components/demo-history-notice';

/** The shell of every authenticated page: sidebar, navbar (title, breadcrumbs, language, user) and the page. */
export function MainLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}

function Shell() {
  const { t, i18n } = useTranslation();
  const { token, user } = useAuth();
  // Refresh the stored profile once per session: permissions may have changed since the last login.
  useRefreshProfile(token);
  useEffect(() => requestToastHost(), []);
  // The one live socket of the session: the map, the list and the details page read the same store; the bell
  // hears of new notifications through it, also for users who may not see the map (no vehicles then).
  useLiveConnection(token, hasPermission(user, 'show_tracking'), i18n.language);
  // A temporary password to change or a two-factor enrolment the role requires: the account page first
  // (the server refuses everything else until then).
  const pendingAccount = !!user && (user.must_change_password || user.two_factor_setup_required);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (pendingAccount && pathname !== paths.profile.root.getHref()) {
      void navigate(paths.profile.root.getHref(), { replace: true });
    }
  }, [pendingAccount, pathname, navigate]);

  return (
    <TooltipProvider>
      <SidebarProvider>
        {/* The first stop of the keyboard: past the sidebar and the navbar to the page itself. */}
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
          data-testid="skip-to-content"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('main')?.focus();
          }}
        >
          {t('nav.skip_to_content')}
        </a>
        <AppSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <header
            className="sticky top-0 z-10 flex min-h-16 shrink-0 flex-wrap items-center gap-x-3 border-b bg-card/95 px-3 py-2 backdrop-blur sm:h-16 sm:flex-nowrap sm:px-5 sm:py-0"
            data-print="hide"
          >
            <SidebarTrigger label={t('nav.toggle_sidebar')} />
            <div className="hidden h-6 w-px bg-border sm:block" aria-hidden />
            {/* On a phone (or at high zoom) the title takes a line of its own rather than being cut to a few letters. */}
            <div className="order-last min-w-0 basis-full pt-1 sm:order-none sm:flex-1 sm:basis-auto sm:pt-0">
              <PageTitle />
            </div>
            <div className="flex-1 sm:hidden" aria-hidden />
            <NotificationBell />
            <LanguageSwitch />
            <UserMenu />
          </header>
          <DemoHistoryNotice />
          <main className="flex min-h-0 flex-1 flex-col outline-none" id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </SidebarProvider>
    </TooltipProvider>
  );
}

export default MainLayout;
