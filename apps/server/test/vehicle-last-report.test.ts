import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicleResponseSchema, vehicleListResponseSchema } from '@fleet/shared/schemas/vehicles';
import { apiRequest, DEMO, forEachDatabase, login, userWithPermissions } from './harness';
import { vehicleWithDevice } from './ingestion-fixtures';

/*
 * docs/api.md#devices: a vehicle's answer names the protocol its device last reported with, and what that device
 * said last (its latest stored position's times, fix and attributes).
 */
forEachDatabase((database) => {
  describe('a vehicle shows what its device said', () => {
    let app: FastifyInstance;
    let token: string;
    let osmand: string;

    beforeAll(async () => {
      app = await database.buildApp({}, { ingestion: { ephemeralPorts: true } });
      token = await login(app, DEMO.admin);
      osmand = `http://127.0.0.1:${app.devicePorts.osmand}`;
    });

    const vehicle = async (id: number, as = token) => {
      const response = await apiRequest(app, 'GET', `/api/dashboard/vehicles/${id}`, as);
      expect(response.statusCode, response.body).toBe(200);
      return vehicleResponseSchema.parse(response.json()).data;
    };

    it('has no protocol and no report before its device has reported', async () => {
      const id = await vehicleWithDevice(app, 'phone-report-0');
      const shown = await vehicle(id);
      expect(shown.device_protocol).toBeNull();
      expect(shown.last_report).toBeNull();
    });

    it('answers the protocol, the last report time and its attributes once the device reported', async () => {
      const id = await vehicleWithDevice(app, 'phone-report-1');
      const reported = async (timestamp: number, extra: string) => {
        const response = await fetch(
          `${osmand}/?id=phone-report-1&lat=24.7136&lon=46.6753&timestamp=${timestamp}&speed=5${extra}`,
        );
        expect(response.status).toBe(200);
      };
      await reported(1767600000, '&batt=80&ignition=true&hdop=0.9');
      // A newer report replaces the older one's attributes: only the last report counts.
      const before = Date.now();
      await reported(1767600060, '&batt=79&ignition=false&fuel=41.5&valid=false');
      // The protocol is saved a moment after the first report (commands module, batched).
      await expect.poll(async () => (await vehicle(id)).device_protocol, { timeout: 10_000 }).toBe('osmand');
      const report = (await vehicle(id)).last_report;
      expect(report).toMatchObject({
        fix_time: new Date(1767600060 * 1000).toISOString(),
        valid: false,
        attributes: { batteryLevel: 79, ignition: false, fuel: 41.5 },
      });
      expect(report!.attributes).not.toHaveProperty('hdop');
      expect(Date.parse(report!.server_time)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(report!.server_time)).toBeLessThanOrEqual(Date.now());

      // The list names the protocol too, but carries no report (one query per page, not one per vehicle).
      const list = await apiRequest(app, 'GET', '/api/dashboard/vehicles?name=phone-report-1', token);
      expect(list.statusCode).toBe(200);
      const [listed] = vehicleListResponseSchema.parse(list.json()).data;
      expect(listed).toMatchObject({ id, device_protocol: 'osmand' });
      expect(listed).not.toHaveProperty('last_report');
    });

    it('shows the report to whoever may see the vehicle, and nothing to whoever may not', async () => {
      const id = await vehicleWithDevice(app, 'phone-report-2');
      expect(
        (await fetch(`${osmand}/?id=phone-report-2&lat=24.7&lon=46.6&timestamp=1767600000`)).status,
      ).toBe(200);
      const { token: viewer } = await userWithPermissions(app, ['show_vehicles']);
      expect((await vehicle(id, viewer)).last_report).toMatchObject({ valid: true });
      const { token: stranger } = await userWithPermissions(app, ['show_trips']);
      expect((await apiRequest(app, 'GET', `/api/dashboard/vehicles/${id}`, stranger)).statusCode).toBe(403);
      expect((await apiRequest(app, 'GET', '/api/dashboard/vehicles/2147483647', token)).statusCode).toBe(
        404,
      );
    });
  });
});
