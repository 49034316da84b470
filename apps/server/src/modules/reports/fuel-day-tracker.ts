import { ZoneDays } from '@fleet/shared/trip-detection';
import type { Database } from '../../db/client';
import type { StoredPosition } from '../../db/stored-position';
import { lockVehicles } from '../../ingestion/committed-batcher';
import { CommittedWorker } from '../../ingestion/committed-worker';
import { inFixTimeOrder } from '../../ingestion/position-writer';
import type { SensorDefinition } from '../../lib/sensors/calibrate';
import {
  definitionKey,
  type FuelDaysOut,
  type FuelReading,
  type FuelTrack,
  freshFuelTrack,
  restoredFuelTrack,
  stepFuelDay,
} from './fuel-days';
import {
  checkpointOnOrBefore,
  type FuelDayRows,
  fuelSensorsWithTracks,
  sensorReadings,
  vehiclesBehindFuelDays,
  writeFuelDays,
} from './fuel-day-tracker.repo';
import { toDefinition } from './sensor-report';

/** As the report tracker's: a few statements per vehicle with fuel sensors per tick, whatever its fixes. */
const DEFAULT_TICK_MS = 2_000;
/** Readings read per statement when replaying a span. */
const REPLAY_PAGE = 20_000;

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface FuelDayTrackerOptions {
  tickMs?: number;
  /** Whether the vehicle has a fuel sensor (the sensor cache): the others cost no statement. */
  hasFuelSensor?: (vehicleId: number) => boolean;
}

const readingOf = (position: StoredPosition, attribute: string): FuelReading => ({
  t: position.fixTime.getTime(),
  raw: position.attributes[attribute],
  speed: position.speed,
  ignition: position.ignition ?? position.attributes.ignition,
});

/**
 * The fuel report's daily figures per fuel sensor (`report_fuel_days`, fuel-days.ts), kept from the batches the
 * position writer commits, as the report tracker keeps the daily totals.
 *
 * Exactly once across restarts and instances: each batch is worked on under a lock on its vehicles' rows, from the
 * sensors' tracks as saved (read after the lock: another instance may have gone on from them), and the days it
 * touched are written whole (a replay overwrites a day, never adds to it) with the tracks in the same transaction.
 * After a restart, what was committed past a saved track is fed again (`catchUp`).
 *
 * Recomputed from the stored readings: from the checkpoint of a late fix's day (the track as that day began) to the
 * newest fix; from the sensor's first reading when it has no track yet (a sensor added to a vehicle with a history)
 * or its track was computed with another definition (a corrected calibration recomputes history); from a rebuild's
 * day when the report tracker rebuilds (`rebuild`).
 */
export class FuelDayTracker extends CommittedWorker {
  readonly days: ZoneDays;
  private readonly hasFuelSensor: (vehicleId: number) => boolean;

  constructor(
    private readonly db: Database,
    timeZone: string,
    private readonly log: Logger,
    options: FuelDayTrackerOptions = {},
  ) {
    super(options.tickMs ?? DEFAULT_TICK_MS, log, 'fuel day tracker: a step failed');
    this.days = new ZoneDays(timeZone);
    this.hasFuelSensor = options.hasFuelSensor ?? (() => true);
  }

  async start(): Promise<void> {
    void this.enqueue(() => this.catchUp());
  }

  protected override async process(positions: readonly StoredPosition[]): Promise<void> {
    const byVehicle = new Map<number, StoredPosition[]>();
    for (const position of positions) {
      if (!this.hasFuelSensor(position.vehicleId)) continue;
      let list = byVehicle.get(position.vehicleId);
      if (!list) byVehicle.set(position.vehicleId, (list = []));
      list.push(position);
    }
    if (byVehicle.size === 0) return;
    await this.persist([...byVehicle.keys()], async (tx, existing, rows) => {
      for (const sensorRow of await fuelSensorsWithTracks(tx, [...existing])) {
        const fixes = byVehicle.get(sensorRow.vehicle_id);
        if (!fixes) continue;
        inFixTimeOrder(fixes);
        const sensor = toDefinition(sensorRow);
        const definition = definitionKey(sensor);
        const newest = fixes[fixes.length - 1]!.fixTime.getTime();
        const saved = sensorRow.fix_time === null ? null : new Date(sensorRow.fix_time).getTime();
        if (sensorRow.state === null || sensorRow.definition !== definition) {
          await this.replay(tx, sensorRow.vehicle_id, sensor, null, newest, rows);
          continue;
        }
        const readings = fixes
          .filter((fix) => fix.attributes[sensor.attribute] !== undefined)
          .map((fix) => readingOf(fix, sensor.attribute));
        const late = readings.find((reading) => saved !== null && reading.t < saved);
        if (late) {
          // The cursor never goes back: what the saved one had passed (fixes without a reading) stays passed.
          await this.replay(tx, sensorRow.vehicle_id, sensor, late.t, Math.max(saved ?? 0, newest), rows);
          continue;
        }
        const track = restoredFuelTrack(sensorRow.state);
        const out: FuelDaysOut = { days: [], checkpoints: [] };
        for (const reading of readings) {
          if (saved !== null && reading.t <= saved) continue;
          stepFuelDay(track, sensor, reading, this.days, out);
        }
        this.collect(
          rows,
          sensorRow.vehicle_id,
          sensor,
          definition,
          track,
          out,
          Math.max(saved ?? 0, newest),
        );
      }
    });
  }

  /**
   * Recomputes a sensor's days from the checkpoint of `from`'s day (null: from its first reading) through its newest
   * reading; the days and checkpoints from there on are replaced.
   */
  private async replay(
    tx: Database,
    vehicleId: number,
    sensor: SensorDefinition,
    from: number | null,
    seen: number | null,
    rows: FuelDayRows,
  ): Promise<void> {
    let track: FuelTrack = freshFuelTrack();
    let fromDay: string | null = null;
    let start: number | null = null;
    if (from !== null) {
      const checkpoint = await checkpointOnOrBefore(tx, sensor.id, this.days.of(from).day);
      if (checkpoint) {
        track = restoredFuelTrack(checkpoint.state);
        fromDay = checkpoint.day;
        start = this.days.startOf(checkpoint.day);
      }
    }
    const out: FuelDaysOut = { days: [], checkpoints: [] };
    let after: number | null = null;
    for (;;) {
      const page = await sensorReadings(tx, vehicleId, sensor.attribute, start, after, REPLAY_PAGE);
      for (const reading of page) stepFuelDay(track, sensor, reading, this.days, out);
      if (page.length < REPLAY_PAGE) break;
      after = page[page.length - 1]!.t;
    }
    rows.clears.push({ sensor_id: sensor.id, from_day: fromDay });
    const fixTime = Math.max(track.t ?? 0, seen ?? 0);
    this.collect(rows, vehicleId, sensor, definitionKey(sensor), track, out, fixTime > 0 ? fixTime : null);
  }

  private collect(
    rows: FuelDayRows,
    vehicleId: number,
    sensor: SensorDefinition,
    definition: string,
    track: FuelTrack,
    out: FuelDaysOut,
    fixTime: number | null,
  ): void {
    for (const day of out.days) rows.days.push({ ...day, sensor_id: sensor.id, vehicle_id: vehicleId });
    for (const checkpoint of out.checkpoints)
      rows.checkpoints.push({ sensor_id: sensor.id, day: checkpoint.day, state: checkpoint.state });
    rows.tracks.push({
      sensor_id: sensor.id,
      vehicle_id: vehicleId,
      fix_time: fixTime === null ? null : new Date(fixTime).toISOString(),
      definition,
      state: track,
    });
  }

  /** Locks the rows of `vehicleIds`, runs `work` and writes what it gathered, in one transaction. */
  private async persist(
    vehicleIds: readonly number[],
    work: (tx: Database, existing: ReadonlySet<number>, rows: FuelDayRows) => Promise<void>,
  ): Promise<void> {
    const ids = [...new Set(vehicleIds)].sort((a, b) => a - b);
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const existing = await lockVehicles(tx, ids);
      const rows: FuelDayRows = { clears: [], days: [], checkpoints: [], tracks: [] };
      await work(tx, existing, rows);
      await writeFuelDays(tx, rows);
    });
  }

  /** Recomputes the fuel days of `vehicleIds`' fuel sensors from the day of `from` on (the report tracker's rebuild). */
  rebuild(vehicleIds: readonly number[], from: Date): Promise<void> {
    return this.enqueue(async () => {
      for (const vehicleId of vehicleIds) {
        if (this.stopped) break;
        await this.persist([vehicleId], async (tx, existing, rows) => {
          if (!existing.has(vehicleId)) return;
          for (const sensorRow of await fuelSensorsWithTracks(tx, [vehicleId])) {
            const sensor = toDefinition(sensorRow);
            const current = sensorRow.state !== null && sensorRow.definition === definitionKey(sensor);
            const seen = sensorRow.fix_time === null ? null : new Date(sensorRow.fix_time).getTime();
            await this.replay(tx, vehicleId, sensor, current ? from.getTime() : null, seen, rows);
          }
        });
      }
    });
  }

  /** After a restart: what was committed past a sensor's saved track is fed again. */
  private async catchUp(): Promise<void> {
    const behind = await vehiclesBehindFuelDays(this.db);
    const replayed = await this.replayBehind(this.db, behind, REPLAY_PAGE);
    if (replayed > 0) this.log.info({ vehicles: behind.length, positions: replayed }, 'fuel days caught up');
  }
}
