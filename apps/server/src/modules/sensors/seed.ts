import { sensorInputSchema, type SensorInput } from '@fleet/shared/schemas/sensors';
import type { Database } from '../../db/client';
import { audit } from '../audit';
import { SettingsRepo } from '../settings';
import { sensorAudit } from './sensor-rows';
import { SensorsRepo } from './sensors.repo';

const SEED_LOCK = 7_246_038;

/**
 * Adds `sensors` to their vehicles (validated as the API validates a new sensor, and audited as one) unless the marker
 * `key` in app_settings says they were added once already: the marker is written in the same transaction, so a
 * restart, another instance starting at once or an operator who removed them never gets them back. A vehicle that
 * no longer exists is skipped. Run before the module loads its cache (the seeding at start-up). Returns the number
 * added.
 */
export async function createSensorsOnce(
  db: Database,
  key: string,
  sensors: readonly { vehicleId: number; sensor: SensorInput }[],
): Promise<number> {
  const values = sensors.map((entry) => ({ ...entry, sensor: sensorInputSchema.parse(entry.sensor) }));
  return new SensorsRepo(db).transaction(async (repo) => {
    const settings = new SettingsRepo(repo.database);
    await settings.lockForTransaction(SEED_LOCK);
    if (!(await settings.markOnce(key, { created_at: new Date().toISOString(), sensors: values.length })))
      return 0;
    let added = 0;
    for (const { vehicleId, sensor } of values) {
      if (!(await repo.lockVehicle(vehicleId))) continue;
      const created = await repo.insert(vehicleId, sensor);
      await audit(repo.database, sensorAudit('sensor_add', null, created));
      added += 1;
    }
    return added;
  });
}
