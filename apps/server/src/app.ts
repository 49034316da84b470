import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@fleet/shared/validation'; // installs the zod error map that produces i18n keys
import type { AppConfig } from './config';
import auditPlugin from './plugins/app/audit';
import apiKeyRateLimitPlugin, { type ApiKeyRateLimitOptions } from './plugins/app/api-key-rate-limit';
import apiKeysRoutes from './modules/api-keys/api-keys.routes';
import authPlugin from './plugins/app/auth';
import errorsPlugin from './plugins/app/errors';
import i18nPlugin from './plugins/app/i18n';
import ingestionPlugin, { type IngestionOptions } from './plugins/app/ingestion';
import jsonBodyPlugin from './plugins/app/json-body';
import lifecyclePlugin from './plugins/app/lifecycle';
import metricsPlugin from './plugins/app/metrics';
import mailerPlugin from './plugins/app/mailer';
import livePlugin, { type LivePluginOptions } from './plugins/app/live';
import seedPlugin from './plugins/app/seed';
import simulatorPlugin from './plugins/app/simulator';
import urlSignerPlugin from './plugins/app/url-signer';
import configPlugin from './plugins/external/config';
import dbPlugin from './plugins/external/db';
import multipartPlugin from './plugins/external/multipart';
import securityPlugin from './plugins/external/security';
import staticWebPlugin from './plugins/external/static-web';
import swaggerPlugin from './plugins/external/swagger';
import swaggerUiPlugin from './plugins/external/swagger-ui';
import websocketPlugin from './plugins/external/websocket';
import auditRoutes from './modules/audit/audit.routes';
import authRoutes, { type AuthRoutesOptions } from './modules/auth/auth.routes';
import passwordResetRoutes from './modules/auth/password-reset.routes';
import profileRoutes from './modules/auth/profile.routes';
import mediaRoutes from './modules/media/media.routes';
import { MediaStorage } from './modules/media';
import rolesRoutes from './modules/roles/roles.routes';
import vehiclesRoutes from './modules/vehicles/vehicles.routes';
import positionsRoutes from './modules/tracking/positions.routes';
import employeesRoutes from './modules/employees/employees.routes';
import driversRoutes from './modules/drivers/drivers.routes';
import tripsRoutes from './modules/trips/trips.routes';
import examinationsRoutes from './modules/examinations/examinations.routes';
import driverExaminationsRoutes from './modules/examinations/driver-examinations.routes';
import tripsPlugin, { type TripsPluginOptions } from './plugins/app/trips';
import eventsPlugin, { type EventsPluginOptions } from './plugins/app/events';
import maintenancePlugin, { type MaintenancePluginOptions } from './plugins/app/maintenance';
import maintenanceRoutes from './modules/maintenance/maintenance.routes';
import reportsPlugin, { type ReportsPluginOptions } from './plugins/app/reports';
import reportsRoutes from './modules/reports/reports.routes';
import commandsPlugin from './plugins/app/commands';
import driverKeysPlugin, { type DriverKeysPluginOptions } from './plugins/app/driver-keys';
import currentDriverRoutes from './modules/drivers/current-driver.routes';
import shareLinksRoutes from './modules/share-links/share-links.routes';
import commandsRoutes from './modules/commands/commands.routes';
import notificationsPlugin, { type NotificationsPluginOptions } from './plugins/app/notifications';
import notificationRulesRoutes from './modules/notifications/rules.routes';
import inboxRoutes from './modules/notifications/inbox.routes';
import geofencesRoutes from './modules/geofences/geofences.routes';
import eventsRoutes from './modules/events/events.routes';
import settingsRoutes from './modules/settings/settings.routes';
import systemRoutes from './modules/system/system.routes';
import backupRoutes from './modules/system/backup.routes';
import liveRoutes, { type LiveRoutesOptions } from './modules/tracking/live.routes';
import { devicesRoutes } from './modules/devices';

export interface BuildOptions {
  /** Overrides for tests (e.g. a login throttle with other limits). */
  auth?: AuthRoutesOptions;
  /** Device listeners (tests: ephemeral ports, short idle timeout). */
  ingestion?: IngestionOptions;
  /** The live hub's Redis channel (tests: a random one per run). */
  live?: LivePluginOptions;
  /** Stream timings (tests: short session checks). */
  tracking?: LiveRoutesOptions;
  trips?: TripsPluginOptions;
  /** Event engine timings (tests: a fast offline check). */
  events?: EventsPluginOptions;
  /** Maintenance tracker timings (tests: a short tick). */
  maintenance?: MaintenancePluginOptions;
  reports?: ReportsPluginOptions;
  /** Driver-key tracker timings (tests: a short tick). */
  driverKeys?: DriverKeysPluginOptions;
  /** Dispatcher timings (tests: short retries). */
  notifications?: NotificationsPluginOptions;
  /** API keys' rate limit (tests: a Redis namespace per run). */
  apiKeys?: ApiKeyRateLimitOptions;
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

/** The live stream may carry the token in its URL (`?token=`): never log it. */
export function redactUrlToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: LOG_REDACT, censor: '[redacted]' },
    serializers: { req: requestForLog },
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

    await app.register(lifecyclePlugin);
    await app.register(i18nPlugin);
    await app.register(jsonBodyPlugin);
    await app.register(errorsPlugin);
    await app.register(metricsPlugin);
    await app.register(securityPlugin);
    await app.register(swaggerPlugin);
    await app.register(multipartPlugin);
    await app.register(websocketPlugin);
    await app.register(dbPlugin);
    await app.register(auditPlugin);
    await app.register(urlSignerPlugin);
    await app.register(mailerPlugin);
    await app.register(authPlugin);
    await app.register(apiKeyRateLimitPlugin, options.apiKeys ?? {});
    const storage = new MediaStorage(app.config.dataDir);
    await app.register(seedPlugin, { storage });
    await app.register(ingestionPlugin, options.ingestion ?? {});
    await app.register(livePlugin, options.live ?? {});
    await app.register(eventsPlugin, options.events ?? {});
    await app.register(maintenancePlugin, options.maintenance ?? {});
    await app.register(reportsPlugin, options.reports ?? {});
    await app.register(notificationsPlugin, options.notifications ?? {});
    await app.register(tripsPlugin, options.trips ?? {});
    await app.register(commandsPlugin);
    await app.register(driverKeysPlugin, options.driverKeys ?? {});
    await app.register(simulatorPlugin);

    await app.register(
      async (api) => {
        await api.register(swaggerUiPlugin);
        await api.register(systemRoutes);
        await api.register(authRoutes, options.auth ?? {});
        await api.register(profileRoutes, { storage });
        await api.register(passwordResetRoutes);
        await api.register(rolesRoutes);
        await api.register(mediaRoutes, { storage });
        await api.register(vehiclesRoutes, { storage });
        await api.register(positionsRoutes);
        await api.register(liveRoutes, {
          ...options.tracking,
          stream: { clusterZoom: app.config.clusterZoom, ...options.tracking?.stream },
        });
        await api.register(employeesRoutes, { storage });
        await api.register(driversRoutes, { storage });
        await api.register(tripsRoutes);
        await api.register(examinationsRoutes, { storage });
        await api.register(driverExaminationsRoutes, { storage });
        await api.register(geofencesRoutes);
        await api.register(eventsRoutes);
        await api.register(settingsRoutes);
        await api.register(backupRoutes);
        await api.register(maintenanceRoutes, { storage });
        await api.register(notificationRulesRoutes);
        await api.register(inboxRoutes);
        await api.register(auditRoutes);
        await api.register(reportsRoutes);
        await api.register(apiKeysRoutes);
        await api.register(commandsRoutes);
        await api.register(currentDriverRoutes);
        await api.register(shareLinksRoutes);
        await api.register(devicesRoutes);
      },
      { prefix: '/api' },
    );

    await app.register(staticWebPlugin);
    // Last of the onReady hooks: the device listeners (ingestion) are up by now.
    app.addHook('onReady', async () => app.lifecycle.markReady());
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
    // Opening and migrating the embedded database and seeding the demo (fleet pictures, drivers, inspection
    // reports in bulk statements) take a few seconds (under 4 s with a load average of 8 on 2 cores), but
    // the seeding went past 30 s while tests ran beside it on that machine: a timeout only for a hang.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  await app.register(configPlugin, { config });
  await app.register(appPlugin, options);
  await app.ready();
  return app;
}
