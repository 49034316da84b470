import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EVENT_SEVERITIES, EVENT_TYPES } from '@fleet/shared/schemas/events';
import { paths } from '@/config/paths';
import { usePermission } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { EmptyState, NoMatchState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/data-table/pagination';
import { useMarkRead, useNotifications } from '@/features/notifications/api/inbox';
import { NotificationSummary } from '@/features/notifications/components/notification-item';
import { notificationRecordHref } from '@/features/notifications/record-link';
import { setSoundEnabled, soundEnabled } from '@/features/notifications/sound';

const selectClass =
  'h-10 rounded-md border bg-card px-3 text-sm outline-none focus-visible:ring-3 focus-visible:ring-ring/40';

/** `/notifications`: the signed-in user's notifications, filtered, marked read one by one or all. */
export function NotificationsInboxPage() {
  const { t } = useTranslation('notifications');
  const { t: te } = useTranslation('events');
  const [status, setStatus] = useState<'all' | 'unread' | 'read'>('all');
  const [severity, setSeverity] = useState('');
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const [sound, setSound] = useState(soundEnabled);
  const query = {
    ...(status === 'all' ? {} : { unread: status === 'unread' }),
    ...(severity ? { severity } : {}),
    ...(type ? { type } : {}),
    page,
  };
  const inbox = useNotifications(query);
  const markRead = useMarkRead();
  const rows = inbox.data?.data ?? [];
  const ready = !inbox.isFetching && !inbox.isPlaceholderData && !!inbox.data;
  const canSeeRules = usePermission('show_notifications');
  const clearFilters = () => {
    setStatus('all');
    setSeverity('');
    setType('');
    setPage(1);
  };
  // Only "unread" chosen: everything has been read, which is not a search that matched nothing.
  const empty =
    status === 'unread' && !severity && !type ? (
      <EmptyState
        size="compact"
        title={t('empty_state.inbox_unread.title')}
        hint={t('empty_state.inbox_unread.hint')}
        action={{ label: t('empty_state.inbox_unread.action'), onClick: clearFilters }}
      />
    ) : status !== 'all' || severity || type ? (
      <NoMatchState size="compact" onClear={clearFilters} />
    ) : (
      <EmptyState
        size="compact"
        title={t('empty_state.inbox.title')}
        hint={t('empty_state.inbox.hint')}
        action={
          canSeeRules
            ? { label: t('empty_state.inbox.action'), to: paths.notifications.list.getHref() }
            : undefined
        }
      />
    );

  return (
    <div
      className="flex flex-col gap-4"
      data-testid="notifications-inbox"
      data-state={ready ? 'ready' : 'loading'}
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('filters.status')}
          <select
            className={selectClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as typeof status);
              setPage(1);
            }}
            data-testid="inbox-status"
          >
            <option value="all">{t('all')}</option>
            <option value="unread">{t('unread')}</option>
            <option value="read">{t('read')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('filters.severity')}
          <select
            className={selectClass}
            value={severity}
            onChange={(e) => {
              setSeverity(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('filters.any_severity')}</option>
            {EVENT_SEVERITIES.map((value) => (
              <option key={value} value={value}>
                {t(`severity.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('filters.type')}
          <select
            className={selectClass}
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('filters.any_type')}</option>
            {EVENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {te(`types.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="accent-primary"
            checked={sound}
            onChange={(e) => {
              setSound(e.target.checked);
              setSoundEnabled(e.target.checked);
            }}
          />
          {t('sound')}
        </label>
        <div className="ms-auto">
          <Button
            variant="outline"
            disabled={(inbox.data?.meta.unread ?? 0) === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
            data-testid="inbox-mark-all"
          >
            {t('mark_all')}
          </Button>
        </div>
      </div>
      <ul className="divide-y rounded-lg border bg-card" data-testid="inbox-list">
        {rows.length === 0 && ready && <li>{empty}</li>}
        {rows.map((notification) => (
          <li
            key={notification.id}
            className="flex items-center gap-3 p-3"
            data-testid="inbox-item"
            data-read={notification.read_at ? 'true' : 'false'}
          >
            <Link
              to={notificationRecordHref(notification.event)}
              className="min-w-0 flex-1 rounded outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
              onClick={() => {
                if (!notification.read_at) markRead.mutate({ ids: [notification.id] });
              }}
            >
              <NotificationSummary notification={notification} />
            </Link>
            {!notification.read_at && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => markRead.mutate({ ids: [notification.id] })}
                data-testid="inbox-mark-read"
              >
                {t('mark_read')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {inbox.data && (
        <Pagination
          currentPage={inbox.data.meta.current_page}
          lastPage={inbox.data.meta.last_page}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}

export default NotificationsInboxPage;
