import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '@fleet/shared/common';
import type { ExaminationListItem } from '@fleet/shared/schemas/examinations';
import { paths } from '@/config/paths';
import { formatDisplayDateTime } from '@/lib/dates';
import type { ListMeta } from '@fleet/shared/common';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { RowActions } from '@/components/data-table/row-actions';
import { FixStatusBadge, FlaggedBadge, SeverityBadge } from '@/features/examinations/components/badges';
import { DeleteExaminationDialog } from '@/features/examinations/components/delete-examination-dialog';

type ExaminationsTableProps = {
  rows: readonly ExaminationListItem[] | undefined;
  meta: ListMeta | undefined;
  loading: boolean;
  filtered: boolean;
  onPageChange: (page: number) => void;
};

export function ExaminationsTable({ rows, meta, loading, filtered, onPageChange }: ExaminationsTableProps) {
  const { t, i18n } = useTranslation('examinations');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<ExaminationListItem | null>(null);

  const columns = useMemo<Column<ExaminationListItem>[]>(() => {
    const onAction = (examination: ExaminationListItem, action: RowAction) => {
      if (action === 'view') void navigate(paths.examinations.view.getHref(examination.id));
      else if (action === 'delete') setDeleting(examination);
    };
    return [
      {
        id: 'vehicle',
        header: t('columns.vehicle'),
        cell: (examination) => (
          <div className="flex min-w-44 flex-col">
            <Link
              to={paths.examinations.view.getHref(examination.id)}
              className="truncate font-semibold hover:text-primary hover:underline"
              data-testid="examination-vehicle-cell"
            >
              <bdi>{examination.vehicle.name}</bdi>
            </Link>
            <bdi dir="auto" className="self-start font-mono text-xs text-muted-foreground">
              {examination.vehicle.plate_number}
            </bdi>
          </div>
        ),
      },
      {
        id: 'driver',
        header: t('columns.driver'),
        cell: (examination) =>
          examination.driver ? (
            <bdi className="whitespace-nowrap">{examination.driver.name}</bdi>
          ) : (
            <span className="text-xs text-muted-foreground">{t('deleted_driver')}</span>
          ),
      },
      {
        id: 'type',
        header: t('columns.type'),
        cell: (examination) => <span className="whitespace-nowrap">{t(`types.${examination.type}`)}</span>,
      },
      {
        id: 'submitted_at',
        header: t('columns.submitted_at'),
        cell: (examination) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDisplayDateTime(examination.submitted_at, i18n.language)}
          </span>
        ),
      },
      {
        id: 'faults',
        header: t('columns.faults'),
        cell: (examination) =>
          examination.damaged_count === 0 ? (
            <span className="text-xs text-muted-foreground" data-testid="examination-faults-cell">
              {t('no_faults')}
            </span>
          ) : (
            <div className="flex flex-wrap items-center gap-1.5" data-testid="examination-faults-cell">
              <span className="text-xs font-semibold whitespace-nowrap tabular-nums">
                {t('faults_count', {
                  open: examination.open_count.toLocaleString(i18n.language),
                  total: examination.damaged_count.toLocaleString(i18n.language),
                })}
              </span>
              {examination.max_severity && <SeverityBadge severity={examination.max_severity} />}
              {examination.flagged && <FlaggedBadge />}
            </div>
          ),
      },
      {
        id: 'fix_status',
        header: t('columns.fix_status'),
        cell: (examination) =>
          examination.fix_status ? (
            <FixStatusBadge status={examination.fix_status} />
          ) : (
            <span className="text-xs text-muted-foreground">—</span>
          ),
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('columns.actions')}</span>,
        className: 'w-16 text-end',
        cell: (examination) => (
          <RowActions
            actions={examination.actions}
            model="examinations"
            rowLabel={examination.vehicle.name}
            onAction={(action) => onAction(examination, action)}
          />
        ),
      },
    ];
  }, [t, i18n.language, navigate]);

  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        meta={meta}
        loading={loading}
        onPageChange={onPageChange}
        filtered={filtered}
        emptyText={{ title: t('empty_state.title'), hint: t('empty_state.hint') }}
        data-testid="examinations-table"
      />
      <DeleteExaminationDialog examination={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
