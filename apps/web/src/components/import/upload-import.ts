import { AxiosError } from 'axios';
import type { IMPORT_MODES } from '@fleet/shared/schemas/vehicles';
import { importResponseSchema, importResultSchema, type ImportResult } from '@fleet/shared/schemas/vehicles';
import { api } from '@/lib/api-client';
import { isApiRequestError } from '@/lib/api-error';

export type ImportMode = (typeof IMPORT_MODES)[number];

export type ImportInput = {
  file: File;
  mode: ImportMode;
  onProgress?: (fraction: number) => void;
};

export type ImportOutcome = { result: ImportResult; message?: string };

/**
 * The import result carried by a failed call: mode `all` with a bad row answers 422 with the result
 * (`{data: result}` or the result itself), so the dialog can show the failed rows.
 */
export function importResultFromError(error: unknown): ImportResult | null {
  const cause = isApiRequestError(error) ? error.cause : error;
  if (!(cause instanceof AxiosError)) return null;
  const body: unknown = cause.response?.data;
  if (!body || typeof body !== 'object') return null;
  const nested = importResultSchema.safeParse((body as { data?: unknown }).data);
  if (nested.success) return nested.data;
  const flat = importResultSchema.safeParse(body);
  return flat.success ? flat.data : null;
}

/** A sheet to one of the API's import endpoints (multipart `file` and `mode`, docs/api.md#vehicles import). */
export async function uploadImport(
  path: string,
  { file, mode, onProgress }: ImportInput,
): Promise<ImportOutcome> {
  const body = new FormData();
  body.append('mode', mode);
  body.append('file', file);
  const response = await api.post(path, body, {
    timeout: 0,
    // The preview is shown in the dialog, not as a toast.
    skipErrorToast: mode === 'preview',
    skipSuccessToast: mode === 'preview',
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(event.loaded / event.total);
    },
  });
  const parsed = importResponseSchema.parse(response.data);
  return { result: parsed.data, message: parsed.message };
}
