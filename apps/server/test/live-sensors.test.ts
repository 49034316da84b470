import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SensorValue } from '@fleet/shared/schemas/sensors';
import { liveSnapshotResponseSchema, positionsResponseSchema } from '@fleet/shared/schemas/tracking';
import { ensurePositionPartitions } from '../src/db/position-partitions';
import type { Position } from '../src/ingestion/position';
import { sensorValues } from '../src/lib/sensors/calibrate';
import { apiRequest, type ApiRequestArgs, DEMO, forEachDatabase, login } from './harness';
import { storedPositions } from './ingestion-fixtures';
import { fuelSensor, temperatureSensor } from './sensor-fixtures';

const MINUTE = 60_000;

/** docs/api.md#sensors: live vehicles and stored positions gain `sensors`, the calibrated values at that fix. */
forEachDatabase((database) => {
  describe('sensor values on live vehicles and stored positions', () => {
    let app: FastifyInstance;
    let admin: string;
    let plate = 0;
    const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);
    const base = Date.now() - 30 * MINUTE;
    const fix = (minutes: number, attributes: Record<string, string | number | boolean>): Position => ({
      deviceId: 'sensors',
      fixTime: new Date(base + minutes * MINUTE),
      valid: true,
      lat: 24.7 + minutes / 1000,
      lon: 46.7,
      speed: 30,
      course: 90,
      altitude: null,
      satellites: 9,
      attributes,
    });
    const range = (id: number) =>
      storedPositions(app, admin, id, new Date(base - MINUTE), new Date(base + 20 * MINUTE));

    async function vehicle(): Promise<number> {
      plate += 1;
      const created = await api('POST', '/api/dashboard/vehicles', admin, {
        name: `Live sensors ${plate}`,
        plate_number: `LS ${plate}`,
        category: 'truck',
        fuel_type: 'diesel',
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().data.id as number;
    }

    async function addSensor(id: number, sensor: object): Promise<number> {
      const added = await api('POST', `/api/dashboard/vehicles/${id}/sensors`, admin, sensor);
      expect(added.statusCode, added.body).toBe(201);
      return added.json().data.id as number;
    }

    async function liveSensors(id: number, token = admin): Promise<SensorValue[] | undefined> {
      const response = await api('GET', '/api/dashboard/tracking/live', token);
      expect(response.statusCode).toBe(200);
      const body = liveSnapshotResponseSchema.parse(response.json());
      return body.data.vehicles.find((v) => v.id === id)?.sensors;
    }

    /** The live entry's sensors once they match (the hub and the caches settle in the background). */
    async function liveSensorsUntil(id: number, expected: unknown[]): Promise<void> {
      const deadline = Date.now() + 5000;
      let last: unknown;
      while (Date.now() < deadline) {
        last = await liveSensors(id);
        try {
          expect(last).toEqual(expected);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
      expect(last).toEqual(expected);
    }

    beforeAll(async () => {
      app = await database.buildApp({
        demo: false,
        admin: { email: DEMO.admin.email, password: DEMO.admin.password },
      });
      admin = await login(app, DEMO.admin);
      await ensurePositionPartitions(app.database, new Date(base - 86_400_000), new Date(base + 86_400_000));
    });

    it('shows the calibrated values at the live fix and at each stored fix, and follows sensor changes', async () => {
      const id = await vehicle();
      const fuelId = await addSensor(id, fuelSensor);
      const temperatureId = await addSensor(id, temperatureSensor);
      await app.positionWriter.submit(id, [
        fix(0, { io201: '500', temp1: 300 }), // a numeric string, as some decoders write
        fix(1, { ignition: true }), // neither attribute: null values
        fix(2, { io201: 5000, temp1: -350 }), // beyond the table: clamped to its last point
        fix(3, { io201: 1234.567, temp1: 45 }),
      ]);
      const fuel = (value: number | null) => ({
        id: fuelId,
        type: 'fuel_level',
        name: 'Main tank',
        value,
        unit: 'L',
      });
      const temperature = (value: number | null) => ({
        id: temperatureId,
        type: 'temperature',
        name: 'Cold room',
        value,
        unit: '°C',
      });
      // 200 + 234.567 × 0.2 = 246.9134, two decimals; 45 × 0.1.
      await liveSensorsUntil(id, [fuel(246.91), temperature(4.5)]);

      const positions = await range(id);
      expect(positionsResponseSchema.safeParse({ data: positions }).success).toBe(true);
      expect(positions.map((p) => p.sensors)).toEqual([
        [fuel(100), temperature(30)],
        [fuel(null), temperature(null)],
        [fuel(400), temperature(-35)],
        [fuel(246.91), temperature(4.5)],
      ]);

      // An edited table changes both the live value and the kept movement record (same positions, same revision).
      const edited = await api('PUT', `/api/dashboard/vehicles/${id}/sensors/${fuelId}`, admin, {
        ...fuelSensor,
        name: 'Tank',
        calibration: [
          [0, 0],
          [2000, 100],
        ],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const tank = (value: number | null) => ({ ...fuel(value), name: 'Tank' });
      await liveSensorsUntil(id, [tank(61.73), temperature(4.5)]);
      expect((await range(id)).map((p) => (p.sensors as SensorValue[])[0]!.value)).toEqual([
        25,
        null,
        100,
        61.73,
      ]);

      // A sensor added: the live entry re-reads the latest fix's readings.
      const secondId = await addSensor(id, {
        ...temperatureSensor,
        name: 'Door',
        attribute: 'temp1',
        multiplier: 1,
      });
      const door = { id: secondId, type: 'temperature', name: 'Door', value: 45, unit: '°C' };
      await liveSensorsUntil(id, [tank(61.73), temperature(4.5), door]);
      expect((await range(id)).at(-1)!.sensors).toEqual([tank(61.73), temperature(4.5), door]);

      // Deleted: gone from both.
      const removed = await api('DELETE', `/api/dashboard/vehicles/${id}/sensors/${secondId}`, admin);
      expect(removed.statusCode).toBe(200);
      await liveSensorsUntil(id, [tank(61.73), temperature(4.5)]);
      expect((await range(id)).at(-1)!.sensors).toEqual([tank(61.73), temperature(4.5)]);

      // A new fix: the live values follow it.
      await app.positionWriter.submit(id, [fix(4, { io201: 2000, temp1: 81 })]);
      await liveSensorsUntil(id, [tank(100), temperature(8.1)]);
    });

    it('computes the stored positions’ values exactly as the live ones (a 200-point table, odd readings)', async () => {
      const id = await vehicle();
      let raw = 0;
      let level = 0;
      const calibration: [number, number][] = [];
      for (let i = 0; i < 200; i += 1) {
        raw += 1 + ((i * 7919) % 13) / 3;
        level += ((i * 104729) % 17) / 7;
        calibration.push([Math.round(raw * 1000) / 1000, Math.round(level * 1000) / 1000]);
      }
      const tableId = await addSensor(id, {
        name: 'Table',
        type: 'fuel_level',
        attribute: 'fuel',
        calibration,
      });
      const scaledId = await addSensor(id, {
        name: 'Scaled',
        type: 'temperature',
        attribute: 'adc1',
        multiplier: 0.0137,
      });
      const readings = [
        -5,
        0,
        1,
        1.5,
        2.3333,
        17.25,
        99.999,
        250,
        400.5,
        600,
        1e6,
        '  42.125 ',
        '.5',
        'x1',
        '',
        true,
      ];
      const fixes = readings.map((value, i) =>
        fix(i / 2, { fuel: value, adc1: typeof value === 'number' ? -value * 3.3 : value }),
      );
      await app.positionWriter.submit(id, fixes);
      const definitions = app.sensors.of(id);
      expect(definitions.map((s) => s.id)).toEqual([tableId, scaledId]);
      const stored = await range(id);
      expect(stored).toHaveLength(fixes.length);
      stored.forEach((position, i) => {
        // As JSON (-0 is written 0).
        expect(position.sensors, `reading ${String(readings[i])}`).toEqual(
          JSON.parse(JSON.stringify(sensorValues(definitions, fixes[i]!.attributes))),
        );
      });
      await liveSensorsUntil(
        id,
        JSON.parse(JSON.stringify(sensorValues(definitions, fixes.at(-1)!.attributes))),
      );
    });

    it('gives a vehicle without sensors empty lists, and an API key only its vehicles', async () => {
      const equipped = await vehicle();
      await addSensor(equipped, fuelSensor);
      const plain = await vehicle();
      await app.positionWriter.submit(equipped, [fix(5, { io201: 1000 })]);
      await app.positionWriter.submit(plain, [fix(5, { io201: 1000 })]);
      await liveSensorsUntil(plain, []);
      expect((await range(plain)).map((p) => p.sensors)).toEqual([[]]);
      await liveSensorsUntil(equipped, [expect.objectContaining({ value: 200 })]);

      const created = await api('POST', '/api/dashboard/api-keys', admin, {
        name: 'plain only',
        permissions: ['show_tracking'],
        vehicle_ids: [plain],
      });
      expect(created.statusCode, created.body).toBe(201);
      const key = created.json().data.key as string;
      const live = await api('GET', '/api/dashboard/tracking/live', key);
      expect(live.statusCode).toBe(200);
      expect(live.json().data.vehicles.map((v: { id: number }) => v.id)).toEqual([plain]);
      const paged = await api('GET', '/api/dashboard/tracking/live?per_page=100', key);
      expect(paged.json().data.map((v: { id: number }) => v.id)).toEqual([plain]);
      const other = await api(
        'GET',
        `/api/dashboard/vehicles/${equipped}/positions?from=${new Date(base).toISOString()}`,
        key,
      );
      expect(other.statusCode).toBe(404);
    });
  });
});
