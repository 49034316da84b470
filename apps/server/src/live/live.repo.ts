import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Attributes, drivers, latestPositions, vehicleSensors, vehicles } from '../db/schema';
import type { LiveStateSource, LiveVehicleRow } from './live-state';

/** What the live state reads: vehicles with their latest position (one query, whatever the fleet size). */
export class LiveRepo implements LiveStateSource {
  constructor(private readonly db: Database) {}

  async load(ids: readonly number[] | null): Promise<LiveVehicleRow[]> {
    if (ids && ids.length === 0) return [];
    const rows = await this.db
      .select({
        id: vehicles.id,
        name: vehicles.name,
        plateNumber: vehicles.plateNumber,
        deviceId: vehicles.deviceId,
        status: vehicles.status,
        driverId: drivers.id,
        driverName: drivers.name,
        lat: latestPositions.lat,
        lon: latestPositions.lon,
        speed: latestPositions.speed,
        course: latestPositions.course,
        ignition: latestPositions.ignition,
        fixTime: latestPositions.fixTime,
        serverTime: latestPositions.serverTime,
        // Only vehicles with sensors need their latest fix's attributes (what their sensors read).
        readings: sql<Attributes | null>`CASE WHEN EXISTS (SELECT 1 FROM ${vehicleSensors} WHERE ${vehicleSensors.vehicleId} = ${vehicles.id}) THEN ${latestPositions.attributes} END`,
      })
      .from(vehicles)
      .leftJoin(latestPositions, eq(latestPositions.vehicleId, vehicles.id))
      // At most one driver per vehicle (unique drivers.vehicle_id).
      .leftJoin(drivers, eq(drivers.vehicleId, vehicles.id))
      .where(ids ? inArray(vehicles.id, [...ids]) : undefined);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      plateNumber: row.plateNumber,
      deviceId: row.deviceId,
      status: row.status,
      driver:
        row.driverId !== null && row.driverName !== null ? { id: row.driverId, name: row.driverName } : null,
      position:
        row.fixTime && row.serverTime && row.lat !== null && row.lon !== null
          ? {
              lat: row.lat,
              lon: row.lon,
              speed: row.speed,
              course: row.course,
              ignition: row.ignition,
              fix_time: row.fixTime.toISOString(),
              server_time: row.serverTime.toISOString(),
            }
          : null,
      readings: row.readings,
    }));
  }
}
