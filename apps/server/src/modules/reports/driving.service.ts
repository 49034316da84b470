import type { DrivingRow, DrivingWeek } from '@fleet/shared/schemas/driving';
import { addDays, startOfDayIn, todayIn } from '../../lib/dates';
import { NotFoundError } from '../../lib/errors';
import type { Database } from '../../db/client';
import { drivingScore, isScored, rankRows } from './driving-score';
import { type DrivingSums, DrivingRepo } from './driving.repo';
import type { ReportScope } from './reports.repo';

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function rowOf(sums: DrivingSums, group: 'driver' | 'vehicle'): DrivingRow {
  return {
    ...(group === 'driver'
      ? {
          driver:
            sums.driver_id === null || sums.driver_id === undefined
              ? null
              : { id: num(sums.driver_id), name: String(sums.driver_name) },
        }
      : {
          vehicle: {
            id: num(sums.vehicle_id),
            name: String(sums.vehicle_name),
            plate_number: String(sums.plate_number),
          },
        }),
    distance_km: round(num(sums.distance_m) / 1000),
    driving_seconds: Math.round(num(sums.driving_seconds)),
    harsh_acceleration: num(sums.harsh_acceleration),
    harsh_braking: num(sums.harsh_braking),
    harsh_cornering: num(sums.harsh_cornering),
    overspeed_events: num(sums.overspeed_events),
    overspeed_seconds: Math.round(num(sums.overspeed_seconds)),
    idle_seconds: Math.round(num(sums.idle_seconds)),
    score: 0,
    scored: false,
    rank: 0,
  };
}

const SUMMED = [
  'distance_km',
  'driving_seconds',
  'harsh_acceleration',
  'harsh_braking',
  'harsh_cornering',
  'overspeed_events',
  'overspeed_seconds',
  'idle_seconds',
] as const;

/**
 * The driving report: every driver's (or vehicle's) row of the period, scored and ranked over all of them (a page
 * is a slice of the ranking), and the totals with the fleet's own score.
 */
export class DrivingService {
  private readonly repo: DrivingRepo;

  constructor(db: Database) {
    this.repo = new DrivingRepo(db);
  }

  async report(
    scope: ReportScope,
    group: 'driver' | 'vehicle',
  ): Promise<{ rows: DrivingRow[]; totals: Record<string, number> }> {
    const sums = group === 'driver' ? await this.repo.byDriver(scope) : await this.repo.byVehicle(scope);
    // A driver who neither drove nor did anything counted in the period has no row (one with no driver only
    // when something was left unattributed).
    const rows = sums
      .map((s) => rowOf(s, group))
      .filter(
        (row) =>
          group === 'vehicle' ||
          row.distance_km > 0 ||
          row.driving_seconds > 0 ||
          SUMMED.some((key) => row[key] > 0),
      );
    rankRows(rows, (row) => row.driver?.name ?? row.vehicle?.name ?? '');
    const totals = Object.fromEntries(SUMMED.map((key) => [key, 0])) as Record<string, number>;
    for (const row of rows) for (const key of SUMMED) totals[key] = totals[key]! + row[key];
    totals.distance_km = round(totals.distance_km!);
    totals.score = drivingScore(totals as never);
    return { rows, totals };
  }

  /**
   * One driver's score in each of the last `weeks` 7-day spans ending today (fleet time zone), oldest first, over
   * the vehicles `vehicleIds` (null: all); each week scored as the driving report by driver scores it. 404 for an
   * unknown driver.
   */
  async weekly(
    driverId: number,
    weeks: number,
    vehicleIds: number[] | null,
    timeZone: string,
  ): Promise<DrivingWeek[]> {
    if (!(await this.repo.driverExists(driverId))) throw new NotFoundError();
    const today = todayIn(timeZone);
    const result: DrivingWeek[] = [];
    for (let i = weeks - 1; i >= 0; i--) {
      const toDay = addDays(today, -7 * i);
      const fromDay = addDays(toDay, -6);
      const scope: ReportScope = {
        vehicleIds,
        from: startOfDayIn(fromDay, timeZone),
        to: startOfDayIn(addDays(toDay, 1), timeZone),
        fromDay,
        toDay,
      };
      const { rows } = await this.report(scope, 'driver');
      const row = rows.find((r) => r.driver?.id === driverId);
      const distance = row?.distance_km ?? 0;
      result.push({
        week_start: fromDay,
        distance_km: distance,
        score: row ? row.score : null,
        scored: isScored(distance),
      });
    }
    return result;
  }
}
