import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link2 } from 'lucide-react';
import { usePermission } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HistoryList } from '@/components/ui/history-list';
import { useRevokeShareLink, useShareLinks } from '@/features/share-links/api/share-links';
import { ShareDialog } from '@/features/share-links/components/share-dialog';
import { ShareLinkRow } from '@/features/share-links/components/share-link-row';

/** "Share live location" for one vehicle (expiry 1 h – 7 d, a note; the link and its QR code), and the shared links. */
export function ShareLinksSection({
  vehicle,
}: {
  vehicle: { id: number; name: string; plate_number: string };
}) {
  const { t } = useTranslation('share');
  const canCreate = usePermission('create_share_links');
  const canShow = usePermission('show_share_links');
  const links = useShareLinks();
  const revoke = useRevokeShareLink();
  const [open, setOpen] = useState(false);

  return (
    <section
      className="flex flex-col gap-3 rounded-lg border bg-card p-5"
      aria-labelledby="share-links-title"
      data-testid="share-links-section"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="share-links-title" className="text-base font-bold">
          {t('list_title')}
        </h2>
        {canCreate && (
          <Button variant="outline" onClick={() => setOpen(true)} data-testid="share-open">
            <Link2 aria-hidden />
            {t('share_vehicle')}
          </Button>
        )}
      </div>
      {canShow &&
        links.data &&
        (links.data.data.length === 0 ? (
          <EmptyState
            size="compact"
            title={t('none')}
            hint={t('empty_state.vehicle_hint')}
            data-testid="share-links-empty"
          />
        ) : (
          <HistoryList data-testid="share-links-list">
            {links.data.data.map((link) => (
              <ShareLinkRow
                key={link.id}
                link={link}
                revoking={revoke.isPending}
                onRevoke={(id) => revoke.mutate(id)}
              />
            ))}
          </HistoryList>
        ))}

      <ShareDialog open={open} onOpenChange={setOpen} vehicles={[vehicle]} />
    </section>
  );
}
