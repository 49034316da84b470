import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { translate } from '../lib/i18n';
import { Metrics } from '../lib/metrics';
import { bearerToken } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this instance; modules add theirs with `app.metrics.gauge(...)`. */
    metrics: Metrics;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `/metrics` in the Prometheus text format, answered only with `Authorization: Bearer <METRICS_TOKEN>`; without a
 * METRICS_TOKEN the route does not exist (404). HTTP requests are counted by route pattern, never by raw URL.
 */
export default fp(
  async function metricsPlugin(app) {
    const metrics = new Metrics();
    app.decorate('metrics', metrics);

    app.addHook('onResponse', async (request, reply) => {
      metrics.httpRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    const token = app.config.metricsToken;
    if (!token) return;
    const expected = digest(token);
    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      const given = bearerToken(request.headers.authorization);
      if (!given || !timingSafeEqual(digest(given), expected)) {
        return reply.code(401).send({ message: translate('errors.unauthenticated', request.lang) });
      }
      reply.header('cache-control', 'no-store');
      return reply.type(metrics.contentType).send(await metrics.text());
    });
  },
  { name: 'metrics', dependencies: ['config', 'i18n'] },
);
