import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readySchema } from '@fleet/shared/schemas/system';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { avlFrame, codec8Record } from '../src/ingestion/testing/teltonika-frames';
import { SERVER_DIR, startChildServer } from './child-server';
import { DeviceClient } from './device-client';
import { DEMO, forEachDatabase, freePort, login } from './harness';
import { openStream } from './live-stream';

const imeiPacket = (imei: string) =>
  Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei, 'latin1')]);

function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

async function connectTeltonika(port: number, imei: string): Promise<DeviceClient> {
  const device = await DeviceClient.connect(port);
  device.write(imeiPacket(imei));
  expect((await device.read(1)).toString('hex')).toBe('01');
  return device;
}

forEachDatabase((database) => {
  describe('readiness and graceful shutdown', () => {
    it('is ready once started: database (and listeners) up', async () => {
      const app = await database.buildApp();
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(readySchema.parse(response.json())).toEqual({ status: 'ready', db: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it(
      'drains: not ready at once, WebSockets closed with 1012, the packet being committed is acknowledged before its connection closes',
      { timeout: 60_000 },
      async () => {
        const app: FastifyInstance = await database.buildApp({}, { ingestion: { ephemeralPorts: true } });
        await app.listen({ port: 0, host: '127.0.0.1' });
        const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        const token = await login(app, DEMO.admin);
        const stream = openStream(app, { token });
        await stream.next((message) => message.type === 'snapshot');

        const port = app.devicePorts.teltonika!;
        const busy = await connectTeltonika(port, DEMO_DEVICE_IDS[0]!);
        const idle = await connectTeltonika(port, DEMO_DEVICE_IDS[1]!);

        // The commit of `busy`'s packet is held until the test lets it through.
        const commit = gate();
        const committing = gate();
        const writer = app.positionWriter;
        const submit = writer.submit.bind(writer);
        writer.submit = async (...args: Parameters<typeof submit>) => {
          committing.open();
          await commit.promise;
          return submit(...args);
        };
        // Background work hears of the drain first (the hook other modules use to pause).
        const drainHeld = gate();
        let drainHeard = false;
        app.lifecycle.onDrain(async () => {
          drainHeard = true;
          await drainHeld.promise;
        });

        busy.write(avlFrame([codec8Record({ timestampMs: Date.now() - 1000, lat: 24.71, lon: 46.67 })]));
        await committing.promise;
        const closing = app.shutdown();

        expect(drainHeard).toBe(true);
        const ready = await fetch(`${base}/api/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ status: 'draining' });
        // Liveness is unaffected: the process is fine, it is leaving.
        expect((await fetch(`${base}/api/health`)).status).toBe(200);
        drainHeld.open();

        expect((await stream.closed).code).toBe(1012);
        await idle.waitClosed(5000);
        // No new device connection is taken.
        const late = await new Promise<string>((resolve) => {
          const socket = net.connect(port, '127.0.0.1');
          socket.on('connect', () => socket.on('close', () => resolve('closed at once')));
          socket.on('error', () => resolve('refused'));
        });
        expect(['refused', 'closed at once']).toContain(late);
        expect(busy.closed).toBe(false);

        commit.open();
        expect((await busy.read(4)).toString('hex')).toBe('00000001');
        await busy.waitClosed(5000);
        await closing;
      },
    );
  });
});

describe('the compiled server on SIGTERM', () => {
  it(
    'builds, starts from dist/, and exits 0 well within SHUTDOWN_TIMEOUT_S after saying it shut down cleanly',
    { timeout: 120_000 },
    async () => {
      execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'ignore' });
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-sigterm-test-'));
      try {
        const port = await freePort();
        const child = await startChildServer({
          compiled: true,
          stdout: 'pipe',
          readyPath: '/api/ready',
          timeoutMs: 90_000,
          env: {
            DATA_DIR: dataDir,
            PORT: String(port),
            DEMO: '0',
            LOG_LEVEL: 'info',
            SHUTDOWN_TIMEOUT_S: '5',
          },
        });
        // The lines logged while it started wait in the pipe until read.
        const lines: string[] = [];
        createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line));
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        const signalled = Date.now();
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(Date.now() - signalled).toBeLessThan(5000);
        const messages = lines.map((line) => (JSON.parse(line) as { msg?: string }).msg);
        expect(messages).toContain('shut down cleanly');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
