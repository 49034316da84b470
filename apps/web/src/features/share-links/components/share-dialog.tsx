import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { formatZonedDateTime } from '@/lib/dates';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form/form-field';
import { useCreateShareLink } from '@/features/share-links/api/share-links';

const EXPIRY_HOURS = [1, 4, 8, 24, 72, 168] as const;

type Created = { url: string; qr_svg: string; expires_at: string };

/**
 * "Share live location" of some vehicles, or of an itinerary (its stations, status and timeline are shown too):
 * an expiry of 1 hour to 7 days and a note; then the link to copy and its QR code.
 */
export function ShareDialog({
  open,
  onOpenChange,
  vehicles,
  trip,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicles: readonly { id: number; name: string; plate_number: string }[];
  trip?: { id: number; name: string };
}) {
  const { t, i18n } = useTranslation('share');
  const timeZone = useFleetTimeZone();
  const create = useCreateShareLink();
  const [hours, setHours] = useState<number>(24);
  const [note, setNote] = useState('');
  const [created, setCreated] = useState<Created | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCreated(null);
      setNote('');
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent data-testid="share-dialog">
        <DialogHeader>
          <DialogTitle>{trip ? t('share_trip') : t('share_vehicle')}</DialogTitle>
          <DialogDescription>
            {trip && (
              <>
                <bdi className="font-semibold text-foreground">{trip.name}</bdi>
                {' · '}
              </>
            )}
            {vehicles.map((vehicle, index) => (
              <span key={vehicle.id}>
                {index > 0 && ' · '}
                <bdi className="font-semibold text-foreground">{vehicle.name}</bdi>
                {' — '}
                <bdi dir="auto" className="font-semibold text-foreground">
                  {vehicle.plate_number}
                </bdi>
              </span>
            ))}
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
              <Input readOnly dir="ltr" value={created.url} aria-label={t('link')} data-testid="share-url" />
              <Button
                variant="outline"
                onClick={() => void navigator.clipboard?.writeText(created.url)}
                aria-label={t('copy')}
              >
                <Copy aria-hidden />
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              {t('until', { time: formatZonedDateTime(created.expires_at, timeZone, i18n.language) })}
            </p>
          </div>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate(
                {
                  vehicle_ids: vehicles.map((vehicle) => vehicle.id),
                  ...(trip ? { trip_id: trip.id } : {}),
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
  );
}
