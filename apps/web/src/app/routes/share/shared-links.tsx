import { useTranslation } from 'react-i18next';
import { useListQuery } from '@/lib/list-query';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { HistoryList } from '@/components/ui/history-list';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { Pagination } from '@/components/data-table/pagination';
import { useRevokeShareLink, useShareLinkPage } from '@/features/share-links/api/share-links';
import { ShareLinkRow } from '@/features/share-links/components/share-link-row';

const STATUS_TABS = [
  { value: '', labelKey: 'share:status_all' },
  { value: 'active', labelKey: 'share:status.active' },
  { value: 'expired', labelKey: 'share:status.expired' },
  { value: 'revoked', labelKey: 'share:status.revoked' },
] as const;

/** Shared links: every live link made from a vehicle, a selection or an itinerary; views, expiry, revoked at once. */
export function SharedLinksPage() {
  const { t } = useTranslation('share');
  const { query, setFilter, setPage } = useListQuery();
  const links = useShareLinkPage(query);
  const revoke = useRevokeShareLink();
  const rows = links.data?.data;
  return (
    <div className="flex flex-col gap-4" data-testid="shared-links-page">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">{t('list_title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('list_subtitle')}</p>
      </div>
      <ListToolbar>
        <StatusTabs
          tabs={STATUS_TABS}
          value={query.status}
          onChange={(value) => setFilter('status', value)}
        />
      </ListToolbar>
      <section className="rounded-lg border bg-card px-5 py-2" aria-label={t('list_title')}>
        {!rows ? (
          <Skeleton className="my-3 h-24" />
        ) : rows.length === 0 ? (
          <EmptyState
            kind={query.status ? 'no-match' : 'none'}
            size="compact"
            title={query.status ? t('none_here') : t('none')}
            hint={query.status ? t('empty_state.filtered_hint') : t('empty_state.page_hint')}
            action={
              query.status
                ? { label: t('empty_state.show_all'), onClick: () => setFilter('status', null) }
                : undefined
            }
            data-testid="shared-links-empty"
          />
        ) : (
          <HistoryList data-testid="share-links-list">
            {rows.map((link) => (
              <ShareLinkRow
                key={link.id}
                link={link}
                detailed
                revoking={revoke.isPending}
                onRevoke={(id) => revoke.mutate(id)}
              />
            ))}
          </HistoryList>
        )}
      </section>
      {links.data && (
        <Pagination
          currentPage={links.data.meta.current_page}
          lastPage={links.data.meta.last_page}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}

export default SharedLinksPage;
