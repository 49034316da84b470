import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionCatalogueResponseSchema } from '@fleet/shared/schemas/roles';
import { api } from '@/lib/api-client';
import { currentLanguage, isLanguage } from '@/lib/i18n';
import { roleKeys } from '@/features/roles/api/keys';

export async function getPermissionCatalogue() {
  const response = await api.get('/dashboard/permissions');
  return permissionCatalogueResponseSchema.parse(response.data).data;
}

/** Labels come translated by the server, so the language is part of the key. */
export const permissionCatalogueQueryOptions = (language = currentLanguage()) =>
  queryOptions({
    queryKey: [...roleKeys.catalogue(), language],
    queryFn: getPermissionCatalogue,
    staleTime: Infinity,
  });

export function usePermissionCatalogue(language: string) {
  return useQuery(permissionCatalogueQueryOptions(isLanguage(language) ? language : undefined));
}
