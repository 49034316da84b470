import type { Language } from '@fleet/shared/constants';
import type { ImportResult } from '@fleet/shared/schemas/vehicles';
import {
  FUEL_SHEET_COLUMNS,
  type FuelTransactionInput,
  fuelTransactionInputSchema,
} from '@fleet/shared/schemas/fuel';
import { normalizeInputText } from '@fleet/shared/validation';
import { zonedWallClock } from '../../lib/dates';
import { translateFieldErrors } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { audit } from '../audit';
import { addError, excelSerialDateTime, type SheetRow, type SheetSpec, validateSheetRows } from '../vehicles';
import type { FuelRepo } from './fuel.repo';

type FuelColumn = (typeof FUEL_SHEET_COLUMNS)[number];
type Cell = string | number | boolean | null;

const NUMBER = /^-?\d+(\.\d+)?$/;
/** `2026-03-01 14:30[:05]` or `2026-03-01T14:30`, the fleet's wall clock. */
const LOCAL = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
/** `01/03/2026 14:30[:05]` (day first, as the vehicles' dates). */
const DAY_FIRST = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;

const pad = (n: string | undefined) => (n ?? '0').padStart(2, '0');

/** A time cell as an instant: an Excel date serial or a wall-clock text in the fleet's zone, or ISO with an offset. */
function timeValue(cell: Cell, timeZone: string): unknown {
  if (typeof cell === 'number') {
    const local = excelSerialDateTime(cell);
    return local ? zonedWallClock(local, timeZone).toISOString() : String(cell);
  }
  const text = String(cell).trim();
  const local = LOCAL.exec(text);
  if (local) {
    const [, y, m, d, hh, mm, ss] = local;
    return zonedWallClock(`${y}-${pad(m)}-${pad(d)}T${pad(hh)}:${mm}:${pad(ss)}`, timeZone).toISOString();
  }
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, d, m, y, hh, mm, ss] = dayFirst;
    return zonedWallClock(`${y}-${pad(m)}-${pad(d)}T${pad(hh)}:${mm}:${pad(ss)}`, timeZone).toISOString();
  }
  return text;
}

/** How a fuel-card sheet reads (the vehicles' import reading, specRows, with these columns). */
export function fuelSheetSpec(timeZone: string): SheetSpec<FuelColumn> {
  return {
    columns: FUEL_SHEET_COLUMNS,
    label: (column, lang) => messages[lang][`fuel.column.${column}`],
    missing: (present) => [
      ...(present.has('vehicle_id') || present.has('plate_number') ? [] : (['plate_number'] as const)),
      ...(['time', 'litres'] as const).filter((column) => !present.has(column)),
    ],
    value: (column, raw) => {
      // Arabic-Indic digits read as the API reads them.
      const cell = typeof raw === 'string' ? normalizeInputText(raw) : raw;
      if (column === 'time') return timeValue(cell, timeZone);
      if (column === 'vehicle_id' || column === 'litres' || column === 'cost') {
        if (typeof cell === 'number') return cell;
        const text = String(cell).trim();
        return NUMBER.test(text) ? Number(text) : text;
      }
      return typeof cell === 'number' ? String(cell) : String(cell).trim();
    },
  };
}

export type ImportMode = ImportResult['mode'];

/**
 * Fuel-card transactions from a sheet, as the vehicles' import (docs/api.md#vehicles, import): preview validates
 * only; all writes every row or none (the caller answers 422 when `failed` is not empty); valid_only writes the valid
 * rows. A row names its vehicle by `vehicle_id` or `plate_number`; a vehicle that does not exist, or that an API key
 * may not see, is the row's error.
 */
export async function importFuel(
  repo: FuelRepo,
  rows: readonly SheetRow[],
  mode: ImportMode,
  lang: Language,
  visible: ReadonlySet<number> | null,
  createdBy: number | null,
): Promise<ImportResult> {
  return repo.transaction(async (tx) => {
    await tx.lockForImport();
    const plates = rows.flatMap((r) =>
      r.input.vehicle_id === undefined && typeof r.input.plate_number === 'string'
        ? [r.input.plate_number.toUpperCase()]
        : [],
    );
    const byPlate = await tx.vehiclesByPlate(plates);
    const named = rows.map((r) => {
      const { plate_number: plate, ...input } = r.input;
      const errors = { ...r.errors };
      const byId = input.vehicle_id !== undefined;
      if (!byId && typeof plate === 'string') {
        const id = byPlate.get(plate.toUpperCase());
        if (id === undefined) addError(errors, 'plate_number', 'fuel.vehicle_missing');
        else input.vehicle_id = id;
      }
      return { sheet: { row: r.row, input, errors }, byId };
    });
    const checked = validateSheetRows<FuelTransactionInput>(
      named.map((n) => n.sheet),
      fuelTransactionInputSchema,
    );
    // A plate that names no vehicle is the row's error; the vehicle id it left out is no second one.
    for (const row of checked) if (row.errors.plate_number) delete row.errors.vehicle_id;
    const existing = await tx.existingVehicles(
      checked.flatMap((row) => (row.values ? [row.values.vehicle_id] : [])),
    );
    checked.forEach((row, index) => {
      const id = row.values?.vehicle_id;
      if (id === undefined) return;
      if (!existing.has(id) || (visible && !visible.has(id))) {
        addError(row.errors, named[index]!.byId ? 'vehicle_id' : 'plate_number', 'fuel.vehicle_missing');
        row.values = null;
      }
    });
    const valid = checked.flatMap((row) => (row.values ? [{ row: row.row, values: row.values }] : []));
    const failed = checked
      .filter((row) => !row.values)
      .map((row) => ({ row: row.row, errors: translateFieldErrors(row.errors, lang) }));
    const write = mode === 'valid_only' || (mode === 'all' && failed.length === 0);
    const ids = write
      ? await tx.insert(
          valid.map((row) => row.values),
          createdBy,
        )
      : [];
    if (write) {
      await audit(tx.database, {
        action: 'import',
        model: 'fuel',
        changes: {
          created: [null, ids.length],
          ids: [null, ids],
          failed_rows: [null, failed.map((row) => row.row)],
        },
      });
    }
    return {
      mode,
      total: rows.length,
      created: ids.length,
      updated: 0,
      failed,
      preview: mode === 'preview' ? valid.map(({ row, values }) => ({ row, values })) : [],
    };
  });
}
