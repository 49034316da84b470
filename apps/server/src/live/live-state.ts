import type { SensorValue } from '@fleet/shared/schemas/sensors';
import type { LivePosition, LiveVehicle } from '@fleet/shared/schemas/tracking';
import type { HubLogger, HubPosition, LiveEvent, LiveHub } from './hub';
import { deriveLiveStatus, nextStatusChangeAt, type StatusPosition } from './live-status';

/** What the live state reads from the database: a vehicle with its latest position, if any. */
export interface LiveVehicleRow {
  id: number;
  name: string;
  plateNumber: string;
  deviceId: string | null;
  status: boolean;
  driver: { id: number; name: string } | null;
  position: LivePosition | null;
  /** The latest position's attributes when the vehicle has sensors (what its sensors read), else null. */
  readings?: Readings | null;
}

/** Attributes of a fix, as sensors read them. */
export type Readings = Readonly<Record<string, unknown>>;

/**
 * The sensors' seam (docs/api.md#sensors): the sensors module turns a vehicle's readings into its sensors'
 * calibrated values. Both calls are in-memory lookups: a vehicle without sensors costs one map read.
 */
export interface LiveSensors {
  /** The attributes of a fix the vehicle's sensors read (what the hub carries); undefined without sensors. */
  readings(vehicleId: number, attributes: Readings): Record<string, string | number | boolean> | undefined;
  /** The vehicle's sensors' values at a fix with these readings; an empty list without sensors. */
  values(vehicleId: number, readings: Readings | null): SensorValue[];
}

/** The `sensors` of a vehicle without any (shared: most vehicles). */
const NO_SENSORS: SensorValue[] = [];

export interface LiveStateSource {
  /** `ids` null: every vehicle. */
  load(ids: readonly number[] | null): Promise<LiveVehicleRow[]>;
}

/**
 * The itineraries seam: whether a vehicle is on a running itinerary. The itineraries module will provide it and
 * publish a `vehicles.changed` event for the vehicle when an itinerary starts or ends, so its status is re-derived.
 */
export type ItineraryLookup = (vehicleId: number) => boolean;
export const NO_ITINERARIES: ItineraryLookup = () => false;

export interface LiveChange {
  /** Vehicles whose state changed; read their newest state with `get`/`json`. */
  changed: readonly number[];
  removed: readonly number[];
}
export type ChangeListener = (change: LiveChange) => void;

interface Entry {
  vehicle: LiveVehicle;
  /** `vehicle.position`'s times, parsed once per position (positions arrive with ISO strings, as clients get them). */
  times: PositionTimes | null;
  /** When time alone will change the status next (ms), or null. */
  dueAt: number | null;
  /** The vehicle serialised once per version, shared by every socket that sends it. */
  json: string | null;
  /** The latest position's readings when the vehicle has sensors (their values are re-derived from them). */
  readings: Readings | null;
}

/** How often statuses are re-derived for the passing of time (thresholds are minutes apart). */
export const STATUS_TICK_MS = 1_000;

interface PositionTimes {
  fix: number;
  server: number;
}

const timesOf = (position: LivePosition | null): PositionTimes | null =>
  position && { fix: Date.parse(position.fix_time), server: Date.parse(position.server_time) };

function statusInput(position: LivePosition | null, times: PositionTimes | null): StatusPosition | null {
  if (!position || !times) return null;
  return {
    speed: position.speed,
    ignition: position.ignition,
    fixTime: new Date(times.fix),
    serverTime: new Date(times.server),
  };
}

const samePosition = (a: LivePosition | null, b: LivePosition | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.fix_time === b.fix_time &&
    a.lat === b.lat &&
    a.lon === b.lon &&
    a.speed === b.speed &&
    a.course === b.course &&
    a.ignition === b.ignition &&
    a.server_time === b.server_time);

const sameVehicle = (a: LiveVehicle, b: LiveVehicle) =>
  a.name === b.name &&
  a.plate_number === b.plate_number &&
  a.device_id === b.device_id &&
  a.status === b.status &&
  a.live_status === b.live_status &&
  a.driver?.id === b.driver?.id &&
  a.driver?.name === b.driver?.name &&
  samePosition(a.position, b.position) &&
  sameSensors(a.sensors, b.sensors);

const sameSensors = (a: readonly SensorValue[], b: readonly SensorValue[]) =>
  a === b ||
  (a.length === b.length &&
    a.every(
      (sensor, i) =>
        sensor.id === b[i]!.id &&
        sensor.value === b[i]!.value &&
        sensor.name === b[i]!.name &&
        sensor.type === b[i]!.type &&
        sensor.unit === b[i]!.unit,
    ));

/** The newer of two positions by fix time (the newest fix wins, not the newest arrival). */
function newer(a: LivePosition | null, b: LivePosition | null): LivePosition | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b.fix_time) > Date.parse(a.fix_time) ? b : a;
}

/**
 * Every vehicle's live state in memory on this instance: loaded from the database at start, then kept current
 * from the hub's facts (committed positions, vehicle changes) and the clock. Each instance holds its own copy,
 * derived from the same facts, so any instance can serve any WebSocket client.
 */
export class LiveState {
  private readonly entries = new Map<number, Entry>();
  /** Changes when vehicles come or go or what a read of them brings (name, plate, device, driver) changes. */
  infoVersion = 0;
  private readonly listeners = new Set<ChangeListener>();
  /** Positions of vehicles not loaded yet (created a moment ago), kept until their row is read. */
  private readonly arrivedEarly = new Map<number, { position: LivePosition; readings: Readings | null }>();
  /** The sensors' values, once the sensors module has given them (`useSensors`). */
  private sensors: LiveSensors | null = null;
  private readonly unsubscribe: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Loads run one after another so an older answer never overwrites a newer one. */
  private loading: Promise<void> = Promise.resolve();
  /** The load not started yet, and what it will read; later requests join it. */
  private queuedLoad: Promise<void> | null = null;
  private queuedIds: Set<number> | 'all' | null = null;
  /**
   * Vehicles on a started, unfinished itinerary, shown `busy`. The itineraries tracker (trips module) keeps it
   * through the `liveState` it depends on; an `onRunningItinerary` option answers instead where given.
   */
  readonly vehiclesOnTrips = new Set<number>();
  private readonly onTrip: ItineraryLookup = (id) => this.vehiclesOnTrips.has(id);

  constructor(
    private readonly source: LiveStateSource,
    private readonly hub: LiveHub,
    private readonly log: HubLogger,
    private readonly options: { now?: () => Date; onRunningItinerary?: ItineraryLookup } = {},
  ) {}

  async start(): Promise<void> {
    this.unsubscribe.push(
      this.hub.subscribe((event) => this.onEvent(event)),
      this.hub.onResync(() => void this.reload(null)),
    );
    await this.reload(null);
    this.timer = setInterval(() => this.tick(), STATUS_TICK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    for (const off of this.unsubscribe.splice(0)) off();
    this.listeners.clear();
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(id: number): LiveVehicle | undefined {
    return this.entries.get(id)?.vehicle;
  }

  /** The vehicle as JSON, serialised once per change. */
  json(id: number): string | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    entry.json ??= JSON.stringify(entry.vehicle);
    return entry.json;
  }

  /** What a vehicle read shows of its live state (the vehicles module's `LiveState` seam): no query. */
  vehicleLive(id: number): {
    live_status: LiveVehicle['live_status'];
    last_position: {
      lat: number;
      lon: number;
      speed: number | null;
      course: number | null;
      fix_time: string;
    } | null;
  } {
    const vehicle = this.entries.get(id)?.vehicle;
    const position = vehicle?.position;
    return {
      live_status: vehicle?.live_status ?? null,
      last_position: position
        ? {
            lat: position.lat,
            lon: position.lon,
            speed: position.speed,
            course: position.course,
            fix_time: position.fix_time,
          }
        : null,
    };
  }

  /**
   * The sensors module's values from now on: every vehicle's are derived again from its kept readings (read with
   * its latest position: see `LiveStateSource`).
   */
  useSensors(sensors: LiveSensors): void {
    this.sensors = sensors;
    const changed: number[] = [];
    const now = this.now();
    for (const [id, entry] of this.entries) {
      const values = this.sensorValues(id, entry.readings);
      if (
        values !== entry.vehicle.sensors &&
        this.update(entry, { ...entry.vehicle, sensors: values }, undefined, now)
      )
        changed.push(id);
    }
    this.emit(changed, []);
  }

  /**
   * What the hub carries of a committed fix for the vehicle's sensors (undefined without sensors): the writer's
   * instance picks them, every instance calibrates them with its own copy of the sensors.
   */
  readingsOf(vehicleId: number, attributes: Readings): Record<string, string | number | boolean> | undefined {
    return this.sensors?.readings(vehicleId, attributes);
  }

  /** Vehicles whose sensors changed: re-read (their readings too, should a sensor read another attribute). */
  sensorsChanged(ids: readonly number[] | null): Promise<void> {
    return this.reload(ids);
  }

  private sensorValues(id: number, readings: Readings | null): SensorValue[] {
    if (!this.sensors) return NO_SENSORS;
    const values = this.sensors.values(id, readings);
    return values.length === 0 ? NO_SENSORS : values;
  }

  ids(): number[] {
    return [...this.entries.keys()];
  }

  /** Every vehicle, by id. */
  snapshot(): LiveVehicle[] {
    return [...this.entries.values()].map((entry) => entry.vehicle).sort((a, b) => a.id - b.id);
  }

  /** Resolves when the loads asked for so far are applied (tests, and callers that just changed a vehicle). */
  settled(): Promise<void> {
    return this.loading;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private onEvent(event: LiveEvent): void {
    if (event.type === 'positions') this.applyPositions(event.positions);
    else if (event.type === 'vehicles.changed') void this.reload(event.ids);
  }

  private applyPositions(positions: readonly HubPosition[]): void {
    const changed: number[] = [];
    const unknown = new Set<number>();
    const now = this.now();
    for (const hubPosition of positions) {
      const id = hubPosition.vehicle_id;
      const position: LivePosition = {
        lat: hubPosition.lat,
        lon: hubPosition.lon,
        speed: hubPosition.speed,
        course: hubPosition.course,
        ignition: hubPosition.ignition,
        fix_time: hubPosition.fix_time,
        server_time: hubPosition.server_time,
      };
      const readings = hubPosition.readings ?? null;
      const entry = this.entries.get(id);
      if (!entry) {
        // Created a moment ago (maybe on another instance): read it, then merge this position in.
        const early = this.arrivedEarly.get(id);
        if (!early || newer(early.position, position) === position)
          this.arrivedEarly.set(id, { position, readings });
        unknown.add(id);
        continue;
      }
      // The newest fix wins, not the newest arrival (as `newer`).
      const fix = hubPosition.fix_ms ?? Date.parse(position.fix_time);
      if (entry.times && !(fix > entry.times.fix)) continue;
      const times = { fix, server: hubPosition.server_ms ?? Date.parse(position.server_time) };
      entry.readings = readings;
      const sensors = this.sensorValues(id, readings);
      if (this.update(entry, { ...entry.vehicle, position, sensors }, times, now)) changed.push(id);
    }
    this.emit(changed, []);
    if (unknown.size > 0) void this.reload([...unknown]);
  }

  /**
   * Re-derives the status; true when anything the client sees changed. `times`: those of `next.position` when the
   * caller has them. `next` becomes the entry's vehicle as it is when its status has not changed: callers pass a
   * new object or the entry's own.
   */
  private update(entry: Entry, next: LiveVehicle, times?: PositionTimes | null, now = this.now()): boolean {
    const context = {
      now,
      onRunningItinerary: (this.options.onRunningItinerary ?? this.onTrip)(next.id),
    };
    const nextTimes =
      times !== undefined
        ? times
        : next.position === entry.vehicle.position
          ? entry.times
          : timesOf(next.position);
    const input = statusInput(next.position, nextTimes);
    const status = deriveLiveStatus(input, context);
    const vehicle = next.live_status === status ? next : { ...next, live_status: status };
    entry.dueAt = nextStatusChangeAt(input, context);
    // Equal positions have equal times.
    entry.times = nextTimes;
    if (sameVehicle(entry.vehicle, vehicle)) return false;
    entry.vehicle = vehicle;
    entry.json = null;
    return true;
  }

  private tick(): void {
    const now = this.now().getTime();
    const changed: number[] = [];
    for (const [id, entry] of this.entries) {
      if (entry.dueAt !== null && entry.dueAt <= now && this.update(entry, entry.vehicle)) changed.push(id);
    }
    this.emit(changed, []);
  }

  /**
   * Re-reads vehicles (null: all of them) and merges them with what arrived meanwhile. Requests made while a
   * read is waiting join it, so a burst of changes (2,000 vehicles created one by one) costs a few reads.
   */
  reload(ids: readonly number[] | null): Promise<void> {
    if (ids === null) this.queuedIds = 'all';
    else if (this.queuedIds !== 'all') {
      this.queuedIds ??= new Set();
      for (const id of ids) this.queuedIds.add(id);
    }
    this.queuedLoad ??= this.loading = this.loading.then(async () => {
      const queued = this.queuedIds;
      this.queuedIds = null;
      this.queuedLoad = null;
      const wanted = queued === 'all' || queued === null ? null : [...queued];
      let rows: LiveVehicleRow[];
      try {
        rows = await this.source.load(wanted);
      } catch (error) {
        this.log.warn({ err: error }, 'live state: could not read vehicles');
        return;
      }
      this.merge(wanted, rows);
    });
    return this.queuedLoad;
  }

  private merge(ids: readonly number[] | null, rows: LiveVehicleRow[]): void {
    const changed: number[] = [];
    const removed: number[] = [];
    const found = new Set<number>();
    for (const row of rows) {
      found.add(row.id);
      const entry = this.entries.get(row.id);
      const early = this.arrivedEarly.get(row.id) ?? null;
      this.arrivedEarly.delete(row.id);
      // The newest of the kept, the early and the read position, with its readings.
      let position = row.position;
      let readings = row.readings ?? null;
      if (early && newer(position, early.position) === early.position && early.position !== position) {
        position = early.position;
        readings = early.readings;
      }
      if (entry?.vehicle.position && newer(position, entry.vehicle.position) === entry.vehicle.position) {
        const kept = entry.vehicle.position;
        // A kept position equal to the read one: the read readings (a sensor may read another attribute now).
        if (!(position && position.fix_time === kept.fix_time)) readings = entry.readings;
        position = kept;
      }
      const next: LiveVehicle = {
        id: row.id,
        name: row.name,
        plate_number: row.plateNumber,
        device_id: row.deviceId,
        status: row.status,
        driver: row.driver,
        live_status: null,
        position,
        sensors: this.sensorValues(row.id, readings),
      };
      if (!entry) {
        const created: Entry = { vehicle: next, times: null, dueAt: null, json: null, readings };
        this.update(created, next, timesOf(next.position)); // derives the status and when it is next due
        this.entries.set(row.id, created);
        changed.push(row.id);
      } else {
        entry.readings = readings;
        if (this.update(entry, next)) changed.push(row.id);
      }
    }
    for (const id of ids ?? [...this.entries.keys()]) {
      if (!found.has(id) && this.entries.delete(id)) removed.push(id);
    }
    if (!ids) this.arrivedEarly.clear();
    else for (const id of ids) this.arrivedEarly.delete(id);
    if (changed.length > 0 || removed.length > 0) this.infoVersion++;
    this.emit(changed, removed);
  }

  private emit(changed: number[], removed: number[]): void {
    if (changed.length === 0 && removed.length === 0) return;
    const change = { changed, removed };
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log.warn({ err: error }, 'live state listener failed');
      }
    }
  }
}
