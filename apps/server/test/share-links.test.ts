import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  apiRequest,
  type ApiRequestArgs,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
} from './harness';
import { addDays, todayIn } from '../src/lib/dates';
import { tripBody, vehicleAndDriver } from './trips-helpers';

function openShare(app: FastifyInstance, token: string) {
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/share/${token}/stream`);
  const messages: {
    type: string;
    vehicles?: { id: number }[];
    trip?: { status: string; next_station: number | null };
  }[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.on('close', (code) => resolve({ code, at: Date.now() })),
  );
  socket.on('error', () => {});
  return { socket, messages, closed };
}

async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

forEachDatabase((db) => {
  describe('share links', () => {
    let app: FastifyInstance;
    let admin: string;
    let vehicleIds: number[];
    const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

    beforeAll(async () => {
      app = await db.buildApp();
      await app.listen({ port: 0, host: '127.0.0.1' });
      admin = await login(app, DEMO.admin);
      const result = (await app.db.execute(sql`SELECT id FROM vehicles ORDER BY id LIMIT 3`)) as unknown as {
        rows: { id: number }[];
      };
      vehicleIds = result.rows.map((row) => row.id);
    });

    it('makes an unguessable link shown once, opened without signing in, showing only its vehicles', async () => {
      const created = await api('POST', '/api/dashboard/share-links', admin, {
        vehicle_ids: [vehicleIds[0]],
        expires_in_hours: 2,
        note: 'Delivery to Al Olaya',
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id, token, url } = created.json().data as { id: number; token: string; url: string };
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(url).toMatch(new RegExp(`/share/${token}$`));
      const stored = (await app.db.execute(
        sql`SELECT token_hash FROM share_links WHERE id = ${id}`,
      )) as unknown as {
        rows: { token_hash: string }[];
      };
      expect(stored.rows[0]!.token_hash).not.toContain(token);

      const list = await api('GET', '/api/dashboard/share-links?status=active', admin);
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(token);
      expect(list.json().data[0]).toMatchObject({
        id,
        note: 'Delivery to Al Olaya',
        views: 0,
        actions: ['delete'],
      });

      const view = await app.inject({ method: 'GET', url: `/api/share/${token}` });
      expect(view.statusCode, view.body).toBe(200);
      const vehicles = view.json().data.vehicles as Record<string, unknown>[];
      expect(vehicles.map((vehicle) => vehicle.id)).toEqual([vehicleIds[0]]);
      expect(Object.keys(vehicles[0]!).sort()).toEqual([
        'id',
        'live_status',
        'name',
        'plate_number',
        'position',
      ]);
      const after = await api('GET', '/api/dashboard/share-links', admin);
      expect(after.json().data[0].views).toBe(1);

      const stream = openShare(app, token);
      await until(() => stream.messages.length > 0);
      expect(stream.messages[0]!.type).toBe('snapshot');
      expect(stream.messages[0]!.vehicles!.map((vehicle) => vehicle.id)).toEqual([vehicleIds[0]]);

      // Revoked: the page's socket closes within 5 s and the link is 404 like any unknown token.
      const revokedAt = Date.now();
      expect((await api('DELETE', `/api/dashboard/share-links/${id}`, admin)).statusCode).toBe(200);
      const closed = await stream.closed;
      expect(closed.at - revokedAt).toBeLessThan(5_000);
      const gone = await app.inject({ method: 'GET', url: `/api/share/${token}` });
      const unknown = await app.inject({ method: 'GET', url: `/api/share/${'x'.repeat(43)}` });
      expect(gone.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      expect(gone.body).toBe(unknown.body);
    });

    it("shows a shared itinerary's stations, status and timeline, and still no driver", async () => {
      const ids = await vehicleAndDriver(app, admin);
      const day = addDays(todayIn(app.config.timezone), 1);
      const trip = await api('POST', '/api/dashboard/trips', admin, tripBody(ids, day));
      expect(trip.statusCode, trip.body).toBe(201);
      const tripId = trip.json().data.id as number;
      const link = await api('POST', '/api/dashboard/share-links', admin, {
        vehicle_ids: [ids.vehicleId],
        trip_id: tripId,
        expires_in_hours: 3,
      });
      expect(link.statusCode, link.body).toBe(201);
      const { token } = link.json().data as { token: string };

      const planned = await app.inject({ method: 'GET', url: `/api/share/${token}` });
      expect(planned.statusCode, planned.body).toBe(200);
      expect(planned.json().data.trip).toMatchObject({
        id: tripId,
        name: 'School route north',
        status: 'planned',
        next_station: 0,
        time_zone: app.config.timezone,
      });
      expect(planned.json().data.trip.timeline.map((entry: { status: string }) => entry.status)).toEqual([
        'pending',
        'pending',
        'pending',
      ]);
      // The open page hears the itinerary move on through its socket: sent once at first, then on each change.
      const stream = openShare(app, token);
      const trips = () => stream.messages.filter((message) => message.type === 'trip');
      await until(() => trips().length > 0);
      expect(trips()[0]!.trip).toMatchObject({ id: tripId, status: 'planned', next_station: 0 });

      // What the status engine stores once the vehicle has left the depot and is late for the school gate.
      const departed = new Date(Date.now() - 30 * 60_000).toISOString();
      const progress = [
        { arrivedAt: departed, departedAt: departed, status: 'departed', delayMinutes: 4 },
        { arrivedAt: null, departedAt: null, status: 'pending', delayMinutes: 12 },
        { arrivedAt: null, departedAt: null, status: 'pending', delayMinutes: null },
      ];
      await app.db.execute(
        sql`UPDATE trips SET status = 'late', next_station = 1, progress = ${JSON.stringify(progress)}::jsonb
          WHERE id = ${tripId}`,
      );
      const late = await app.inject({
        method: 'GET',
        url: `/api/share/${token}`,
        headers: { 'accept-language': 'en' },
      });
      const shared = late.json().data.trip;
      expect(shared).toMatchObject({ status: 'late', next_station: 1 });
      expect(shared.timeline[0]).toEqual({
        name: 'Depot',
        planned_time: '07:00',
        next_day: false,
        arrived_at: departed,
        departed_at: departed,
        delay_minutes: 4,
        status: 'departed',
      });
      expect(shared.timeline[1]).toMatchObject({ name: 'School gate', delay_minutes: 12, status: 'pending' });
      await until(() => trips().length > 1);
      expect(trips()[1]!.trip).toEqual(shared);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(trips()).toHaveLength(2); // unchanged since: nothing more
      expect(JSON.stringify(stream.messages)).not.toContain('driver');
      stream.socket.close();
      // The itinerary's own page names its driver; the shared one never does.
      expect(late.body).not.toContain('driver');
      expect(Object.keys(shared).sort()).toEqual([
        'id',
        'name',
        'next_station',
        'stations',
        'status',
        'time_zone',
        'timeline',
      ]);
    });

    it('treats an expired link as unknown and limits the public calls', async () => {
      const created = await api('POST', '/api/dashboard/share-links', admin, {
        vehicle_ids: vehicleIds.slice(0, 2),
        expires_in_hours: 1,
      });
      const { id, token } = created.json().data as { id: number; token: string };
      await app.db.execute(
        sql`UPDATE share_links SET expires_at = now() - interval '1 second' WHERE id = ${id}`,
      );
      expect((await app.inject({ method: 'GET', url: `/api/share/${token}` })).statusCode).toBe(404);
      const expired = await api('GET', '/api/dashboard/share-links?status=expired', admin);
      expect(expired.json().data.map((link: { id: number }) => link.id)).toContain(id);

      const statuses: number[] = [];
      for (let i = 0; i < 70; i++) {
        statuses.push(
          (await app.inject({ method: 'GET', url: `/api/share/${token}`, remoteAddress: '10.9.8.7' }))
            .statusCode,
        );
      }
      expect(statuses).toContain(429);
    });

    it('checks its input and its permissions', async () => {
      const bad = await api('POST', '/api/dashboard/share-links', admin, {
        vehicle_ids: [],
        expires_in_hours: 200,
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['expires_in_hours', 'vehicle_ids']);
      const missing = await api('POST', '/api/dashboard/share-links', admin, {
        vehicle_ids: [2_000_000_000],
        expires_in_hours: 1,
      });
      expect(missing.statusCode).toBe(422);
      const viewer = await userWithPermissions(app, ['show_share_links']);
      expect((await api('GET', '/api/dashboard/share-links', viewer.token)).statusCode).toBe(200);
      expect(
        (
          await api('POST', '/api/dashboard/share-links', viewer.token, {
            vehicle_ids: [vehicleIds[0]],
            expires_in_hours: 1,
          })
        ).statusCode,
      ).toBe(403);
      expect((await api('DELETE', '/api/dashboard/share-links/1', viewer.token)).statusCode).toBe(403);
      expect((await api('DELETE', '/api/dashboard/share-links/99999999999', admin)).statusCode).toBe(404);
    });
  });
});
