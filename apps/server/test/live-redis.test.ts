import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { vehicles } from '../src/db/schema';
import { teltonikaImeiPacket } from '../src/ingestion/teltonika/encode';
import { avlFrame, codec8Record } from '../src/ingestion/testing/teltonika-frames';
import { SESSION_CACHE_TTL_MS } from '../src/core/session-cache';
import type { StreamMessage } from '@fleet/shared/schemas/tracking';
import { DeviceClient } from './device-client';
import { apiRequest, DEMO, forEachDatabase, login } from './harness';
import { openStream } from './live-stream';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** Two server instances on one PostgreSQL database, sharing live updates through Redis. */
forEachDatabase((db) => {
  describe.runIf(db.kind === 'postgres' && TEST_REDIS_URL)('two instances with REDIS_URL', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let tokenA: string;
    let tokenB: string;
    let channel: string;

    beforeAll(async () => {
      // A channel of its own, so parallel test runs on the same Redis do not cross.
      channel = `fleet-test:${randomBytes(6).toString('hex')}`;
      const live = { hubChannel: channel };
      // Both look for silent vehicles every 50 ms: they race for every offline event.
      const events = { offlineTickMs: 50 };
      a = await db.buildApp(
        { redisUrl: TEST_REDIS_URL! },
        { live, events, ingestion: { ephemeralPorts: true } },
      );
      b = await db.buildApp({ redisUrl: TEST_REDIS_URL! }, { live, events });
      await b.listen({ port: 0, host: '127.0.0.1' });
      await a.listen({ port: 0, host: '127.0.0.1' });
      expect(a.hub.kind).toBe('redis');
      tokenA = await login(a, DEMO.admin);
      tokenB = await login(b, DEMO.admin);
    });

    it('a position sent to instance A reaches a WebSocket client of instance B', async () => {
      const imei = DEMO_DEVICE_IDS[4]!;
      const [vehicle] = await a.db.select().from(vehicles).where(eq(vehicles.deviceId, imei));
      const probe = openStream(b, { token: tokenB });
      try {
        await probe.next((m) => m.type === 'snapshot');
        const device = await DeviceClient.connect(a.devicePorts.teltonika!);
        device.write(teltonikaImeiPacket(imei));
        expect((await device.read(1)).toString('hex')).toBe('01');
        const fix = Math.floor(Date.now() / 1000) * 1000;
        device.write(avlFrame([codec8Record({ timestampMs: fix, lat: 24.6912, lon: 46.6855, speed: 33 })]));
        expect((await device.read(4)).toString('hex')).toBe('00000001');
        device.destroy();

        const change = await probe.next(
          (m) =>
            m.type === 'changes' &&
            m.vehicles.some((v) => v.id === vehicle!.id && v.position?.lat === 24.6912),
        );
        if (change.type !== 'changes') throw new Error('not changes');
        expect(change.vehicles.find((v) => v.id === vehicle!.id)).toMatchObject({
          live_status: 'moving',
          position: { lon: 46.6855, speed: 33, fix_time: new Date(fix).toISOString() },
        });
        // B's REST snapshot agrees.
        const live = (await apiRequest(b, 'GET', '/api/dashboard/tracking/live', tokenB)).json();
        const read = live.data.vehicles.find((v: { id: number }) => v.id === vehicle!.id);
        expect(read.position.lat).toBe(24.6912);
      } finally {
        probe.close();
      }
    });

    it('one offline event per silent vehicle, whichever instance raises it, on both instances’ streams', async () => {
      const silent = await a.db.select({ id: vehicles.id }).from(vehicles).orderBy(vehicles.id).limit(3);
      const probeA = openStream(a, { token: tokenA });
      const probeB = openStream(b, { token: tokenB });
      try {
        await probeA.next((m) => m.type === 'snapshot');
        await probeB.next((m) => m.type === 'snapshot');
        // Last heard 30 minutes ago (offline after the default 10).
        const heard = new Date(Date.now() - 30 * 60_000);
        for (const [i, vehicle] of silent.entries()) {
          await b.positionWriter.submit(
            vehicle.id,
            [
              {
                deviceId: 'x',
                fixTime: new Date(heard.getTime() - i * 1000),
                valid: true,
                lat: 24.1,
                lon: 46.1,
                speed: 0,
                course: 0,
                altitude: null,
                satellites: 8,
                attributes: {},
              },
            ],
            heard,
          );
        }
        const ids = silent.map((v) => v.id);
        const offline = (m: StreamMessage) =>
          m.type === 'event' && m.data.type === 'device_offline' && ids.includes(m.data.vehicle.id);
        for (const probe of [probeA, probeB]) {
          const deadline = Date.now() + 10_000;
          while (probe.messages.filter(offline).length < ids.length && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
        // Many more ticks of both instances.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        for (const probe of [probeA, probeB]) {
          const seen = probe.messages
            .filter(offline)
            .map((m) => (m.type === 'event' ? m.data.vehicle.id : 0));
          expect(seen.sort()).toEqual([...ids].sort());
        }
        for (const id of ids) {
          const list = await apiRequest(
            a,
            'GET',
            `/api/dashboard/events?type=device_offline&vehicle_id=${id}`,
            tokenA,
          );
          expect(list.json().data).toHaveLength(1);
          expect(list.json().data[0].time).toBe(new Date(heard.getTime() + 10 * 60_000).toISOString());
        }
      } finally {
        probeA.close();
        probeB.close();
      }
    });

    it('after losing its Redis subscription, an instance re-reads the live state it may have missed', async () => {
      const [target] = await a.db.select().from(vehicles).limit(1);
      // A change whose event this instance never hears (written straight to the database).
      await a.db.update(vehicles).set({ name: 'Renamed while away' }).where(eq(vehicles.id, target!.id));
      const admin = new Redis(TEST_REDIS_URL!);
      try {
        const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
        const ids = clients
          .split('\n')
          .filter((line) => line.includes(`name=fleet-live-sub:${channel}`))
          .map((line) => /id=(\d+)/.exec(line)![1]!);
        expect(ids).toHaveLength(2); // A's and B's subscribers, on this run's channel only
        for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id);
      } finally {
        admin.disconnect();
      }
      const deadline = Date.now() + 10_000;
      const renamed = (app: FastifyInstance) => app.liveState.get(target!.id)?.name === 'Renamed while away';
      while (!renamed(a) || !renamed(b)) {
        if (Date.now() > deadline) throw new Error('no resync after the reconnection');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    it('a vehicle blocked through instance B reaches a WebSocket client of instance A', async () => {
      const probe = openStream(a, { token: tokenA });
      try {
        const snapshot = await probe.next((m) => m.type === 'snapshot');
        if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
        const target = snapshot.vehicles.find((v) => v.status)!;
        const blocked = await apiRequest(b, 'POST', `/api/dashboard/vehicles/${target.id}/block`, tokenB, {});
        expect(blocked.statusCode).toBe(200);
        await probe.next(
          (m) => m.type === 'changes' && m.vehicles.some((v) => v.id === target.id && v.status === false),
        );
      } finally {
        probe.close();
      }
    });

    it('a logout through instance A ends the session on instance B at once, not after its cache TTL', async () => {
      const token = await login(b, DEMO.admin);
      const profileOnB = () => apiRequest(b, 'GET', '/api/dashboard/profile/auth', token);
      expect((await profileOnB()).statusCode).toBe(200); // B now remembers the session
      const started = Date.now();
      expect((await apiRequest(a, 'POST', '/api/auth/logout', token)).statusCode).toBe(200);
      while ((await profileOnB()).statusCode !== 401) {
        if (Date.now() - started > SESSION_CACHE_TTL_MS / 2) throw new Error('B still accepts the token');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
  });
});
