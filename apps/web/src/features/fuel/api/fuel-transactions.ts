import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@fleet/shared/common';
import {
  FUEL_SHEET_COLUMNS,
  fuelTransactionListResponseSchema,
  fuelTransactionResponseSchema,
  type FuelTransactionInput,
} from '@fleet/shared/schemas/fuel';
import { api } from '@/lib/api-client';
import type { ListQueryState } from '@/lib/list-query';
import { saveBlob } from '@/lib/download';
import { uploadImport, type ImportInput } from '@/components/import/upload-import';

const base = '/dashboard/fuel-transactions';

export const fuelKeys = {
  all: ['fuel-transactions'] as const,
  lists: () => [...fuelKeys.all, 'list'] as const,
  list: (query: ListQueryState) => [...fuelKeys.lists(), query] as const,
};

/** The list's URL state as the API's query: the period's days go as they are (the server reads them in the fleet's zone). */
export function toFuelParams(query: ListQueryState): Record<string, string> {
  const out: Record<string, string> = { page: String(query.page) };
  if (query.vehicle_id) out.vehicle_ids = query.vehicle_id;
  if (query.start_date) out.start_date = query.start_date;
  if (query.end_date) out.end_date = query.end_date;
  if (query.flagged === 'true' || query.flagged === 'false') out.flagged = query.flagged;
  return out;
}

/** One page of fuel-card transactions (docs/api.md#sensors, fuel cards), newest first, each with its match. */
export function useFuelTransactions(query: ListQueryState) {
  return useQuery({
    queryKey: fuelKeys.list(query),
    queryFn: async () =>
      fuelTransactionListResponseSchema.parse((await api.get(base, { params: toFuelParams(query) })).data),
    placeholderData: keepPreviousData,
  });
}

export function useSaveFuelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: FuelTransactionInput }) => {
      const response = id === undefined ? await api.post(base, input) : await api.put(`${base}/${id}`, input);
      return fuelTransactionResponseSchema.parse(response.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fuelKeys.lists() }),
  });
}

export function useDeleteFuelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => messageSchema.parse((await api.delete(`${base}/${id}`)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fuelKeys.lists() }),
  });
}

export function useImportFuelTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportInput) => uploadImport(`${base}/import`, input),
    onSettled: (_result, _error, { mode }) =>
      mode === 'preview' ? undefined : queryClient.invalidateQueries({ queryKey: fuelKeys.lists() }),
  });
}

/**
 * The import's empty sheet: the server reads its columns by key (or their translated labels), so a CSV with
 * the keys as headers is the template; `vehicle_id` is left out, a sheet names its vehicle by plate.
 */
export async function downloadFuelTemplate(): Promise<void> {
  const header = FUEL_SHEET_COLUMNS.filter((column) => column !== 'vehicle_id').join(',');
  saveBlob(new Blob([`${header}\n`], { type: 'text/csv' }), null, 'fuel-cards-template.csv');
}
