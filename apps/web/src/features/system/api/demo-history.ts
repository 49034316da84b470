import { useQuery } from '@tanstack/react-query';
import { demoHistoryStatusResponseSchema } from '@fleet/shared/schemas/system';
import { api } from '@/lib/api-client';

export async function getDemoHistory() {
  const response = await api.get('/dashboard/system/demo-history');
  return demoHistoryStatusResponseSchema.parse(response.data).data;
}

/** The demo history's progress; asked again every few seconds while it is being written, then no more. */
export function useDemoHistory(enabled: boolean) {
  return useQuery({
    queryKey: ['system', 'demo-history'],
    queryFn: getDemoHistory,
    enabled,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.status === 'writing' ? 5_000 : false),
  });
}
