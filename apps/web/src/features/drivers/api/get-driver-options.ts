import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, selectOptionSchema } from '@fleet/shared/common';
import { z } from '@fleet/shared/validation';
import { api } from '@/lib/api-client';
import { driverKeys } from '@/features/drivers/api/keys';

const optionsSchema = envelope(z.array(selectOptionSchema));

/** Every driver as a select option (linking an employee to its driver record). */
export async function getDriverOptions() {
  const response = await api.get('/dashboard/drivers/options');
  return optionsSchema.parse(response.data).data;
}

export function useDriverOptions(enabled = true) {
  return useQuery(
    queryOptions({ queryKey: [...driverKeys.all, 'options'], queryFn: getDriverOptions, enabled }),
  );
}
