import fp from 'fastify-plugin';
import { createAdministrator, seedDemo } from '../../db/seed';

/** Demo data when DEMO=1; otherwise only the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD. */
export default fp(
  async function seedPlugin(app) {
    if (app.config.demo && (await seedDemo(app.db))) app.log.info('demo roles and users seeded');
    if (app.config.admin) {
      const created = await createAdministrator(app.db, app.config.admin, { onlyIfNoEmployee: true });
      if (created) app.log.info({ email: app.config.admin.email }, 'administrator created from ADMIN_EMAIL');
    }
  },
  { name: 'seed', dependencies: ['db'] },
);
