import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { MediaStorage } from '../modules/media';
import { seedDemoDrivers } from './drivers';
import { seedDemoExaminations } from './examinations';
import { seedDemoFleet } from './fleet';
import { seedDemoGeofences } from './geofences';
import { seedDemoMaintenance } from './maintenance';
import { seedDemoNotificationRules } from './notification-rules';
import { seedDemo } from './people';
import { seedDemoSensors } from './sensors';

export { DEMO_DEVICE_IDS, DEMO_TRACKERS, type DemoTracker } from './fleet';
export { RIYADH_ROADS } from './riyadh-roads';
export {
  COLD_CHAIN_MAX,
  DEMO_SENSORS,
  DEMO_TANK_LITRES,
  type DemoSensorSpec,
  FUEL_PROBE_CALIBRATION,
  fuelProbeMv,
  temperatureProbeMv,
} from './sensors';
export { seedDemoTrips } from './trips';

export interface DemoSeedOptions {
  storage: MediaStorage;
  timezone: string;
  repeatDefectDays: number;
  /**
   * The demo's notification rules: with a fleet that moves (the simulator or the history). Tests that use the demo
   * as fixtures without either keep an inbox of their own making.
   */
  notificationRules: boolean;
  log: FastifyBaseLogger;
}

/**
 * The demo (DEMO=1): roles and users, a fleet with pictures, drivers, three weeks of inspection reports, geofences and
 * maintenance programmes, fuel and temperature sensors, notification rules. Each part seeds only once (also with several instances starting together). Today's
 * itineraries need the position writer and are seeded by the demo-trips plugin (demo/plugin.ts).
 */
export async function seedDemoData(db: Database, options: DemoSeedOptions): Promise<void> {
  const { storage, timezone, log } = options;
  if (await seedDemo(db)) log.info('demo roles and users seeded');
  const seeded = await seedDemoFleet(db, storage, timezone);
  if (seeded > 0) log.info({ vehicles: seeded }, 'demo fleet seeded');
  const drivers = await seedDemoDrivers(db, storage, timezone);
  if (drivers > 0) log.info({ drivers }, 'demo drivers seeded');
  const reports = await seedDemoExaminations(db, storage, options.repeatDefectDays);
  if (reports > 0) log.info({ reports }, 'demo inspection reports seeded');
  const zones = await seedDemoGeofences(db);
  if (zones > 0) log.info({ geofences: zones }, 'demo geofences seeded');
  const programmes = await seedDemoMaintenance(db);
  if (programmes > 0) log.info({ programmes }, 'demo maintenance programmes seeded');
  const sensors = await seedDemoSensors(db);
  if (sensors > 0) log.info({ sensors }, 'demo sensors seeded');
  if (options.notificationRules) {
    const rules = await seedDemoNotificationRules(db);
    if (rules > 0) log.info({ rules }, 'demo notification rules seeded');
  }
}
