import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Exposes the validated configuration as `app.config`; every other plugin depends on it. */
export default fp<{ config: AppConfig }>(
  async function configPlugin(app, { config }) {
    app.decorate('config', config);
  },
  { name: 'config' },
);
