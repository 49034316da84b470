import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListMeta } from '@fleet/shared/common';
import type { AuditEntry } from '@fleet/shared/schemas/audit';
import { formatDisplayDateTime } from '@/lib/dates';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { AuditChanges } from '@/features/audit/components/audit-changes';

type AuditTableProps = {
  rows: readonly AuditEntry[] | undefined;
  meta: ListMeta | undefined;
  loading: boolean;
  filtered: boolean;
  onPageChange: (page: number) => void;
  /** A record's history: its model and id go without saying. */
  compact?: boolean;
  'data-testid'?: string;
};

const SENSOR_ACTIONS = new Set(['sensor_add', 'sensor_update', 'sensor_remove']);

/** The sensor a vehicle's `sensor_*` entry is about (`changes.sensor`: before and after), if it names one. */
function sensorOf(row: AuditEntry): string | null {
  if (!SENSOR_ACTIONS.has(row.action)) return null;
  const [before, after] = row.changes?.sensor ?? [null, null];
  const name = ((after ?? before) as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : null;
}

/** Who did what to which record, when, from where; the changed fields with old and new values. */
export function AuditTable({
  rows,
  meta,
  loading,
  filtered,
  onPageChange,
  compact,
  ...props
}: AuditTableProps) {
  const { t, i18n } = useTranslation('audit');
  const columns = useMemo<Column<AuditEntry>[]>(() => {
    const all: (Column<AuditEntry> | false)[] = [
      {
        id: 'time',
        header: t('columns.time'),
        cell: (row) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatDisplayDateTime(row.time, i18n.language)}
          </span>
        ),
      },
      {
        id: 'actor',
        header: t('columns.actor'),
        cell: (row) => (
          <div className="flex min-w-32 flex-col" data-testid="audit-actor">
            <bdi className="self-start font-semibold">
              {row.actor.name ?? t(`actor_types.${row.actor.type}`)}
            </bdi>
            <span className="text-xs text-muted-foreground">{t(`actor_types.${row.actor.type}`)}</span>
          </div>
        ),
      },
      {
        id: 'action',
        header: t('columns.action'),
        cell: (row) => (
          <span
            className="font-semibold whitespace-nowrap"
            data-testid="audit-action"
            data-action={row.action}
          >
            {sensorOf(row) !== null
              ? t(`sensor_entry.${row.action}`, { name: sensorOf(row) })
              : t(`actions.${row.action}`, { defaultValue: row.action })}
          </span>
        ),
      },
      !compact && {
        id: 'record',
        header: t('columns.record'),
        cell: (row) => (
          <span className="whitespace-nowrap" data-testid="audit-record">
            {t(`models.${row.model}`, { defaultValue: row.model })}
            {row.record_id !== null && <bdi className="ms-1 text-muted-foreground">#{row.record_id}</bdi>}
          </span>
        ),
      },
      {
        id: 'changes',
        header: t('columns.changes'),
        // A sensor's entry names the sensor in its action: its fields are the rest.
        cell: (row) => (
          <AuditChanges changes={row.changes} omit={sensorOf(row) !== null ? ['sensor'] : undefined} />
        ),
      },
      {
        id: 'origin',
        header: t('columns.origin'),
        cell: (row) => (
          <div className="flex max-w-56 flex-col text-xs">
            <bdi dir="ltr" className="self-start font-mono">
              {row.ip ?? '—'}
            </bdi>
            <span className="truncate text-muted-foreground" title={row.user_agent ?? undefined}>
              {row.user_agent ?? ''}
            </span>
          </div>
        ),
      },
    ];
    return all.filter((column): column is Column<AuditEntry> => column !== false);
  }, [t, i18n.language, compact]);

  return (
    <DataTable
      columns={columns}
      rows={rows}
      meta={meta}
      loading={loading}
      onPageChange={onPageChange}
      filtered={filtered}
      emptyText={{
        title: t(compact ? 'empty_state.record.title' : 'empty_state.log.title'),
        hint: t(compact ? 'empty_state.record.hint' : 'empty_state.log.hint'),
      }}
      data-testid={props['data-testid'] ?? 'audit-table'}
    />
  );
}
