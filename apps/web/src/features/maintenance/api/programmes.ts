import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import {
  programmeListResponseSchema,
  programmeResponseSchema,
  type ProgrammeValues,
} from '@fleet/shared/schemas/maintenance';
import { api } from '@/lib/api-client';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { maintenanceKeys } from '@/features/maintenance/api/keys';

export function useProgrammes(query: ListQueryState) {
  return useQuery({
    queryKey: maintenanceKeys.programmes(query),
    queryFn: async () => {
      const response = await api.get('/dashboard/maintenance/programmes', { params: toRequestParams(query) });
      return programmeListResponseSchema.parse(response.data);
    },
    placeholderData: keepPreviousData,
  });
}

export function useProgramme(id: number | undefined) {
  return useQuery({
    queryKey: maintenanceKeys.programme(id ?? 0),
    queryFn: async () => {
      const response = await api.get(`/dashboard/maintenance/programmes/${id}`, { notFoundRedirect: true });
      return programmeResponseSchema.parse(response.data).data;
    },
    enabled: id !== undefined && id > 0,
  });
}

export function useSaveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: ProgrammeValues }) => {
      const response =
        id === undefined
          ? await api.post('/dashboard/maintenance/programmes', input)
          : await api.put(`/dashboard/maintenance/programmes/${id}`, input);
      return programmeResponseSchema.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}

export function useDeleteProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      messageSchema.parse((await api.delete(`/dashboard/maintenance/programmes/${id}`)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}

/** Every programme as select options (a fleet has a handful). */
export function useProgrammeChoices() {
  return useQuery({
    queryKey: [...maintenanceKeys.all, 'programme-choices'],
    queryFn: async () => {
      const response = await api.get('/dashboard/maintenance/programmes', { params: { per_page: 100 } });
      return programmeListResponseSchema.parse(response.data).data.map((p) => ({ id: p.id, name: p.name }));
    },
  });
}
