import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiRequest,
  DEMO,
  forEachDatabase,
  login,
  twoInstances,
  userWithPermissions,
  type ApiRequestArgs,
} from './harness';
import { EN, vehicleBody } from './people-helpers';
import { fuelSensor } from './sensor-fixtures';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

forEachDatabase((database) => {
  describe('vehicle sensors', () => {
    let app: FastifyInstance;
    let admin: string;
    let vehicleId: number;
    const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

    beforeAll(async () => {
      app = await database.buildApp();
      admin = await login(app, DEMO.admin);
      const created = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
      expect(created.statusCode).toBe(201);
      vehicleId = (created.json() as { data: { id: number } }).data.id;
    });

    it('creates, reads, updates and deletes a sensor, with defaults, messages and audit entries', async () => {
      const created = await api(
        'POST',
        `/api/dashboard/vehicles/${vehicleId}/sensors`,
        admin,
        fuelSensor,
        EN,
      );
      expect(created.statusCode).toBe(201);
      const sensor = created.json().data;
      expect(created.json().message).toBe('Sensor added successfully');
      expect(sensor).toMatchObject({
        vehicle_id: vehicleId,
        name: 'Main tank',
        type: 'fuel_level',
        attribute: 'io201',
        multiplier: 1,
        capacity: 400,
        min: null,
        max: null,
        refuel_min_litres: 20,
        drain_min_litres: 20,
        unit: 'L',
        actions: ['edit', 'delete'],
      });
      expect(sensor.calibration).toEqual(fuelSensor.calibration);

      const list = await api('GET', `/api/dashboard/vehicles/${vehicleId}/sensors`, admin);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([sensor.id]);

      const updated = await api(
        'PUT',
        `/api/dashboard/vehicles/${vehicleId}/sensors/${sensor.id}`,
        admin,
        { ...fuelSensor, name: 'Tank A', drain_min_litres: 15 },
        EN,
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data).toMatchObject({
        name: 'Tank A',
        drain_min_litres: 15,
        refuel_min_litres: 20,
      });

      const one = await api('GET', `/api/dashboard/vehicles/${vehicleId}/sensors/${sensor.id}`, admin);
      expect(one.json().data.name).toBe('Tank A');

      const removed = await api(
        'DELETE',
        `/api/dashboard/vehicles/${vehicleId}/sensors/${sensor.id}`,
        admin,
        undefined,
        EN,
      );
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe('Sensor deleted successfully');
      const gone = await api('GET', `/api/dashboard/vehicles/${vehicleId}/sensors/${sensor.id}`, admin);
      expect(gone.statusCode).toBe(404);

      // In the vehicle's own history (its change log reads the audit log by model and record), named.
      const history = await api(
        'GET',
        `/api/dashboard/audit-log?model=vehicles&record_id=${vehicleId}&per_page=100`,
        admin,
      );
      expect(history.statusCode, history.body).toBe(200);
      const entries = (
        history.json().data as { action: string; changes: Record<string, [unknown, unknown]> }[]
      )
        .filter((entry) => entry.action.startsWith('sensor_'))
        .reverse();
      const named = { id: sensor.id, name: fuelSensor.name };
      expect(entries.map((entry) => [entry.action, entry.changes.sensor])).toEqual([
        ['sensor_add', [null, named]],
        ['sensor_update', [named, { id: sensor.id, name: 'Tank A' }]],
        ['sensor_remove', [{ id: sensor.id, name: 'Tank A' }, null]],
      ]);
      // The sensor's own fields, not the vehicle's: its attribute when added, the name changed.
      expect(entries[0]!.changes.attribute).toEqual([null, fuelSensor.attribute]);
      expect(entries[0]!.changes).not.toHaveProperty('vehicle_id');
      expect(entries[1]!.changes.name).toEqual([fuelSensor.name, 'Tank A']);
      expect(entries[1]!.changes.drain_min_litres).toEqual([null, 15]);
    });

    it('validates the calibration, the range and the attribute with translated field errors', async () => {
      const url = `/api/dashboard/vehicles/${vehicleId}/sensors`;
      const onePoint = await api('POST', url, admin, { ...fuelSensor, calibration: [[0, 0]] }, EN);
      expect(onePoint.statusCode).toBe(422);
      expect(onePoint.json().errors.calibration[0]).toMatch(/at least 2 points/);

      const unordered = await api(
        'POST',
        url,
        admin,
        {
          ...fuelSensor,
          calibration: [
            [0, 0],
            [10, 5],
            [10, 6],
          ],
        },
        EN,
      );
      expect(unordered.statusCode).toBe(422);
      expect(unordered.json().errors['calibration.2.0'][0]).toMatch(/must increase/);

      const tooMany = await api(
        'POST',
        url,
        admin,
        { ...fuelSensor, calibration: Array.from({ length: 201 }, (_, i) => [i, i]) },
        EN,
      );
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors).toHaveProperty('calibration');
      const most = await api(
        'POST',
        url,
        admin,
        { ...fuelSensor, calibration: Array.from({ length: 200 }, (_, i) => [i, i]) },
        EN,
      );
      expect(most.statusCode).toBe(201);

      const range = await api('POST', url, admin, {
        name: 'Cold room',
        type: 'temperature',
        attribute: 'temp1',
        min: 8,
        max: 2,
      });
      expect(range.statusCode).toBe(422);
      expect(range.json().errors.max[0]).toBe('يجب أن يكون الحد الأدنى أصغر من الحد الأعلى');

      const bad = await api(
        'POST',
        url,
        admin,
        { name: '', type: 'humidity', attribute: 'io 201', calibration: 'x', multiplier: 'two' },
        EN,
      );
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(
        ['attribute', 'calibration', 'multiplier', 'name', 'type'].sort(),
      );
    });

    it('answers 404 for another vehicle’s sensor, a missing vehicle and out-of-range ids', async () => {
      const other = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
      const otherId = other.json().data.id as number;
      const created = await api('POST', `/api/dashboard/vehicles/${otherId}/sensors`, admin, fuelSensor);
      const sensorId = created.json().data.id as number;
      for (const [method, url] of [
        ['GET', `/api/dashboard/vehicles/${vehicleId}/sensors/${sensorId}`],
        ['PUT', `/api/dashboard/vehicles/${vehicleId}/sensors/${sensorId}`],
        ['DELETE', `/api/dashboard/vehicles/${vehicleId}/sensors/${sensorId}`],
        ['GET', '/api/dashboard/vehicles/999999/sensors'],
        ['POST', '/api/dashboard/vehicles/999999/sensors'],
        ['GET', '/api/dashboard/vehicles/99999999999/sensors'],
        ['GET', `/api/dashboard/vehicles/${vehicleId}/sensors/99999999999`],
      ] as const) {
        const response = await api(
          method,
          url,
          admin,
          method === 'PUT' || method === 'POST' ? fuelSensor : undefined,
        );
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      // The other vehicle's sensor is untouched.
      const still = await api('GET', `/api/dashboard/vehicles/${otherId}/sensors/${sensorId}`, admin);
      expect(still.json().data.name).toBe('Main tank');
    });

    it('reads with show_vehicles, changes with update_vehicles', async () => {
      const reader = await userWithPermissions(app, ['show_vehicles']);
      const list = await api('GET', `/api/dashboard/vehicles/${vehicleId}/sensors`, reader.token);
      expect(list.statusCode).toBe(200);
      for (const row of list.json().data) expect(row.actions).toEqual([]);
      const refused = await api(
        'POST',
        `/api/dashboard/vehicles/${vehicleId}/sensors`,
        reader.token,
        fuelSensor,
      );
      expect(refused.statusCode).toBe(403);
      const nobody = await userWithPermissions(app, ['show_employees']);
      const hidden = await api('GET', `/api/dashboard/vehicles/${vehicleId}/sensors`, nobody.token);
      expect(hidden.statusCode).toBe(403);
    });

    it('keeps the sensor cache current and drops a deleted vehicle’s sensors', async () => {
      const created = await api('POST', '/api/dashboard/vehicles', admin, vehicleBody());
      const id = created.json().data.id as number;
      await api('POST', `/api/dashboard/vehicles/${id}/sensors`, admin, {
        name: 'Cold room',
        type: 'temperature',
        attribute: 'temp1',
        min: 2,
        max: 8,
      });
      expect(app.sensors.of(id).map((s) => s.name)).toEqual(['Cold room']);
      const sensorId = app.sensors.of(id)[0]!.id;
      await api('DELETE', `/api/dashboard/vehicles/${id}/sensors/${sensorId}`, admin);
      expect(app.sensors.of(id)).toEqual([]);

      await api('POST', `/api/dashboard/vehicles/${id}/sensors`, admin, fuelSensor);
      expect(app.sensors.of(id)).toHaveLength(1);
      expect((await api('DELETE', `/api/dashboard/vehicles/${id}`, admin)).statusCode).toBe(200);
      await expect.poll(() => app.sensors.of(id).length).toBe(0);
    });
  });

  describe.runIf(database.kind === 'postgres' && TEST_REDIS_URL)('sensors on two instances', () => {
    it('a sensor changed on one instance is in the other’s cache at once', async () => {
      const [a, b] = await twoInstances(database, TEST_REDIS_URL!);
      const token = await login(a, DEMO.admin);
      const created = await apiRequest(a, 'POST', '/api/dashboard/vehicles', token, vehicleBody());
      const id = created.json().data.id as number;
      const sensor = await apiRequest(a, 'POST', `/api/dashboard/vehicles/${id}/sensors`, token, fuelSensor);
      expect(sensor.statusCode).toBe(201);
      await expect.poll(() => b.sensors.of(id).map((s) => s.name)).toEqual(['Main tank']);
      const sensorId = sensor.json().data.id as number;
      await apiRequest(a, 'PUT', `/api/dashboard/vehicles/${id}/sensors/${sensorId}`, token, {
        ...fuelSensor,
        capacity: 200,
      });
      await expect.poll(() => b.sensors.of(id)[0]?.drainMinLitres).toBe(10);
      await apiRequest(a, 'DELETE', `/api/dashboard/vehicles/${id}/sensors/${sensorId}`, token);
      await expect.poll(() => b.sensors.of(id).length).toBe(0);
    });
  });
});
