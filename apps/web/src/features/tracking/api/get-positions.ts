import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionsQuery } from '@fleet/shared/schemas/tracking';
import { api } from '@/lib/api-client';
import { readPositions } from '@/features/tracking/api/positions-guard';

export const trackingKeys = {
  all: ['tracking'] as const,
  positions: (id: number, query: PositionsQuery) => [...trackingKeys.all, 'positions', id, query] as const,
};

/** The movement record of one vehicle over a period, in time order. */
export async function getPositions(id: number, query: PositionsQuery) {
  const response = await api.get(`/dashboard/vehicles/${id}/positions`, { params: query });
  const positions = readPositions(response.data);
  if (!positions) throw new Error('positions: a response outside the contract');
  return positions;
}

export const positionsQueryOptions = (id: number, query: PositionsQuery) =>
  queryOptions({ queryKey: trackingKeys.positions(id, query), queryFn: () => getPositions(id, query) });

export function usePositions(id: number, query: PositionsQuery | null) {
  return useQuery({ ...positionsQueryOptions(id, query ?? {}), enabled: query !== null });
}
