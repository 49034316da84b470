import { queryOptions, useQuery } from '@tanstack/react-query';
import { countriesResponseSchema } from '@fleet/shared/schemas/countries';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** Phone calling codes with their flags and names, in the current language (`GET /api/countries`). */
export async function getCountries() {
  const response = await api.get('/countries');
  return countriesResponseSchema.parse(response.data).data;
}

export function useCountries() {
  const language = currentLanguage();
  return useQuery(
    queryOptions({ queryKey: ['countries', language], queryFn: getCountries, staleTime: 60 * 60 * 1000 }),
  );
}
