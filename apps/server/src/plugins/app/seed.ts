import fp from 'fastify-plugin';
import { createAdministrator, seedDemo } from '../../db/seed';
import { seedDemoDrivers } from '../../db/demo-drivers';
import { seedDemoExaminations } from '../../db/demo-examinations';
import { seedDemoFleet } from '../../db/demo-fleet';
import { seedDemoGeofences } from '../../db/demo-geofences';
import { seedDemoMaintenance } from '../../db/demo-maintenance';
import type { MediaStorage } from '../../modules/media/media-storage';

/** Demo data when DEMO=1; otherwise only the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD. */
export default fp<{ storage: MediaStorage }>(
  async function seedPlugin(app, { storage }) {
    if (app.config.demo && (await seedDemo(app.db))) app.log.info('demo roles and users seeded');
    if (app.config.demo) {
      const seeded = await seedDemoFleet(app.db, storage, app.config.timezone);
      if (seeded > 0) app.log.info({ vehicles: seeded }, 'demo fleet seeded');
      const drivers = await seedDemoDrivers(app.db, storage, app.config.timezone);
      if (drivers > 0) app.log.info({ drivers }, 'demo drivers seeded');
      const reports = await seedDemoExaminations(app.db, storage, app.config.repeatDefectDays);
      if (reports > 0) app.log.info({ reports }, 'demo inspection reports seeded');
      const zones = await seedDemoGeofences(app.db);
      if (zones > 0) app.log.info({ geofences: zones }, 'demo geofences seeded');
      const programmes = await seedDemoMaintenance(app.db);
      if (programmes > 0) app.log.info({ programmes }, 'demo maintenance programmes seeded');
    }
    if (app.config.admin) {
      const created = await createAdministrator(app.db, app.config.admin, { onlyIfNoEmployee: true });
      if (created) app.log.info({ email: app.config.admin.email }, 'administrator created from ADMIN_EMAIL');
    }
  },
  { name: 'seed', dependencies: ['db'] },
);
