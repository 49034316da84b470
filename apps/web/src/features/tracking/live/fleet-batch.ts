import type { LiveVehicle, StreamMessage } from '@fleet/shared/schemas/tracking';
import { LIVE_STATUSES } from '@fleet/shared/schemas/vehicles';

/** How often buffered stream messages reach React and the map: a few times a second. */
export const FLUSH_INTERVAL_MS = 200;

/** What seldom changes about a vehicle: sent to the main thread only when new or changed. */
export type VehicleInfo = Pick<
  LiveVehicle,
  'id' | 'name' | 'plate_number' | 'device_id' | 'status' | 'driver'
>;

/**
 * The changes to the live fleet since the previous batch, as the live worker hands them to the main
 * thread: the live part of each changed vehicle in typed arrays (transferred, not copied), the
 * seldom-changing part only where it changed: the main thread neither parses the stream's JSON nor
 * deserialises 10,000 vehicle objects per update.
 */
export type FleetBatch = {
  /** A snapshot replaces the fleet: vehicles missing from it are gone. */
  snapshot: boolean;
  ids: Int32Array;
  /** NaN: the vehicle has no position. */
  lat: Float64Array;
  lon: Float64Array;
  /** NaN: not reported. */
  speed: Float64Array;
  course: Float64Array;
  /** -1: not reported, else 0 or 1. */
  ignition: Int8Array;
  /** 0: none, else 1 + the index in LIVE_STATUSES. */
  liveStatus: Uint8Array;
  /** fix_time and server_time of each vehicle in turn ('' without a position). */
  times: string[];
  infos: VehicleInfo[];
  /** The sensors' values of vehicles whose values changed (docs/api.md#sensors); most vehicles have none. */
  sensors: { id: number; sensors: LiveVehicle['sensors'] }[];
  removed: Int32Array;
  /** The worker's milliseconds for this batch: reading the messages and building the batch. */
  workerMs: number;
};

export const batchTransfer = (batch: FleetBatch): Transferable[] =>
  [
    batch.ids,
    batch.lat,
    batch.lon,
    batch.speed,
    batch.course,
    batch.ignition,
    batch.liveStatus,
    batch.removed,
  ].map((array) => array.buffer);

const infoKey = (v: LiveVehicle) =>
  JSON.stringify([v.name, v.plate_number, v.device_id, v.status, v.driver?.id, v.driver?.name]);

/**
 * In the worker: keeps the fleet as the stream describes it and buffers messages between batches,
 * so a burst of messages costs the main thread one batch.
 */
export class FleetBatcher {
  private fleet = new Map<number, LiveVehicle>();
  /** The info last sent per vehicle. */
  private sentInfo = new Map<number, string>();
  /** The sensors' values last sent per vehicle, as JSON ('' for none). */
  private sentSensors = new Map<number, string>();
  private pendingSnapshot: LiveVehicle[] | null = null;
  private pendingChanges = new Map<number, LiveVehicle>();
  private pendingRemoved = new Set<number>();

  /** The server sends clusters instead of vehicles (a viewport below the cluster zoom). */
  private clustered = false;

  receive(message: StreamMessage): boolean {
    if (message.type === 'clusters') {
      // The vehicles held so far are gone from the map: once, an empty snapshot.
      if (this.clustered) return false;
      this.clustered = true;
      this.pendingSnapshot = [];
      this.pendingChanges.clear();
      this.pendingRemoved.clear();
      return true;
    }
    if (message.type === 'snapshot') {
      this.clustered = false;
      this.pendingSnapshot = message.vehicles;
      this.pendingChanges.clear();
      this.pendingRemoved.clear();
      return true;
    }
    if (message.type !== 'changes') return false;
    for (const vehicle of message.vehicles) {
      this.pendingChanges.set(vehicle.id, vehicle);
      this.pendingRemoved.delete(vehicle.id);
    }
    for (const id of message.removed) {
      this.pendingChanges.delete(id);
      this.pendingRemoved.add(id);
    }
    return true;
  }

  /** What changed since the last call, or null when nothing did. */
  take(): Omit<FleetBatch, 'workerMs'> | null {
    const snapshot = this.pendingSnapshot;
    if (!snapshot && this.pendingChanges.size === 0 && this.pendingRemoved.size === 0) return null;
    if (snapshot) {
      this.fleet.clear();
      this.sentInfo.clear();
      this.sentSensors.clear();
      for (const vehicle of snapshot) this.fleet.set(vehicle.id, vehicle);
    }
    for (const vehicle of this.pendingChanges.values()) this.fleet.set(vehicle.id, vehicle);
    const removed: number[] = [];
    for (const id of this.pendingRemoved) {
      if (this.fleet.delete(id) && !snapshot) removed.push(id);
      this.sentInfo.delete(id);
      this.sentSensors.delete(id);
    }
    const changed = snapshot ? [...this.fleet.values()] : [...this.pendingChanges.values()];
    this.pendingSnapshot = null;
    this.pendingChanges.clear();
    this.pendingRemoved.clear();
    return { snapshot: !!snapshot, ...this.columns(changed), removed: Int32Array.from(removed) };
  }

  private columns(vehicles: LiveVehicle[]) {
    const n = vehicles.length;
    const out = {
      ids: new Int32Array(n),
      lat: new Float64Array(n),
      lon: new Float64Array(n),
      speed: new Float64Array(n),
      course: new Float64Array(n),
      ignition: new Int8Array(n),
      liveStatus: new Uint8Array(n),
      times: new Array<string>(2 * n),
      infos: [] as VehicleInfo[],
      sensors: [] as FleetBatch['sensors'],
    };
    vehicles.forEach((v, i) => {
      const p = v.position;
      out.ids[i] = v.id;
      out.lat[i] = p ? p.lat : NaN;
      out.lon[i] = p ? p.lon : NaN;
      out.speed[i] = p?.speed ?? NaN;
      out.course[i] = p?.course ?? NaN;
      out.ignition[i] = p?.ignition == null ? -1 : Number(p.ignition);
      out.liveStatus[i] = v.live_status === null ? 0 : LIVE_STATUSES.indexOf(v.live_status) + 1;
      out.times[2 * i] = p?.fix_time ?? '';
      out.times[2 * i + 1] = p?.server_time ?? '';
      const key = infoKey(v);
      if (this.sentInfo.get(v.id) !== key) {
        this.sentInfo.set(v.id, key);
        out.infos.push({
          id: v.id,
          name: v.name,
          plate_number: v.plate_number,
          device_id: v.device_id,
          status: v.status,
          driver: v.driver,
        });
      }
      const sensors = v.sensors ?? [];
      const sensorsKey = sensors.length === 0 ? '' : JSON.stringify(sensors);
      if ((this.sentSensors.get(v.id) ?? '') !== sensorsKey) {
        if (sensorsKey) this.sentSensors.set(v.id, sensorsKey);
        else this.sentSensors.delete(v.id);
        out.sensors.push({ id: v.id, sensors });
      }
    });
    return out;
  }
}
