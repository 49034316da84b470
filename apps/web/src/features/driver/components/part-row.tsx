import { useTranslation } from 'react-i18next';
import type { InspectionItem } from '@fleet/shared/inspection-items';
import { SEVERITIES, type Severity } from '@fleet/shared/schemas/examinations';
import { cn } from '@/lib/cn';
import type { DraftFile, PartAnswer } from '../draft/draft';
import { ChoiceGroup } from './choice-group';
import { PhotoList } from './photo-list';

type Answer = 'ok' | 'damage' | 'not_checked';

function answerOf(answer: PartAnswer | undefined): Answer | null {
  if (!answer) return null;
  if (answer.check_status === 'not_checked') return 'not_checked';
  return answer.condition;
}

const SEVERITY_TONE = { minor: 'default', major: 'warn', critical: 'danger' } as const;

/** One checklist item: ok, damage or not checked; a damage asks for its severity, a note and photos. */
export function PartRow({
  part,
  label,
  answer,
  refused,
  disabled,
  onChange,
  onAddPhotos,
  onRemovePhoto,
}: {
  part: InspectionItem;
  label: string;
  answer: PartAnswer | undefined;
  refused: Record<string, string>;
  disabled?: boolean;
  onChange: (change: Partial<PartAnswer>) => void;
  onAddPhotos: (files: File[]) => void;
  onRemovePhoto: (key: string) => void;
}) {
  const { t } = useTranslation('driver');
  const chosen = answerOf(answer);
  const testId = `part-${part}`;
  return (
    <li
      className={cn('flex flex-col gap-2.5 py-3', chosen === 'damage' && 'rounded-lg bg-destructive/5 px-3')}
      data-testid={testId}
      data-answer={chosen ?? 'none'}
    >
      <span className="font-semibold">{label}</span>
      <ChoiceGroup<Answer>
        label={label}
        value={chosen}
        disabled={disabled}
        testId={`${testId}-answer`}
        choices={[
          { value: 'ok', label: t('inspection.ok'), tone: 'ok' },
          { value: 'damage', label: t('inspection.damage'), tone: 'danger' },
          { value: 'not_checked', label: t('inspection.not_checked') },
        ]}
        onChange={(value) =>
          onChange(
            value === 'not_checked'
              ? { check_status: 'not_checked' }
              : { check_status: 'checked', condition: value },
          )
        }
      />
      {chosen === 'damage' && answer && (
        <div className="flex flex-col gap-3 pt-1">
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-semibold">{t('severity.label')}</span>
            <ChoiceGroup<Severity>
              label={t('severity.label')}
              value={answer.severity}
              disabled={disabled}
              testId={`${testId}-severity`}
              choices={SEVERITIES.map((severity) => ({
                value: severity,
                label: t(`severity.${severity}`),
                tone: SEVERITY_TONE[severity],
              }))}
              onChange={(severity) => onChange({ severity })}
            />
          </div>
          <label className="flex flex-col gap-1.5">
            <span className="text-sm font-semibold">{t('inspection.item_notes')}</span>
            <textarea
              value={answer.notes}
              disabled={disabled}
              maxLength={1000}
              rows={2}
              onChange={(event) => onChange({ notes: event.target.value })}
              className="rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
              data-testid={`${testId}-notes`}
            />
          </label>
          <PhotoList
            photos={answer.photos as DraftFile[]}
            refused={refused}
            disabled={disabled}
            onAdd={onAddPhotos}
            onRemove={onRemovePhoto}
            testId={testId}
          />
        </div>
      )}
    </li>
  );
}
