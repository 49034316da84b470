import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Permission } from '@fleet/shared/permissions';
import { buildApp, type BuildOptions } from '../src/app';
import { type AppConfig, type DatabaseConfig, DEFAULT_POOL_SIZE, loadConfig } from '../src/config';
import { employees, roles } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { DEVICE_PORTS_OFF } from '@fleet/shared/device-protocols';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  kind: DatabaseKind;
  /** Builds and readies an app on this suite's database; closed automatically after the suite. */
  buildApp(overrides?: Partial<AppConfig>, options?: BuildOptions): Promise<FastifyInstance>;
}

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * Two instances on the suite's database sharing Redis (REDIS_URL), with a hub channel and rate-limit name space of
 * their own so that parallel suites do not hear each other.
 */
export async function twoInstances(
  db: TestDatabase,
  redisUrl: string,
  options: BuildOptions = {},
  overrides: Partial<AppConfig> = {},
): Promise<[FastifyInstance, FastifyInstance]> {
  const run = randomBytes(6).toString('hex');
  const shared: BuildOptions = {
    ...options,
    live: { hubChannel: `fleet-test:${run}`, ...options.live },
    apiKeys: { nameSpace: `fleet-test-rl:${run}:`, ...options.apiKeys },
  };
  const a = await db.buildApp({ ...overrides, redisUrl }, shared);
  const b = await db.buildApp({ ...overrides, redisUrl }, shared);
  return [a, b];
}

/** The base configuration of every test app: quiet, no web build, demo data seeded unless overridden. */
export function testConfig(database: DatabaseConfig, overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO: '1',
    // Device listeners off unless a suite asks (BuildOptions.ingestion.ephemeralPorts); no simulator.
    SIMULATOR: '0',
    DEMO_HISTORY: '0',
    ...DEVICE_PORTS_OFF,
    DATA_DIR: path.join(tmpdir(), 'fleet-server-tests-unused'),
    WEB_DIST: path.join(tmpdir(), 'fleet-server-tests-no-web-dist'),
  });
  return { ...base, database, ...overrides };
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let template: Buffer | null = null;
/** The migrated database every in-memory test app starts from (test/global-setup.ts), read once per file. */
function pgliteTemplate(): Blob {
  template ??= readFileSync(inject('pgliteTemplate'));
  return new Blob([template]);
}

/**
 * Runs `suite` once on an in-memory PGlite and, when TEST_DATABASE_URL is set, once more on a
 * fresh PostgreSQL database created for the suite and dropped after it.
 */
export function forEachDatabase(suite: (db: TestDatabase) => void): void {
  const kinds: DatabaseKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  describe.each(kinds)('on %s', (kind) => {
    const apps: FastifyInstance[] = [];
    const dataDirs: string[] = [];
    let postgresName: string | null = null;
    let postgresUrl: string | null = null;

    beforeAll(async () => {
      if (kind !== 'postgres' || !TEST_DATABASE_URL) return;
      postgresName = `fleet_test_${randomBytes(6).toString('hex')}`;
      await withAdminClient((client) => client.query(`CREATE DATABASE "${postgresName}"`));
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${postgresName}`;
      postgresUrl = url.toString();
    });

    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      if (postgresName) {
        const name = postgresName;
        await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      }
    });

    suite({
      kind,
      async buildApp(overrides = {}, options = {}) {
        const database: DatabaseConfig =
          kind === 'postgres' && postgresUrl
            ? { driver: 'postgres', url: postgresUrl, poolSize: DEFAULT_POOL_SIZE }
            : { driver: 'pglite', dataDir: null, template: pgliteTemplate() };
        // Each app gets its own data directory (uploads, app secret), removed after the suite.
        const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-server-test-'));
        dataDirs.push(dataDir);
        const app = await buildApp(testConfig(database, { dataDir, ...overrides }), options);
        apps.push(app);
        return app;
      },
    });
  });
}

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'admin12345' },
  dispatcher: { email: 'dispatcher@example.com', password: 'dispatcher123' },
  auditor: { email: 'auditor@example.com', password: 'auditor123' },
  personnel: { email: 'personnel@example.com', password: 'personnel123' },
} as const;

export async function login(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One JSON call as the holder of `token`. */
export function apiRequest(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** `apiRequest`'s arguments after the app, for a suite's own `api(...)` shorthand. */
export type ApiRequestArgs =
  Parameters<typeof apiRequest> extends [FastifyInstance, ...infer Rest] ? Rest : never;

let sequence = 0;

/** Creates a role with exactly `permissions` and one employee in it; returns its ids and a token. */
export async function userWithPermissions(
  app: FastifyInstance,
  permissions: readonly Permission[],
): Promise<{ roleId: number; employeeId: number; email: string; token: string }> {
  sequence += 1;
  const suffix = `${Date.now().toString(36)}${sequence}`;
  const email = `user-${suffix}@example.com`;
  const password = 'password123';
  const [role] = await app.db
    .insert(roles)
    .values({ name: `Test role ${suffix}`, permissions: [...permissions] })
    .returning({ id: roles.id });
  if (!role) throw new Error('no role');
  const [employee] = await app.db
    .insert(employees)
    .values({ name: `User ${suffix}`, email, passwordHash: await hashPassword(password), roleId: role.id })
    .returning({ id: employees.id });
  if (!employee) throw new Error('no employee');
  const token = await login(app, { email, password });
  return { roleId: role.id, employeeId: employee.id, email, token };
}

/** A TCP port free on 127.0.0.1 right now (for servers started in child processes). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
