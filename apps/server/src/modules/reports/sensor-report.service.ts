import type { FuelRow, TemperatureRow } from '@fleet/shared/schemas/fuel';
import type { Database } from '../../db/client';
import { ZoneDays } from '@fleet/shared/trip-detection';
import { addDays } from '../../lib/dates';
import { cardTransactions, type MatchedTransaction } from '../fuel';
import type { SensorDefinition } from '../../lib/sensors/calibrate';
import type { ReportScope } from './reports.repo';
import { definitionKey } from './fuel-days';
import {
  counterBuckets,
  counterDayBuckets,
  type FuelBucket,
  levelBuckets,
  levelDayBuckets,
  round1,
  round2,
  temperatureSums,
  toDefinition,
} from './sensor-report';
import { type ReadingRow, SensorReportRepo, type SensorRow } from './sensor-report.repo';

/** A month of reports every 10 s is 270,000; a sensor's readings stop there in a report. */
const MAX_READINGS = 300_000;
/** Sensors whose readings are read at the same time (each statement is one index range scan). */
const READ_CONCURRENCY = 4;

const FUEL_SUMMED = [
  'refuelled_litres',
  'refuels',
  'drained_litres',
  'drains',
  'consumed_litres',
  'distance_km',
  'card_litres',
  'card_unmatched_litres',
] as const;

/** The rows by a key, each list in the rows' order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(key(row));
    if (list) list.push(row);
    else grouped.set(key(row), [row]);
  }
  return grouped;
}

const sensorsByVehicle = <T extends SensorRow>(rows: readonly T[]) => groupBy(rows, (row) => row.vehicle_id);

const per100 = (litres: number, km: number) => (km > 0 && litres > 0 ? round2((litres / km) * 100) : null);

/** The fuel report (by vehicle or day) and the temperature report (per vehicle and sensor). */
export class SensorReportService {
  private readonly repo: SensorReportRepo;
  /** The fleet's days (one formatter for every report, where each day's start would make one). */
  private readonly days: ZoneDays;

  constructor(
    private readonly db: Database,
    private readonly timeZone: string,
  ) {
    this.repo = new SensorReportRepo(db);
    this.days = new ZoneDays(timeZone);
  }

  /** Each of the vehicle's sensors with its readings over the period, read one sensor after the other. */
  private async readSensors(
    scope: ReportScope,
    vehicleId: number,
    rows: readonly SensorRow[] = [],
  ): Promise<{ sensor: SensorDefinition; readings: ReadingRow[] }[]> {
    const read: { sensor: SensorDefinition; readings: ReadingRow[] }[] = [];
    for (const row of rows) {
      const sensor = toDefinition(row);
      const readings = await this.repo.readings(
        vehicleId,
        sensor.attribute,
        scope.from,
        scope.to,
        MAX_READINGS,
      );
      read.push({ sensor, readings });
    }
    return read;
  }

  /** The readings of these sensors over the period, a few sensors at a time: by sensor id. */
  private async readAll(scope: ReportScope, rows: readonly SensorRow[]): Promise<Map<number, ReadingRow[]>> {
    const read = new Map<number, ReadingRow[]>();
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        const readings = await this.repo.readings(
          row.vehicle_id,
          row.attribute,
          scope.from,
          scope.to,
          MAX_READINGS,
        );
        read.set(row.id, readings);
      }
    };
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, rows.length) }, worker));
    return read;
  }

  /** The fuel report's rows (of the page; every row without one), their number, totals and flagged cards. */
  async fuel(
    scope: ReportScope,
    group: 'vehicle' | 'day',
    page: { offset: number; limit: number } | null = null,
  ): Promise<{
    rows: FuelRow[];
    total: number;
    totals: Record<string, number | null>;
    flagged: MatchedTransaction[];
  }> {
    const days: string[] = [];
    for (let day = scope.fromDay; day <= scope.toDay; day = addDays(day, 1)) days.push(day);
    // Bucket boundaries: day d is [starts[d], starts[d + 1]); by vehicle, one bucket for the whole period.
    const starts = days.map((day) => this.days.startOf(day));
    const from = scope.from.getTime();
    const to = scope.to.getTime();
    const count = group === 'day' ? days.length : 1;
    const bucketOf = (t: number) => {
      if (t < from || t >= to) return -1;
      if (group === 'vehicle') return 0;
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= t) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    };

    const [vehicles, sensors, distances, cards, fuelDays] = await Promise.all([
      this.repo.vehicles(scope),
      this.repo.fuelSensors(scope),
      this.repo.distances(scope, group),
      cardTransactions(this.db, { vehicleIds: scope.vehicleIds, from: scope.from, to: scope.to }),
      this.repo.fuelDays(scope, group),
    ]);
    // A sensor whose days the fuel day tracker keeps, computed with its current definition, is read from them
    // when the period is whole days (`to` as a day's last second counts: the filters send 23:59:59); any other
    // sensor (no position of it reached the tracker yet, or its calibration just changed) from its readings.
    const wholeDays = from === starts[0] && Math.abs(to - this.days.startOf(addDays(scope.toDay, 1))) <= 1000;
    const stored = new Set(
      wholeDays
        ? sensors
            .filter((row) => row.fuel_definition === definitionKey(toDefinition(row)))
            .map((row) => row.id)
        : [],
    );
    const daysOf = groupBy(fuelDays, (row) => Number(row.sensor_id));
    const read = await this.readAll(
      scope,
      sensors.filter((row) => !stored.has(row.id)),
    );

    const distancesOf = groupBy(distances, (d) => Number(d.vehicle_id));
    const cardsOf = groupBy(cards, (t) => t.vehicle.id);
    const rows: FuelRow[] = [];
    let total = 0;
    const sums = Object.fromEntries(FUEL_SUMMED.map((key) => [key, 0])) as Record<
      (typeof FUEL_SUMMED)[number],
      number
    >;
    // The distance driven where fuel was measured: the fleet's L/100 km leaves out vehicles without a fuel sensor.
    let measuredKm = 0;
    const byVehicle = sensorsByVehicle(sensors);
    for (const vehicle of vehicles) {
      const levels: FuelBucket[][] = [];
      const counters: FuelBucket[][] = [];
      for (const row of byVehicle.get(vehicle.id) ?? []) {
        const readings = read.get(row.id);
        if (readings) {
          const sensor = toDefinition(row);
          if (sensor.type === 'fuel_level') levels.push(levelBuckets(sensor, readings, bucketOf, count));
          else counters.push(counterBuckets(sensor, readings, bucketOf, count));
        } else {
          const own = daysOf.get(row.id) ?? [];
          if (row.type === 'fuel_level') levels.push(levelDayBuckets(own, count));
          else counters.push(counterDayBuckets(own, count));
        }
      }
      const distance = Array.from({ length: count }, () => 0);
      for (const d of distancesOf.get(vehicle.id) ?? []) {
        const i = Number(d.d);
        if (i >= 0 && i < count) distance[i]! += Number(d.distance_m) / 1000;
      }
      const card = Array.from({ length: count }, () => ({ litres: 0, unmatched: 0, n: 0 }));
      for (const t of cardsOf.get(vehicle.id) ?? []) {
        const i = bucketOf(Date.parse(t.time));
        if (i < 0) continue;
        card[i]!.litres += t.litres;
        card[i]!.unmatched += t.unmatched_litres;
        card[i]!.n += 1;
      }
      for (let i = 0; i < count; i += 1) {
        // The vehicle's sensors' buckets summed (one loop each: a month of a fleet is tens of thousands of rows).
        let seen = false;
        let start: number | null = null;
        let end: number | null = null;
        let refuelled = 0;
        let refuels = 0;
        let drained = 0;
        let drains = 0;
        let levelConsumed = 0;
        for (const buckets of levels) {
          const b = buckets[i]!;
          if (b.seen) seen = true;
          if (b.start !== null) start = (start ?? 0) + b.start;
          if (b.end !== null) end = (end ?? 0) + b.end;
          refuelled += b.refuelled;
          refuels += b.refuels;
          drained += b.drained;
          drains += b.drains;
          levelConsumed += b.consumed;
        }
        let counterConsumed = 0;
        for (const buckets of counters) {
          const b = buckets[i]!;
          if (b.seen) seen = true;
          counterConsumed += b.consumed;
        }
        if (group === 'day' && !seen && distance[i]! === 0 && card[i]!.n === 0) continue;
        // A counter measures what was burnt; without one, the levels' balance.
        const consumed = counters.length > 0 ? counterConsumed : levelConsumed;
        const km = round2(distance[i]!);
        if (seen) measuredKm += km;
        const summed = {
          refuelled_litres: round1(refuelled),
          refuels,
          drained_litres: round1(drained),
          drains,
          consumed_litres: round1(consumed),
          distance_km: km,
          card_litres: round1(card[i]!.litres),
          card_unmatched_litres: round1(card[i]!.unmatched),
        };
        for (const key of FUEL_SUMMED) sums[key] += summed[key];
        total += 1;
        // Only the page's rows are made (the totals are summed above, in the rows' order).
        if (page && (total <= page.offset || total > page.offset + page.limit)) continue;
        rows.push({
          vehicle,
          ...(group === 'day' ? { day: days[i]! } : {}),
          start_litres: start === null ? null : round1(start),
          end_litres: end === null ? null : round1(end),
          ...summed,
          litres_per_100km: per100(summed.consumed_litres, km),
        });
      }
    }
    const totals: Record<string, number | null> = {};
    for (const key of FUEL_SUMMED) totals[key] = round2(sums[key]);
    totals.litres_per_100km = per100(totals.consumed_litres ?? 0, round2(measuredKm));
    return { rows, total, totals, flagged: cards.filter((t) => t.flagged) };
  }

  async temperature(
    scope: ReportScope,
    minSeconds: number,
  ): Promise<{ rows: TemperatureRow[]; totals: Record<string, number | null> }> {
    const [vehicles, sensors] = await Promise.all([
      this.repo.vehicles(scope),
      this.repo.sensors(scope, ['temperature']),
    ]);
    const rows: TemperatureRow[] = [];
    const byVehicle = sensorsByVehicle(sensors);
    for (const vehicle of vehicles) {
      for (const { sensor, readings } of await this.readSensors(
        scope,
        vehicle.id,
        byVehicle.get(vehicle.id),
      )) {
        rows.push({
          vehicle,
          sensor: { id: sensor.id, name: sensor.name },
          ...temperatureSums(sensor, readings, minSeconds),
        });
      }
    }
    const mins = rows.flatMap((r) => (r.min === null ? [] : [r.min]));
    const maxs = rows.flatMap((r) => (r.max === null ? [] : [r.max]));
    return {
      rows,
      totals: {
        min: mins.length ? Math.min(...mins) : null,
        max: maxs.length ? Math.max(...maxs) : null,
        out_of_range_seconds: rows.reduce((acc, r) => acc + r.out_of_range_seconds, 0),
        excursions: rows.reduce((acc, r) => acc + r.excursions, 0),
      },
    };
  }
}
