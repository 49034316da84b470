import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-store';
import { hasPermission } from '@/lib/permissions';
import { useDemoHistory } from '../api/demo-history';

/**
 * A one-line notice above the page while the demo fleet's past is being written (reports and past days fill in
 * meanwhile), for those who administer the instance. A polite live region: the count is announced as it moves on.
 */
export function DemoHistoryNotice() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { data } = useDemoHistory(hasPermission(user, 'update_settings'));
  if (data?.status !== 'writing') return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="demo-history-notice"
      data-print="hide"
      className="border-b bg-muted px-3 py-1.5 text-sm text-foreground sm:px-5"
    >
      {t('demo_history.writing', { written: data.days_written, days: data.days })}
    </div>
  );
}
