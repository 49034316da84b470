import { useTranslation } from 'react-i18next';
import { INSPECTION_AREA_LABELS, inspectionItemLabel } from '@fleet/shared/inspection-items';
import type { ExaminationPart } from '@fleet/shared/schemas/examinations';
import { formatDisplayDateTime } from '@/lib/dates';
import { isLanguage } from '@/lib/i18n';
import { FixStatusBadge, FlaggedBadge, SeverityBadge } from '@/features/examinations/components/badges';

/** Damaged parts first by severity: critical, major, minor. */
const SEVERITY_ORDER = { critical: 0, major: 1, minor: 2 } as const;

export function damagedParts(parts: readonly ExaminationPart[]): ExaminationPart[] {
  return parts
    .filter((part) => part.condition === 'damage')
    .sort((a, b) => SEVERITY_ORDER[a.severity ?? 'minor'] - SEVERITY_ORDER[b.severity ?? 'minor']);
}

/** The malfunction log: each damaged part with its severity, fix status, who fixed it and when. */
export function MalfunctionLog({ parts }: { parts: readonly ExaminationPart[] }) {
  const { t, i18n } = useTranslation('examinations');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const damaged = damagedParts(parts);
  const when = (value: string | null) => formatDisplayDateTime(value, language);

  if (damaged.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="malfunction-log-empty">
        {t('malfunction.empty')}
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-3" data-testid="malfunction-log">
      {damaged.map((part) => (
        <li
          key={part.id}
          className="flex flex-col gap-2 rounded-md border p-3"
          data-print="keep"
          data-testid="malfunction"
          data-part-id={part.id}
          data-part={part.part}
          data-fix-status={part.fix_status ?? 'untreated'}
        >
          <div className="flex flex-wrap items-center gap-2">
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold">{inspectionItemLabel(part.part, language)}</span>
              <span className="text-xs text-muted-foreground">
                {INSPECTION_AREA_LABELS[part.area][language]}
              </span>
            </div>
            {part.flagged && <FlaggedBadge />}
            {part.severity && <SeverityBadge severity={part.severity} />}
            <FixStatusBadge status={part.fix_status ?? 'untreated'} />
          </div>
          {part.notes && (
            <p className="text-sm">
              <span className="text-muted-foreground">{t('part_notes')}: </span>
              {part.notes}
            </p>
          )}
          {part.fixed_at && (
            <dl
              className="grid gap-x-6 gap-y-2 rounded-md bg-muted/60 p-2.5 text-sm sm:grid-cols-3"
              data-testid="malfunction-fix"
            >
              <div>
                <dt className="text-xs text-muted-foreground">{t('malfunction.fixed_by')}</dt>
                <dd className="font-semibold" data-testid="malfunction-fixed-by">
                  <bdi>{part.fixed_by}</bdi>
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('malfunction.fixed_at')}</dt>
                <dd className="font-semibold">{when(part.fixed_at)}</dd>
              </div>
              {part.acknowledged_by && (
                <div>
                  <dt className="text-xs text-muted-foreground">{t('malfunction.acknowledged_by')}</dt>
                  <dd className="font-semibold">
                    <bdi>{part.acknowledged_by.name}</bdi>
                  </dd>
                </div>
              )}
              {part.fix_notes && (
                <div className="sm:col-span-3">
                  <dt className="text-xs text-muted-foreground">{t('malfunction.fix_notes')}</dt>
                  <dd className="whitespace-pre-line">{part.fix_notes}</dd>
                </div>
              )}
              {part.fix_images.length > 0 && (
                <div className="sm:col-span-3">
                  <dt className="text-xs text-muted-foreground">{t('malfunction.fix_photos')}</dt>
                  <dd className="mt-1 flex flex-wrap gap-2">
                    {part.fix_images.map((image, index) => (
                      <a key={image.id} href={image.url} target="_blank" rel="noreferrer">
                        <img
                          src={image.url}
                          alt={`${t('malfunction.fix_photos')} ${index + 1}`}
                          className="size-16 rounded-md border object-cover"
                        />
                      </a>
                    ))}
                  </dd>
                </div>
              )}
            </dl>
          )}
          {part.confirmed_at && (
            <p className="text-xs font-semibold text-emerald-700">
              {t('malfunction.confirmed', { date: when(part.confirmed_at) })}
            </p>
          )}
          {part.reopened_at && (
            <p className="text-xs font-semibold text-amber-800">
              {t('malfunction.reopened', { date: when(part.reopened_at) })}
              {part.reopen_notes && ` — ${t('malfunction.reopen_notes', { notes: part.reopen_notes })}`}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
