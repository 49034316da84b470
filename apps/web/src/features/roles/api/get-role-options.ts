import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, selectOptionSchema } from '@fleet/shared/common';
import { z } from '@fleet/shared/validation';
import { api } from '@/lib/api-client';
import { roleKeys } from '@/features/roles/api/keys';

const roleOptionsResponseSchema = envelope(z.array(selectOptionSchema));

export async function getRoleOptions() {
  const response = await api.get('/dashboard/roles/options');
  return roleOptionsResponseSchema.parse(response.data).data;
}

export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.options(), queryFn: getRoleOptions });

export function useRoleOptions(enabled = true) {
  return useQuery({ ...roleOptionsQueryOptions(), enabled });
}
