import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { openLink, PROTOCOLS, type Protocol } from '../src/simulator/device-links';
import { assignProtocols, Simulator } from '../src/simulator/simulator';
import { forEachDatabase } from './harness';
import { vehicleWithDevice } from './ingestion-fixtures';

const until = async (condition: () => boolean, timeoutMs: number) => {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

forEachDatabase((db) => {
  describe('simulator through the real device ports', () => {
    let app: FastifyInstance;
    let simulator: Simulator;
    const ports: Partial<Record<Protocol, number>> = {};

    beforeAll(async () => {
      app = await db.buildApp({}, { ingestion: { ephemeralPorts: true } });
      for (const protocol of PROTOCOLS) {
        const port = app.devicePorts[protocol];
        if (port !== null) ports[protocol] = port;
      }
    });
    afterAll(async () => {
      await simulator?.stop();
    });

    it('reports demo vehicles over every available protocol; every report is acknowledged and shows live', async () => {
      const available = PROTOCOLS.filter((protocol) => ports[protocol] !== undefined);
      expect(available).toEqual(['osmand', 'teltonika', 'gt06']);
      const devices = assignProtocols(DEMO_DEVICE_IDS.slice(0, 9), available);
      simulator = new Simulator({
        host: '127.0.0.1',
        ports,
        devices,
        behaviour: 'steady',
        intervalMs: 300,
        recordsPerPacket: 2,
        seed: 42,
      });
      simulator.start();
      await until(() => simulator.stats.acknowledged >= 45, 20_000);
      expect(simulator.stats.failedSends).toBe(0);

      await until(() => app.liveState.snapshot().filter((v) => v.position).length >= 9, 5_000);
      for (const vehicle of app.liveState.snapshot()) {
        if (!vehicle.device_id || !DEMO_DEVICE_IDS.slice(0, 9).includes(vehicle.device_id)) continue;
        expect(vehicle.live_status).toBe('moving');
        expect(vehicle.position!.lat).toBeGreaterThan(24.5);
        expect(vehicle.position!.lat).toBeLessThan(24.95);
        expect(vehicle.position!.ignition).toBe(true);
      }
    });

    it('a device of an unknown IMEI is refused and counted as failed, never stored', async () => {
      const stranger = new Simulator({
        host: '127.0.0.1',
        ports,
        devices: [{ deviceId: '350000000000001', protocol: 'teltonika' }],
        behaviour: 'steady',
        intervalMs: 100,
        seed: 1,
      });
      stranger.start();
      await until(() => stranger.stats.failedSends >= 1, 10_000);
      await stranger.stop();
      expect(stranger.stats.acknowledged).toBe(0);
    });

    it('an SOS press reaches the positions as alarm sos over each protocol, with the ignition column set', async () => {
      const fixTime = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
      for (const [index, protocol] of PROTOCOLS.entries()) {
        const deviceId = `35100000000000${index}`;
        const vehicleId = await vehicleWithDevice(app, deviceId);
        const link = openLink(protocol, deviceId, '127.0.0.1', ports[protocol]!);
        const fix = { fixTime, lat: 24.71, lon: 46.67, speed: 0, course: 90, altitude: 610, satellites: 9 };
        try {
          await link.send([{ ...fix, ignition: true, alarm: 'sos' }]);
          await link.send([{ ...fix, fixTime: new Date(fixTime.getTime() + 5_000), ignition: false }]);
        } finally {
          link.close();
        }
        const rows = await app.database.query<{
          ignition: boolean | null;
          attributes: Record<string, unknown>;
        }>('SELECT ignition, attributes FROM positions WHERE vehicle_id = $1 ORDER BY fix_time', [vehicleId]);
        expect(
          rows.map((row) => [row.ignition, row.attributes.alarm ?? null]),
          protocol,
        ).toEqual([
          [true, 'sos'],
          [false, null],
        ]);
      }
    });
  });
});
