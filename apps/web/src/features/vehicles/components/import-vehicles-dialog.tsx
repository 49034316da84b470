import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@fleet/shared/schemas/vehicles';
import { ImportDialog } from '@/components/import/import-dialog';
import type { ImportSampleColumn } from '@/components/import/import-preview';
import { useImportVehicles } from '@/features/vehicles/api/import-vehicles';
import { downloadImportTemplate } from '@/features/vehicles/api/download-vehicles-file';

type ImportVehiclesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After rows were written (not after a preview): what else shows vehicles' devices can be read again. */
  onImported?: () => void;
  /** A result to start from (tests). */
  initialResult?: ImportResult | null;
  initialFile?: File | null;
};

/** The vehicles' spreadsheet upload (titled "export file" per the spec). */
export function ImportVehiclesDialog(props: ImportVehiclesDialogProps) {
  const { t, i18n } = useTranslation('vehicles');
  const mutation = useImportVehicles();
  const sampleColumns = useMemo<ImportSampleColumn[]>(
    () => [
      { id: 'name', header: t('fields.name'), cell: (values) => <bdi>{String(values.name ?? '')}</bdi> },
      {
        id: 'plate_number',
        header: t('fields.plate_number'),
        cell: (values) => <bdi dir="auto">{String(values.plate_number ?? '')}</bdi>,
      },
      {
        id: 'category',
        header: t('fields.category'),
        cell: (values) => {
          const category = String(values.category ?? '');
          return i18n.exists(`vehicles:categories.${category}`) ? t(`categories.${category}`) : category;
        },
      },
    ],
    [t, i18n],
  );
  return (
    <ImportDialog
      {...props}
      title={t('import.title')}
      subtitle={t('import.subtitle')}
      mutation={mutation}
      template={downloadImportTemplate}
      fieldLabel={(field) => (i18n.exists(`vehicles:fields.${field}`) ? t(`fields.${field}`) : field)}
      sampleColumns={sampleColumns}
    />
  );
}
