import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  PRESETS,
  formFields,
  periodOf,
  presetPeriod,
  type Preset,
  type RecordPeriod,
} from '@/features/tracking/track/record-period';

type Props = { period: RecordPeriod; onChange: (period: RecordPeriod) => void };

/**
 * The movement record's period: a day with a from/to clock time, or a preset (last hour, today, yesterday).
 * Keyed by the period where used, so the fields follow a period changed elsewhere (a preset, the URL).
 */
export function RecordFilter({ period, onChange }: Props) {
  const { t } = useTranslation('tracking');
  const [fields, setFields] = useState(() => formFields(period));
  const [error, setError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = periodOf(fields.day, fields.fromTime, fields.toTime);
    setError(!next);
    if (next) onChange(next);
  };
  const preset = (value: Preset) => {
    setError(false);
    onChange(presetPeriod(value, new Date()));
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2"
      aria-label={t('record.filter')}
      data-testid="record-filter"
      noValidate
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="record-day" className="text-xs">
          {t('record.date')}
        </Label>
        <Input
          id="record-day"
          type="date"
          value={fields.day}
          onChange={(e) => setFields({ ...fields, day: e.target.value })}
          className="h-10 w-40"
          data-testid="record-day"
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="record-from" className="text-xs">
          {t('record.from')}
        </Label>
        <Input
          id="record-from"
          type="time"
          value={fields.fromTime}
          onChange={(e) => setFields({ ...fields, fromTime: e.target.value })}
          className="h-10 w-32"
          data-testid="record-from"
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="record-to" className="text-xs">
          {t('record.to')}
        </Label>
        <Input
          id="record-to"
          type="time"
          value={fields.toTime}
          onChange={(e) => setFields({ ...fields, toTime: e.target.value })}
          className="h-10 w-32"
          aria-invalid={error || undefined}
          data-testid="record-to"
        />
      </div>
      <Button type="submit" className="h-10" data-testid="record-show">
        {t('record.show')}
      </Button>
      <div className="flex gap-1">
        {PRESETS.map((value) => (
          <Button
            key={value}
            type="button"
            variant="outline"
            className="h-10"
            onClick={() => preset(value)}
            data-testid={`record-preset-${value.replace('_', '-')}`}
          >
            {t(`record.${value}`)}
          </Button>
        ))}
      </div>
      {error && (
        <p className="w-full text-xs text-destructive" role="alert" data-testid="record-filter-error">
          {t('record.bad_range')}
        </p>
      )}
    </form>
  );
}
