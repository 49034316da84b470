import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { MediaStorage } from '../modules/media';
import { seedDemoDrivers } from './drivers';
import { seedDemoExaminations } from './examinations';
import { seedDemoFleet } from './fleet';
import { seedDemoGeofences } from './geofences';
import { seedDemoMaintenance } from './maintenance';
import { seedDemo } from './people';

export { DEMO_DEVICE_IDS, DEMO_TRACKERS, type DemoTracker } from './fleet';
export { RIYADH_ROADS } from './riyadh-roads';
export { seedDemoTrips } from './trips';

export interface DemoSeedOptions {
  storage: MediaStorage;
  timezone: string;
  repeatDefectDays: number;
  log: FastifyBaseLogger;
}

/**
 * The demo (DEMO=1): roles and users, a fleet with pictures, drivers, three weeks of inspection reports, geofences and
 * maintenance programmes. Each part seeds only once (also with several instances starting together). Today's
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
}
