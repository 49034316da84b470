import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@fleet/shared/validation'; // installs the zod error map that produces i18n keys
import type { AppConfig } from './config';
import authPlugin from './plugins/app/auth';
import errorsPlugin from './plugins/app/errors';
import i18nPlugin from './plugins/app/i18n';
import jsonBodyPlugin from './plugins/app/json-body';
import seedPlugin from './plugins/app/seed';
import urlSignerPlugin from './plugins/app/url-signer';
import configPlugin from './plugins/external/config';
import dbPlugin from './plugins/external/db';
import multipartPlugin from './plugins/external/multipart';
import securityPlugin from './plugins/external/security';
import staticWebPlugin from './plugins/external/static-web';
import swaggerPlugin from './plugins/external/swagger';
import swaggerUiPlugin from './plugins/external/swagger-ui';
import authRoutes, { type AuthRoutesOptions } from './modules/auth/auth.routes';
import mediaRoutes from './modules/media/media.routes';
import { MediaStorage } from './modules/media/media-storage';
import rolesRoutes from './modules/roles/roles.routes';
import vehiclesRoutes from './modules/vehicles/vehicles.routes';
import systemRoutes from './modules/system/system.routes';

export interface BuildOptions {
  /** Overrides for tests (e.g. a login throttle with other limits). */
  auth?: AuthRoutesOptions;
}

const JSON_BODY_LIMIT = 1024 * 1024;

/** Never log credentials or bearer tokens. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'password',
  '*.password',
  'token',
  '*.token',
];

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: LOG_REDACT, censor: '[redacted]' },
    ...(config.production || !process.stdout.isTTY
      ? {}
      : {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }),
  };
}

/** Fastify accepts a hop count at run time but its types do not: express it as a function. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/** The whole application as one plugin: external tier, then app tier, then routes. */
export const appPlugin = fp(
  async function fleetApp(app: FastifyInstance, options: BuildOptions) {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    await app.register(i18nPlugin);
    await app.register(jsonBodyPlugin);
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    await app.register(swaggerPlugin);
    await app.register(multipartPlugin);
    await app.register(dbPlugin);
    await app.register(urlSignerPlugin);
    await app.register(authPlugin);
    const storage = new MediaStorage(app.config.dataDir);
    await app.register(seedPlugin, { storage });

    await app.register(
      async (api) => {
        await api.register(swaggerUiPlugin);
        await api.register(systemRoutes);
        await api.register(authRoutes, options.auth ?? {});
        await api.register(rolesRoutes);
        await api.register(mediaRoutes, { storage });
        await api.register(vehiclesRoutes, { storage });
      },
      { prefix: '/api' },
    );

    await app.register(staticWebPlugin);
  },
  { name: 'fleet-app', dependencies: ['config'] },
);

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT,
    // Behind a reverse proxy, TRUST_PROXY makes request.ip the client's address (login throttling uses it).
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  await app.register(configPlugin, { config });
  await app.register(appPlugin, options);
  await app.ready();
  return app;
}
