import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditActorOptionsQuery, auditActorOptionsResponseSchema } from '@fleet/shared/schemas/audit';
import { api } from '@/lib/api-client';
import { auditKeys } from '@/features/audit/api/get-audit-log';

/** The log's actors (value `type:id`) for the "who" filter, searched on the server, the selected one first. */
export function useAuditActorOptions(query: AuditActorOptionsQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...auditKeys.all, 'actors', query],
      queryFn: async () =>
        auditActorOptionsResponseSchema.parse(
          (await api.get('/dashboard/audit-log/actors', { params: query })).data,
        ).data,
      placeholderData: keepPreviousData,
    }),
  );
}
