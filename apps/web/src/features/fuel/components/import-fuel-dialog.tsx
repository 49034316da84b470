import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@fleet/shared/schemas/vehicles';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { formatZonedDateTime } from '@/lib/dates';
import { ImportDialog } from '@/components/import/import-dialog';
import type { ImportSampleColumn } from '@/components/import/import-preview';
import { downloadFuelTemplate, useImportFuelTransactions } from '@/features/fuel/api/fuel-transactions';

type ImportFuelDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A result to start from (tests). */
  initialResult?: ImportResult | null;
  initialFile?: File | null;
};

const TEMPLATE_FORMATS = ['csv'] as const;

/** A fuel-card statement from a sheet: checked first, then every row or none (as the vehicles' import). */
export function ImportFuelDialog(props: ImportFuelDialogProps) {
  const { t, i18n } = useTranslation('fuel');
  const mutation = useImportFuelTransactions();
  const timeZone = useFleetTimeZone();
  const sampleColumns = useMemo<ImportSampleColumn[]>(() => {
    const text = (value: unknown) => (
      <bdi dir="auto">{value === null || value === undefined || value === '' ? '—' : String(value)}</bdi>
    );
    return [
      {
        id: 'vehicle',
        header: t('fields.vehicle_id'),
        // The check names the row's vehicle by its id once the plate is found.
        cell: (values) => text(values.plate_number ?? values.vehicle_id),
      },
      {
        id: 'time',
        header: t('fields.time'),
        cell: (values) =>
          typeof values.time === 'string' && !Number.isNaN(Date.parse(values.time))
            ? formatZonedDateTime(values.time, timeZone, i18n.language)
            : text(values.time),
      },
      { id: 'litres', header: t('fields.litres'), cell: (values) => text(values.litres) },
      { id: 'station', header: t('fields.station'), cell: (values) => text(values.station) },
    ];
  }, [t, i18n.language, timeZone]);
  return (
    <ImportDialog
      {...props}
      title={t('import.title')}
      subtitle={t('import.subtitle')}
      mutation={mutation}
      template={downloadFuelTemplate}
      templateFormats={TEMPLATE_FORMATS}
      fieldLabel={(field) => (i18n.exists(`fuel:fields.${field}`) ? t(`fields.${field}`) : field)}
      sampleColumns={sampleColumns}
    />
  );
}
