import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client';
import { appSettings, drivers, vehicles } from '../db/schema';
import type { Attributes, Position } from '../ingestion/position';
import { addDays, startOfDayIn, todayIn } from '../lib/dates';
import { createRandom } from '../lib/prng';
import { DEMO_HISTORY_KEY, type DemoHistoryMarker } from '../modules/system';
import { DEMO_DEVICE_IDS, RIYADH_ROADS } from '../demo';
import { SimulatedVehicle } from './simulated-vehicle';

export const HISTORY_DAYS = 30;
/** The last days, which most reports look at, get the finer fixes. */
const RECENT_DAYS = 7;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * Fix intervals while at work: a minute over the last week, three minutes before (a month at the live five seconds
 * would be 15 million rows and hours of writing). A report's distance, trips and stops come out alike; a speeding
 * spell shorter than two fixes goes unseen, as with any tracker set to report slowly.
 */
const RECENT_INTERVAL_MS = MINUTE;
const OLDER_INTERVAL_MS = 3 * MINUTE;
const HISTORY_LOCK = 7_246_037;
/** The longest a tracker holds fixes before sending them (server time lags fix time by at most this). */
const RUN_SPAN_MS = 5 * MINUTE;
/** Leaving and coming back to the depot, km/h. */
const DEPOT_LEG_KMH = 45;
const LEG_EASE_MS = 30_000;

export interface HistoryVehicle {
  id: number;
  deviceId: string;
  /** The key of the vehicle's assigned driver, which the tracker reads at each start (driver keys). */
  driverKey: string | null;
}

/**
 * What the history's fixes carry besides movement (fuel level, temperature: history-sensors.ts). None by default.
 * `readings` is called for every fix in fix-time order, day after day, its result merged into the fix's attributes;
 * `wakeUps` gives the times (epoch ms, before the shift) at which a parked tracker wakes at the depot and reports (a
 * sensor's sudden change wakes it); `finish` runs once the last day is written, before it is marked done.
 */
export interface HistorySensors {
  readings(
    vehicle: HistoryVehicle,
    fix: Readonly<Position>,
    context: { day: string; shiftStart: Date },
  ): Attributes | undefined;
  wakeUps?(vehicle: HistoryVehicle, day: string, midnight: number): number[];
  finish?(db: Database): Promise<void>;
}

function hash(...parts: (number | string)[]): number {
  let h = 2_166_136_261;
  for (const char of parts.join('|')) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 16_777_619);
  }
  return h >>> 0;
}

const DEPOT = RIYADH_ROADS.kingFahdRoad![0]!;
/** The Olaya school zone corridor (demo/geofences.ts: its first three points, 80 m wide, 40 km/h). */
const SCHOOL_ZONE = RIYADH_ROADS.olayaStreet!.slice(0, 3);
const SCHOOL_ZONE_HALF_WIDTH_M = 40;
/** Drivers mostly keep to the school zone's limit: a speeding there is an incident, not every pass. */
const SCHOOL_ZONE_SPEEDING_SHARE = 0.01;

/** Whether a point is in the school zone corridor (metres on a local flat projection: the corridor is short). */
function inSchoolZone(at: { lat: number; lon: number }): boolean {
  const mLat = 110_574;
  const mLon = 111_320 * Math.cos((at.lat * Math.PI) / 180);
  for (let i = 0; i < SCHOOL_ZONE.length - 1; i++) {
    const [aLat, aLon] = SCHOOL_ZONE[i]!;
    const [bLat, bLon] = SCHOOL_ZONE[i + 1]!;
    const bx = (bLon - aLon) * mLon;
    const by = (bLat - aLat) * mLat;
    const px = (at.lon - aLon) * mLon;
    const py = (at.lat - aLat) * mLat;
    const f = Math.max(0, Math.min(1, (px * bx + py * by) / (bx * bx + by * by || 1)));
    if (Math.hypot(px - f * bx, py - f * by) <= SCHOOL_ZONE_HALF_WIDTH_M) return true;
  }
  return false;
}

/** The vehicle's parking spot at the depot: a few metres apart, so the depot is not one point on the map. */
function parkingSpot(vehicle: HistoryVehicle): { lat: number; lon: number } {
  const slot = hash(vehicle.id) % 40;
  return { lat: DEPOT[0] + (slot % 8) * 0.00012, lon: DEPOT[1] + Math.floor(slot / 8) * 0.00015 };
}

function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function bearing(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const deg = (Math.atan2(b.lon - a.lon, b.lat - a.lat) * 180) / Math.PI;
  return Math.round((deg + 360) % 360) % 360;
}

/**
 * One vehicle's day as its tracker reported it, in fix-time order: nothing on a day off; on a working day it leaves
 * its depot spot at six or seven (later and shorter on Friday and Saturday), drives and stops the way the simulator's
 * vehicle model does, comes back and switches off; the night at the depot is silent (the tracker sleeps with the
 * ignition off). Now and then an incident: an SOS press or a power cut. Pure: the same vehicle and day give the same
 * fixes, which is what lets a restart write a day again without adding anything.
 */
export function historyDay(
  vehicle: HistoryVehicle,
  day: string,
  timeZone: string,
  options: { intervalMs: number; until: number; sensors?: HistorySensors | undefined },
): Position[] {
  const random = createRandom(hash(vehicle.id, day));
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 6;
  const off = random.next() >= (weekend ? 0.3 : 0.93);
  const midnight = startOfDayIn(day, timeZone).getTime();
  const fixes: Position[] = [];
  const spot = parkingSpot(vehicle);
  let shiftStart = new Date(midnight);
  // Woken at the depot in the night (engine off), before the day begins.
  for (const t of options.sensors?.wakeUps?.(vehicle, day, midnight) ?? []) push(t, spot, 0, 0, false);
  if (off) return fixes;
  const start =
    midnight + (weekend ? 9 * HOUR + random.next() * 3 * HOUR : 6 * HOUR + random.next() * 1.5 * HOUR);
  const end =
    start + (weekend ? 3 * HOUR + random.next() * 2 * HOUR : 7.5 * HOUR + random.next() * 2.5 * HOUR);
  shiftStart = new Date(Math.floor(start / 1000) * 1000);
  const { intervalMs } = options;
  function push(
    t: number,
    at: { lat: number; lon: number },
    speed: number,
    course: number,
    ignition: boolean,
    extra: Attributes = {},
  ): void {
    if (t >= options.until) return;
    const fix: Position = {
      deviceId: vehicle.deviceId,
      fixTime: new Date(Math.floor(t / 1000) * 1000),
      valid: true,
      lat: Math.round(at.lat * 1e6) / 1e6,
      lon: Math.round(at.lon * 1e6) / 1e6,
      speed,
      course,
      altitude: 610 + random.int(20),
      satellites: 7 + random.int(6),
      attributes: { ignition, ...extra },
    };
    const last = fixes.at(-1);
    if (last && last.fixTime.getTime() >= fix.fixTime.getTime()) return;
    const readings = options.sensors?.readings(vehicle, fix, { day, shiftStart });
    if (readings) fix.attributes = { ...fix.attributes, ...readings };
    fixes.push(fix);
  }

  const model = new SimulatedVehicle(random, start, 'demo');
  // Where the model starts its day, reached from the depot in a straight line (and left the same way at the end).
  const first = model.fix(start);
  const legOut = Math.max(intervalMs, (distanceKm(spot, first) / DEPOT_LEG_KMH) * HOUR);
  const key: Attributes = vehicle.driverKey ? { driver_key: vehicle.driverKey } : {};
  push(start, spot, 0, 0, true, key);
  const leg = (
    from: { lat: number; lon: number },
    to: { lat: number; lon: number },
    t0: number,
    ms: number,
  ) => {
    const course = bearing(from, to);
    // The last fix at leg speed comes at least LEG_EASE_MS before the leg's end: a stop (or the model's first speed)
    // a second after 45 km/h would read as harsh braking (or acceleration).
    for (let t = t0 + intervalMs; t < t0 + ms - LEG_EASE_MS; t += intervalMs) {
      const f = (t - t0) / ms;
      push(
        t,
        { lat: from.lat + (to.lat - from.lat) * f, lon: from.lon + (to.lon - from.lon) * f },
        DEPOT_LEG_KMH,
        course,
        true,
      );
    }
  };
  leg(spot, first, start, legOut);
  const sosAt = random.next() < 0.03 ? start + legOut + random.next() * (end - start - legOut) : Infinity;
  const powerCutAt =
    random.next() < 0.015 ? start + legOut + random.next() * (end - start - legOut) : Infinity;
  const coverageTrouble = random.next() < 0.05;
  let alarmSent = false;
  let cutSent = false;
  let t = start + legOut;
  let lastAt = { lat: first.lat, lon: first.lon };
  for (; t < end; t += intervalMs) {
    model.advance(t);
    // The model loses coverage every hour or so (the live map shows it); over a month that would be thousands of
    // device_online events: here a day with coverage trouble is an incident, on other days the tracker reports on.
    if (model.phase === 'offline' && coverageTrouble) continue;
    const fix = model.fix(t);
    const extra: Attributes = {};
    if (!alarmSent && t >= sosAt) {
      extra.alarm = 'sos';
      alarmSent = true;
    } else if (!cutSent && t >= powerCutAt) {
      extra.alarm = 'power_cut';
      cutSent = true;
    }
    let speed = fix.speed;
    if (speed > 38 && inSchoolZone(fix) && random.next() >= SCHOOL_ZONE_SPEEDING_SHARE)
      speed = 30 + random.int(9);
    push(t, fix, speed, fix.course, fix.ignition, extra);
    lastAt = { lat: fix.lat, lon: fix.lon };
  }
  const legBack = Math.max(intervalMs, (distanceKm(lastAt, spot) / DEPOT_LEG_KMH) * HOUR);
  leg(lastAt, spot, t, legBack);
  push(t + legBack, spot, 0, 0, true);
  push(t + legBack + MINUTE, spot, 0, 0, false);
  return fixes;
}

/** The demo vehicles the history drives: those with a tracker, in fleet order, with their drivers' keys. */
async function historyVehicles(db: Database, ids?: readonly number[]): Promise<HistoryVehicle[]> {
  const rows = await db
    .select({ id: vehicles.id, deviceId: vehicles.deviceId, driverKey: drivers.keyId })
    .from(vehicles)
    .leftJoin(drivers, eq(drivers.vehicleId, vehicles.id))
    .where(
      and(
        isNotNull(vehicles.deviceId),
        inArray(vehicles.deviceId, [...DEMO_DEVICE_IDS]),
        ids ? inArray(vehicles.id, [...ids]) : eq(vehicles.status, true),
      ),
    )
    .orderBy(asc(vehicles.id));
  return rows.map((row) => ({ id: row.id, deviceId: row.deviceId!, driverKey: row.driverKey ?? null }));
}

async function readMarker(db: Database): Promise<DemoHistoryMarker | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DEMO_HISTORY_KEY));
  return (row?.value as DemoHistoryMarker | undefined) ?? null;
}

async function writeMarker(db: Database, marker: DemoHistoryMarker): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: DEMO_HISTORY_KEY, value: marker })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: marker, updatedAt: new Date() } });
}

/**
 * What to do at start: resume the history a marker says is being written, or begin one on a fresh database (no
 * position older than a few hours: today's demo itinerary wrote some). An older database without a marker is
 * marked `skipped`, once. The decision is taken under a lock, so one of several instances starting together begins.
 */
async function plan(
  db: Database,
  now: Date,
  timeZone: string,
  days: number,
): Promise<DemoHistoryMarker | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    const existing = await readMarker(tx);
    if (existing) return existing.status === 'writing' ? existing : null;
    const [older] = rowsOf<{ found: boolean }>(
      await tx.execute(
        sql`SELECT EXISTS (SELECT 1 FROM positions WHERE fix_time < ${new Date(now.getTime() - 6 * HOUR)}) AS found`,
      ),
    );
    if (older?.found) {
      await writeMarker(tx, {
        status: 'skipped',
        days: 0,
        days_written: 0,
        until: now.toISOString(),
        vehicle_ids: [],
      });
      return null;
    }
    // Vehicles that already reported (today's finished itinerary) keep today only: older fixes would come late.
    const reported = rowsOf<{ vehicle_id: number }>(
      await tx.execute(sql`SELECT DISTINCT vehicle_id FROM positions`),
    );
    const skip = new Set(reported.map((row) => row.vehicle_id));
    const chosen = (await historyVehicles(tx)).filter((vehicle) => !skip.has(vehicle.id));
    const marker: DemoHistoryMarker = {
      status: 'writing',
      days,
      days_written: 0,
      first_day: addDays(todayIn(timeZone, now), -days),
      until: now.toISOString(),
      vehicle_ids: chosen.map((vehicle) => vehicle.id),
    };
    await writeMarker(tx, marker);
    return marker;
  });
}

export interface HistoryWriter {
  submit(vehicleId: number, positions: readonly Position[], serverTime?: Date): Promise<void>;
  flush(): Promise<void>;
}

export interface DemoHistoryOptions {
  timeZone: string;
  log: { info(object: object, message: string): void };
  now?: Date;
  /** The sensors' readings, made for the history's last day (`today`, fixed when it began). */
  sensors?: (today: string) => HistorySensors;
  /** Days before today (default 30); fixed when the history begins. */
  days?: number;
  /** Stops between days when it returns true (the server is shutting down). */
  stopped?: () => boolean;
}

/**
 * DEMO_HISTORY (docs/api.md#demo-history): the demo fleet's last 30 days, written through the position writer like
 * live reports, so the event engine and the trackers (reports, trips, maintenance meters, driver keys) derive from it
 * what a real month gives, and notification rules fill the inbox. Day by day, oldest first, every vehicle's day in
 * fix-time order before the next day (memory: one day of the fleet); each fix is received when it was taken (the
 * engine's offline logic reads server time). The marker in app_settings moves on after each day is committed, so a
 * restart resumes at the day after the last one marked and writes that day again, whose fixes the table already
 * has (same vehicle, same fix time: not stored twice). Nothing else may write a history vehicle's positions before
 * this resolves: a newer fix would make the older ones late (the simulator waits for it).
 * Resolves with the number of positions submitted; `null` when there was nothing to write.
 */
export async function writeDemoHistory(
  db: Database,
  writer: HistoryWriter,
  options: DemoHistoryOptions,
): Promise<number | null> {
  const now = options.now ?? new Date();
  const marker = await plan(db, now, options.timeZone, options.days ?? HISTORY_DAYS);
  if (!marker?.first_day) return null;
  const until = Date.parse(marker.until);
  const fleet = await historyVehicles(db, marker.vehicle_ids);
  const today = todayIn(options.timeZone, new Date(until));
  const started = Date.now();
  let submitted = 0;
  options.log.info(
    { vehicles: fleet.length, days: marker.days, daysWritten: marker.days_written },
    marker.days_written > 0
      ? 'demo history: resuming'
      : 'demo history: writing the last days of the demo fleet',
  );
  const firstDay = marker.first_day;
  const sensors = options.sensors?.(today);
  const dayOf = (index: number, vehicle: HistoryVehicle) => {
    const day = addDays(firstDay, index);
    const recent = addDays(today, -RECENT_DAYS) < day;
    const intervalMs = recent ? RECENT_INTERVAL_MS : OLDER_INTERVAL_MS;
    return historyDay(vehicle, day, options.timeZone, { intervalMs, until, sensors });
  };
  // The sensors' state runs on from day to day (a tank's level): resuming, it is brought to where it was by going
  // through the days already written again, without writing them.
  if (sensors) {
    for (let index = 0; index < marker.days_written; index++)
      fleet.forEach((vehicle) => dayOf(index, vehicle));
  }
  // Day 0 is `days` before today; the last is today, up to the moment the history began.
  for (let index = marker.days_written; index <= marker.days; index++) {
    if (options.stopped?.()) return submitted;
    const day = addDays(firstDay, index);
    const perVehicle = fleet.map((vehicle) => dayOf(index, vehicle));
    await Promise.all(
      fleet.map(async (vehicle, i) => {
        const fixes = perVehicle[i]!;
        // In runs of at most a few minutes, each received at its last fix's time: a tracker that buffers a little.
        // The engine reads silence from server time, so a run must not span the ten minutes that make a vehicle
        // offline. Submitted at once, in order: the writer queues them so (and batches them with other vehicles').
        const runs: Position[][] = [];
        for (const fix of fixes) {
          const run = runs.at(-1);
          if (run && fix.fixTime.getTime() - run[0]!.fixTime.getTime() < RUN_SPAN_MS) run.push(fix);
          else runs.push([fix]);
        }
        await Promise.all(runs.map((run) => writer.submit(vehicle.id, run, run.at(-1)!.fixTime)));
      }),
    );
    await writer.flush();
    const count = perVehicle.reduce((sum, fixes) => sum + fixes.length, 0);
    submitted += count;
    const written = index + 1;
    const done = written > marker.days;
    if (done) await sensors?.finish?.(db);
    await writeMarker(db, {
      ...marker,
      status: done ? 'done' : 'writing',
      days_written: Math.min(written, marker.days),
    });
    options.log.info(
      {
        day,
        positions: count,
        daysWritten: Math.min(written, marker.days),
        days: marker.days,
        ms: Date.now() - started,
      },
      done ? 'demo history: written' : 'demo history: day written',
    );
  }
  return submitted;
}
