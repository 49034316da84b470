import type { LiveStatus, LiveVehicle } from '@fleet/shared/schemas/tracking';
import { LIVE_STATUSES } from '@fleet/shared/schemas/vehicles';
import type { FleetBatch, VehicleInfo } from '@/features/tracking/live/fleet-batch';

/** What the store offers of the fleet: read like a map of `LiveVehicle`s, kept in columns. */
export type LiveFleetView = Pick<LiveFleet, 'get' | 'has' | 'size' | 'keys' | 'values'>;

const NO_SENSORS: LiveVehicle['sensors'] = [];
const nullIfNaN = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * The live fleet in columns, one slot per vehicle: a batch of 10,000 changed vehicles is copied into
 * typed arrays, and a `LiveVehicle` object is built only when something asks for that vehicle (the
 * rows of the list in view, the popup, the details page), then kept until the vehicle changes. The
 * map layer reads the columns. A removed vehicle's slot is reused by the next new one.
 */
export class LiveFleet {
  /** Slot of each vehicle, in the order vehicles arrived. */
  private slots = new Map<number, number>();
  private free: number[] = [];
  /** Slots in use or freed: the map layer draws this many (freed ones are hidden). */
  slotCount = 0;
  capacity = 0;
  ids = new Int32Array(0);
  /** NaN: no position. */
  lat = new Float64Array(0);
  lon = new Float64Array(0);
  speed = new Float64Array(0);
  course = new Float64Array(0);
  ignition = new Int8Array(0);
  /** 0: none (or a freed slot), else 1 + the index in LIVE_STATUSES. */
  status = new Uint8Array(0);
  /** Whether the slot holds a vehicle. */
  used = new Uint8Array(0);
  private fixTime: string[] = [];
  private serverTime: string[] = [];
  private infos: (VehicleInfo | undefined)[] = [];
  /** Each slot's sensors' values (docs/api.md#sensors); undefined: none. */
  private sensors: (LiveVehicle['sensors'] | undefined)[] = [];
  private objects: (LiveVehicle | undefined)[] = [];
  /** Slots written by the last batch (removed ones included), or null after a snapshot (all). */
  lastChanged: Int32Array | null = null;
  /** Changes when vehicles come or go or their names, plates or drivers change. */
  infoVersion = 0;

  get size(): number {
    return this.slots.size;
  }

  slotOf(id: number): number | undefined {
    return this.slots.get(id);
  }

  has(id: number): boolean {
    return this.slots.has(id);
  }

  keys(): IterableIterator<number> {
    return this.slots.keys();
  }

  *values(): IterableIterator<LiveVehicle> {
    for (const slot of this.slots.values()) yield this.vehicleAt(slot);
  }

  info(id: number): VehicleInfo | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.infos[slot];
  }

  liveStatus(id: number): LiveStatus | null {
    const slot = this.slots.get(id);
    const code = slot === undefined ? 0 : this.status[slot]!;
    return code === 0 ? null : LIVE_STATUSES[code - 1]!;
  }

  get(id: number): LiveVehicle | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.vehicleAt(slot);
  }

  clear(): void {
    this.slots.clear();
    this.free = [];
    this.slotCount = 0;
    this.used.fill(0);
    this.status.fill(0);
    this.infos = [];
    this.sensors = [];
    this.objects = [];
    this.fixTime = [];
    this.serverTime = [];
    this.lastChanged = null;
    this.infoVersion++;
  }

  /** One batch of the live worker; returns the ids it touched (removed ones included). */
  apply(batch: FleetBatch): Int32Array {
    if (batch.snapshot) this.clear();
    const n = batch.ids.length;
    const changed = new Int32Array(n + batch.removed.length);
    const touchedIds = new Int32Array(n + batch.removed.length);
    let added = false;
    for (let i = 0; i < n; i++) {
      const id = batch.ids[i]!;
      let slot = this.slots.get(id);
      if (slot === undefined) {
        slot = this.allocate(id);
        added = true;
      }
      changed[i] = slot;
      touchedIds[i] = id;
      this.lat[slot] = batch.lat[i]!;
      this.lon[slot] = batch.lon[i]!;
      this.speed[slot] = batch.speed[i]!;
      this.course[slot] = batch.course[i]!;
      this.ignition[slot] = batch.ignition[i]!;
      this.status[slot] = batch.liveStatus[i]!;
      this.fixTime[slot] = batch.times[2 * i]!;
      this.serverTime[slot] = batch.times[2 * i + 1]!;
      this.objects[slot] = undefined;
    }
    for (const info of batch.infos) {
      const slot = this.slots.get(info.id);
      if (slot !== undefined) this.infos[slot] = info;
    }
    for (const { id, sensors } of batch.sensors) {
      const slot = this.slots.get(id);
      if (slot === undefined) continue;
      this.sensors[slot] = sensors.length === 0 ? undefined : sensors;
      this.objects[slot] = undefined;
    }
    let k = n;
    for (const id of batch.removed) {
      const slot = this.slots.get(id);
      if (slot === undefined) continue;
      this.slots.delete(id);
      this.used[slot] = 0;
      this.status[slot] = 0;
      this.lat[slot] = NaN;
      this.infos[slot] = undefined;
      this.sensors[slot] = undefined;
      this.objects[slot] = undefined;
      this.free.push(slot);
      changed[k] = slot;
      touchedIds[k++] = id;
    }
    if (added || k > n || batch.infos.length > 0) this.infoVersion++;
    this.lastChanged = batch.snapshot ? null : changed.subarray(0, k);
    return touchedIds.subarray(0, k);
  }

  private allocate(id: number): number {
    let slot = this.free.pop();
    if (slot === undefined) {
      slot = this.slotCount++;
      if (slot >= this.capacity) this.grow(Math.max(64, this.capacity * 2));
    }
    this.slots.set(id, slot);
    this.ids[slot] = id;
    this.used[slot] = 1;
    return slot;
  }

  private grow(capacity: number): void {
    const grown = <T extends Float64Array | Int32Array | Int8Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
    ) => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.ids = grown(this.ids, (c) => new Int32Array(c));
    this.lat = grown(this.lat, (c) => new Float64Array(c).fill(NaN));
    this.lon = grown(this.lon, (c) => new Float64Array(c));
    this.speed = grown(this.speed, (c) => new Float64Array(c));
    this.course = grown(this.course, (c) => new Float64Array(c));
    this.ignition = grown(this.ignition, (c) => new Int8Array(c));
    this.status = grown(this.status, (c) => new Uint8Array(c));
    this.used = grown(this.used, (c) => new Uint8Array(c));
    this.capacity = capacity;
  }

  private vehicleAt(slot: number): LiveVehicle {
    const cached = this.objects[slot];
    if (cached) return cached;
    const info = this.infos[slot]!;
    const lat = this.lat[slot]!;
    const ignition = this.ignition[slot]!;
    const status = this.status[slot]!;
    const vehicle: LiveVehicle = {
      id: info.id,
      name: info.name,
      plate_number: info.plate_number,
      device_id: info.device_id,
      status: info.status,
      live_status: status === 0 ? null : LIVE_STATUSES[status - 1]!,
      position: Number.isNaN(lat)
        ? null
        : {
            lat,
            lon: this.lon[slot]!,
            speed: nullIfNaN(this.speed[slot]!),
            course: nullIfNaN(this.course[slot]!),
            ignition: ignition === -1 ? null : ignition === 1,
            fix_time: this.fixTime[slot]!,
            server_time: this.serverTime[slot]!,
          },
      driver: info.driver,
      sensors: this.sensors[slot] ?? NO_SENSORS,
    };
    this.objects[slot] = vehicle;
    return vehicle;
  }
}
