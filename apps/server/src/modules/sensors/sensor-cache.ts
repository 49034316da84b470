import type { Database } from '../../db/client';
import type { LiveHub } from '../../live/hub';
import type { SensorValue } from '@fleet/shared/schemas/sensors';
import { type SensorDefinition, sensorValues } from '../../lib/sensors/calibrate';
import { toDefinition } from './sensor-rows';
import { SensorsRepo } from './sensors.repo';

const NONE: readonly SensorDefinition[] = Object.freeze([]);
const NO_VALUES: SensorValue[] = [];

type Readings = Readonly<Record<string, unknown>>;

/**
 * Every vehicle's sensors, in memory: positions and events look a vehicle's up per fix, and a vehicle without
 * sensors (most) costs one map lookup. Loaded whole at start (a fleet has a few sensors per equipped vehicle),
 * re-read per vehicle when any instance changes its sensors or the vehicle (the hub's `sensors.changed`,
 * `vehicles.changed`), whole after the hub was unreachable.
 */
export class SensorCache {
  private byVehicle = new Map<number, readonly SensorDefinition[]>();
  private queue: Promise<void> = Promise.resolve();
  private readonly repo: SensorsRepo;
  private readonly listeners = new Set<(vehicleIds: readonly number[] | null) => void>();

  constructor(
    db: Database,
    hub: LiveHub,
    private readonly log: { warn(object: object, message: string): void },
  ) {
    this.repo = new SensorsRepo(db);
    hub.subscribe((event) => {
      if (event.type === 'sensors.changed') void this.reloadSafely(event.vehicle_ids, true);
      // A deleted vehicle's sensors went with it.
      else if (event.type === 'vehicles.changed') void this.reloadSafely(event.ids);
    });
    hub.onResync(() => void this.reloadSafely(null, true));
  }

  /** Reads every vehicle's sensors (at start). */
  async load(): Promise<void> {
    await this.reload(null);
  }

  /**
   * Re-reads these vehicles' sensors (null: all); awaited by the instance that changed them. Reads run one after
   * the other, so a slower, older read never overwrites a newer one.
   */
  reload(vehicleIds: readonly number[] | null): Promise<void> {
    const next = this.queue.then(() => this.read(vehicleIds));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async read(vehicleIds: readonly number[] | null): Promise<void> {
    const rows = vehicleIds === null ? await this.repo.all() : await this.repo.ofVehicles(vehicleIds);
    const grouped = new Map<number, SensorDefinition[]>();
    for (const row of rows) {
      const list = grouped.get(row.vehicleId);
      if (list) list.push(toDefinition(row));
      else grouped.set(row.vehicleId, [toDefinition(row)]);
    }
    if (vehicleIds === null) {
      this.byVehicle = grouped;
      return;
    }
    for (const id of vehicleIds) {
      const list = grouped.get(id);
      if (list) this.byVehicle.set(id, list);
      else this.byVehicle.delete(id);
    }
  }

  private async reloadSafely(vehicleIds: readonly number[] | null, notify = false): Promise<void> {
    try {
      await this.reload(vehicleIds);
    } catch (error) {
      this.log.warn({ err: error }, 'sensors: reload failed');
      return;
    }
    if (!notify) return;
    for (const listener of this.listeners) listener(vehicleIds);
  }

  /**
   * Called once these vehicles' sensors were re-read after a change (any instance's `sensors.changed`; null: all,
   * after the hub was unreachable): what derives values from them (the live vehicles) derives them again.
   */
  onChanged(listener: (vehicleIds: readonly number[] | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The attributes of a fix the vehicle's sensors read (what the live hub carries; undefined for a vehicle without
   * sensors, one map lookup).
   */
  readings(vehicleId: number, attributes: Readings): Record<string, string | number | boolean> | undefined {
    const sensors = this.byVehicle.get(vehicleId);
    if (!sensors) return undefined;
    const picked: Record<string, string | number | boolean> = {};
    for (const sensor of sensors) {
      const value = attributes[sensor.attribute];
      if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
        picked[sensor.attribute] = value;
    }
    return picked;
  }

  /** The vehicle's sensors' calibrated values at a fix with these attributes (docs/api.md#sensors). */
  values(vehicleId: number, attributes: Readings | null): SensorValue[] {
    const sensors = this.byVehicle.get(vehicleId);
    return sensors ? sensorValues(sensors, attributes) : NO_VALUES;
  }

  /** The vehicle's sensors, in id order; empty for most vehicles. */
  of(vehicleId: number): readonly SensorDefinition[] {
    return this.byVehicle.get(vehicleId) ?? NONE;
  }

  /** Whether any vehicle has a sensor (serializers skip the work altogether otherwise). */
  get empty(): boolean {
    return this.byVehicle.size === 0;
  }
}
