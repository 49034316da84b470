import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when SMTP_URL is not set: features that mail say so instead of sending. */
    mailer: Mailer | null;
  }
}

export default fp(
  async function mailerPlugin(app) {
    const mailer = app.config.mail ? createMailer(app.config.mail) : null;
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer?.close());
  },
  { name: 'mailer', dependencies: ['config'] },
);
