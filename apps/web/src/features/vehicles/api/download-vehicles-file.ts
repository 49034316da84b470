import { api } from '@/lib/api-client';
import { toRequestParams, type ListQueryState } from '@/lib/list-query';
import { saveBlob } from '@/lib/download';

export type SheetFormat = 'xlsx' | 'csv';

/** Through the axios instance, so the token goes with it; the name comes from content-disposition. */
async function download(path: string, params: Record<string, string>, fallbackName: string) {
  const response = await api.get<Blob>(path, { params, responseType: 'blob', timeout: 0 });
  saveBlob(response.data, response.headers['content-disposition'] as string | undefined, fallbackName);
}

export function downloadImportTemplate(format: SheetFormat) {
  return download('/dashboard/vehicles/import/template', { format }, `vehicles-template.${format}`);
}

/** The export follows the list's current filters (every page). */
export function exportVehicles(format: SheetFormat, query: ListQueryState) {
  const { page: _page, ...filters } = toRequestParams(query);
  return download('/dashboard/vehicles/export', { ...filters, format }, `vehicles.${format}`);
}
