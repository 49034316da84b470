import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, forEachDatabase, login } from './harness';
import { storedPositions, vehicleWithDevice } from './ingestion-fixtures';

forEachDatabase((database) => {
  describe('OsmAnd over HTTP', () => {
    let app: FastifyInstance;
    let token: string;
    let base: string;
    let vehicleId: number;

    beforeAll(async () => {
      app = await database.buildApp({}, { ingestion: { ephemeralPorts: true } });
      token = await login(app, DEMO.admin);
      base = `http://127.0.0.1:${app.devicePorts.osmand}`;
      vehicleId = await vehicleWithDevice(app, 'phone-osmand-1');
    });

    it('stores a GET query-string report (speed in knots) and answers 200 after the commit', async () => {
      const response = await fetch(
        `${base}/?id=phone-osmand-1&lat=24.7136&lon=46.6753&timestamp=1767600000&speed=10&bearing=90&altitude=600&batt=80&ignition=true`,
      );
      expect(response.status).toBe(200);
      const at = new Date(1767600000 * 1000);
      const [stored] = await storedPositions(app, token, vehicleId, at, at);
      expect(stored).toMatchObject({ lat: 24.7136, lon: 46.6753, course: 90, altitude: 600, ignition: true });
      expect(stored!.speed).toBeCloseTo(18.52, 5);
      expect(stored!.attributes).toMatchObject({ batteryLevel: 80 });
    });

    it('stores a POST form body and a JSON batch (speed in m/s)', async () => {
      const form = await fetch(`${base}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'deviceid=phone-osmand-1&location=24.72,46.68&timestamp=2026-01-05T08:10:00Z',
      });
      expect(form.status).toBe(200);
      const json = await fetch(`${base}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          device_id: 'phone-osmand-1',
          location: [1, 2].map((i) => ({
            timestamp: `2026-01-05T08:2${i}:00.000Z`,
            coords: { latitude: [24.74, 24.75][i - 1], longitude: 46.69, speed: 10, heading: -1 },
          })),
        }),
      });
      expect(json.status).toBe(200);
      const stored = await storedPositions(
        app,
        token,
        vehicleId,
        new Date('2026-01-05T08:10:00Z'),
        new Date('2026-01-05T08:30:00Z'),
      );
      expect(stored.map((p) => [p.fix_time, p.lat, p.speed, p.course])).toEqual([
        ['2026-01-05T08:10:00.000Z', 24.72, null, null],
        ['2026-01-05T08:21:00.000Z', 24.74, 36, null],
        ['2026-01-05T08:22:00.000Z', 24.75, 36, null],
      ]);
    });

    it('refuses unknown devices (400 query, 404 JSON), bad input (400) and oversized bodies (413)', async () => {
      expect((await fetch(`${base}/?id=nobody&lat=1&lon=2`)).status).toBe(400);
      const unknownJson = await fetch(base, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          device_id: 'nobody',
          location: { timestamp: '2026-01-05T08:00:00Z', coords: { latitude: 1, longitude: 2 } },
        }),
      });
      expect(unknownJson.status).toBe(404);
      expect((await fetch(`${base}/?id=phone-osmand-1&lat=abc&lon=2`)).status).toBe(400);
      expect(
        (await fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }))
          .status,
      ).toBe(400);
      const huge = await fetch(base, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=phone-osmand-1&x=${'a'.repeat(70 * 1024)}`,
      });
      expect(huge.status).toBe(413);
      // The listener still answers.
      expect((await fetch(`${base}/?id=phone-osmand-1&lat=24.7&lon=46.7`)).status).toBe(200);
    });
  });
});
