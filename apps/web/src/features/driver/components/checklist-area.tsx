import { useTranslation } from 'react-i18next';
import { CheckCheck } from 'lucide-react';
import {
  INSPECTION_AREA_LABELS,
  type InspectionArea,
  type InspectionItem,
} from '@fleet/shared/inspection-items';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { areaItems, areaProgress, type Draft, type PartAnswer } from '../draft/draft';
import { PartRow } from './part-row';

/** One area of the checklist (exterior, tyres, …) with its progress and an "all fine" shortcut. */
export function ChecklistArea({
  area,
  draft,
  disabled,
  refused,
  labelOf,
  onAllOk,
  onChange,
  onAddPhotos,
  onRemovePhoto,
}: {
  area: InspectionArea;
  draft: Draft;
  disabled?: boolean;
  refused: Record<string, string>;
  labelOf: (part: InspectionItem) => string;
  onAllOk: () => void;
  onChange: (part: InspectionItem, change: Partial<PartAnswer>) => void;
  onAddPhotos: (part: InspectionItem, files: File[]) => void;
  onRemovePhoto: (part: InspectionItem, key: string) => void;
}) {
  const { t } = useTranslation('driver');
  const { answered, total } = areaProgress(draft, area);
  const done = answered === total;
  return (
    <section
      className="rounded-lg border bg-card shadow-xs"
      data-testid={`area-${area}`}
      data-complete={done ? 'true' : 'false'}
    >
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <h2 className="flex-1 font-bold">{INSPECTION_AREA_LABELS[area][currentLanguage()]}</h2>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            done ? 'bg-emerald-100 text-emerald-800' : 'bg-muted text-muted-foreground',
          )}
        >
          {t('inspection.area_progress', { answered, total })}
        </span>
        {!done && !disabled && (
          <Button variant="outline" size="sm" onClick={onAllOk} data-testid={`area-${area}-all-ok`}>
            <CheckCheck />
            {t('inspection.all_ok')}
          </Button>
        )}
      </div>
      <ul className="flex flex-col divide-y px-4">
        {areaItems(area).map((part) => (
          <PartRow
            key={part}
            part={part}
            label={labelOf(part)}
            answer={draft.answers[part]}
            refused={refused}
            disabled={disabled}
            onChange={(change) => onChange(part, change)}
            onAddPhotos={(files) => onAddPhotos(part, files)}
            onRemovePhoto={(key) => onRemovePhoto(part, key)}
          />
        ))}
      </ul>
    </section>
  );
}
