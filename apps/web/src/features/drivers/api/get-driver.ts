import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverResponseSchema } from '@fleet/shared/schemas/drivers';
import { api } from '@/lib/api-client';
import { driverKeys } from '@/features/drivers/api/keys';

export async function getDriver(id: number) {
  const response = await api.get(`/dashboard/drivers/${id}`, { notFoundRedirect: true });
  return driverResponseSchema.parse(response.data).data;
}

export const driverQueryOptions = (id: number) =>
  queryOptions({ queryKey: driverKeys.detail(id), queryFn: () => getDriver(id) });

export function useDriver(id: number | undefined) {
  return useQuery({ ...driverQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
}
