import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import {
  apiRequest,
  type ApiRequestArgs,
  DEMO,
  forEachDatabase,
  login,
  twoInstances,
  userWithPermissions,
} from './harness';
import { openStream } from './live-stream';
import { vehicleBody } from './people-helpers';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

interface CreatedKey {
  id: number;
  key: string;
  prefix: string;
}

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  let vehicleA: number;
  let vehicleB: number;
  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

  async function createKey(token: string, body: Record<string, unknown>): Promise<CreatedKey> {
    const response = await api('POST', '/api/dashboard/api-keys', token, {
      name: `key ${randomBytes(3).toString('hex')}`,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as CreatedKey;
  }

  beforeAll(async () => {
    app = await db.buildApp({
      demo: false,
      admin: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    admin = await login(app, DEMO.admin);
    const a = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
    const b = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    vehicleA = a.json().data.id;
    vehicleB = b.json().data.id;
  });

  describe('creating and listing', () => {
    it('shows the key once, stores only its digest, lists prefix, creator and last use', async () => {
      const created = await createKey(admin, { permissions: ['show_vehicles'] });
      expect(created.key).toMatch(/^fk_[A-Za-z0-9_-]{32,}$/);
      expect(created.key.startsWith(created.prefix)).toBe(true);
      const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
      expect(row?.keyHash).toBe(hashToken(created.key));
      expect(JSON.stringify(row)).not.toContain(created.key);

      const one = await api('GET', `/api/dashboard/api-keys/${created.id}`, admin);
      expect(one.statusCode).toBe(200);
      expect(one.body).not.toContain(created.key);
      expect(one.json().data).toMatchObject({
        prefix: created.prefix,
        last_used_at: null,
        status: 'active',
        created_by: { name: expect.any(String) },
        rate_limit_per_minute: 600,
      });

      expect((await api('GET', '/api/dashboard/vehicles', created.key)).statusCode).toBe(200);
      const used = await api('GET', `/api/dashboard/api-keys/${created.id}`, admin);
      expect(used.json().data.last_used_at).not.toBeNull();
      const list = await api('GET', `/api/dashboard/api-keys?name=${created.prefix}`, admin);
      expect(list.json().data.map((k: { id: number }) => k.id)).toEqual([created.id]);
      expect(list.body).not.toContain(created.key);
    });

    it('never grants more than the creator holds', async () => {
      const creator = await userWithPermissions(app, ['show_api_keys', 'create_api_keys', 'show_vehicles']);
      const refused = await api('POST', '/api/dashboard/api-keys', creator.token, {
        name: 'too much',
        permissions: ['show_vehicles', 'delete_vehicles'],
      });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['permissions.1']);
      const unknown = await api('POST', '/api/dashboard/api-keys', creator.token, {
        name: 'unknown',
        permissions: ['fly_vehicles'],
      });
      expect(unknown.statusCode).toBe(422);
      const past = await api('POST', '/api/dashboard/api-keys', creator.token, {
        name: 'past',
        permissions: ['show_vehicles'],
        expires_at: '2020-01-01T00:00:00Z',
      });
      expect(past.statusCode).toBe(422);
      expect(Object.keys(past.json().errors)).toEqual(['expires_at']);
    });

    it('needs the api_keys permissions', async () => {
      const user = await userWithPermissions(app, ['show_vehicles']);
      expect((await api('GET', '/api/dashboard/api-keys', user.token)).statusCode).toBe(403);
      const post = await api('POST', '/api/dashboard/api-keys', user.token, {
        name: 'x',
        permissions: ['show_vehicles'],
      });
      expect(post.statusCode).toBe(403);
    });
  });

  describe('using a key', () => {
    it('is limited to its permissions, and to what its creator holds now', async () => {
      const creator = await userWithPermissions(app, [
        'show_api_keys',
        'create_api_keys',
        'show_vehicles',
        'show_roles',
      ]);
      const { key } = await createKey(creator.token, { permissions: ['show_vehicles', 'show_roles'] });
      expect((await api('GET', '/api/dashboard/vehicles', key)).statusCode).toBe(200);
      expect((await api('GET', '/api/dashboard/roles', key)).statusCode).toBe(200);
      expect((await api('GET', '/api/dashboard/employees', key)).statusCode).toBe(403);
      expect((await api('POST', '/api/dashboard/vehicles', key, vehicleBody())).statusCode).toBe(403);

      // The creator's role loses show_roles: so does the key, at once.
      const role = await api('GET', `/api/dashboard/roles/${creator.roleId}`, admin);
      const update = await api('PUT', `/api/dashboard/roles/${creator.roleId}`, admin, {
        name: role.json().data.name,
        permissions: ['show_api_keys', 'create_api_keys', 'show_vehicles'],
      });
      expect(update.statusCode, update.body).toBe(200);
      expect((await api('GET', '/api/dashboard/roles', key)).statusCode).toBe(403);
      expect((await api('GET', '/api/dashboard/vehicles', key)).statusCode).toBe(200);
    });

    it('sees only its vehicles on vehicle routes, and is refused where a route cannot limit them', async () => {
      const { key } = await createKey(admin, {
        permissions: [
          'show_vehicles',
          'update_vehicles',
          'show_tracking',
          'show_events',
          'show_roles',
          'show_reports',
        ],
        vehicle_ids: [vehicleA],
      });
      const list = await api('GET', '/api/dashboard/vehicles?per_page=100', key);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((v: { id: number }) => v.id)).toEqual([vehicleA]);
      expect(list.json().meta.total).toBe(1);
      expect((await api('GET', `/api/dashboard/vehicles/${vehicleA}`, key)).statusCode).toBe(200);
      expect((await api('GET', `/api/dashboard/vehicles/${vehicleB}`, key)).statusCode).toBe(404);
      expect(
        (await api('GET', `/api/dashboard/vehicles/${vehicleB}/positions?start_date=2026-01-01`, key))
          .statusCode,
      ).toBe(404);
      const put = await api('PUT', `/api/dashboard/vehicles/${vehicleB}`, key, vehicleBody());
      expect(put.statusCode).toBe(404);
      const live = await api('GET', '/api/dashboard/tracking/live', key);
      expect(live.statusCode).toBe(200);
      for (const vehicle of live.json().data.vehicles) expect(vehicle.id).toBe(vehicleA);
      // Reports are limited to its vehicles, whatever the query asks for.
      for (const query of ['', `&vehicle_ids=${vehicleA},${vehicleB}`]) {
        const summary = await api('GET', `/api/dashboard/reports/summary?group=vehicle${query}`, key);
        expect(summary.statusCode, summary.body).toBe(200);
        for (const row of summary.json().data) expect(row.vehicle.id).toBe(vehicleA);
      }
      const onlyB = await api('GET', `/api/dashboard/reports/trips?vehicle_ids=${vehicleB}`, key);
      expect(onlyB.json().data).toEqual([]);
      // Events and the export are limited the same way.
      await app.db.execute(sql`
        INSERT INTO events (vehicle_id, type, subject, time, severity)
        VALUES (${vehicleA}, 'alarm', 'sos', now(), 'critical'), (${vehicleB}, 'alarm', 'sos', now(), 'critical')`);
      for (const query of ['', `?vehicle_id=${vehicleB}`, '?type=alarm']) {
        const events = await api('GET', `/api/dashboard/events${query}`, key);
        expect(events.statusCode, events.body).toBe(200);
        const ids = events.json().data.map((e: { vehicle: { id: number } }) => e.vehicle.id);
        expect(ids).toEqual(query.includes('vehicle_id') ? [] : [vehicleA]);
        expect(events.json().meta.total).toBe(ids.length);
      }
      const sheet = await api('GET', '/api/dashboard/vehicles/export?format=csv', key);
      expect(sheet.statusCode, sheet.body).toBe(200);
      const plates = await Promise.all(
        [vehicleA, vehicleB].map(
          async (id) =>
            (await api('GET', `/api/dashboard/vehicles/${id}`, admin)).json().data.plate_number as string,
        ),
      );
      expect(sheet.body).toContain(plates[0]);
      expect(sheet.body).not.toContain(plates[1]);
      // Routes that cannot limit their rows to the key's vehicles refuse it rather than show everything.
      expect((await api('GET', '/api/dashboard/trips', key)).statusCode).toBe(403);
      // Modules that show no vehicle are open.
      expect((await api('GET', '/api/dashboard/roles', key)).statusCode).toBe(200);

      // An unscoped key of the same creator sees both.
      const { key: all } = await createKey(admin, { permissions: ['show_vehicles'] });
      const both = await api('GET', '/api/dashboard/vehicles?per_page=100', all);
      expect(both.json().data.map((v: { id: number }) => v.id)).toEqual(
        expect.arrayContaining([vehicleA, vehicleB]),
      );
    });

    it("streams only its vehicles: positions, events and no person's notifications", async () => {
      const { key } = await createKey(admin, {
        permissions: ['show_tracking', 'show_events'],
        vehicle_ids: [vehicleA],
      });
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
      const probe = openStream(app, { token: key });
      try {
        const snapshot = await probe.next((m) => m.type === 'snapshot');
        expect(snapshot.type === 'snapshot' && snapshot.vehicles.map((v) => v.id)).toEqual([vehicleA]);
        const now = new Date().toISOString();
        const at = (id: number, lat: number) => ({
          vehicle_id: id,
          lat,
          lon: 46.6,
          speed: 30,
          course: 0,
          ignition: true,
          fix_time: now,
          server_time: now,
        });
        app.hub.publish({ type: 'positions', positions: [at(vehicleB, 24.2), at(vehicleA, 24.1)] });
        const changes = await probe.next((m) => m.type === 'changes');
        expect(changes.type === 'changes' && changes.vehicles.map((v) => v.id)).toEqual([vehicleA]);
        const [eventB, eventA] = await Promise.all(
          [vehicleB, vehicleA].map(async (id) => {
            const row = await app.db.execute(sql`
              INSERT INTO events (vehicle_id, type, subject, time, severity)
              VALUES (${id}, 'alarm', 'sos', now() + interval '1 minute', 'critical') RETURNING id::float8 AS id`);
            return (row as unknown as { rows: { id: number }[] }).rows[0]!.id;
          }),
        );
        const stored = (id: number, vehicleId: number) => ({
          id,
          vehicleId,
          type: 'alarm',
          subject: 'sos',
          time: now,
          severity: 'critical',
          lat: null,
          lon: null,
          geofenceId: null,
          tripId: null,
          driverId: null,
          attributes: {},
          vehicleName: 'v',
          plateNumber: 'p',
          geofenceName: null,
          tripName: null,
          driverName: null,
        });
        app.hub.publish({ type: 'events', events: [stored(eventB!, vehicleB), stored(eventA!, vehicleA)] });
        await probe.next((m) => m.type === 'event');
        await new Promise((resolve) => setTimeout(resolve, 200));
        const events = probe.messages.filter((m) => m.type === 'event');
        expect(events.map((m) => m.type === 'event' && m.data.vehicle.id)).toEqual([vehicleA]);
      } finally {
        probe.close();
      }
    });

    it('is refused on the account routes', async () => {
      const { key } = await createKey(admin, {
        permissions: ['show_vehicles', 'show_api_keys', 'create_api_keys', 'delete_api_keys'],
      });
      const calls: [Parameters<typeof api>[0], string, object?][] = [
        ['GET', '/api/dashboard/profile/auth'],
        ['PUT', '/api/dashboard/profile', { name: 'x' }],
        ['POST', '/api/dashboard/profile/password', { current_password: 'x', password: 'y' }],
        ['GET', '/api/dashboard/profile/sessions'],
        ['DELETE', '/api/dashboard/profile/sessions'],
        ['POST', '/api/dashboard/profile/two-factor'],
        ['POST', '/api/auth/logout'],
        ['GET', '/api/dashboard/api-keys'],
        ['POST', '/api/dashboard/api-keys', { name: 'child', permissions: ['show_vehicles'] }],
      ];
      for (const [method, url, body] of calls) {
        const response = await api(method, url, key, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await api('GET', '/api/dashboard/vehicles', key)).statusCode).toBe(200);
    });

    it('stops at its expiry', async () => {
      const { id, key } = await createKey(admin, { permissions: ['show_vehicles'] });
      expect((await api('GET', '/api/dashboard/vehicles', key)).statusCode).toBe(200);
      await app.db
        .update(apiKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiKeys.id, id));
      // The session cache remembers a key for at most two seconds, and never past its expiry.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect((await api('GET', '/api/dashboard/vehicles', key)).statusCode).toBe(401);
      const read = await api('GET', `/api/dashboard/api-keys/${id}`, admin);
      expect(read.json().data.status).toBe('expired');
    });

    it('is revoked at once, and audited as its own actor', async () => {
      const { id, key } = await createKey(admin, { permissions: ['show_vehicles', 'update_vehicles'] });
      const before = await api('GET', `/api/dashboard/vehicles/${vehicleA}`, key);
      expect(before.statusCode).toBe(200);
      const update = await api('PUT', `/api/dashboard/vehicles/${vehicleA}`, key, {
        ...vehicleBody(),
        plate_number: before.json().data.plate_number,
        vin: before.json().data.vin,
        device_id: before.json().data.device_id,
        capacity: 41,
      });
      expect(update.statusCode, update.body).toBe(200);
      const log = await api(
        'GET',
        `/api/dashboard/audit-log?model=vehicles&action=update&record_id=${vehicleA}`,
        admin,
      );
      expect(log.json().data[0]).toMatchObject({ actor: { type: 'api_key', id, name: expect.any(String) } });
      const byActor = await api('GET', `/api/dashboard/audit-log?actor_type=api_key&actor_id=${id}`, admin);
      expect(byActor.statusCode).toBe(200);

      const revoked = await api('DELETE', `/api/dashboard/api-keys/${id}`, admin);
      expect(revoked.statusCode).toBe(200);
      expect((await api('GET', '/api/dashboard/vehicles', key)).statusCode).toBe(401);
      expect((await api('DELETE', `/api/dashboard/api-keys/${id}`, admin)).json().message).toBeTruthy();
      const read = await api('GET', `/api/dashboard/api-keys/${id}`, admin);
      expect(read.json().data).toMatchObject({ status: 'revoked', actions: ['view'] });
      const trail = await api('GET', `/api/dashboard/audit-log?model=api_keys&record_id=${id}`, admin);
      const actions = trail.json().data.map((entry: { action: string }) => entry.action);
      expect(actions).toEqual(expect.arrayContaining(['create', 'revoke']));
      expect(trail.body).not.toContain(key);
    });

    it('is limited per key: 429 with Retry-After and RateLimit headers', async () => {
      const { key } = await createKey(admin, { permissions: ['show_roles'], rate_limit_per_minute: 3 });
      const { key: other } = await createKey(admin, {
        permissions: ['show_roles'],
        rate_limit_per_minute: 3,
      });
      for (let i = 0; i < 3; i++) {
        const ok = await api('GET', '/api/dashboard/roles', key);
        expect(ok.statusCode).toBe(200);
        expect(ok.headers['ratelimit-limit']).toBe('3');
        expect(ok.headers['ratelimit-remaining']).toBe(String(2 - i));
      }
      const limited = await api('GET', '/api/dashboard/roles', key, undefined, { 'accept-language': 'en' });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.headers['ratelimit-limit']).toBe('3');
      expect(limited.headers['ratelimit-remaining']).toBe('0');
      expect(Number(limited.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(/Too many requests/);
      // Another key, and people, are not affected.
      expect((await api('GET', '/api/dashboard/roles', other)).statusCode).toBe(200);
      const person = await api('GET', '/api/dashboard/roles', admin);
      expect(person.statusCode).toBe(200);
      expect(person.headers['ratelimit-limit']).toBeUndefined();
    });
  });

  describe.runIf(db.kind === 'postgres' && TEST_REDIS_URL)('two instances with REDIS_URL', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      [a, b] = await twoInstances(db, TEST_REDIS_URL!);
    });

    it('share one rate count, and a revocation on one refuses the key on the other at once', async () => {
      const token = await login(a, DEMO.admin);
      const created = await apiRequest(a, 'POST', '/api/dashboard/api-keys', token, {
        name: 'shared',
        permissions: ['show_roles'],
        rate_limit_per_minute: 4,
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id, key } = created.json().data as CreatedKey;
      const codes: number[] = [];
      for (const instance of [a, b, a, b, a]) {
        codes.push((await apiRequest(instance, 'GET', '/api/dashboard/roles', key)).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 429]);
      expect((await apiRequest(b, 'GET', '/api/dashboard/roles', key)).statusCode).toBe(429);

      const { key: second } = (
        await apiRequest(a, 'POST', '/api/dashboard/api-keys', token, {
          name: 'revoked',
          permissions: ['show_roles'],
        })
      ).json().data as CreatedKey;
      // B remembers the session of the key…
      expect((await apiRequest(b, 'GET', '/api/dashboard/roles', second)).statusCode).toBe(200);
      const secondId = (
        await a.db
          .select()
          .from(apiKeys)
          .where(eq(apiKeys.keyHash, hashToken(second)))
      )[0]!.id;
      expect((await apiRequest(a, 'DELETE', `/api/dashboard/api-keys/${secondId}`, token)).statusCode).toBe(
        200,
      );
      // …and forgets it once A announces the revocation over the hub (well within the cache's two seconds).
      await expect
        .poll(async () => (await apiRequest(b, 'GET', '/api/dashboard/roles', second)).statusCode, {
          timeout: 1_000,
          interval: 50,
        })
        .toBe(401);
      expect(id).toBeGreaterThan(0);
    });
  });
});
