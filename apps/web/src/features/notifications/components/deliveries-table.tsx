import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/data-table/pagination';
import { useDeliveries } from '@/features/notifications/api/rules';
import { formatWhen } from '@/features/notifications/components/notification-item';
import { EmptyState } from '@/components/ui/empty-state';

/** A rule's email and webhook deliveries: status, attempts, last error, next attempt. */
export function DeliveriesTable({ ruleId }: { ruleId: number }) {
  const { t, i18n } = useTranslation('notifications');
  const { t: te } = useTranslation('events');
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(ruleId, page);
  const rows = deliveries.data?.data ?? [];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title" className="text-lg font-bold">
        {t('deliveries.title')}
      </h2>
      <div className="overflow-auto rounded-lg border bg-card">
        <table className="w-full text-sm" data-testid="deliveries-table">
          <thead className="bg-muted/95">
            <tr>
              {(
                [
                  'created',
                  'event',
                  'vehicle',
                  'channel',
                  'recipient',
                  'status',
                  'attempts',
                  'last_error',
                  'next_attempt',
                ] as const
              ).map((key) => (
                <th key={key} scope="col" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
                  {t(`deliveries.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={9}>
                  <EmptyState
                    size="compact"
                    title={t('empty_state.deliveries.title')}
                    hint={t('empty_state.deliveries.hint')}
                    data-testid="deliveries-empty"
                  />
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id} className="border-t" data-testid="delivery-row" data-status={row.status}>
                <td className="px-3 py-2 whitespace-nowrap">{formatWhen(row.created_at, i18n.language)}</td>
                <td className="px-3 py-2">{te(`types.${row.event_type}`)}</td>
                <td className="px-3 py-2">{row.vehicle_name}</td>
                <td className="px-3 py-2">{t(`channels.${row.channel}`)}</td>
                <td className="px-3 py-2" dir="ltr">
                  {row.recipient || '—'}
                </td>
                <td className="px-3 py-2 font-semibold">{t(`deliveries.statuses.${row.status}`)}</td>
                <td className="px-3 py-2">{row.attempts}</td>
                <td className="max-w-64 truncate px-3 py-2" dir="ltr" title={row.last_error ?? ''}>
                  {row.last_error ?? '—'}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {row.next_attempt_at ? formatWhen(row.next_attempt_at, i18n.language) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {deliveries.data && (
        <Pagination
          currentPage={deliveries.data.meta.current_page}
          lastPage={deliveries.data.meta.last_page}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
