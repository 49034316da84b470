import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { avlFrame, codec8Record } from '../src/ingestion/testing/teltonika-frames';
import { DeviceClient } from './device-client';
import { DEMO, forEachDatabase, login } from './harness';
import { openStream } from './live-stream';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const imeiPacket = (imei: string) =>
  Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei, 'latin1')]);

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const escaped = `${name}${labels ? `{${labels}}` : ''}`.replace(/[{}()[\].*+?^$|\\]/g, '\\$&');
  const match = new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text);
  return match ? Number(match[1]) : undefined;
}

forEachDatabase((database) => {
  describe('/metrics', () => {
    it('does not exist without METRICS_TOKEN', async () => {
      const app = await database.buildApp();
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
    });

    describe('with METRICS_TOKEN', () => {
      let app: FastifyInstance;
      const scrape = async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/plain');
        return response.body;
      };

      beforeAll(async () => {
        app = await database.buildApp({ metricsToken: TOKEN }, { ingestion: { ephemeralPorts: true } });
        await app.listen({ port: 0, host: '127.0.0.1' });
      });

      it('answers only the bearer of the token (translated 401 otherwise)', async () => {
        for (const authorization of [undefined, 'Bearer wrong-token-wrong-token-wrong', `Basic ${TOKEN}`]) {
          const response = await app.inject({
            method: 'GET',
            url: '/metrics',
            headers: { 'accept-language': 'ar', ...(authorization ? { authorization } : {}) },
          });
          expect(response.statusCode).toBe(401);
          expect(response.body).not.toContain('fleet_');
          expect((response.json() as { message: string }).message).toMatch(/[\u0600-\u06ff]/);
        }
      });

      it('counts HTTP requests by route pattern, never by raw URL', async () => {
        await app.inject({ method: 'GET', url: '/api/health' });
        await app.inject({ method: 'GET', url: '/api/no-such-thing-123' });
        const text = await scrape();
        expect(
          sample(text, 'fleet_http_requests_total', 'method="GET",route="/api/health",status="200"'),
        ).toBeGreaterThanOrEqual(1);
        expect(
          sample(text, 'fleet_http_requests_total', 'method="GET",route="unmatched",status="404"'),
        ).toBeGreaterThanOrEqual(1);
        expect(text).not.toContain('no-such-thing-123');
        expect(text).toMatch(
          /^fleet_http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} \d+$/m,
        );
      });

      it('counts positions received, stored and refused by protocol, ACK latency, devices and WebSocket clients', async () => {
        const token = await login(app, DEMO.admin);
        const stream = openStream(app, { token });
        await stream.next((message) => message.type === 'snapshot');
        const port = app.devicePorts.teltonika!;
        const device = await DeviceClient.connect(port);
        device.write(imeiPacket(DEMO_DEVICE_IDS[2]!));
        expect((await device.read(1)).toString('hex')).toBe('01');
        const now = Date.now();
        device.write(
          avlFrame([
            codec8Record({ timestampMs: now - 2000, lat: 24.71, lon: 46.67 }),
            codec8Record({ timestampMs: now - 1000, lat: 24.72, lon: 46.68 }),
          ]),
        );
        expect((await device.read(4)).toString('hex')).toBe('00000002');
        const stranger = await DeviceClient.connect(port);
        stranger.write(imeiPacket('359999999999999'));
        expect((await stranger.read(1)).toString('hex')).toBe('00');
        await stranger.waitClosed();
        // The server hears the stranger's side close a moment after the stranger does, and registers the stream's
        // user for their notifications once it has read the session.
        let text = await scrape();
        for (
          let i = 0;
          i < 50 &&
          (sample(text, 'fleet_devices_connected', 'protocol="teltonika"') !== 1 ||
            sample(text, 'fleet_notification_sockets') !== 1);
          i++
        ) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          text = await scrape();
        }
        expect(sample(text, 'fleet_positions_received_total', 'protocol="teltonika"')).toBe(2);
        expect(sample(text, 'fleet_positions_stored_total', 'protocol="teltonika"')).toBe(2);
        expect(sample(text, 'fleet_positions_refused_total', 'protocol="teltonika"')).toBe(1);
        expect(sample(text, 'fleet_positions_stored_total', 'protocol="gt06"')).toBe(0);
        expect(sample(text, 'fleet_device_ack_latency_seconds_count', 'protocol="teltonika"')).toBe(1);
        expect(sample(text, 'fleet_devices_connected', 'protocol="teltonika"')).toBe(1);
        expect(sample(text, 'fleet_websocket_clients')).toBe(1);
        expect(sample(text, 'fleet_notification_sockets')).toBe(1);
        expect(sample(text, 'fleet_event_engine_lag_seconds')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'fleet_outbox_depth')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'fleet_process_resident_memory_bytes')).toBeGreaterThan(0);
        expect(sample(text, 'fleet_db_pool_in_use')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'fleet_db_pool_waiting')).toBe(0);
        stream.close();
        device.socket.destroy();
      });

      it('reports the database connections in use and the statements waiting, under the same names on both engines', async () => {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let began!: () => void;
        const inside = new Promise<void>((resolve) => (began = resolve));
        const transaction = app.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          began();
          await held;
        });
        await inside;
        // The embedded engine runs one transaction at a time: this statement waits for it.
        const behind = app.database.query('SELECT 2');
        // Every gauge is read in one pass when the scrape starts; the outbox's reads the database, which waits
        // for the transaction on the embedded engine: the transaction ends once the pass has run.
        let read = false;
        app.metrics.gauge('fleet_test_scrape_reached', 'Set when a scrape reads its gauges', () => {
          read = true;
          return 1;
        });
        try {
          const scraping = scrape();
          await expect.poll(() => read).toBe(true);
          if (database.kind === 'pglite') release();
          const text = await scraping;
          expect(text).toMatch(/^# TYPE fleet_db_pool_in_use gauge$/m);
          expect(text).toMatch(/^# TYPE fleet_db_pool_waiting gauge$/m);
          expect(sample(text, 'fleet_db_pool_in_use')).toBeGreaterThanOrEqual(1);
          // PostgreSQL's pool may have a connection free for the statement, or not (background work uses it too).
          expect(sample(text, 'fleet_db_pool_waiting')).toBeGreaterThanOrEqual(
            database.kind === 'pglite' ? 1 : 0,
          );
        } finally {
          release();
          await transaction;
          await behind;
        }
      });
    });
  });
});
