import type { Database } from '../../db/client';
import type { LiveHub } from '../../live/hub';
import type { SensorDefinition } from '../../lib/sensors/calibrate';
import { toDefinition } from './sensor-rows';
import { SensorsRepo } from './sensors.repo';

const NONE: readonly SensorDefinition[] = Object.freeze([]);

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

  constructor(
    db: Database,
    hub: LiveHub,
    private readonly log: { warn(object: object, message: string): void },
  ) {
    this.repo = new SensorsRepo(db);
    hub.subscribe((event) => {
      if (event.type === 'sensors.changed') void this.reloadSafely(event.vehicle_ids);
      // A deleted vehicle's sensors went with it.
      else if (event.type === 'vehicles.changed') void this.reloadSafely(event.ids);
    });
    hub.onResync(() => void this.reloadSafely(null));
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

  private async reloadSafely(vehicleIds: readonly number[] | null): Promise<void> {
    try {
      await this.reload(vehicleIds);
    } catch (error) {
      this.log.warn({ err: error }, 'sensors: reload failed');
    }
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
