import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PROTOCOLS } from '../src/ingestion/protocols/registry';
import { createRandom } from '../src/lib/prng';
import { DeviceClient } from './device-client';
import { bearer, DEMO, forEachDatabase, login } from './harness';
import { storedPositions, vehicleWithDevice } from './ingestion-fixtures';
import { PROTOCOL_FIXTURES, type Fix, type ProtocolFixture } from './protocol-fixtures';

/**
 * What every session-protocol listener must do, run against each one on a real server: the same rules for the
 * eleventh protocol as for the first (docs/protocols/README.md#rules-every-protocol-follows).
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let idSequence = 0;
/** A fresh id of the family's shape: the sample's digits with its tail replaced. */
function freshId(fixture: ProtocolFixture): string {
  idSequence += 1;
  const tail = String(Date.now() % 100_000) + String(idSequence).padStart(3, '0');
  return fixture.sampleId.slice(0, fixture.sampleId.length - tail.length) + tail;
}

/** Replies may wait on a commit behind a thousand others on a loaded 2-core machine: a hang, not a slow run, fails. */
const REPLY_TIMEOUT_MS = 30_000;
const POLL = { timeout: 30_000 };
/**
 * A thousand devices' first frames on the embedded database, beside the other test files' servers on a 2-core machine,
 * took up to 33 s in a full run (4 to 9 s alone): a hang still fails, a crowd served slowly does not.
 */
const CROWD_TIMEOUT_MS = 90_000;

async function open(port: number, fixture: ProtocolFixture, deviceId: string): Promise<DeviceClient> {
  const device = await DeviceClient.connect(port);
  const hello = fixture.hello(deviceId);
  if (hello) {
    device.write(hello);
    if (fixture.helloReply) await fixture.helloReply(device, REPLY_TIMEOUT_MS);
  }
  return device;
}

const base = Date.UTC(2026, 10, 20, 8, 0, 0);
const fixAt = (second: number): Fix => ({
  time: new Date(base + second * 1000),
  lat: 24.7 + second / 100_000,
  lon: 46.7 + second / 100_000,
});

forEachDatabase((database) => {
  describe('protocol conformance', () => {
    let app: FastifyInstance;
    let token: string;

    beforeAll(async () => {
      app = await database.buildApp({}, { ingestion: { ephemeralPorts: true, idleTimeoutMs: 120_000 } });
      token = await login(app, DEMO.admin);
    });
    afterAll(() => app?.close());

    it('runs a listener for every registered session protocol, each with a fixture here', () => {
      for (const name of SESSION_PROTOCOLS.keys()) {
        expect(PROTOCOL_FIXTURES[name], `a conformance fixture for ${name}`).toBeDefined();
        expect((app.devicePorts as Record<string, number | null>)[name], name).toBeGreaterThan(0);
      }
    });

    for (const [name, fixture] of Object.entries(PROTOCOL_FIXTURES)) {
      describe(name, () => {
        const port = () => (app.devicePorts as Record<string, number>)[name]!;

        it('shows an unknown device as waiting and stores nothing of it', async () => {
          const deviceId = freshId(fixture);
          const device = await DeviceClient.connect(port());
          const hello = fixture.hello(deviceId);
          if (hello) device.write(hello);
          device.write(fixture.position(deviceId, fixAt(0)));
          // Without a login every frame names the device: a second one is read (a refused login closes).
          if (!hello) device.write(fixture.position(deviceId, fixAt(0.5)));
          await sleep(100);
          device.destroy();
          await app.unknownDevices.flush();
          const response = await app.inject({
            method: 'GET',
            url: '/api/dashboard/devices/unknown',
            headers: bearer(token),
          });
          expect(response.statusCode).toBe(200);
          const waiting = (
            response.json() as {
              data: { device_id: string; protocol: string; reports: number; last_lat: number | null }[];
            }
          ).data;
          // One report per frame read, the frame that both names the device and carries a fix included.
          const row = waiting.find((d) => d.device_id === deviceId);
          expect(row).toMatchObject({ protocol: name, reports: hello ? 1 : 2 });
          if (!hello) expect(row?.last_lat).toBeCloseTo(fixAt(0.5).lat, 4);

          // Added as a vehicle, it leaves the list at once, and its next report is stored.
          const vehicleId = await vehicleWithDevice(app, deviceId);
          const again = await app.inject({
            method: 'GET',
            url: '/api/dashboard/devices/unknown',
            headers: bearer(token),
          });
          expect(again.json().data.some((d: { device_id: string }) => d.device_id === deviceId)).toBe(false);
          const known = await open(port(), fixture, deviceId);
          known.write(fixture.position(deviceId, fixAt(1)));
          if (fixture.ack) await fixture.ack(known, REPLY_TIMEOUT_MS);
          await expect
            .poll(
              async () => (await storedPositions(app, token, vehicleId, fixAt(1).time, fixAt(1).time)).length,
              POLL,
            )
            .toBe(1);
          known.destroy();
        });

        it('stores a frame split at every byte boundary, once each, and a resent frame once', async () => {
          const deviceId = freshId(fixture);
          const vehicleId = await vehicleWithDevice(app, `0${deviceId}`);
          const device = await open(port(), fixture, deviceId);
          const length = fixture.position(deviceId, fixAt(100)).length;
          for (let cut = 1; cut < length; cut++) {
            const frame = fixture.position(deviceId, fixAt(100 + cut));
            device.write(frame.subarray(0, cut));
            await sleep(1);
            device.write(frame.subarray(cut));
            if (fixture.ack) await fixture.ack(device, REPLY_TIMEOUT_MS);
          }
          const resent = fixture.position(deviceId, fixAt(101));
          device.write(Buffer.concat([resent, resent]));
          if (fixture.ack) {
            await fixture.ack(device, REPLY_TIMEOUT_MS);
            await fixture.ack(device, REPLY_TIMEOUT_MS);
          }
          await expect
            .poll(
              async () =>
                (await storedPositions(app, token, vehicleId, fixAt(101).time, fixAt(99 + length).time))
                  .length,
              POLL,
            )
            .toBe(length - 1);
          // A protocol without acknowledgements has no other sign the server read everything: close only now.
          device.destroy();
          const [vehicle] = await app.database.query<{ device_protocol: string }>(
            'SELECT device_protocol FROM vehicles WHERE id = $1',
            [vehicleId],
          );
          expect(vehicle?.device_protocol).toBe(name);
        });

        it('survives garbage, truncated frames and endless lines, and stores the next good frame (memory: protocols/conformance.test.ts)', async () => {
          const deviceId = freshId(fixture);
          const vehicleId = await vehicleWithDevice(app, deviceId);
          const random = createRandom(7);
          const noisy = await DeviceClient.connect(port());
          const good = fixture.position(deviceId, fixAt(500));
          noisy.write(random.bytes(4096));
          noisy.write(good.subarray(0, good.length - 3));
          // 8 MB in which no frame ever ends: a session that kept it would hold it all.
          const chunk = Buffer.alloc(64 * 1024, 0x31);
          for (let i = 0; i < 128 && !noisy.closed; i++) {
            noisy.write(chunk);
            if (i % 16 === 15) await sleep(5);
          }
          await sleep(200);
          noisy.destroy();

          const device = await open(port(), fixture, deviceId);
          device.write(random.bytes(64));
          device.write(fixture.position(deviceId, fixAt(501)));
          await sleep(50);
          device.destroy();
          const fresh = await open(port(), fixture, deviceId);
          fresh.write(fixture.position(deviceId, fixAt(502)));
          if (fixture.ack) await fixture.ack(fresh, REPLY_TIMEOUT_MS);
          await expect
            .poll(
              async () =>
                (await storedPositions(app, token, vehicleId, fixAt(502).time, fixAt(502).time)).length,
              POLL,
            )
            .toBe(1);
          fresh.destroy();
        });

        // Connection handling is the same on both databases: run once, on the embedded default.
        it.runIf(database.kind === 'pglite')(
          'serves 1,000 devices connected at once',
          { timeout: 240_000 },
          async () => {
            const ids = Array.from({ length: 1000 }, () => freshId(fixture));
            await vehiclesWithDevices(app, ids);
            // Connected a hundred at a time (a fleet's devices do not dial in the same millisecond, and the kernel's
            // accept queue is shorter than a thousand), then all held open together.
            const devices: DeviceClient[] = [];
            for (let i = 0; i < ids.length; i += 100)
              devices.push(
                ...(await Promise.all(ids.slice(i, i + 100).map((id) => open(port(), fixture, id)))),
              );
            for (const [i, device] of devices.entries())
              device.write(fixture.position(ids[i]!, fixAt(1000 + (i % 50))));
            const ack = fixture.ack;
            if (ack) await Promise.all(devices.map((device) => ack(device, CROWD_TIMEOUT_MS)));
            await expect
              .poll(
                async () => {
                  const [again] = await app.database.query<{ n: number }>(
                    `SELECT count(*)::int AS n FROM positions p JOIN vehicles v ON v.id = p.vehicle_id
                 WHERE v.device_id = ANY($1::text[])`,
                    [ids],
                  );
                  return again?.n;
                },
                { timeout: CROWD_TIMEOUT_MS },
              )
              .toBe(1000);
          },
        );

        it.runIf(database.kind === 'postgres' && fixture.ack !== null)(
          'acknowledges only once the position is committed',
          async () => {
            const deviceId = freshId(fixture);
            await vehicleWithDevice(app, deviceId);
            const device = await open(port(), fixture, deviceId);
            const blocker = new pg.Client({ connectionString: (app.config.database as { url: string }).url });
            await blocker.connect();
            try {
              await blocker.query('BEGIN');
              // Inserts take ROW EXCLUSIVE, which SHARE holds off: the writer's batch waits, uncommitted.
              await blocker.query('LOCK TABLE positions IN SHARE MODE');
              device.write(fixture.position(deviceId, fixAt(2000)));
              await sleep(700);
              expect(device.pending, 'no acknowledgement before the commit').toBe(0);
              await blocker.query('COMMIT');
              await fixture.ack!(device, REPLY_TIMEOUT_MS);
            } finally {
              await blocker.end();
              device.destroy();
            }
          },
        );
      });
    }
  });
});

let batchSequence = 0;
/** A vehicle per device id in one statement (the fixture's helper inserts one at a time). */
async function vehiclesWithDevices(app: FastifyInstance, deviceIds: string[]): Promise<void> {
  batchSequence += 1;
  await app.database.query(
    `INSERT INTO vehicles (name, plate_number, category, fuel_type, device_id)
     SELECT 'Conformance ' || d, 'CF' || $2::text || '-' || n, 'car', 'petrol', d
     FROM unnest($1::text[]) WITH ORDINALITY AS u(d, n)`,
    [deviceIds, String(batchSequence)],
  );
  app.deviceRegistry.invalidate();
}
