import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appSettings, auditLog, vehicleSensors, vehicles } from '../src/db/schema';
import { DEMO_SENSORS, DEMO_SENSORS_KEY, seedDemoSensors } from '../src/demo/sensors';
import { forEachDatabase } from './harness';

describe('demo sensors', () => {
  forEachDatabase((db) => {
    it('are added once to the trucks, buses and refrigerated vans, audited; removed ones stay removed', async () => {
      const app = await db.buildApp({ demo: true });
      // On PostgreSQL the suite shares one database: start from no marker.
      await app.db.delete(appSettings).where(eq(appSettings.key, DEMO_SENSORS_KEY));
      await app.db.delete(vehicleSensors);
      expect(await seedDemoSensors(app.db)).toBe(4);
      expect(await seedDemoSensors(app.db)).toBe(0);
      const rows = await app.db
        .select({
          vehicleId: vehicleSensors.vehicleId,
          type: vehicleSensors.type,
          deviceId: vehicles.deviceId,
          calibration: vehicleSensors.calibration,
        })
        .from(vehicleSensors)
        .innerJoin(vehicles, eq(vehicles.id, vehicleSensors.vehicleId))
        .where(inArray(vehicles.deviceId, [...DEMO_SENSORS.keys()]));
      expect(rows.map((row) => row.type).sort()).toEqual([
        'fuel_level',
        'fuel_level',
        'temperature',
        'temperature',
      ]);
      // The fuel probe's table is no straight line: litres per millivolt are more in the tank's middle.
      const table = rows.find((row) => row.type === 'fuel_level')!.calibration as [number, number][];
      expect(table).toHaveLength(11);
      const slope = (i: number) => (table[i + 1]![1] - table[i]![1]) / (table[i + 1]![0] - table[i]![0]);
      expect(slope(5)).toBeGreaterThan(slope(0) * 1.5);
      // Each in its vehicle's change log (the app's own seeding at start wrote one already).
      const vehicleIds = rows.map((row) => String(row.vehicleId));
      const audited = await app.db
        .select({ recordId: auditLog.recordId })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.model, 'vehicles'),
            eq(auditLog.action, 'sensor_add'),
            inArray(auditLog.recordId, vehicleIds),
          ),
        );
      expect(new Set(audited.map((row) => row.recordId))).toEqual(new Set(vehicleIds));
      await app.db.delete(vehicleSensors);
      expect(await seedDemoSensors(app.db)).toBe(0);
      expect(await app.db.select().from(vehicleSensors)).toHaveLength(0);
    }, 120_000);
  });
});
