import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileDown, Loader2 } from 'lucide-react';
import { AUDIT_ACTIONS, AUDIT_ACTOR_TYPES, AUDIT_MODELS } from '@fleet/shared/schemas/audit';
import { SEARCH_DEBOUNCE_MS } from '@fleet/shared/constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { showToast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { type AuditFilters, exportAuditLog, useAuditLog } from '@/features/audit/api/get-audit-log';
import { AuditTable } from '@/features/audit/components/audit-table';
import { useAuditActorOptions } from '@/features/audit/api/get-audit-actor-options';

const FILTER_KEYS = ['actor_type', 'actor_id', 'model', 'action', 'record_id', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

type ActorType = (typeof AUDIT_ACTOR_TYPES)[number];
const isActorType = (value: string | undefined): value is ActorType =>
  (AUDIT_ACTOR_TYPES as readonly string[]).includes(value ?? '');

/** "Who": the log's actors searched on the server by name (employees, drivers, devices, API keys). */
function ActorFilter({
  type,
  id,
  onChange,
}: {
  type?: string;
  id?: string;
  onChange: (actor: { actor_type: string | null; actor_id: string | null }) => void;
}) {
  const { t } = useTranslation('audit');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const selectedId = Number(id);
  const options = useAuditActorOptions({
    ...(name ? { name } : {}),
    ...(isActorType(type) && Number.isInteger(selectedId) && selectedId > 0
      ? { actor_type: type, actor_id: selectedId }
      : {}),
  });
  const labelled = useMemo(
    () =>
      (options.data ?? []).map((option) => ({
        value: option.value,
        label: `${option.label} · ${t(`actor_types.${option.type}`)}`,
      })),
    [options.data, t],
  );
  return (
    <SearchableSelect
      options={labelled}
      pinned={[{ label: t('filters.any_actor'), value: '' }]}
      value={type && id ? `${type}:${id}` : ''}
      onChange={(value) => {
        const [nextType, nextId] = String(value).split(':');
        onChange({ actor_type: nextType || null, actor_id: nextId || null });
      }}
      onSearchChange={setSearch}
      loading={options.isFetching || name !== search.trim()}
      aria-label={t('filters.actor')}
      data-testid="audit-actor-filter"
    />
  );
}

/** `/audit-log`: every audited change, sign-in and export, filtered by who, module, action, record and days. */
export function AuditLogPage() {
  const { t } = useTranslation('audit');
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = useMemo(() => {
    const out: AuditFilters = { page: Math.max(1, Number(params.get('page')) || 1) };
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (value) out[key] = value;
    }
    return out;
  }, [params]);
  const hasFilters = FILTER_KEYS.some((key) => params.has(key));
  const log = useAuditLog(filters);
  const ready = !log.isFetching && !log.isPlaceholderData && !!log.data;
  const [exporting, setExporting] = useState(false);

  const setFilters = (changes: Partial<Record<FilterKey, string | null>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next);
  };
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };
  const runExport = (format: 'xlsx' | 'csv') => {
    setExporting(true);
    exportAuditLog(format, filters)
      .catch(() => showToast('error', t('export.failed')))
      .finally(() => setExporting(false));
  };

  const modelOptions = useMemo(
    () => AUDIT_MODELS.map((model) => ({ value: model, label: t(`models.${model}`) })),
    [t],
  );
  const actionOptions = useMemo(
    () => AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) })),
    [t],
  );

  return (
    <div
      className="flex flex-col gap-4"
      data-testid="audit-log"
      data-state={ready ? 'ready' : log.isError ? 'error' : 'loading'}
    >
      <ListToolbar
        actions={
          <>
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                variant="outline"
                className="h-[50px]"
                disabled={exporting}
                onClick={() => runExport(format)}
                data-testid={`audit-export-${format}`}
              >
                {exporting ? <Loader2 className="animate-spin" /> : <FileDown />}
                {t(`export.${format}`)}
              </Button>
            ))}
          </>
        }
      >
        <div className="w-48">
          <SearchableSelect
            options={modelOptions}
            pinned={[{ label: t('filters.any_model'), value: '' }]}
            value={filters.model ?? ''}
            onChange={(value) => setFilters({ model: String(value) || null })}
            aria-label={t('filters.model')}
            data-testid="audit-model-filter"
          />
        </div>
        <div className="w-48">
          <SearchableSelect
            options={actionOptions}
            pinned={[{ label: t('filters.any_action'), value: '' }]}
            value={filters.action ?? ''}
            onChange={(value) => setFilters({ action: String(value) || null })}
            aria-label={t('filters.action')}
            data-testid="audit-action-filter"
          />
        </div>
        <div className="w-56">
          <ActorFilter type={filters.actor_type} id={filters.actor_id} onChange={setFilters} />
        </div>
        <Input
          className="h-[50px] w-36"
          inputMode="numeric"
          defaultValue={filters.record_id ?? ''}
          key={`record-${filters.record_id ?? ''}`}
          placeholder={t('filters.record_id')}
          aria-label={t('filters.record_id')}
          onBlur={(event) => setFilters({ record_id: event.target.value.trim() || null })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilters({ record_id: event.currentTarget.value.trim() || null });
          }}
          data-testid="audit-record-filter"
        />
        <DateRangeFilter
          startDate={filters.from}
          endDate={filters.to}
          onChange={(range) => setFilters({ from: range.start_date, to: range.end_date })}
        />
        <ClearFiltersButton visible={hasFilters} onClear={() => setParams(new URLSearchParams())} />
      </ListToolbar>
      <AuditTable
        rows={log.data?.data}
        meta={log.data?.meta}
        loading={log.isPending}
        filtered={hasFilters}
        onPageChange={setPage}
      />
    </div>
  );
}

export default AuditLogPage;
