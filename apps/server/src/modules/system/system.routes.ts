import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_ADMIN } from '@fleet/shared/constants';
import { countriesResponseSchema } from '@fleet/shared/schemas/countries';
import {
  appConfigResponseSchema,
  healthSchema,
  readySchema,
  type Readiness,
} from '@fleet/shared/schemas/system';
import { countriesIn } from './countries';

/** Public endpoints the web app and load balancers call without a token. */
const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        const forwarder = app.notifications.forwarder;
        return {
          status: 'ok' as const,
          db: 'ok' as const,
          ...(forwarder ? { forwarding: { queued: forwarder.queued, dropped: forwarder.dropped } } : {}),
        };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', db: 'error' });
      }
    },
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness for a load balancer: database, Redis when set, listeners up; 503 while draining',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = app.lifecycle.state;
      if (state !== 'ready') return reply.code(503).send({ status: state });
      const [db, redis] = await Promise.allSettled([
        app.database.ping(),
        app.hub.kind === 'redis' ? app.hub.ping() : Promise.resolve(),
      ]);
      const answer: Readiness = {
        status: 'ready',
        db: db.status === 'fulfilled' ? 'ok' : 'error',
        ...(app.hub.kind === 'redis' ? { redis: redis.status === 'fulfilled' ? 'ok' : 'error' } : {}),
      };
      // Shutdown may have begun while the checks ran.
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
      if (answer.db === 'error' || answer.redis === 'error') {
        request.log.warn({ readiness: answer }, 'not ready: a dependency does not answer');
        return reply.code(503).send({ ...answer, status: 'starting' });
      }
      return answer;
    },
  );

  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Public settings needed before login',
        response: { 200: appConfigResponseSchema },
      },
    },
    async () => ({
      data: {
        demo: app.config.demo,
        demo_credentials: app.config.demo ? { ...DEMO_ADMIN } : null,
        password_reset: app.mailer !== null,
        tile_url: app.config.tileUrl,
        timezone: app.config.timezone,
      },
    }),
  );

  app.get(
    '/countries',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Phone country codes with flags',
        response: { 200: countriesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'accept-language');
      return { data: countriesIn(request.lang) };
    },
  );
};

export default systemRoutes;
