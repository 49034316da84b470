import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@fleet/shared/schemas/vehicles';
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
  const sampleColumns = useMemo<ImportSampleColumn[]>(() => {
    const text = (key: string) => (values: Record<string, unknown>) => (
      <bdi dir="auto">{values[key] === null || values[key] === undefined ? '—' : String(values[key])}</bdi>
    );
    return [
      {
        id: 'vehicle',
        header: t('fields.plate_number'),
        cell: (values) => text(values.plate_number === undefined ? 'vehicle_id' : 'plate_number')(values),
      },
      { id: 'time', header: t('fields.time'), cell: text('time') },
      { id: 'litres', header: t('fields.litres'), cell: text('litres') },
      { id: 'station', header: t('fields.station'), cell: text('station') },
    ];
  }, [t]);
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
