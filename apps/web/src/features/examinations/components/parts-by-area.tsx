import { useTranslation } from 'react-i18next';
import { Camera } from 'lucide-react';
import {
  INSPECTION_AREAS,
  INSPECTION_AREA_LABELS,
  inspectionItemLabel,
} from '@fleet/shared/inspection-items';
import type { ExaminationPart } from '@fleet/shared/schemas/examinations';
import { cn } from '@/lib/cn';
import { isLanguage } from '@/lib/i18n';
import { FlaggedBadge, SeverityBadge } from '@/features/examinations/components/badges';

/** Every inspected part with its answer, grouped by area in checklist order. */
export function PartsByArea({ parts }: { parts: readonly ExaminationPart[] }) {
  const { t, i18n } = useTranslation('examinations');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const areas = INSPECTION_AREAS.map((area) => ({
    area,
    parts: parts.filter((part) => part.area === area),
  })).filter((group) => group.parts.length > 0);
  return (
    <div className="grid gap-x-6 gap-y-5 md:grid-cols-2 2xl:grid-cols-3" data-testid="examination-parts">
      {areas.map(({ area, parts: areaParts }) => (
        <section
          key={area}
          className="flex flex-col gap-1.5"
          data-print="keep"
          data-testid={`parts-area-${area}`}
        >
          <h3 className="text-sm font-bold">{INSPECTION_AREA_LABELS[area][language]}</h3>
          <ul className="divide-y rounded-md border">
            {areaParts.map((part) => {
              const damaged = part.condition === 'damage';
              return (
                <li
                  key={part.id}
                  className={cn(
                    'flex flex-wrap items-center gap-2 px-3 py-2 text-sm',
                    damaged && 'bg-destructive/5',
                  )}
                  data-testid="examination-part"
                  data-part={part.part}
                  data-condition={part.condition ?? 'none'}
                  data-check-status={part.check_status}
                >
                  <span className="min-w-0 flex-1 font-medium">
                    {inspectionItemLabel(part.part, language)}
                  </span>
                  {part.images.length > 0 && (
                    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                      <Camera className="size-3.5" />
                      {part.images.length.toLocaleString(language)}
                    </span>
                  )}
                  {part.flagged && <FlaggedBadge />}
                  {part.severity && damaged && <SeverityBadge severity={part.severity} />}
                  <span
                    className={cn(
                      'text-xs font-semibold',
                      part.check_status === 'not_checked'
                        ? 'text-muted-foreground'
                        : damaged
                          ? 'text-destructive'
                          : 'text-emerald-700',
                    )}
                  >
                    {part.check_status === 'not_checked'
                      ? t('check_status.not_checked')
                      : `${t('check_status.checked')} · ${t(`condition.${part.condition ?? 'ok'}`)}`}
                  </span>
                  {part.notes && (
                    <p className="w-full text-xs text-muted-foreground">
                      {t('part_notes')}: {part.notes}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
