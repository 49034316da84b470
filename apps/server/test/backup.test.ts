import { spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { avlFrame, codec8Record } from '../src/ingestion/testing/teltonika-frames';
import { DeviceClient } from './device-client';
import { bearer, DEMO, forEachDatabase, login, testConfig } from './harness';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESTORE = path.join(SERVER_DIR, 'scripts/restore.mjs');

const imeiPacket = (imei: string) =>
  Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei, 'latin1')]);

function restore(file: string, dataDir: string) {
  return spawnSync(process.execPath, [RESTORE, file], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

forEachDatabase((database) => {
  describe('backup endpoint without an embedded database on disk', () => {
    it('answers 409 (PostgreSQL: use pg_dump), translated', async () => {
      const app = await database.buildApp();
      const token = await login(app, DEMO.admin);
      const response = await app.inject({
        method: 'GET',
        url: '/api/dashboard/system/backup',
        headers: { ...bearer(token), 'accept-language': 'ar' },
      });
      expect(response.statusCode).toBe(409);
      expect((response.json() as { message: string }).message).toContain('pg_dump');
      expect((response.json() as { message: string }).message).toMatch(/[\u0600-\u06ff]/);
    });
  });
});

describe('backup of a running embedded server, and npm run restore', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'restores every position acknowledged before the backup began, with the uploads',
    { timeout: 240_000 },
    async () => {
      const work = mkdtempSync(path.join(tmpdir(), 'fleet-backup-test-'));
      cleanups.push(() => rmSync(work, { recursive: true, force: true }));
      const dataDir = path.join(work, 'data');
      const app = await buildApp(
        testConfig({ driver: 'pglite', dataDir: path.join(dataDir, 'db') }, { dataDir }),
        { ingestion: { ephemeralPorts: true } },
      );
      cleanups.push(() => app.close());
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const admin = await login(app, DEMO.admin);
      const dispatcher = await login(app, DEMO.dispatcher);
      const forbidden = await fetch(`${base}/api/dashboard/system/backup`, { headers: bearer(dispatcher) });
      expect(forbidden.status).toBe(403);

      // Trackers stream (each packet after the previous ACK) before, during and after the backup.
      const acks: Array<{ imei: string; fix: number; at: number }> = [];
      let streaming = true;
      const start = Date.now() - 3_600_000;
      const trackers = DEMO_DEVICE_IDS.slice(0, 5).map(async (imei, t) => {
        const device = await DeviceClient.connect(app.devicePorts.teltonika!);
        device.write(imeiPacket(imei));
        expect((await device.read(1)).toString('hex')).toBe('01');
        for (let i = 0; streaming; i++) {
          const fix = start + i * 1000 + t;
          device.write(avlFrame([codec8Record({ timestampMs: fix, lat: 24.7 + i / 1e4, lon: 46.7 })]));
          expect((await device.read(4, 30_000)).toString('hex')).toBe('00000001');
          acks.push({ imei, fix, at: Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        device.socket.destroy();
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));

      const began = Date.now();
      const response = await fetch(`${base}/api/dashboard/system/backup`, { headers: bearer(admin) });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/gzip');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="fleet-backup-.+\.tar\.gz"$/,
      );
      const file = path.join(work, 'backup.tar.gz');
      await pipeline(Readable.fromWeb(response.body as ReadableStream<Uint8Array>), createWriteStream(file));
      const ended = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 500));
      streaming = false;
      await Promise.all(trackers);
      const before = acks.filter((ack) => ack.at < began);
      console.warn(
        `backup: ${statSync(file).size} bytes in ${ended - began} ms; ${before.length} positions acknowledged before it, ` +
          `${acks.filter((ack) => ack.at >= began && ack.at <= ended).length} while it was taken and sent`,
      );
      expect(before.length).toBeGreaterThan(20);
      // Ingestion went on while the backup was taken and sent.
      expect(acks.filter((ack) => ack.at >= began && ack.at <= ended + 500).length).toBeGreaterThan(0);

      const restored = path.join(work, 'restored');
      const result = restore(file, restored);
      expect(result.status, result.stderr).toBe(0);
      // Never over existing data.
      const again = restore(file, restored);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('not empty');

      expect(readFileSync(path.join(restored, 'app-secret'), 'utf8')).toBe(
        readFileSync(path.join(dataDir, 'app-secret'), 'utf8'),
      );
      expect(existsSync(path.join(restored, 'uploads'))).toBe(true);
      const copy = await openDatabase({ driver: 'pglite', dataDir: path.join(restored, 'db') });
      try {
        const rows = await copy.query<{ device_id: string; fix: string }>(
          `SELECT v.device_id, (extract(epoch FROM p.fix_time) * 1000)::bigint::text AS fix
             FROM positions p JOIN vehicles v ON v.id = p.vehicle_id WHERE v.device_id = ANY($1)`,
          [DEMO_DEVICE_IDS.slice(0, 5)],
        );
        const stored = new Set(rows.map((row) => `${row.device_id}@${row.fix}`));
        const lost = before.filter((ack) => !stored.has(`${ack.imei}@${ack.fix}`));
        expect(
          lost,
          `${lost.length} of ${before.length} positions acknowledged before the backup are missing`,
        ).toEqual([]);
        const [uploads] = await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM media');
        expect(uploads!.n).toBeGreaterThan(0);
      } finally {
        await copy.close();
      }
      // The server's working copy is gone once the answer ended.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(readdirBackups(dataDir)).toEqual([]);
    },
  );
});

function readdirBackups(dir: string): string[] {
  return readdirSync(dir).filter((entry) => entry.startsWith('.backup-'));
}
