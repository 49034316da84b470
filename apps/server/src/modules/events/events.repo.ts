import { sql, type SQL } from 'drizzle-orm';
import {
  EVENT_SEVERITIES,
  EVENT_TYPES,
  type EventSeverity,
  eventSeverity,
  type EventType,
} from '@fleet/shared/schemas/events';
import {
  copyInto,
  type CopySession,
  type Database,
  executeNamed,
  isStorableId,
  rowsOf,
} from '../../db/client';
import { binaryArray, binaryJsonbArray, binaryTextArray } from '../../db/binary-arrays';
import { BinaryCopy } from '../../db/binary-copy';
import { isoTime } from '../../lib/iso-time';
import { type EventFinal, type RaisedEvent, severityOf, type StoredEvent } from './event-record';

export interface EventFilters {
  types?: EventType[] | undefined;
  vehicleId?: number | undefined;
  /** Only these vehicles (an API key limited to some); undefined: every vehicle. */
  vehicleIds?: readonly number[] | undefined;
  geofenceId?: number | undefined;
  severity?: EventSeverity | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** `meta.total` counts at most this many rows: an exact count of millions of events costs more than the page. */
export const EVENT_COUNT_CAP = 10_000;

/** Up to this many types, the list reads one index scan per type. */
const MAX_TYPE_SCANS = 6;

/**
 * Geofence crossings, which the `(type, time, id)` index leaves out (migration 0032): a query by another type
 * repeats the index's predicate, `NOT_CROSSING`, so that the planner may use it.
 */
const CROSSINGS: readonly EventType[] = ['geofence_enter', 'geofence_exit'];
export const NOT_CROSSING = `e.type NOT IN (${CROSSINGS.map((type) => `'${type}'`).join(', ')})`;

/** The columns of a `StoredEvent`, from `e` joined with its names. */
export const PRESENTED = `
  e.id::float8 AS "id", e.vehicle_id AS "vehicleId", e.type, e.subject,
  to_char(e.time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "time", e.severity, e.lat, e.lon,
  e.geofence_id AS "geofenceId", e.trip_id AS "tripId", e.driver_id AS "driverId", e.attributes,
  v.name AS "vehicleName", v.plate_number AS "plateNumber", g.name AS "geofenceName", t.name AS "tripName",
  d.name AS "driverName"`;
export const NAMES = `
  JOIN vehicles v ON v.id = e.vehicle_id
  LEFT JOIN geofences g ON g.id = e.geofence_id
  LEFT JOIN trips t ON t.id = e.trip_id
  LEFT JOIN drivers d ON d.id = e.driver_id`;

/**
 * The types that can have `severity`: a severity is a function of the type (an alarm's also of its kind), so a
 * severity filter is also a type filter, which the `(type, time, id)` index answers newest first.
 */
function typesOf(severity: EventSeverity): EventType[] {
  return EVENT_TYPES.filter((type) =>
    type === 'alarm' ? severity !== 'info' : eventSeverity(type) === severity,
  );
}

/**
 * A type, severity or row count written into the list's statement, not bound: the pool plans statements once for
 * any parameters (`plan_cache_mode`), and a plan for any type reads the time index, filtering, where a rare type
 * has its own index (and counting it read every entry: seconds at 10 million events). They are few values,
 * checked here, so the plans are few too.
 */
function literal(value: EventType | EventSeverity | number): SQL {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a row count: ${value}`);
    return sql.raw(String(value));
  }
  if (
    !(EVENT_TYPES as readonly string[]).includes(value) &&
    !(EVENT_SEVERITIES as readonly string[]).includes(value)
  )
    throw new RangeError(`not an event type or severity: ${value}`);
  return sql.raw(`'${value}'`);
}

/**
 * The condition of one type's scan (`null`: any type). Crossings are read from the time index, whose entries
 * carry the type; counted (`counting`), from the geofence index, which holds only events with a geofence: every
 * crossing names its geofence, and there are few of them to read where crossings are a small share of the events.
 */
function typeCondition(type: EventType | null, counting: boolean): SQL {
  if (type === null) return sql``;
  if (!CROSSINGS.includes(type)) return sql` AND e.type = ${literal(type)} AND ${sql.raw(NOT_CROSSING)}`;
  return sql` AND e.type = ${literal(type)}${counting ? sql` AND e.geofence_id IS NOT NULL` : sql``}`;
}

function normalise(row: StoredEvent): StoredEvent {
  return { ...row, id: Number(row.id) };
}

/** The names an event refers to, known without the database (undefined: not known here). */
export interface EventNames {
  vehicle(id: number): { name: string; plateNumber: string } | undefined;
  geofence(id: number): string | undefined;
  driver(id: number): string | undefined;
}

/** An event as the insert statement reads it. */
type EventInput = {
  vehicle_id: number;
  type: EventType;
  subject: string;
  /** Epoch milliseconds. */
  ms: number;
  severity: EventSeverity;
  lat: number | null;
  lon: number | null;
  geofence_id: number | null;
  trip_id: number | null;
  driver_id: number | null;
  attributes: Record<string, unknown>;
};

function toInput(event: RaisedEvent): EventInput {
  return {
    vehicle_id: event.vehicleId,
    type: event.type,
    subject: event.subject ?? '',
    ms: event.time.getTime(),
    severity: severityOf(event),
    lat: event.lat ?? null,
    lon: event.lon ?? null,
    geofence_id: event.geofenceId ?? null,
    trip_id: event.tripId ?? null,
    driver_id: event.driverId ?? null,
    attributes: event.attributes ?? {},
  };
}

/**
 * The events in the order the insert takes them (vehicle, time, then as raised), the first of those raised twice
 * in one call (which one the insert would keep is not defined). Sorted, not keyed by a string: building and
 * hashing a key per event cost more than the rest of its way here.
 */
function ordered(raised: readonly RaisedEvent[]): EventInput[] {
  const sorted = raised.map(toInput).sort((a, b) => a.vehicle_id - b.vehicle_id || a.ms - b.ms); // stable
  const kept: EventInput[] = [];
  let group = 0; // where the kept events of the current vehicle and time start
  for (const row of sorted) {
    const last = kept[kept.length - 1];
    if (!last || last.vehicle_id !== row.vehicle_id || last.ms !== row.ms) group = kept.length;
    let again = false;
    for (let k = group; k < kept.length && !again; k++)
      again = kept[k]!.type === row.type && kept[k]!.subject === row.subject;
    if (!again) kept.push(row);
  }
  return kept;
}

/** Whether `names` know every name the events refer to (not a trip's: those are joined by the statement). */
function namedInMemory(input: readonly EventInput[], names: EventNames): boolean {
  return input.every(
    (row) =>
      row.trip_id === null &&
      names.vehicle(row.vehicle_id) !== undefined &&
      (row.geofence_id === null || names.geofence(row.geofence_id) !== undefined) &&
      (row.driver_id === null || names.driver(row.driver_id) !== undefined),
  );
}

/** An event as it is presented once stored, its names from `names` (see `namedInMemory`). */
function presented(id: number, row: EventInput, names: EventNames): StoredEvent {
  const vehicle = names.vehicle(row.vehicle_id)!;
  return {
    id,
    vehicleId: row.vehicle_id,
    type: row.type,
    subject: row.subject,
    time: isoTime(row.ms),
    severity: row.severity,
    lat: row.lat,
    lon: row.lon,
    geofenceId: row.geofence_id,
    tripId: null,
    driverId: row.driver_id,
    attributes: row.attributes,
    vehicleName: vehicle.name,
    plateNumber: vehicle.plateNumber,
    geofenceName: row.geofence_id === null ? null : names.geofence(row.geofence_id)!,
    tripName: null,
    driverName: row.driver_id === null ? null : names.driver(row.driver_id)!,
  };
}

/**
 * The fewest events stored by COPY: it takes three round trips (the ids, the COPY and its data) where the statement
 * takes one, which a handful of events (the engine's ticks at a steady rate) would wait for; under load the engine's
 * ticks carry hundreds.
 */
export const EVENTS_COPY_MIN = 64;
const COPY_EVENTS = `COPY events (id, vehicle_id, type, subject, time, severity, lat, lon, geofence_id, trip_id,
  driver_id, attributes) FROM STDIN (FORMAT binary)`;
/** Room for an event's fields of fixed size, with their lengths (`BinaryCopy.row`): 8 × 4 + 44 bytes. */
const COPY_EVENT_BYTES = 76;

/**
 * `EventsRepo.insert` of events nobody stored, named in memory, in a PostgreSQL transaction: by binary COPY, which
 * costs the database about a third less per event than the statement (no executor per row, no arrays to take apart).
 * The ids come from the identity's sequence first, with which vehicles still exist (the statement's `EXISTS`); an
 * event that exists after all fails the COPY on the natural key (23505), as the plain insert would.
 */
async function copyEvents(
  db: Database,
  copyIn: CopySession['copyIn'],
  input: readonly EventInput[],
  names: EventNames,
): Promise<StoredEvent[]> {
  const vehicleIds = [...new Set(input.map((row) => row.vehicle_id))];
  const [reserved] = await executeNamed<{ present: number[]; ids: number[] }>(
    db,
    'events-copy-ids',
    sql`
      SELECT (SELECT coalesce(array_agg(id), '{}') FROM vehicles WHERE id IN (SELECT unnest(${`{${vehicleIds.join(',')}}`}::int[]))) AS present,
        (SELECT array_agg(nextval(s.id)::float8) FROM generate_series(1, ${input.length}::int),
          -- Looked up once (OFFSET 0: not folded into every row's nextval, which then cost ~6 µs each).
          (SELECT pg_get_serial_sequence('events', 'id')::regclass AS id OFFSET 0) s) AS ids`,
  );
  const present = new Set(reserved!.present);
  const copy = new BinaryCopy(input.length * (COPY_EVENT_BYTES + 64));
  const stored: { ms: number; event: StoredEvent }[] = [];
  for (let i = 0; i < input.length; i++) {
    const row = input[i]!;
    if (!present.has(row.vehicle_id)) continue; // deleted meanwhile
    const id = reserved!.ids[i]!;
    const attributes = JSON.stringify(row.attributes);
    copy.row(
      12,
      COPY_EVENT_BYTES +
        BinaryCopy.textBytes(row.type) +
        BinaryCopy.textBytes(row.subject) +
        BinaryCopy.textBytes(row.severity) +
        BinaryCopy.jsonbBytes(attributes),
    );
    copy.int8(id);
    copy.int4(row.vehicle_id);
    copy.text(row.type);
    copy.text(row.subject);
    copy.timestamptz(row.ms);
    copy.text(row.severity);
    copy.float8(row.lat);
    copy.float8(row.lon);
    copy.int4OrNull(row.geofence_id);
    copy.null(); // trip_id: see `namedInMemory`
    copy.int4OrNull(row.driver_id);
    copy.jsonb(attributes);
    stored.push({ ms: row.ms, event: presented(id, row, names) });
  }
  if (stored.length > 0) await copyIn(COPY_EVENTS, copy.finish());
  return stored.sort((a, b) => a.ms - b.ms || a.event.id - b.event.id).map((s) => s.event);
}

export class EventsRepo {
  constructor(private readonly db: Database) {}

  /**
   * Inserts the events that do not exist yet (natural key: vehicle, time, type, subject) and returns those
   * it inserted, with their names, in time order. `db` may be a transaction of the caller. With `names` that know
   * every name the events refer to (the event engine's, from memory), the statement returns only each new
   * event's id and key: joining the names cost a third of the insert. `unseen`: the caller knows none of them
   * was stored before (the engine going on from its own state): they are inserted plainly, without ON
   * CONFLICT's speculative insertion (by COPY when there are at least `copyMin` of them, `names` know them all
   * and `db` is a PostgreSQL transaction: `copyEvents`), and one that exists after all fails the statement (23505)
   * rather than being dropped, so the caller tries again without it.
   */
  static async insert(
    db: Database,
    raised: readonly RaisedEvent[],
    names?: EventNames,
    unseen = false,
    copyMin = EVENTS_COPY_MIN,
  ): Promise<StoredEvent[]> {
    if (raised.length === 0) return [];
    const input = ordered(raised);
    if (unseen && input.length >= copyMin && names !== undefined && namedInMemory(input, names)) {
      const copyIn = copyInto(db);
      if (copyIn) return copyEvents(db, copyIn, input, names);
    }
    // Binary arrays, one per column (as the position writer's): nothing printed here or parsed there.
    const ints = (value: (row: EventInput) => number | null) => binaryArray('int4', input.map(value));
    const floats = (value: (row: EventInput) => number | null) => binaryArray('float8', input.map(value));
    const texts = (value: (row: EventInput) => string) => binaryTextArray(input.map(value));
    const attributes = binaryJsonbArray(input.map((row) => JSON.stringify(row.attributes)));
    const named = names !== undefined && namedInMemory(input, names);
    const inserted = sql`
      WITH input AS (
        SELECT * FROM ROWS FROM (unnest(${ints((r) => r.vehicle_id)}::int[]),
          unnest(${texts((r) => r.type)}::text[]), unnest(${texts((r) => r.subject)}::text[]),
          unnest(${floats((r) => r.ms)}::float8[]), unnest(${texts((r) => r.severity)}::text[]),
          unnest(${floats((r) => r.lat)}::float8[]), unnest(${floats((r) => r.lon)}::float8[]),
          unnest(${ints((r) => r.geofence_id)}::int[]), unnest(${ints((r) => r.trip_id)}::int[]),
          unnest(${ints((r) => r.driver_id)}::int[]), unnest(${attributes}::jsonb[])) WITH ORDINALITY
          AS t(vehicle_id, type, subject, ms, severity, lat, lon, geofence_id, trip_id, driver_id, attributes, n)
        WHERE EXISTS (SELECT 1 FROM vehicles WHERE vehicles.id = t.vehicle_id)
      ), e AS (
        INSERT INTO events (vehicle_id, type, subject, time, severity, lat, lon, geofence_id, trip_id, driver_id,
          attributes)
        SELECT vehicle_id, type, subject, to_timestamp(ms / 1000), severity, lat, lon, geofence_id, trip_id,
          driver_id, attributes
        FROM input ORDER BY n -- ids in the order of the input (at one time, in the order raised)
        ${unseen ? sql`` : sql`ON CONFLICT DO NOTHING`}
        RETURNING ${named ? sql`id, vehicle_id, type, subject, time` : sql`*`}
      )`;
    // One statement text (and prepared name) per variant.
    const name = `events-insert${unseen ? '-unseen' : ''}${named ? '-named' : ''}`;
    if (!named) {
      const result = await executeNamed<StoredEvent>(
        db,
        name,
        sql`${inserted} SELECT ${sql.raw(PRESENTED)} FROM e ${sql.raw(NAMES)} ORDER BY e.time, e.id`,
      );
      return result.map(normalise);
    }
    const result = await executeNamed<{
      id: number;
      vehicle_id: number;
      type: string;
      subject: string;
      ms: number;
    }>(
      db,
      name,
      sql`${inserted}
        SELECT e.id::float8 AS id, e.vehicle_id, e.type, e.subject, (extract(epoch FROM e.time) * 1000)::float8 AS ms
        FROM e ORDER BY e.id`,
    );
    // In id order the new events are the input's, less those that existed (or whose vehicle did not): one walk
    // along both finds each one's input row.
    const stored: { ms: number; event: StoredEvent }[] = [];
    let next = 0;
    for (const row of result) {
      let match = input[next++];
      while (
        match &&
        (match.vehicle_id !== row.vehicle_id ||
          match.ms !== row.ms ||
          match.type !== row.type ||
          match.subject !== row.subject)
      )
        match = input[next++];
      if (!match) throw new Error('events: an inserted event is not in the input');
      stored.push({ ms: match.ms, event: presented(row.id, match, names) });
    }
    return stored.sort((a, b) => a.ms - b.ms || a.event.id - b.event.id).map((s) => s.event);
  }

  /**
   * Merges final attributes into stored events by their natural key (idempotent: a replay writes the same ones).
   * An event not stored (its vehicle deleted) is left alone.
   */
  static async finalise(db: Database, finals: readonly EventFinal[]): Promise<void> {
    if (finals.length === 0) return;
    const input = finals.map((f) => ({
      vehicle_id: f.vehicleId,
      type: f.type,
      subject: f.subject,
      time: f.time.toISOString(),
      attributes: f.attributes,
    }));
    await executeNamed(
      db,
      'events-finalise',
      sql`
      UPDATE events e SET attributes = e.attributes || t.attributes
      FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS t(vehicle_id int, type text, subject text,
        time timestamptz, attributes jsonb)
      WHERE e.vehicle_id = t.vehicle_id AND e.type = t.type AND e.subject = t.subject AND e.time = t.time`,
    );
  }

  /** The conditions other than the type; `e.severity` stays checked (the type list only narrows the scan). */
  private where(filters: EventFilters): SQL {
    const conditions: SQL[] = [sql`true`];
    if (filters.vehicleId !== undefined) {
      conditions.push(
        isStorableId(filters.vehicleId) ? sql`e.vehicle_id = ${filters.vehicleId}` : sql`false`,
      );
    }
    if (filters.vehicleIds) {
      const ids = filters.vehicleIds.filter(isStorableId);
      conditions.push(ids.length ? sql`e.vehicle_id = ANY(${`{${ids.join(',')}}`}::int[])` : sql`false`);
    }
    if (filters.geofenceId !== undefined) {
      conditions.push(
        isStorableId(filters.geofenceId) ? sql`e.geofence_id = ${filters.geofenceId}` : sql`false`,
      );
    }
    if (filters.severity) conditions.push(sql`e.severity = ${literal(filters.severity)}`);
    if (filters.from) conditions.push(sql`e.time >= ${filters.from.toISOString()}::timestamptz`);
    if (filters.to) conditions.push(sql`e.time <= ${filters.to.toISOString()}::timestamptz`);
    return sql.join(conditions, sql` AND `);
  }

  /** The types asked for and allowed by the severity; undefined: any type. */
  private types(filters: EventFilters): EventType[] | undefined {
    const asked = filters.types?.length ? [...new Set(filters.types)] : undefined;
    if (!filters.severity) return asked;
    const possible = typesOf(filters.severity);
    return asked ? asked.filter((type) => possible.includes(type)) : possible;
  }

  /**
   * Newest first, (time, id) descending. With types, one index scan per type, each stopping after the rows the
   * page needs, merged: `type = ANY(…)` would read every matching row to sort them. The indexes carry the other
   * filter columns, so the capped count reads index entries only.
   * `total` is exact up to EVENT_COUNT_CAP; `capped` says there are more.
   */
  async list(filters: EventFilters, page: number, perPage: number) {
    const allowed = this.types(filters);
    if (allowed?.length === 0) return { rows: [] as StoredEvent[], total: 0, capped: false };
    // Many types are most events (a common severity): the time index, filtering its entries, finds a page soon.
    const types = allowed && allowed.length <= MAX_TYPE_SCANS ? allowed : undefined;
    const where =
      allowed && !types
        ? sql`${this.where(filters)} AND e.type IN (${sql.join(allowed.map(literal), sql`, `)})`
        : this.where(filters);
    const offset = (page - 1) * perPage;
    const scans = (limit: number | null) =>
      (types ?? [null]).map((type) => {
        const typed = typeCondition(type, limit === null);
        return limit === null
          ? sql`(SELECT 1 FROM events e WHERE ${where}${typed})`
          : sql`(SELECT * FROM events e WHERE ${where}${typed}
              ORDER BY e.time DESC, e.id DESC LIMIT ${literal(limit)})`;
      });
    const pageRows = () =>
      (types?.length ?? 1) === 1
        ? sql`SELECT * FROM events e WHERE ${where}${typeCondition(types?.[0] ?? null, false)}
              ORDER BY e.time DESC, e.id DESC LIMIT ${literal(perPage)} OFFSET ${literal(offset)}`
        : sql`SELECT * FROM (${sql.join(scans(offset + perPage), sql` UNION ALL `)}) k
              ORDER BY k.time DESC, k.id DESC LIMIT ${literal(perPage)} OFFSET ${literal(offset)}`;
    const [rows, counted] = await Promise.all([
      // A page past any number a statement takes is past every row.
      Number.isSafeInteger(offset + perPage)
        ? this.db.execute(sql`
            SELECT ${sql.raw(PRESENTED)}
            FROM (${pageRows()}) e
            ${sql.raw(NAMES)}
            ORDER BY e.time DESC, e.id DESC`)
        : { rows: [] },
      this.db.execute(sql`
        SELECT count(*)::int AS total
        FROM (SELECT 1 FROM (${sql.join(scans(null), sql` UNION ALL `)}) k
          LIMIT ${literal(EVENT_COUNT_CAP + 1)}) capped`),
    ]);
    const count = rowsOf<{ total: number }>(counted)[0]?.total ?? 0;
    return {
      rows: rowsOf<StoredEvent>(rows).map(normalise),
      total: Math.min(count, EVENT_COUNT_CAP),
      capped: count > EVENT_COUNT_CAP,
    };
  }

  /** One vehicle's events over [from, to), in time order (the movement record). */
  async ofVehicle(vehicleId: number, from: Date, to: Date): Promise<StoredEvent[]> {
    const result = await this.db.execute(sql`
      SELECT ${sql.raw(PRESENTED)}
      FROM events e ${sql.raw(NAMES)}
      WHERE e.vehicle_id = ${vehicleId} AND e.time >= ${from.toISOString()}::timestamptz
        AND e.time < ${to.toISOString()}::timestamptz
      ORDER BY e.time, e.id
      LIMIT 10000`);
    return rowsOf<StoredEvent>(result).map(normalise);
  }

  async vehicleExists(id: number): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const result = await this.db.execute(sql`SELECT 1 AS one FROM vehicles WHERE id = ${id}`);
    return rowsOf(result).length > 0;
  }
}

/**
 * Raises `device_offline` for every vehicle whose newest report is older than `thresholdMs` by server time and
 * that has no such event since that report: time = that report's server time + the threshold, so every
 * instance running this at any moment computes the same key, and the unique index keeps one.
 */
export async function raiseOfflineEvents(db: Database, thresholdMs: number): Promise<StoredEvent[]> {
  const seconds = Math.round(thresholdMs / 1000);
  const result = await db.execute(sql`
    WITH silent AS (
      SELECT lp.vehicle_id, lp.server_time, lp.lat, lp.lon, d.id AS driver_id
      FROM latest_positions lp
      LEFT JOIN drivers d ON d.vehicle_id = lp.vehicle_id
      WHERE lp.server_time < now() - make_interval(secs => ${seconds})
        AND NOT EXISTS (
          SELECT 1 FROM events o
          WHERE o.vehicle_id = lp.vehicle_id AND o.type = 'device_offline' AND o.subject = ''
            AND o.time > lp.server_time)
    ), e AS (
      INSERT INTO events (vehicle_id, type, subject, time, severity, lat, lon, driver_id, attributes)
      SELECT vehicle_id, 'device_offline', '', server_time + make_interval(secs => ${seconds}), 'warning', lat, lon,
        driver_id, jsonb_build_object('silent_seconds', ${seconds}::int)
      FROM silent ORDER BY vehicle_id
      ON CONFLICT DO NOTHING
      RETURNING *
    )
    SELECT ${sql.raw(PRESENTED)} FROM e ${sql.raw(NAMES)} ORDER BY e.time, e.id`);
  return rowsOf<StoredEvent>(result).map(normalise);
}
