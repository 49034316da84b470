import { audit } from '../audit';
import type { Language } from '@fleet/shared/constants';
import {
  type IMPORT_MODES,
  type ImportResult,
  vehicleInputSchema,
  type VehicleValues,
} from '@fleet/shared/schemas/vehicles';
import type { z } from '@fleet/shared/validation';
import type { FieldErrorKeys } from '../../lib/errors';
import { translateFieldErrors } from '../../lib/i18n';
import type { SheetRow } from './vehicle-sheet';
import type { VehiclesRepo } from './vehicles.repo';

export type ImportMode = (typeof IMPORT_MODES)[number];

interface CheckedRow {
  row: number;
  values: VehicleValues | null;
  errors: FieldErrorKeys;
}

export const addError = (errors: FieldErrorKeys, field: string, key: string) => {
  const list = (errors[field] ??= []);
  if (!list.includes(key)) list.push(key);
};

/**
 * Each sheet row through an input schema (every import: vehicles, fuel cards): its values when the row is valid,
 * else its errors by field (the sheet's own problems first, then the schema's first error per field).
 */
export function validateSheetRows<T>(
  rows: readonly SheetRow[],
  schema: z.ZodType<T>,
  extra: Record<string, unknown> = {},
): { row: number; values: T | null; errors: FieldErrorKeys }[] {
  return rows.map(({ row, input, errors: found }) => {
    const errors: FieldErrorKeys = { ...found };
    const parsed = schema.safeParse({ ...input, ...extra });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.') || '_';
        if (!errors[field]) addError(errors, field, issue.message);
      }
    }
    const ok = parsed.success && Object.keys(errors).length === 0;
    return { row, values: ok ? parsed.data : null, errors };
  });
}

/** Each row through the shared input schema (images are not imported). */
function validateRows(rows: readonly SheetRow[]): CheckedRow[] {
  return validateSheetRows(rows, vehicleInputSchema, { images: [] });
}

const uniqueKeys = (values: VehicleValues) => ({
  plate_number: values.plate_number.toUpperCase(),
  vin: values.vin?.toUpperCase() ?? null,
  device_id: values.device_id?.toLowerCase() ?? null,
});

/** Plates, VINs and device ids repeated within the file (every later occurrence) or already in the database. */
async function checkDuplicates(repo: VehiclesRepo, rows: CheckedRow[]): Promise<void> {
  const valid = rows.filter((row) => row.values);
  const keysOf = valid.map((row) => uniqueKeys(row.values as VehicleValues));
  const existing = await repo.existingKeys({
    plates: keysOf.map((k) => k.plate_number),
    vins: keysOf.flatMap((k) => (k.vin ? [k.vin] : [])),
    deviceIds: keysOf.flatMap((k) => (k.device_id ? [k.device_id] : [])),
  });
  const inDatabase = { plate_number: existing.plates, vin: existing.vins, device_id: existing.deviceIds };
  const seen = { plate_number: new Set<string>(), vin: new Set<string>(), device_id: new Set<string>() };
  valid.forEach((row, index) => {
    const keys = keysOf[index];
    if (!keys) return;
    for (const field of ['plate_number', 'vin', 'device_id'] as const) {
      const key = keys[field];
      if (!key) continue;
      if (inDatabase[field].has(key)) addError(row.errors, field, 'validation.taken');
      else if (seen[field].has(key)) addError(row.errors, field, 'vehicles.import_duplicate_in_file');
      seen[field].add(key);
    }
    if (Object.keys(row.errors).length > 0) row.values = null;
  });
}

/**
 * preview: validate only; all: write every row or none (the caller answers 422 when `failed` is not empty);
 * valid_only: write the valid rows and report the others. Writes are one transaction of bulk inserts.
 */
export async function importVehicles(
  repo: VehiclesRepo,
  rows: readonly SheetRow[],
  mode: ImportMode,
  lang: Language,
): Promise<ImportResult> {
  return repo.transaction(async (tx) => {
    // Serialises imports against each other, so two files cannot both pass the duplicate check.
    await tx.lockForImport();
    const checked = validateRows(rows);
    await checkDuplicates(tx, checked);
    const valid = checked.flatMap((row) => (row.values ? [{ row: row.row, values: row.values }] : []));
    const failed = checked
      .filter((row) => !row.values)
      .map((row) => ({ row: row.row, errors: translateFieldErrors(row.errors, lang) }));
    const write = mode === 'valid_only' || (mode === 'all' && failed.length === 0);
    const created = write ? await tx.bulkInsert(valid.map((row) => row.values)) : 0;
    if (write) {
      await audit(tx.database, {
        action: 'import',
        model: 'vehicles',
        changes: {
          created: [null, created],
          plate_numbers: [null, valid.map((row) => row.values.plate_number)],
          failed_rows: [null, failed.map((row) => row.row)],
        },
      });
    }
    return {
      mode,
      total: rows.length,
      created,
      updated: 0,
      failed,
      preview:
        mode === 'preview'
          ? valid.map(({ row, values }) => {
              const { images: _images, ...rest } = values;
              return { row, values: rest };
            })
          : [],
    };
  });
}
