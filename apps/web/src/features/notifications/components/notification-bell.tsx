import { useEffect } from 'react';
import { Bell } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FleetNotification } from '@fleet/shared/schemas/notifications';
import { paths } from '@/config/paths';
import { liveNotifications } from '@/lib/live-notifications';
import { showToastWith } from '@/lib/toast';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { notificationKeys } from '@/features/notifications/api/keys';
import { useMarkRead, useNotifications } from '@/features/notifications/api/inbox';
import { NotificationSummary } from '@/features/notifications/components/notification-item';
import { notificationRecordHref } from '@/features/notifications/record-link';
import { playChime, soundEnabled } from '@/features/notifications/sound';

const LATEST = 6;

/** New notifications from the live socket: refresh the inbox, toast (critical ones stay, with a chime). */
function useNotificationToasts() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      liveNotifications.subscribe((notification: FleetNotification) => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        const critical = notification.event.severity === 'critical';
        if (critical && soundEnabled()) playChime();
        showToastWith(
          critical ? 'error' : notification.event.severity === 'warning' ? 'warning' : 'info',
          notification.event.message,
          {
            autoClose: critical ? false : 6_000,
            toastId: `notification-${notification.id}`,
            onClick: () => void navigate(notificationRecordHref(notification.event)),
          },
        );
      }),
    [queryClient, navigate],
  );
}

/** The header's bell: the unread count, and the latest notifications in a menu. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const inbox = useNotifications({ per_page: LATEST }, 60_000);
  const markRead = useMarkRead();
  useNotificationToasts();
  const unread = inbox.data?.meta.unread ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  const label = unread > 0 ? t('notifications.bell_unread', { count: unread }) : t('notifications.bell');

  return (
    <DropdownMenu dir={i18n.dir()}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="relative grid size-10 place-content-center rounded-md outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/40"
          aria-label={label}
          data-testid="notification-bell"
          data-unread={unread}
        >
          <Bell className="size-5" aria-hidden />
          {unread > 0 && (
            <span
              className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] leading-5 font-bold text-white"
              aria-hidden
              data-testid="notification-count"
            >
              {shown}
            </span>
          )}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-96 max-w-[calc(100vw-1rem)]"
        data-testid="notification-menu"
      >
        <div className="flex items-center justify-between gap-2 px-2 py-1.5">
          <DropdownMenuLabel className="p-0">{t('notifications.latest')}</DropdownMenuLabel>
          {unread > 0 && (
            <button
              type="button"
              className="rounded text-xs font-semibold text-primary outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/40"
              onClick={() => markRead.mutate({ all: true })}
              data-testid="notification-mark-all"
            >
              {t('notifications.mark_all')}
            </button>
          )}
        </div>
        <DropdownMenuSeparator />
        {(inbox.data?.data.length ?? 0) === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('notifications.none')}</p>
        ) : (
          inbox.data?.data.map((notification) => (
            <DropdownMenuItem
              key={notification.id}
              className="items-start"
              data-testid="notification-menu-item"
              onSelect={() => {
                if (!notification.read_at) markRead.mutate({ ids: [notification.id] });
                void navigate(notificationRecordHref(notification.event));
              }}
            >
              <NotificationSummary notification={notification} />
            </DropdownMenuItem>
          ))
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link
            to={paths.notifications.inbox.getHref()}
            className="justify-center font-semibold text-primary"
          >
            {t('notifications.view_all')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
