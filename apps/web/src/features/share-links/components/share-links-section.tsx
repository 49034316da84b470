import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Link2, X } from 'lucide-react';
import { formatDisplayDateTime } from '@/lib/dates';
import { usePermission } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import {
  useCreateShareLink,
  useRevokeShareLink,
  useShareLinks,
} from '@/features/share-links/api/share-links';

const EXPIRY_HOURS = [1, 4, 8, 24, 72, 168] as const;

type Created = { url: string; qr_svg: string; expires_at: string };

/** "Share live location" for one vehicle (expiry 1 h – 7 d, a note; the link and its QR code), and the shared links. */
export function ShareLinksSection({
  vehicle,
}: {
  vehicle: { id: number; name: string; plate_number: string };
}) {
  const { t, i18n } = useTranslation('share');
  const canCreate = usePermission('create_share_links');
  const canShow = usePermission('show_share_links');
  const links = useShareLinks();
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState<number>(24);
  const [note, setNote] = useState('');
  const [created, setCreated] = useState<Created | null>(null);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setCreated(null);
      setNote('');
    }
  };

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
          <p className="text-sm text-muted-foreground">{t('none')}</p>
        ) : (
          <ul className="flex flex-col divide-y" data-testid="share-links-list">
            {links.data.data.map((link) => (
              <li
                key={link.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm"
                data-testid="share-link-row"
              >
                <div className="flex min-w-0 flex-col">
                  <span className="font-semibold">
                    {link.vehicles.map((v) => v.name).join('، ')}
                    {link.note && <span className="font-normal text-muted-foreground"> · {link.note}</span>}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t(`status.${link.status}`)} · {t('views', { count: link.views })} ·{' '}
                    {t('until', { time: formatDisplayDateTime(link.expires_at, i18n.language) })}
                  </span>
                </div>
                {link.actions.includes('delete') && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(link.id)}
                    data-testid="share-link-revoke"
                  >
                    <X aria-hidden />
                    {t('revoke')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ))}

      <Dialog open={open} onOpenChange={close}>
        <DialogContent data-testid="share-dialog">
          <DialogHeader>
            <DialogTitle>{t('share_vehicle')}</DialogTitle>
            <DialogDescription>
              <bdi className="font-semibold text-foreground">{vehicle.name}</bdi>
              {' — '}
              <bdi dir="auto" className="font-semibold text-foreground">
                {vehicle.plate_number}
              </bdi>
            </DialogDescription>
          </DialogHeader>
          {created ? (
            <div className="flex flex-col items-center gap-3">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(created.qr_svg)}`}
                alt={t('qr_alt')}
                className="size-44"
                data-testid="share-qr"
              />
              <div className="flex w-full gap-2">
                <Input
                  readOnly
                  dir="ltr"
                  value={created.url}
                  aria-label={t('link')}
                  data-testid="share-url"
                />
                <Button
                  variant="outline"
                  onClick={() => void navigator.clipboard?.writeText(created.url)}
                  aria-label={t('copy')}
                >
                  <Copy aria-hidden />
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                {t('until', { time: formatDisplayDateTime(created.expires_at, i18n.language) })}
              </p>
            </div>
          ) : (
            <form
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                create.mutate(
                  {
                    vehicle_ids: [vehicle.id],
                    expires_in_hours: hours,
                    ...(note.trim() ? { note: note.trim() } : {}),
                  },
                  { onSuccess: (data) => setCreated(data) },
                );
              }}
            >
              <FormField id="share-expiry" label={t('expiry')}>
                <select
                  id="share-expiry"
                  value={hours}
                  onChange={(event) => setHours(Number(event.target.value))}
                  className="h-[50px] rounded-md border border-input bg-card px-3 text-sm"
                  data-testid="share-expiry"
                >
                  {EXPIRY_HOURS.map((value) => (
                    <option key={value} value={value}>
                      {t('hours', { count: value })}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField id="share-note" label={t('note')}>
                <Input
                  id="share-note"
                  value={note}
                  maxLength={200}
                  onChange={(event) => setNote(event.target.value)}
                />
              </FormField>
              <Button type="submit" disabled={create.isPending} data-testid="share-create">
                {t('create')}
              </Button>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
