import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MIME_TYPES } from '@fleet/shared/schemas/vehicles';

export type ImportFileError = 'required' | 'invalid_type' | 'too_large';

/** Browsers name CSV files in several ways; these are CSV too. */
const CSV_ALIASES = ['text/plain', 'application/csv', 'text/x-csv', 'text/comma-separated-values'];

/**
 * Spec section 5: a file is required, and its type must be xlsx, xls or csv (by extension and, when the
 * browser gives one, by mime type); the server's size limit is checked before uploading.
 */
export function validateImportFile(file: File | null | undefined): ImportFileError | null {
  if (!file) return 'required';
  const name = file.name.toLowerCase();
  const extension = IMPORT_EXTENSIONS.find((ext) => name.endsWith(ext));
  if (!extension) return 'invalid_type';
  const mime = file.type.toLowerCase();
  const mimeOk =
    mime === '' ||
    (IMPORT_MIME_TYPES as readonly string[]).includes(mime) ||
    (extension === '.csv' && CSV_ALIASES.includes(mime));
  if (!mimeOk) return 'invalid_type';
  if (file.size > IMPORT_MAX_BYTES) return 'too_large';
  return null;
}

export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.join(',');
export const IMPORT_MAX_MB = Math.round(IMPORT_MAX_BYTES / (1024 * 1024));
