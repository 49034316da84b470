import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ListMeta, RowAction } from '@fleet/shared/common';
import type { FuelTransaction } from '@fleet/shared/schemas/fuel';
import { useFleetTimeZone } from '@/lib/fleet-time-zone';
import { formatZonedDateTime } from '@/lib/dates';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';

type FuelTransactionsTableProps = {
  rows: readonly FuelTransaction[] | undefined;
  meta: ListMeta | undefined;
  loading: boolean;
  filtered: boolean;
  onPageChange: (page: number) => void;
  onAction: (transaction: FuelTransaction, action: RowAction) => void;
};

/** Flagged or matching: an icon and words, never a colour alone. */
export function FuelStatus({ transaction }: { transaction: FuelTransaction }) {
  const { t } = useTranslation('fuel');
  if (transaction.flagged)
    return (
      <span
        className="inline-flex items-center gap-1.5 rounded-full bg-destructive/10 px-2.5 py-1 text-xs font-bold whitespace-nowrap text-destructive"
        title={t('status.flagged_hint')}
        data-testid="fuel-status"
        data-flagged="true"
      >
        <AlertTriangle className="size-3.5" aria-hidden />
        {t('status.flagged')}
      </span>
    );
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-bold whitespace-nowrap text-primary"
      data-testid="fuel-status"
      data-flagged="false"
    >
      <CheckCircle2 className="size-3.5" aria-hidden />
      {t('status.ok')}
    </span>
  );
}

/** The fuel-card transactions, newest first: each with what the sensor saw at the matched refuel. */
export function FuelTransactionsTable({
  rows,
  meta,
  loading,
  filtered,
  onPageChange,
  onAction,
}: FuelTransactionsTableProps) {
  const { t, i18n } = useTranslation('fuel');
  const timeZone = useFleetTimeZone();
  const columns = useMemo<Column<FuelTransaction>[]>(() => {
    const number = (value: number, digits = 2) =>
      value.toLocaleString(i18n.language, { maximumFractionDigits: digits });
    const signed = (value: number) =>
      value.toLocaleString(i18n.language, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
    return [
      {
        id: 'vehicle',
        header: t('columns.vehicle'),
        cell: (row) => (
          <div className="flex min-w-36 flex-col" data-testid="fuel-vehicle-cell">
            <bdi className="truncate font-semibold">{row.vehicle.name}</bdi>
            <bdi dir="auto" className="self-start font-mono text-xs text-muted-foreground">
              {row.vehicle.plate_number}
            </bdi>
          </div>
        ),
      },
      {
        id: 'time',
        header: t('columns.time'),
        cell: (row) => (
          <span className="whitespace-nowrap tabular-nums" data-testid="fuel-time-cell">
            {formatZonedDateTime(row.time, timeZone, i18n.language)}
          </span>
        ),
      },
      {
        id: 'litres',
        header: t('columns.litres'),
        cell: (row) => (
          <span className="font-semibold whitespace-nowrap tabular-nums" data-testid="fuel-litres-cell">
            {number(row.litres)} {t('units.litres')}
          </span>
        ),
      },
      {
        id: 'cost',
        header: t('columns.cost'),
        cell: (row) => <span className="tabular-nums">{row.cost === null ? '—' : number(row.cost)}</span>,
      },
      {
        id: 'station',
        header: t('columns.station'),
        cell: (row) => <bdi className="min-w-24">{row.station ?? '—'}</bdi>,
      },
      {
        id: 'card',
        header: t('columns.card'),
        cell: (row) => (
          <bdi dir="auto" className="font-mono text-xs">
            {row.card ?? '—'}
          </bdi>
        ),
      },
      {
        id: 'match',
        header: t('columns.match'),
        cell: (row) =>
          row.detected_litres === null ? (
            <span className="text-xs text-muted-foreground" data-testid="fuel-match">
              {t('match.none')}
            </span>
          ) : (
            <div className="flex min-w-28 flex-col text-xs" data-testid="fuel-match">
              <span className="whitespace-nowrap">
                {t('match.detected', { litres: number(row.detected_litres) })}
              </span>
              {row.difference_litres !== null && (
                <span className="whitespace-nowrap text-muted-foreground" data-testid="fuel-difference">
                  {t('match.difference', { litres: signed(row.difference_litres) })}
                </span>
              )}
            </div>
          ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (row) => <FuelStatus transaction={row} />,
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('common:table.row_actions')}</span>,
        cell: (row) => (
          <RowActions
            actions={row.actions}
            model="fuel"
            onAction={(action) => onAction(row, action)}
            rowLabel={`${row.vehicle.name} ${formatZonedDateTime(row.time, timeZone, i18n.language)}`}
          />
        ),
      },
    ];
  }, [t, i18n.language, timeZone, onAction]);

  return (
    <DataTable
      columns={columns}
      rows={rows}
      meta={meta}
      loading={loading}
      onPageChange={onPageChange}
      filtered={filtered}
      emptyText={{ title: t('empty_state.title'), hint: t('empty_state.hint') }}
      data-testid="fuel-table"
    />
  );
}
