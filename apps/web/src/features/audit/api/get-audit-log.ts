import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditListResponseSchema } from '@fleet/shared/schemas/audit';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';

/** The audit log's filters as the API names them (`from`/`to` are days, inclusive, in the fleet's zone). */
export type AuditFilters = {
  actor_type?: string;
  actor_id?: string;
  model?: string;
  action?: string;
  record_id?: string;
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
};

export const auditKeys = {
  all: ['audit-log'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
};

function params(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

export async function getAuditLog(filters: AuditFilters) {
  const response = await api.get('/dashboard/audit-log', { params: params(filters) });
  return auditListResponseSchema.parse(response.data);
}

export function useAuditLog(filters: AuditFilters, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: auditKeys.list(filters),
      queryFn: () => getAuditLog(filters),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** The whole filtered log as a spreadsheet (every page). */
export async function exportAuditLog(format: 'xlsx' | 'csv', filters: AuditFilters) {
  const { page: _page, per_page: _perPage, ...rest } = filters;
  const response = await api.get<Blob>('/dashboard/audit-log', {
    params: { ...params(rest), format },
    responseType: 'blob',
    timeout: 0,
  });
  saveBlob(
    response.data,
    response.headers['content-disposition'] as string | undefined,
    `audit-log.${format}`,
  );
}
