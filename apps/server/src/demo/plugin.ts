import fp from 'fastify-plugin';
import { createAdministrator } from '../db/seed';
import { MediaStorage } from '../modules/media';
import { seedDemoData } from './index';
import { seedDemoTrips } from './trips';

/**
 * The first data: the demo when DEMO=1, otherwise only the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD.
 * Registered before the live state loads the fleet, so the demo vehicles are there from the first snapshot.
 */
export const seedPlugin = fp(
  async function seedPlugin(app) {
    if (app.config.demo) {
      await seedDemoData(app.db, {
        storage: new MediaStorage(app.config.dataDir),
        timezone: app.config.timezone,
        repeatDefectDays: app.config.repeatDefectDays,
        notificationRules: app.config.simulator || app.config.demoHistory,
        log: app.log,
      });
    }
    if (app.config.admin) {
      const created = await createAdministrator(app.db, app.config.admin, { onlyIfNoEmployee: true });
      if (created) app.log.info({ email: app.config.admin.email }, 'administrator created from ADMIN_EMAIL');
    }
  },
  { name: 'seed', dependencies: ['db'] },
);

/**
 * Today's demo itineraries, with the positions that started them, written through the position writer while the
 * trackers fed by committed positions listen. Only with the simulator: without vehicles that move, the demo
 * would show every trip late. Registered right before the trips module, whose tracker reads them at start.
 */
export const demoTripsPlugin = fp(
  async function demoTripsPlugin(app) {
    if (!app.config.demo || !app.config.simulator) return;
    const seeded = await seedDemoTrips(app.db, app.positionWriter, app.config.timezone);
    if (seeded > 0) app.log.info({ trips: seeded }, 'demo itineraries for today seeded');
  },
  {
    name: 'demo-trips',
    dependencies: ['db', 'ingestion', 'events', 'maintenance', 'reports', 'notifications'],
  },
);
