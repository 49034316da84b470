import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { normalizePermission } from '@fleet/shared/permissions';
import type { ApiKey } from '@fleet/shared/schemas/api-keys';
import { useListQuery } from '@/lib/list-query';
import { useUser } from '@/lib/auth-store';
import { usePermission } from '@/lib/permissions';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { SearchInput } from '@/components/data-table/search-input';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { useApiKeys } from '@/features/api-keys/api/get-api-keys';
import { useCreateApiKey } from '@/features/api-keys/api/create-api-key';
import { useRevokeApiKey } from '@/features/api-keys/api/revoke-api-key';
import { ApiKeysTable } from '@/features/api-keys/components/api-keys-table';
import { CreateApiKeyDialog } from '@/features/api-keys/components/create-api-key-dialog';
import { CreatedKeyDialog } from '@/features/api-keys/components/created-key-dialog';
import { PermissionPicker } from '@/features/roles/components/permission-picker';
import { VehiclesPicker } from '@/features/geofences/components/vehicles-picker';
import { useVehicleOptions } from '@/features/vehicles/api/get-vehicle-options';
import { useCatalogue } from '@/app/routes/roles/use-catalogue';

const STATUS_TABS = [
  { value: '', labelKey: 'settings:api_keys.status.all' },
  { value: 'active', labelKey: 'settings:api_keys.status.active' },
  { value: 'expired', labelKey: 'settings:api_keys.status.expired' },
  { value: 'revoked', labelKey: 'settings:api_keys.status.revoked' },
] as const;

/** Settings → API keys: integrations' keys, created with at most the user's own permissions, shown once. */
export function ApiKeysPage() {
  const { t } = useTranslation('settings');
  const { query, setFilter, setPage, clear, hasFilters } = useListQuery();
  const keys = useApiKeys(query);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const canCreate = usePermission('create_api_keys');
  const user = useUser();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  // A key never holds more than its creator: offer only the user's own permissions.
  const { catalogue: full, loading } = useCatalogue();
  const catalogue = useMemo(() => {
    const held = new Set((user?.permissions ?? []).map(normalizePermission));
    return full
      ?.map((area) => ({
        ...area,
        models: area.models
          .map((model) => ({ ...model, permissions: model.permissions.filter((p) => held.has(p.name)) }))
          .filter((model) => model.permissions.length > 0 && model.model !== 'api_keys'),
      }))
      .filter((area) => area.models.length > 0);
  }, [full, user]);

  const onRevoke = useCallback((key: ApiKey) => setRevoking(key), []);

  return (
    <div className="flex flex-col gap-4" data-testid="api-keys-page">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">{t('api_keys.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('api_keys.subtitle')}</p>
      </div>
      <ListToolbar
        actions={
          canCreate && (
            <Button className="h-[50px] px-5" onClick={() => setCreating(true)} data-testid="api-key-add">
              <KeyRound />
              {t('api_keys.add')}
            </Button>
          )
        }
      >
        <StatusTabs
          tabs={STATUS_TABS}
          value={query.status}
          onChange={(value) => setFilter('status', value)}
        />
        <SearchInput
          value={query.name}
          onSearch={(value) => setFilter('name', value)}
          placeholder={t('api_keys.search_placeholder')}
          className="min-w-40 flex-1 sm:max-w-60"
        />
        <ClearFiltersButton visible={hasFilters} onClear={clear} />
      </ListToolbar>
      <ApiKeysTable
        rows={keys.data?.data}
        meta={keys.data?.meta}
        loading={keys.isPending}
        filtered={hasFilters}
        onPageChange={setPage}
        onRevoke={onRevoke}
      />
      <CreateApiKeyDialog
        open={creating}
        onOpenChange={setCreating}
        permissionsPicker={({ value, onChange, invalid }) => (
          <PermissionPicker
            catalogue={catalogue}
            loading={loading}
            value={value}
            onChange={onChange}
            invalid={invalid}
          />
        )}
        vehiclesPicker={({ id, value, onChange, invalid }) => (
          <VehiclesPicker
            id={id}
            value={value}
            known={[]}
            invalid={invalid}
            useOptions={useVehicleOptions}
            onChange={onChange}
          />
        )}
        onSubmit={async (input) => {
          const answer = await create.mutateAsync(input);
          setCreating(false);
          setCreated({ name: answer.data.name, key: answer.data.key });
        }}
      />
      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={!!revoking}
        onOpenChange={(open) => !open && setRevoking(null)}
        action={t('api_keys.revoke_verb')}
        type={t('api_keys.type', { name: revoking?.name ?? '' })}
        description={t('api_keys.revoke_description')}
        confirmLabel={t('api_keys.revoke')}
        pending={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            // The answer's message is toasted by the API client.
            onSuccess: () => setRevoking(null),
          });
        }}
      />
    </div>
  );
}

export default ApiKeysPage;
