import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRACKERS } from '../src/demo/fleet';
import { openLink, PROTOCOLS, type Protocol } from '../src/simulator/device-links';
import { assignProtocols, demoProtocols, Simulator } from '../src/simulator/simulator';
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
      expect(available).toEqual(['osmand', 'teltonika', 'gt06', 'h02', 'jt808', 'queclink']);
      // Two demo trackers of each protocol, each speaking its own (the seed gave them ids of its shape).
      const trackers = PROTOCOLS.flatMap((protocol) =>
        DEMO_TRACKERS.filter((tracker) => tracker.protocol === protocol).slice(0, 2),
      );
      const deviceIds = trackers.map((tracker) => tracker.deviceId);
      const devices = assignProtocols(deviceIds, available, demoProtocols(DEMO_TRACKERS));
      expect(devices).toEqual(trackers);
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
      await until(() => simulator.stats.acknowledged >= 60, 20_000);
      expect(simulator.stats.failedSends).toBe(0);

      await until(() => app.liveState.snapshot().filter((v) => v.position).length >= 12, 5_000);
      for (const vehicle of app.liveState.snapshot()) {
        if (!vehicle.device_id || !deviceIds.includes(vehicle.device_id)) continue;
        expect(vehicle.live_status).toBe('moving');
        expect(vehicle.position!.lat).toBeGreaterThan(24.5);
        expect(vehicle.position!.lat).toBeLessThan(24.95);
        expect(vehicle.position!.ignition).toBe(true);
      }
      const rows = await app.database.query<{ device_id: string; device_protocol: string | null }>(
        'SELECT device_id, device_protocol FROM vehicles WHERE device_id = ANY($1)',
        [deviceIds],
      );
      expect(Object.fromEntries(rows.map((row) => [row.device_id, row.device_protocol]))).toEqual(
        Object.fromEntries(trackers.map((tracker) => [tracker.deviceId, tracker.protocol])),
      );
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
          // A Queclink `+RESP:GTSOS` carries no device status: its ignition is unknown.
          [protocol === 'queclink' ? null : true, 'sos'],
          [false, null],
        ]);
      }
    });
  });
});
