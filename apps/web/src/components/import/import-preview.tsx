import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, CheckCircle2, Rows3 } from 'lucide-react';
import type { ImportResult } from '@fleet/shared/schemas/vehicles';
import { translateMessage } from '@/lib/i18n';
import { cn } from '@/lib/cn';

export const PREVIEW_SAMPLE_ROWS = 5;

export function readyCount(result: ImportResult): number {
  return Math.max(result.total - result.failed.length, 0);
}

/** A column of the sample of rows to import: its header and how a row's sheet values read in it. */
export type ImportSampleColumn = {
  id: string;
  header: string;
  cell: (values: Record<string, unknown>) => ReactNode;
};

type ImportPreviewProps = {
  result: ImportResult;
  /** A failed row's field as the user knows it (the column's label). */
  fieldLabel: (field: string) => string;
  sampleColumns: readonly ImportSampleColumn[];
};

/** Counts, the failed rows (row, field, message) and a sample of the rows that would be created. */
export function ImportPreview({ result, fieldLabel, sampleColumns }: ImportPreviewProps) {
  const { t, i18n } = useTranslation('common');
  const number = (value: number) => value.toLocaleString(i18n.language);
  const failures = result.failed.flatMap((failure) =>
    Object.entries(failure.errors).flatMap(([field, messages]) =>
      messages.map((message, index) => ({
        key: `${failure.row}-${field}-${index}`,
        row: failure.row,
        field,
        message,
      })),
    ),
  );
  const sample = result.preview.slice(0, PREVIEW_SAMPLE_ROWS);
  const counts = [
    { id: 'total', label: t('import.total'), value: result.total, icon: Rows3, tone: 'text-foreground' },
    {
      id: 'ready',
      label: t('import.will_create'),
      value: readyCount(result),
      icon: CheckCircle2,
      tone: 'text-primary',
    },
    {
      id: 'failed',
      label: t('import.failed'),
      value: result.failed.length,
      icon: AlertCircle,
      tone: 'text-destructive',
    },
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="import-preview">
      <h3 className="font-bold">{t('import.preview_title')}</h3>
      <dl className="grid grid-cols-3 gap-2">
        {counts.map((count) => (
          <div key={count.id} className="flex flex-col gap-1 rounded-lg border bg-muted/30 p-3">
            <dt className="flex items-center gap-1.5 text-xs font-semibold text-muted-foreground">
              <count.icon className={cn('size-3.5', count.tone)} />
              {count.label}
            </dt>
            <dd
              className={cn('text-xl font-extrabold tabular-nums', count.tone)}
              data-testid={`import-count-${count.id}`}
            >
              {number(count.value)}
            </dd>
          </div>
        ))}
      </dl>
      {failures.length > 0 && (
        <section className="flex flex-col gap-2">
          <h4 className="text-sm font-bold text-destructive">{t('import.failed_rows')}</h4>
          <div className="max-h-56 overflow-auto rounded-md border">
            <table className="w-full text-sm" data-testid="import-failed-rows">
              <thead className="sticky top-0 bg-muted">
                <tr>
                  <th className="px-3 py-2 text-start text-xs font-bold">{t('import.row')}</th>
                  <th className="px-3 py-2 text-start text-xs font-bold">{t('import.field')}</th>
                  <th className="px-3 py-2 text-start text-xs font-bold">{t('import.message')}</th>
                </tr>
              </thead>
              <tbody>
                {failures.map((failure) => (
                  <tr
                    key={failure.key}
                    className="border-t"
                    data-testid="import-failed-row"
                    data-row={failure.row}
                  >
                    <td className="px-3 py-2 tabular-nums">{number(failure.row)}</td>
                    <td className="px-3 py-2 font-semibold">{fieldLabel(failure.field)}</td>
                    <td className="px-3 py-2 text-destructive">{translateMessage(failure.message)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      {sample.length > 0 && (
        <section className="flex flex-col gap-2">
          <h4 className="text-sm font-bold">{t('import.sample', { count: sample.length })}</h4>
          <div className="overflow-auto rounded-md border">
            <table className="w-full text-sm" data-testid="import-sample">
              <thead className="bg-muted">
                <tr>
                  <th className="px-3 py-2 text-start text-xs font-bold">{t('import.row')}</th>
                  {sampleColumns.map((column) => (
                    <th key={column.id} className="px-3 py-2 text-start text-xs font-bold">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sample.map((row) => (
                  <tr key={row.row} className="border-t" data-testid="import-sample-row">
                    <td className="px-3 py-2 tabular-nums">{number(row.row)}</td>
                    {sampleColumns.map((column) => (
                      <td key={column.id} className="px-3 py-2">
                        {column.cell(row.values)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
