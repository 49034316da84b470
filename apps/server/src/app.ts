import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@fleet/shared/validation'; // installs the zod error map that produces i18n keys
import type { AppConfig } from './config';
import accessGuardPlugin from './core/access-guard';
import apiKeyRateLimitPlugin, { type ApiKeyRateLimitOptions } from './core/api-key-rate-limit';
import deviceListenersPlugin, { type DeviceListenersOptions } from './core/device-listeners';
import errorsPlugin from './core/error-handler';
import i18nPlugin from './core/i18n';
import ingestionPlugin from './core/ingestion';
import jsonBodyPlugin from './core/json-body';
import lifecyclePlugin from './core/lifecycle';
import livePlugin, { type LivePluginOptions } from './core/live';
import mailerPlugin from './core/mailer';
import metricsPlugin from './core/metrics';
import urlSignerPlugin from './core/url-signer';
import { demoTripsPlugin, seedPlugin } from './demo/plugin';
import { apiKeysModule } from './modules/api-keys';
import { auditModule } from './modules/audit';
import { type AuthModuleOptions, authModule } from './modules/auth';
import { commandsModule } from './modules/commands';
import { devicesModule } from './modules/devices';
import { type DriversModuleOptions, driversModule } from './modules/drivers';
import { employeesModule } from './modules/employees';
import { type EventsModuleOptions, eventsModule } from './modules/events';
import { examinationsModule } from './modules/examinations';
import { geofencesModule } from './modules/geofences';
import { type MaintenanceModuleOptions, maintenanceModule } from './modules/maintenance';
import { mediaModule } from './modules/media';
import { type NotificationsModuleOptions, notificationsModule } from './modules/notifications';
import { type ReportsModuleOptions, reportsModule } from './modules/reports';
import { rolesModule } from './modules/roles';
import { sensorsModule } from './modules/sensors';
import { fuelModule } from './modules/fuel';
import { settingsModule } from './modules/settings';
import { shareLinksModule } from './modules/share-links';
import { systemModule } from './modules/system';
import { type TrackingModuleOptions, trackingModule } from './modules/tracking';
import { type TripsModuleOptions, tripsModule } from './modules/trips';
import { vehiclesModule } from './modules/vehicles';
import configPlugin from './plugins/external/config';
import dbPlugin from './plugins/external/db';
import multipartPlugin from './plugins/external/multipart';
import securityPlugin from './plugins/external/security';
import staticWebPlugin from './plugins/external/static-web';
import swaggerPlugin from './plugins/external/swagger';
import swaggerUiPlugin from './plugins/external/swagger-ui';
import websocketPlugin from './plugins/external/websocket';
import { demoHistoryPlugin } from './simulator/history-plugin';
import simulatorPlugin from './simulator/plugin';

export interface BuildOptions {
  /** Overrides for tests (e.g. a login throttle with other limits). */
  auth?: AuthModuleOptions;
  /** Device listeners (tests: ephemeral ports, short idle timeout). */
  ingestion?: DeviceListenersOptions;
  /** The live hub's Redis channel (tests: a random one per run). */
  live?: LivePluginOptions;
  /** Stream timings (tests: short session checks). */
  tracking?: TrackingModuleOptions;
  trips?: TripsModuleOptions;
  /** Event engine timings (tests: a fast offline check). */
  events?: EventsModuleOptions;
  /** Maintenance tracker timings (tests: a short tick). */
  maintenance?: MaintenanceModuleOptions;
  reports?: ReportsModuleOptions;
  /** Driver-key tracker timings (tests: a short tick). */
  driverKeys?: DriversModuleOptions;
  /** Dispatcher timings (tests: short retries). */
  notifications?: NotificationsModuleOptions;
  /** The demo history (tests: fewer days). */
  demoHistory?: { days?: number };
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

/** A person at a terminal reads the log pretty-printed; anything else (a pipe, a file, a collector) gets JSON lines. */
export function prettyLog(config: Pick<AppConfig, 'production'>): boolean {
  return !config.production && process.stdout.isTTY === true;
}

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: LOG_REDACT, censor: '[redacted]' },
    serializers: { req: requestForLog },
    ...(!prettyLog(config)
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

/**
 * The whole application as one plugin, in layers: the infrastructure (external plugins, database), the device side
 * and the live hub, the request core (access guard, rate limit), then one plugin per module, then the web app.
 * Every plugin declares the plugins it depends on (fastify-plugin `dependencies`), so an order that breaks one
 * fails at start. Within the modules, a plugin whose hooks every route needs (audit's request context) comes
 * before the others, and the trackers fed by committed positions keep the order they hear them in.
 */
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
    await app.register(urlSignerPlugin);
    await app.register(mailerPlugin);
    await app.register(seedPlugin);
    await app.register(ingestionPlugin);
    await app.register(livePlugin, options.live ?? {});
    await app.register(accessGuardPlugin);
    await app.register(apiKeyRateLimitPlugin, options.apiKeys ?? {});
    await app.register(swaggerUiPlugin, { prefix: '/api' });

    await app.register(auditModule);
    await app.register(mediaModule);
    await app.register(rolesModule);
    await app.register(authModule, options.auth ?? {});
    await app.register(apiKeysModule);
    await app.register(employeesModule);
    await app.register(settingsModule);
    await app.register(geofencesModule);
    await app.register(vehiclesModule);
    await app.register(sensorsModule);
    await app.register(fuelModule);
    await app.register(notificationsModule, options.notifications ?? {});
    await app.register(eventsModule, options.events ?? {});
    await app.register(examinationsModule);
    await app.register(maintenanceModule, options.maintenance ?? {});
    await app.register(reportsModule, options.reports ?? {});
    await app.register(demoTripsPlugin);
    await app.register(tripsModule, options.trips ?? {});
    await app.register(commandsModule);
    await app.register(driversModule, options.driverKeys ?? {});
    await app.register(trackingModule, options.tracking ?? {});
    await app.register(systemModule);
    await app.register(shareLinksModule);
    await app.register(deviceListenersPlugin, options.ingestion ?? {});
    await app.register(devicesModule);
    await app.register(demoHistoryPlugin, options.demoHistory ?? {});
    await app.register(simulatorPlugin);

    await app.register(staticWebPlugin);
    // Last of the onReady hooks: the device listeners are up by now.
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
