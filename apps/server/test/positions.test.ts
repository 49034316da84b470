import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { positionsResponseSchema } from '@fleet/shared/schemas/tracking';
import { ensurePositionPartitions } from '../src/db/position-partitions';
import type { Position } from '../src/ingestion/position';
import { PositionWriter } from '../src/ingestion/position-writer';
import { apiRequest, DEMO, forEachDatabase, login, userWithPermissions } from './harness';
import { vehicleWithDevice } from './ingestion-fixtures';

const fix = (iso: string, lat: number): Position => ({
  deviceId: 'x',
  fixTime: new Date(iso),
  valid: true,
  lat,
  lon: 46.7,
  speed: 12.5,
  course: 180,
  altitude: 610,
  satellites: 9,
  attributes: { ignition: false, batteryLevel: 90, event: 'a "quoted" حدث\n' },
});

forEachDatabase((database) => {
  describe('GET /api/dashboard/vehicles/{id}/positions', () => {
    let app: FastifyInstance;
    let token: string;
    let vehicleId: number;
    const url = (query: string) => `/api/dashboard/vehicles/${vehicleId}/positions${query}`;

    beforeAll(async () => {
      app = await database.buildApp();
      token = await login(app, DEMO.admin);
      vehicleId = await vehicleWithDevice(app, 'positions-route');
      await ensurePositionPartitions(app.database, new Date('2026-01-01'), new Date('2026-01-10'));
      await app.positionWriter.submit(
        vehicleId,
        [
          fix('2026-01-04T20:59:59.000Z', 1), // 23:59:59 on the 4th in Riyadh
          fix('2026-01-04T21:00:00.000Z', 2), // 00:00 on the 5th
          fix('2026-01-05T20:59:59.999Z', 3),
          fix('2026-01-05T21:00:00.000Z', 4), // the 6th
          fix(new Date(Date.now() - 60_000).toISOString(), 5),
        ],
        new Date('2026-01-06T00:00:00.000Z'),
      );
    });

    it('returns the whole days of the fleet time zone, in fix-time order, with every field', async () => {
      const response = await apiRequest(app, 'GET', url('?start_date=2026-01-05&end_date=2026-01-05'), token);
      expect(response.statusCode).toBe(200);
      const { data } = response.json() as { data: Record<string, unknown>[] };
      expect(data.map((p) => p.lat)).toEqual([2, 3]);
      expect(data[0]).toEqual({
        lat: 2,
        lon: 46.7,
        speed: 12.5,
        course: 180,
        altitude: 610,
        satellites: 9,
        ignition: false,
        fix_time: '2026-01-04T21:00:00.000Z',
        server_time: '2026-01-06T00:00:00.000Z',
        attributes: { ignition: false, batteryLevel: 90, event: 'a "quoted" حدث\n' },
        sensors: [],
      });
      expect(positionsResponseSchema.safeParse(response.json()).success).toBe(true);
      expect(response.headers['content-encoding']).toBeUndefined();
      // Compressed for clients that accept it (a browser), the same record.
      for (const [accept, encoding, decompress] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const compressed = await apiRequest(
          app,
          'GET',
          url('?start_date=2026-01-05&end_date=2026-01-05'),
          token,
          undefined,
          { 'accept-encoding': accept },
        );
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.vary).toContain('accept-encoding');
        expect(JSON.parse(decompress(compressed.rawPayload).toString())).toEqual(response.json());
      }
      const twoDays = await apiRequest(app, 'GET', url('?start_date=2026-01-04&end_date=2026-01-05'), token);
      expect((twoDays.json() as { data: { lat: number }[] }).data.map((p) => p.lat)).toEqual([1, 2, 3]);
    });

    it('takes from/to instants (inclusive), and defaults to today', async () => {
      const response = await apiRequest(
        app,
        'GET',
        url(`?from=${encodeURIComponent('2026-01-05T00:00:00+03:00')}&to=2026-01-05T21:00:00Z`),
        token,
      );
      expect((response.json() as { data: { lat: number }[] }).data.map((p) => p.lat)).toEqual([2, 3, 4]);
      const today = await apiRequest(app, 'GET', url(''), token);
      expect((today.json() as { data: { lat: number }[] }).data.map((p) => p.lat)).toEqual([5]);
    });

    it('answers a day asked again with every fix written into it since, by this instance or by another one', async () => {
      const day = async () => {
        const response = await apiRequest(app, 'GET', url('?start_date=2026-01-07'), token);
        expect(response.statusCode).toBe(200);
        expect(positionsResponseSchema.safeParse(response.json()).success).toBe(true);
        return (response.json() as { data: { lat: number }[] }).data.map((p) => p.lat);
      };
      expect(await day()).toEqual([]);
      // Another instance: its own writer on the same database, unknown to this app.
      const otherInstance = new PositionWriter(app.database);
      await otherInstance.submit(vehicleId, [
        {
          ...fix('2026-01-07T09:00:00.000Z', 9),
          speed: null,
          course: null,
          altitude: null,
          satellites: null,
          attributes: {},
        },
      ]);
      await otherInstance.close();
      expect(await day()).toEqual([9]);
      expect(await day()).toEqual([9]);
      const stored = await apiRequest(app, 'GET', url('?start_date=2026-01-07'), token);
      expect((stored.json() as { data: unknown[] }).data[0]).toMatchObject({
        speed: null,
        course: null,
        altitude: null,
        satellites: null,
        ignition: null,
        attributes: {},
      });
      await app.positionWriter.submit(vehicleId, [fix('2026-01-07T08:00:00.000Z', 8)], new Date());
      expect(await day()).toEqual([8, 9]);
    });

    it('refuses a period over 31 days or reversed (422, translated), an unknown vehicle (404), and users without show_tracking (403)', async () => {
      const long = await apiRequest(
        app,
        'GET',
        url('?start_date=2026-01-01&end_date=2026-02-05'),
        token,
        undefined,
        {
          'accept-language': 'ar',
        },
      );
      expect(long.statusCode).toBe(422);
      expect((long.json() as { message: string }).message).toBe('اختر مدة لا تزيد عن 31 يومًا');
      const longEn = await apiRequest(
        app,
        'GET',
        url('?from=2026-01-01T00:00:00Z&to=2026-02-05T00:00:00Z'),
        token,
        undefined,
        {
          'accept-language': 'en',
        },
      );
      expect((longEn.json() as { message: string }).message).toBe('Choose a period of at most 31 days');
      const reversed = await apiRequest(app, 'GET', url('?start_date=2026-01-05&end_date=2026-01-04'), token);
      expect(reversed.statusCode).toBe(422);
      expect((reversed.json() as { errors: Record<string, string[]> }).errors).toHaveProperty('end_date');
      expect((await apiRequest(app, 'GET', url('?start_date=2026-13-01'), token)).statusCode).toBe(422);

      const missing = await apiRequest(app, 'GET', '/api/dashboard/vehicles/999999/positions', token);
      expect(missing.statusCode).toBe(404);
      const viewer = await userWithPermissions(app, ['show_vehicles']);
      expect((await apiRequest(app, 'GET', url(''), viewer.token)).statusCode).toBe(403);
      const tracker = await userWithPermissions(app, ['show_tracking']);
      expect((await apiRequest(app, 'GET', url(''), tracker.token)).statusCode).toBe(200);
    });
  });
});
