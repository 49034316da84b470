import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors';

export interface ApiKeyRateLimitOptions {
  /** Prefix of the counters in Redis (tests: one per run, so suites sharing a Redis never share counters). */
  nameSpace?: string;
}

const WINDOW_MS = 60_000;

/** The plugin has already set `retry-after` and the `ratelimit-*` headers on the reply. */
class ApiKeyRateLimitedError extends AppError {
  readonly statusCode = 429;
  constructor(retryAfterSeconds: number) {
    super('errors.rate_limited', undefined, { count: retryAfterSeconds });
  }
}

/**
 * Per-key limits of integrations' API keys (docs/api.md#api-keys): `rate_limit_per_minute` requests a minute,
 * counted in Redis when REDIS_URL is set (every instance shares the count), else in this instance's memory.
 * Over the limit: 429 with `Retry-After` and the `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`
 * headers (IETF draft names). People's sessions are not limited here. The same registration (and so the same
 * Redis store) counts failed sign-ins through `app.createRateLimit` (modules/auth/login-throttle.ts).
 * It runs in `preValidation`, after the route's guard has found the key. If Redis fails, requests pass
 * (`skipOnError`): an unreachable counter must not take integrations down.
 */
export default fp(
  async function apiKeyRateLimitPlugin(app, options: ApiKeyRateLimitOptions) {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          connectTimeout: 2_000,
          maxRetriesPerRequest: 1,
          connectionName: 'fleet-api-key-rate-limit',
        })
      : null;
    redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis (api key rate limit) error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis.disconnect());
    });

    await app.register(rateLimit, {
      global: true,
      hook: 'preValidation',
      enableDraftSpec: true,
      timeWindow: WINDOW_MS,
      skipOnError: true,
      ...(redis ? { redis, nameSpace: options.nameSpace ?? 'fleet-api-key-rate:' } : {}),
      allowList: (request) => !request.session?.apiKey,
      keyGenerator: (request) => `key:${request.session?.apiKey?.id ?? 0}`,
      max: (request) => request.session?.apiKey?.rateLimitPerMinute ?? Number.MAX_SAFE_INTEGER,
      errorResponseBuilder: (_request, context) =>
        new ApiKeyRateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'api-key-rate-limit', dependencies: ['access-guard'] },
);
