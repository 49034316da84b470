import type { MaintenanceStatus } from '@fleet/shared/schemas/maintenance';
import { addDays, todayIn } from '../../lib/dates';

export interface ProgrammeFacts {
  id: number;
  name: string;
  everyKm: number | null;
  everyHours: number | null;
  everyMonths: number | null;
  warnKm: number | null;
  warnHours: number | null;
  warnDays: number | null;
}

export interface ScheduleFacts {
  cycle: number;
  baseKm: number;
  baseSeconds: number;
  baseAt: Date;
}

export interface DuePoint {
  status: MaintenanceStatus;
  dueKm: number | null;
  dueHours: number | null;
  /** `yyyy-MM-dd` in the fleet's time zone. */
  dueOn: string | null;
  /** The largest share of an interval used (1 = due now). */
  progress: number;
}

/** `yyyy-MM-dd` plus whole months, the day kept or clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = m - 1 + months;
  const year = y + Math.floor(index / 12);
  const month = ((index % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A schedule's count by months, fixed until its base or its programme changes. */
interface MonthsDue {
  /** Its first day (the base instant's date in the zone). */
  start: string;
  dueOn: string;
  /** The first day it is due soon, null without a warning. */
  warnOn: string | null;
  spanDays: number;
}

/**
 * Per zone and schedule (base instant, months, warning days): every schedule of every vehicle that moves is
 * evaluated at each tick of the maintenance tracker, and working out these dates (a date formatted in a zone,
 * dates parsed and printed) is nearly all the cost of evaluating one: they are kept instead.
 */
const monthsDue = new Map<string, Map<string, MonthsDue>>();
const MONTHS_DUE_KEPT = 100_000;

function monthsDueOf(
  timeZone: string,
  baseAt: Date,
  everyMonths: number,
  warnDays: number | null,
): MonthsDue {
  let zone = monthsDue.get(timeZone);
  if (!zone) monthsDue.set(timeZone, (zone = new Map()));
  const key = `${baseAt.getTime()} ${everyMonths} ${warnDays}`;
  let due = zone.get(key);
  if (!due) {
    if (zone.size >= MONTHS_DUE_KEPT) zone.clear();
    const start = todayIn(timeZone, baseAt);
    const dueOn = addMonths(start, everyMonths);
    due = {
      start,
      dueOn,
      warnOn: warnDays === null ? null : addDays(dueOn, -warnDays),
      spanDays: Math.max(1, daysBetween(start, dueOn)),
    };
    zone.set(key, due);
  }
  return due;
}

/**
 * The next due point of a programme for one vehicle and its status: overdue once any interval is reached,
 * due soon once any is within its warning, whichever interval comes first.
 */
export function dueOf(
  programme: ProgrammeFacts,
  schedule: ScheduleFacts,
  meters: { km: number; seconds: number },
  now: Date,
  timeZone: string,
): DuePoint {
  let overdue = false;
  let soon = false;
  let progress = 0;
  let dueKm: number | null = null;
  let dueHours: number | null = null;
  let dueOn: string | null = null;
  if (programme.everyKm !== null) {
    dueKm = schedule.baseKm + programme.everyKm;
    overdue ||= meters.km >= dueKm;
    if (programme.warnKm !== null) soon ||= meters.km >= dueKm - programme.warnKm;
    progress = Math.max(progress, (meters.km - schedule.baseKm) / programme.everyKm);
  }
  if (programme.everyHours !== null) {
    const hours = meters.seconds / 3600;
    const baseHours = schedule.baseSeconds / 3600;
    dueHours = baseHours + programme.everyHours;
    overdue ||= hours >= dueHours;
    if (programme.warnHours !== null) soon ||= hours >= dueHours - programme.warnHours;
    progress = Math.max(progress, (hours - baseHours) / programme.everyHours);
  }
  if (programme.everyMonths !== null) {
    const months = monthsDueOf(timeZone, schedule.baseAt, programme.everyMonths, programme.warnDays);
    const today = todayIn(timeZone, now);
    dueOn = months.dueOn;
    overdue ||= today >= dueOn;
    if (months.warnOn !== null) soon ||= today >= months.warnOn;
    progress = Math.max(progress, daysBetween(months.start, today) / months.spanDays);
  }
  return {
    status: overdue ? 'overdue' : soon ? 'due_soon' : 'ok',
    dueKm: dueKm === null ? null : round(dueKm),
    dueHours: dueHours === null ? null : round(dueHours),
    dueOn,
    progress: Math.round(progress * 1000) / 1000,
  };
}
