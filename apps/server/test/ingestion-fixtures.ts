import type { FastifyInstance } from 'fastify';
import { vehicles } from '../src/db/schema';

let sequence = 0;

/** A vehicle reporting through `deviceId`; returns its id. The registry is told to reload. */
export async function vehicleWithDevice(app: FastifyInstance, deviceId: string): Promise<number> {
  sequence += 1;
  const [vehicle] = await app.db
    .insert(vehicles)
    .values({
      name: `Tracker test ${sequence}`,
      plateNumber: `TRK ${deviceId.slice(-6)}${sequence}`,
      category: 'car',
      fuelType: 'petrol',
      deviceId,
    })
    .returning({ id: vehicles.id });
  app.deviceRegistry.invalidate();
  return vehicle!.id;
}

/** Positions of a vehicle as the API returns them, between two instants. */
export async function storedPositions(
  app: FastifyInstance,
  token: string,
  vehicleId: number,
  from: Date,
  to: Date,
): Promise<Record<string, unknown>[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dashboard/vehicles/${vehicleId}/positions?from=${from.toISOString()}&to=${to.toISOString()}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`positions: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: Record<string, unknown>[] }).data;
}
