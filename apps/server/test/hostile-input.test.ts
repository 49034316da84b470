import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, bearer, DEMO, forEachDatabase, login } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
interface Operation {
  method: Method;
  path: string;
}

/** Values that must never reach a 5xx as a body, a query value or an id. */
function deep(levels: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i += 1) value = { a: [value] };
  return value;
}
const HUGE = 'ش'.repeat(200_000);
const HOSTILE_BODIES: unknown[] = [
  null,
  [],
  [null],
  0,
  -1,
  1e308,
  true,
  'text',
  '',
  {},
  { name: null, id: 'x', status: {}, page: -1 },
  { name: HUGE, email: HUGE, password: HUGE, code: HUGE, token: HUGE },
  { name: 12, plate_number: [], stations: 'x', permissions: {}, geometry: 'x', parts: [{}] },
  deep(200),
  { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } },
  { name: '\u0000', email: 'a@\u0000.com', phone: '٠٥٠١٢٣٤٥٦٧', day: '٢٠٢٦-٠١-٠١' },
];
const HOSTILE_IDS = [
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '1.5',
  '%00',
  'null',
  '١',
  'x'.repeat(3000),
  '1e3',
];
const HOSTILE_QUERIES = [
  'page=-1&per_page=100000',
  'page=abc&start_date=2026-13-45&end_date=x',
  'name=%00&status=%FF',
  `name=${'a'.repeat(5000)}`,
  'page[]=1&page[]=2&name[a]=b',
  'from=x&to=y&vehicle_id=abc&driver_id=-5&format=pdf',
  'lat=NaN&lon=Infinity&radius=1e400',
  'page=١&per_page=٢',
  'page=9007199254740991&per_page=100',
];

/** Routes whose success would end the walk (signing the walker out). */
const SKIPPED = new Set(['POST /api/auth/logout']);

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  let operations: Operation[] = [];

  beforeAll(async () => {
    app = await db.buildApp({
      demo: false,
      admin: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    admin = await login(app, DEMO.admin);
    const document = (await app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => ({ method: method.toUpperCase() as Method, path }))
        .filter((operation) => ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(operation.method))
        .filter((operation) => !SKIPPED.has(`${operation.method} ${operation.path}`)),
    );
  });

  /** `/api/x/{id}/y` with every `{param}` replaced. */
  const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

  async function send(method: Method, url: string, payload: unknown) {
    const response = await app.inject({
      method,
      url,
      headers: { ...bearer(admin), 'content-type': 'application/json', 'accept-language': 'en' },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
    // A hostile call that signed the walker out (a password or session route): sign in again.
    if (response.statusCode === 401) admin = await login(app, DEMO.admin);
    return response;
  }

  describe('every route of the OpenAPI document', () => {
    it('is walked (the document lists the routes of every module)', () => {
      expect(operations.length).toBeGreaterThan(50);
      expect(operations.map((operation) => operation.path)).toContain('/api/dashboard/vehicles/{id}');
    });

    it('never answers 5xx to hostile bodies, queries and ids', { timeout: 600_000 }, async () => {
      const failures: string[] = [];
      const check = (label: string, status: number, body: string) => {
        if (status >= 500) failures.push(`${label} → ${status} ${body.slice(0, 200)}`);
      };
      for (const { method, path } of operations) {
        const hasParams = path.includes('{');
        const ids = hasParams ? HOSTILE_IDS : [''];
        for (const id of ids) {
          const url = hasParams ? fill(path, id) : path;
          if (method === 'GET' || method === 'DELETE') {
            const response = await send(method, url, undefined);
            check(`${method} ${url.slice(0, 120)}`, response.statusCode, response.body);
          }
          if (method !== 'GET' && id === ids[0]) {
            for (const body of HOSTILE_BODIES) {
              const response = await send(method, url, body);
              const shown = JSON.stringify(body)?.slice(0, 60);
              check(`${method} ${url} body ${shown}`, response.statusCode, response.body);
            }
          }
        }
        if (method === 'GET') {
          for (const query of HOSTILE_QUERIES) {
            const url = `${hasParams ? fill(path, '1') : path}?${query}`;
            const response = await send(method, url, undefined);
            check(`${method} ${url.slice(0, 120)}`, response.statusCode, response.body);
          }
        }
      }
      // Hostile bodies with a real record id too: the handlers past the id check.
      for (const { method, path } of operations) {
        if (!path.includes('{') || method === 'GET' || method === 'DELETE') continue;
        for (const body of HOSTILE_BODIES) {
          const response = await send(method, fill(path, '1'), body);
          check(
            `${method} ${fill(path, '1')} body ${JSON.stringify(body)?.slice(0, 60)}`,
            response.statusCode,
            response.body,
          );
        }
      }
      expect(failures).toEqual([]);
    });

    it('answers a JSON null body to a create with 422, not 500', async () => {
      for (const path of ['vehicles', 'employees', 'drivers', 'trips', 'roles', 'geofences']) {
        const response = await send('POST', `/api/dashboard/${path}`, null);
        expect(response.statusCode, `${path}: ${response.body}`).toBe(422);
      }
      // The walker's admin still works: the walk changed nothing it depends on.
      const profile = await apiRequest(app, 'GET', '/api/dashboard/profile/auth', admin);
      expect(profile.statusCode).toBe(200);
    });
  });
});
