import path from 'node:path';
import { DEVICE_PROTOCOLS, type DeviceProtocolName } from '@fleet/shared/device-protocols';
import { DEFAULT_REPEAT_DEFECT_DAYS } from '@fleet/shared/schemas/examinations';
import { DEFAULT_CLUSTER_ZOOM } from '@fleet/shared/schemas/tracking';
import { z } from '@fleet/shared/validation';
import { REPO_ROOT } from './paths';

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type DatabaseConfig =
  // dataDir null: in memory (tests). durable false: fsync off, for measuring its cost only (EMBEDDED_FSYNC=0).
  // template: in memory only, a dump of an already migrated database to start from instead of a new cluster (the
  // tests build hundreds of apps; a new cluster costs seconds of CPU each).
  | { driver: 'pglite'; dataDir: string | null; durable?: boolean; template?: Blob }
  | { driver: 'postgres'; url: string; poolSize: number };

/** PostgreSQL connections per server instance unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | null;
  demo: boolean;
  simulator: boolean;
  /** DEMO_HISTORY: write the demo fleet's last 30 days on a fresh database (docs/api.md#demo-history); as DEMO. */
  demoHistory: boolean;
  /** EVENT_ENGINE=0 stops deriving events from positions (benchmarks: engine on vs off); on by default. */
  eventEngine: boolean;
  /** Each protocol's listening port (its env var, e.g. `H02_PORT`); 0 = off. */
  devicePorts: Record<DeviceProtocolName, number>;
  /** Days of position history kept (whole weekly partitions are dropped); 0 keeps everything. */
  positionsRetentionDays: number;
  /** Days of audit log kept (older rows are deleted daily); 0 keeps everything. */
  auditRetentionDays: number;
  /** An examination part is flagged when the same part was damaged on the same vehicle within this many days. */
  repeatDefectDays: number;
  admin: { email: string; password: string } | null;
  timezone: string;
  tileUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  corsOrigins: string[];
  webDist: string;
  /** Fastify `trustProxy`: false, true, a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  production: boolean;
  /** HMAC key of signed media URLs (APP_SECRET); null: generated once and kept in DATA_DIR/app-secret. */
  appSecret: string | null;
  /** Outgoing mail (SMTP_URL, MAIL_FROM); null: no mail is sent. */
  mail: { url: string; from: string } | null;
  /** The address people reach the dashboard at (PUBLIC_URL), for links in emails; null: http://localhost:PORT. */
  publicUrl: string | null;
  /** `/metrics` answers only `Authorization: Bearer <this>` (METRICS_TOKEN); null: 404. */
  metricsToken: string | null;
  /** On SIGTERM the process exits within this many seconds, finished or not (SHUTDOWN_TIMEOUT_S). */
  shutdownTimeoutS: number;
  /** Below this map zoom the live stream sends a viewport clusters instead of vehicles (CLUSTER_ZOOM). */
  clusterZoom: number;
  /** WEBHOOK_ALLOW_PRIVATE=1: webhooks may point at loopback and private addresses (tests, closed networks). */
  webhookAllowPrivate: boolean;
  /** Forwarding of positions and events to brokers (FORWARD_MQTT_URL, FORWARD_AMQP_URL); null: off. */
  forward: { mqttUrl: string | null; amqpUrl: string | null };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

const port = (fallback: number, allowZero: boolean) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(allowZero ? 0 : 1, allowZero ? 'must be between 0 and 65535' : 'must be between 1 and 65535')
      .max(65535, allowZero ? 'must be between 0 and 65535' : 'must be between 1 and 65535')
      .default(fallback),
  );

const flag = z.preprocess(
  blankToUndefined,
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be 1 or 0' })
    .transform((v) => ['1', 'true', 'yes', 'on'].includes(v))
    .optional(),
);

const postgresUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, 'must be a postgres:// or postgresql:// URL with a host')
    .optional(),
);

const redisUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((value) => {
      try {
        return ['redis:', 'rediss:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'must be a redis:// or rediss:// URL')
    .optional(),
);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const smtpUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
      } catch {
        return false;
      }
    }, 'must be an smtp:// or smtps:// URL with a host, such as smtp://user:pass@mail.example.com:587')
    .optional(),
);

const brokerUrl = (protocols: string[], example: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value);
          return protocols.includes(url.protocol) && url.hostname !== '';
        } catch {
          return false;
        }
      }, `must be a URL such as ${example}`)
      .optional(),
  );

const httpUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine(
      (value) => /^https?:\/\/[^/\s]+/.test(value),
      'must be an http(s) URL such as https://fleet.example.com',
    )
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

/** `OSMAND_PORT`, `TELTONIKA_PORT`, …: one variable per protocol of the catalogue, 0 turning it off. */
const devicePortVariables = Object.fromEntries(
  DEVICE_PROTOCOLS.map((protocol) => [protocol.envVar, port(protocol.defaultPort, true)]),
) as Record<(typeof DEVICE_PROTOCOLS)[number]['envVar'], ReturnType<typeof port>>;

const envSchema = z.object({
  ...devicePortVariables,
  PORT: port(8080, false),
  HOST: optionalString.default('0.0.0.0'),
  DATA_DIR: optionalString,
  DATABASE_URL: postgresUrl,
  DATABASE_POOL_SIZE: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(500, 'must be at most 500')
      .optional(),
  ),
  REDIS_URL: redisUrl,
  NODE_ENV: optionalString,
  EMBEDDED_FSYNC: flag,
  DEMO: flag,
  SIMULATOR: flag,
  DEMO_HISTORY: flag,
  EVENT_ENGINE: flag,
  POSITIONS_RETENTION_DAYS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 (keep everything) or a number of days')
      .default(0),
  ),
  AUDIT_RETENTION_DAYS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 (keep everything) or a number of days')
      .default(0),
  ),
  REPEAT_DEFECT_DAYS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be a number of days, at least 1')
      .max(3650, 'must be at most 3650 days')
      .default(DEFAULT_REPEAT_DEFECT_DAYS),
  ),
  ADMIN_EMAIL: z.preprocess(blankToUndefined, z.email('must be an email address').optional()),
  ADMIN_PASSWORD: z.preprocess(
    blankToUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  FLEET_TIMEZONE: z.preprocess(
    blankToUndefined,
    z.string().refine(isTimeZone, 'must be an IANA time zone such as Asia/Riyadh').default('Asia/Riyadh'),
  ),
  TILE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => /^https?:\/\/[^/]+/.test(value), 'must be an http(s) URL template')
      .default(DEFAULT_TILE_URL),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  CORS_ORIGINS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine(
        (origins) => origins.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)),
        'must be a comma-separated list of origins such as https://fleet.example.com',
      )
      .default([]),
  ),
  WEB_DIST: optionalString,
  SMTP_URL: smtpUrl,
  MAIL_FROM: optionalString.default('Fleet <no-reply@localhost>'),
  PUBLIC_URL: httpUrl,
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  SHUTDOWN_TIMEOUT_S: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1, 'must be between 1 and 600 seconds')
      .max(600, 'must be between 1 and 600 seconds')
      .default(10),
  ),
  CLUSTER_ZOOM: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a map zoom between 0 and 24' })
      .min(0, 'must be a map zoom between 0 and 24')
      .max(24, 'must be a map zoom between 0 and 24')
      .default(DEFAULT_CLUSTER_ZOOM),
  ),
  WEBHOOK_ALLOW_PRIVATE: flag,
  FORWARD_MQTT_URL: brokerUrl(['mqtt:', 'mqtts:', 'ws:', 'wss:'], 'mqtt://localhost:1883'),
  FORWARD_AMQP_URL: brokerUrl(['amqp:', 'amqps:'], 'amqp://guest:guest@localhost:5672'),
  APP_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((value): boolean | number | string[] => {
        if (value === 'true') return true;
        if (value === 'false') return false;
        if (/^\d+$/.test(value)) return Number(value);
        return value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
      })
      .default(false),
  ),
});

/**
 * Reads and validates the environment once. Pure: tests pass their own `env`.
 * Relative DATA_DIR and WEB_DIST are resolved against `cwd`; when DATA_DIR is unset the
 * data lives in `<repo>/data`, whatever directory the server was started from.
 */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
  }
  const production = e.NODE_ENV === 'production';
  const dataDir = e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const demo = e.DEMO ?? (!e.DATABASE_URL && !production);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { driver: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'db'), durable: e.EMBEDDED_FSYNC ?? true },
    redisUrl: e.REDIS_URL ?? null,
    demo,
    simulator: e.SIMULATOR ?? demo,
    demoHistory: demo && (e.DEMO_HISTORY ?? true),
    eventEngine: e.EVENT_ENGINE ?? true,
    devicePorts: Object.fromEntries(DEVICE_PROTOCOLS.map((p) => [p.name, e[p.envVar]])) as Record<
      DeviceProtocolName,
      number
    >,
    positionsRetentionDays: e.POSITIONS_RETENTION_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    repeatDefectDays: e.REPEAT_DEFECT_DAYS,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : null,
    timezone: e.FLEET_TIMEZONE,
    tileUrl: e.TILE_URL,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    production,
    appSecret: e.APP_SECRET ?? null,
    mail: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : null,
    publicUrl: e.PUBLIC_URL ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownTimeoutS: e.SHUTDOWN_TIMEOUT_S,
    clusterZoom: e.CLUSTER_ZOOM,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE ?? false,
    forward: { mqttUrl: e.FORWARD_MQTT_URL ?? null, amqpUrl: e.FORWARD_AMQP_URL ?? null },
  };
}
