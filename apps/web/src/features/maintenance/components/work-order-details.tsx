import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, FileText } from 'lucide-react';
import { MEDIA_PDF_TYPE } from '@fleet/shared/schemas/media';
import type { WorkOrder } from '@fleet/shared/schemas/maintenance';
import { paths } from '@/config/paths';
import { Facts } from '@/components/layout/facts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { MediaCarousel } from '@/components/media/media-carousel';
import { useCompleteWorkOrder } from '@/features/maintenance/api/work-orders';
import {
  WorkOrderStatusBadge,
  useMoney,
  useQuantity,
} from '@/features/maintenance/components/maintenance-status';

export function WorkOrderDetails({ order }: { order: WorkOrder }) {
  const { t, i18n } = useTranslation('maintenance');
  // Invoices in PDF download; photos (and invoices photographed) show in the carousel.
  const pdfs = order.images.filter((file) => file.mime_type === MEDIA_PDF_TYPE);
  const pictures = order.images.filter((file) => file.mime_type !== MEDIA_PDF_TYPE);
  const money = useMoney();
  const quantity = useQuantity();
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.language) : '—');
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section className="rounded-lg border bg-card p-5" aria-labelledby="work-order-facts">
        <h2 id="work-order-facts" className="mb-4 text-lg font-bold">
          {t('sections.work_order')}
        </h2>
        <Facts
          prefix="work-order"
          facts={[
            {
              key: 'status',
              label: t('fields.status'),
              value: <WorkOrderStatusBadge status={order.status} />,
            },
            {
              key: 'vehicle',
              label: t('fields.vehicle'),
              value: (
                <Link to={paths.vehicles.view.getHref(order.vehicle.id)} className="hover:underline">
                  <bdi>{order.vehicle.name}</bdi> — <bdi>{order.vehicle.plate_number}</bdi>
                </Link>
              ),
            },
            { key: 'programme', label: t('fields.programme'), value: order.programme?.name ?? '—' },
            { key: 'vendor', label: t('fields.vendor'), value: <bdi>{order.vendor ?? '—'}</bdi> },
            { key: 'odometer', label: t('fields.odometer_km'), value: quantity(order.odometer_km, 'km') },
            { key: 'created', label: t('fields.created_at'), value: date(order.created_at) },
            { key: 'completed', label: t('fields.completed_at'), value: date(order.completed_at) },
            { key: 'fixed_by', label: t('fields.fixed_by'), value: <bdi>{order.fixed_by ?? '—'}</bdi> },
            { key: 'completed_by', label: t('fields.completed_by'), value: order.completed_by?.name ?? '—' },
            { key: 'notes', label: t('fields.notes'), value: order.notes ?? '—' },
          ]}
        />
      </section>
      <section
        className="flex flex-col gap-4 rounded-lg border bg-card p-5"
        aria-labelledby="work-order-lines"
      >
        <h2 id="work-order-lines" className="text-lg font-bold">
          {t('sections.lines')}
        </h2>
        {order.lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('hints.no_lines')}</p>
        ) : (
          <table className="w-full text-sm" data-testid="work-order-lines-table">
            <thead>
              <tr className="border-b text-start text-muted-foreground">
                <th className="py-2 text-start font-semibold">{t('fields.kind')}</th>
                <th className="py-2 text-start font-semibold">{t('fields.description')}</th>
                <th className="py-2 text-end font-semibold">{t('fields.quantity')}</th>
                <th className="py-2 text-end font-semibold">{t('fields.line_total')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={index} className="border-b last:border-0">
                  <td className="py-2">{t(`kinds.${line.kind}`)}</td>
                  <td className="py-2">
                    <bdi>{line.description}</bdi>
                  </td>
                  <td className="py-2 text-end">{line.quantity.toLocaleString(i18n.language)}</td>
                  <td className="py-2 text-end whitespace-nowrap">{money(line.total, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="text-end text-base font-bold" data-testid="work-order-total">
          {t('fields.total')}: {money(order.total_cost, order.currency)}
        </p>
        {order.parts.length > 0 && (
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">{t('fields.parts')}</h3>
            <ul className="flex flex-col gap-1 text-sm" data-testid="work-order-parts">
              {order.parts.map((part) => (
                <li key={part.id} className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={paths.examinations.view.getHref(part.examination_id)} className="hover:underline">
                    {part.label}
                    {part.severity && (
                      <span className="text-muted-foreground"> · {t(`severity.${part.severity}`)}</span>
                    )}
                  </Link>
                  <span className="text-muted-foreground" data-fix-status={part.fix_status}>
                    {t(`fix_status.${part.fix_status}`)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {pictures.length > 0 && <MediaCarousel items={pictures} label={t('fields.images')} />}
        {pdfs.length > 0 && (
          <ul className="flex flex-wrap gap-2" data-testid="work-order-pdfs">
            {pdfs.map((file, index) => (
              <li key={file.id}>
                <a
                  href={file.url}
                  download
                  className="inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold hover:bg-muted"
                >
                  <FileText className="size-4 text-primary" aria-hidden />
                  {t('invoice_pdf', { index: (index + 1).toLocaleString(i18n.language) })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Completing needs the fix flow's acknowledgement; the server fixes the linked parts and restarts the count. */
export function CompleteWorkOrderDialog({
  order,
  open,
  onOpenChange,
}: {
  order: WorkOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('maintenance');
  const complete = useCompleteWorkOrder();
  const [fixedBy, setFixedBy] = useState(order.vendor ?? '');
  const [notes, setNotes] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await complete.mutateAsync({
        id: order.id,
        input: { fixed_by: fixedBy, fix_notes: notes || null, acknowledgement: acknowledged as true },
      });
      onOpenChange(false);
    } catch (caught) {
      const body = (caught as { response?: { data?: { errors?: Record<string, string[]> } } }).response?.data;
      setError(Object.values(body?.errors ?? {})[0]?.[0] ?? null);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent dir={i18n.dir()} data-testid="complete-dialog">
        <DialogHeader>
          <DialogTitle>{t('complete.title')}</DialogTitle>
          <DialogDescription>
            {order.parts.length > 0
              ? t('complete.description_parts', { count: order.parts.length })
              : t('complete.description')}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="complete-fixed-by">{t('fields.fixed_by')}</Label>
            <Input id="complete-fixed-by" value={fixedBy} onChange={(e) => setFixedBy(e.target.value)} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="complete-notes">{t('fields.fix_notes')}</Label>
            <textarea
              id="complete-notes"
              rows={3}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              className="w-full rounded-md border border-input bg-card p-3 text-sm outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
            />
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-[var(--color-primary)]"
              checked={acknowledged}
              onChange={(e) => setAcknowledged(e.target.checked)}
              data-testid="complete-acknowledgement"
            />
            {t('complete.acknowledgement')}
          </label>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={complete.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={!acknowledged || complete.isPending}
            data-testid="complete-submit"
          >
            <CheckCircle2 className="size-4" aria-hidden />
            {t('actions.complete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
