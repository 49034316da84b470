import fp from 'fastify-plugin';
import { createAdministrator } from '../../db/seed';
import { seedDemoData } from '../../demo';
import type { MediaStorage } from '../../modules/media';

/** Demo data when DEMO=1; otherwise only the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD. */
export default fp<{ storage: MediaStorage }>(
  async function seedPlugin(app, { storage }) {
    if (app.config.demo) {
      await seedDemoData(app.db, {
        storage,
        timezone: app.config.timezone,
        repeatDefectDays: app.config.repeatDefectDays,
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
