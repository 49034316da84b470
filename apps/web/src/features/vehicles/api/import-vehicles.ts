import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadImport, type ImportInput } from '@/components/import/upload-import';
import { vehicleKeys } from '@/features/vehicles/api/keys';

export function importVehicles(input: ImportInput) {
  return uploadImport('/dashboard/vehicles/import', input);
}

export function useImportVehicles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importVehicles,
    onSettled: (_result, _error, { mode }) =>
      mode === 'preview' ? undefined : queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() }),
  });
}
