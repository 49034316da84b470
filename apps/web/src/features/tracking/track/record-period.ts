import { addDays, format, startOfDay } from 'date-fns';
import type { PositionsQuery } from '@fleet/shared/schemas/tracking';

/** The movement record's period, as the URL keeps it: ISO instants with the browser's offset. */
export type RecordPeriod = { from: string; to: string };

function iso(date: Date): string {
  // `yyyy-MM-ddTHH:mm:ssXXX`: the local clock time with its offset, as the user picked it.
  return format(date, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

export type Preset = 'last_hour' | 'today' | 'yesterday';
export const PRESETS: readonly Preset[] = ['last_hour', 'today', 'yesterday'];

export function presetPeriod(preset: Preset, now: Date): RecordPeriod {
  if (preset === 'last_hour') return { from: iso(new Date(now.getTime() - 3600_000)), to: iso(now) };
  const day = preset === 'today' ? startOfDay(now) : addDays(startOfDay(now), -1);
  const end = preset === 'today' ? now : new Date(addDays(day, 1).getTime() - 1000);
  return { from: iso(day), to: iso(end) };
}

/** A day and two clock times (`HH:mm`) from the filter form. */
export function periodOf(day: string, fromTime: string, toTime: string): RecordPeriod | null {
  const from = new Date(`${day}T${fromTime}:00`);
  const to = new Date(`${day}T${toTime}:59`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) return null;
  return { from: iso(from), to: iso(to) };
}

export function readPeriod(params: URLSearchParams): RecordPeriod | null {
  const from = params.get('from');
  const to = params.get('to');
  if (!from || !to) return null;
  const a = Date.parse(from);
  const b = Date.parse(to);
  return Number.isNaN(a) || Number.isNaN(b) || b < a ? null : { from, to };
}

export function toPositionsQuery(period: RecordPeriod): PositionsQuery {
  return { from: period.from, to: period.to };
}

/** The form's fields for a period (local day and clock times). */
export function formFields(period: RecordPeriod): { day: string; fromTime: string; toTime: string } {
  const from = new Date(period.from);
  const to = new Date(period.to);
  return { day: format(from, 'yyyy-MM-dd'), fromTime: format(from, 'HH:mm'), toTime: format(to, 'HH:mm') };
}
