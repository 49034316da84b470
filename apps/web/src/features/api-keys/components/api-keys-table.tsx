import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import type { ApiKey, ApiKeyStatus } from '@fleet/shared/schemas/api-keys';
import type { ListMeta } from '@fleet/shared/common';
import { cn } from '@/lib/cn';
import { formatDisplayDate, formatDisplayDateTime } from '@/lib/dates';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/data-table/data-table';

const STATUS_CLASSES: Record<ApiKeyStatus, string> = {
  active: 'bg-primary-soft text-primary',
  expired: 'bg-warning-soft text-foreground',
  revoked: 'bg-muted text-muted-foreground',
};

type ApiKeysTableProps = {
  rows: ApiKey[] | undefined;
  meta: ListMeta | undefined;
  loading: boolean;
  filtered: boolean;
  onPageChange: (page: number) => void;
  onRevoke: (key: ApiKey) => void;
};

export function ApiKeysTable({ rows, meta, loading, filtered, onPageChange, onRevoke }: ApiKeysTableProps) {
  const { t, i18n } = useTranslation('settings');
  const columns = useMemo<Column<ApiKey>[]>(
    () => [
      {
        id: 'name',
        header: t('api_keys.columns.name'),
        cell: (key) => (
          <bdi className="font-semibold" data-testid="api-key-name-cell">
            {key.name}
          </bdi>
        ),
      },
      {
        id: 'prefix',
        header: t('api_keys.columns.prefix'),
        cell: (key) => (
          <code dir="ltr" className="font-mono text-xs">
            {key.prefix}…
          </code>
        ),
      },
      {
        id: 'scope',
        header: t('api_keys.columns.scope'),
        cell: (key) => (
          <span className="whitespace-nowrap text-muted-foreground">
            {t('api_keys.permissions_count', { count: key.permissions.length })}
            {' · '}
            {key.vehicle_ids.length === 0
              ? t('api_keys.all_vehicles')
              : t('api_keys.vehicles_count', { count: key.vehicle_ids.length })}
          </span>
        ),
      },
      {
        id: 'rate',
        header: t('api_keys.columns.rate_limit'),
        cell: (key) => (
          <span className="whitespace-nowrap">
            {t('api_keys.per_minute', { count: key.rate_limit_per_minute })}
          </span>
        ),
      },
      {
        id: 'last_used',
        header: t('api_keys.columns.last_used_at'),
        cell: (key) => (
          <span className="whitespace-nowrap text-muted-foreground">
            {key.last_used_at
              ? formatDisplayDateTime(key.last_used_at, i18n.language)
              : t('api_keys.never_used')}
          </span>
        ),
      },
      {
        id: 'expires',
        header: t('api_keys.columns.expires_at'),
        cell: (key) => (
          <span className="whitespace-nowrap text-muted-foreground">
            {key.expires_at ? formatDisplayDate(key.expires_at, i18n.language) : t('api_keys.never')}
          </span>
        ),
      },
      {
        id: 'created_by',
        header: t('api_keys.columns.created_by'),
        cell: (key) => (
          <span className="whitespace-nowrap">
            <bdi>{key.created_by.name ?? '—'}</bdi>
            <span className="block text-xs text-muted-foreground">
              {formatDisplayDate(key.created_at, i18n.language)}
            </span>
          </span>
        ),
      },
      {
        id: 'status',
        header: t('api_keys.columns.status'),
        cell: (key) => (
          <span
            className={cn(
              'rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
              STATUS_CLASSES[key.status],
            )}
            data-testid="api-key-status"
          >
            {t(`api_keys.status.${key.status}`)}
          </span>
        ),
      },
      {
        id: 'actions',
        header: <span className="sr-only">{t('common:table.row_actions')}</span>,
        cell: (key) =>
          key.actions.includes('delete') ? (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              onClick={() => onRevoke(key)}
              aria-label={t('api_keys.revoke_named', { name: key.name })}
              data-testid="api-key-revoke"
            >
              <Ban />
              {t('api_keys.revoke')}
            </Button>
          ) : null,
      },
    ],
    [t, i18n.language, onRevoke],
  );
  return (
    <DataTable
      columns={columns}
      rows={rows}
      meta={meta}
      loading={loading}
      filtered={filtered}
      emptyText={{ title: t('empty_state.api_keys.title'), hint: t('empty_state.api_keys.hint') }}
      onPageChange={onPageChange}
      data-testid="api-keys-table"
    />
  );
}
