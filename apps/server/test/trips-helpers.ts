import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addDays, todayIn } from '../src/lib/dates';
import { apiRequest } from './harness';
import { identity, saudiMobile, vehicleBody } from './people-helpers';

/** A fresh vehicle (optionally with a device id) and a fresh driver, so no demo itinerary is in the way. */
export async function vehicleAndDriver(
  app: FastifyInstance,
  token: string,
  vehicle: Record<string, unknown> = {},
): Promise<{ vehicleId: number; driverId: number }> {
  const created = await apiRequest(app, 'POST', '/api/dashboard/vehicles', token, vehicleBody(vehicle));
  expect(created.statusCode, created.body).toBe(201);
  const driver = await apiRequest(app, 'POST', '/api/dashboard/drivers', token, {
    name: `Trip driver ${identity(2).slice(-5)}`,
    identity_number: identity(2),
    country_code: '+966',
    phone: saudiMobile(),
    nationality: 'pk',
    licence_number: `T-${saudiMobile()}`,
    licence_expiry_date: addDays(todayIn(app.config.timezone), 400),
  });
  expect(driver.statusCode, driver.body).toBe(201);
  return { vehicleId: created.json().data.id as number, driverId: driver.json().data.id as number };
}

/** Three stations 3.3 km apart on a north–south line in Riyadh. */
export const ROUTE = [
  { lat: 24.6, lon: 46.7 },
  { lat: 24.63, lon: 46.7 },
  { lat: 24.66, lon: 46.7 },
] as const;

export function tripBody(
  ids: { vehicleId: number; driverId: number },
  day: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    name: 'School route north',
    day,
    start_time: '07:00',
    driver_id: ids.driverId,
    vehicle_id: ids.vehicleId,
    stations: [
      { name: 'Depot', ...ROUTE[0], planned_time: '07:00' },
      { name: 'School gate', ...ROUTE[1], planned_time: '07:20', radius: 200 },
      { name: 'Terminal', ...ROUTE[2], planned_time: '07:40' },
    ],
    ...overrides,
  };
}
