import { sql } from 'drizzle-orm';
import type { MaintenanceStatus } from '@fleet/shared/schemas/maintenance';
import { type Database, rowsOf } from '../../db/client';

export interface MaintenanceFacts {
  odometer_km: number;
  engine_hours: number;
  maintenance_status: MaintenanceStatus;
}

/** What the vehicle list and page show of maintenance, for a page of vehicles (one query). */
export async function maintenanceFacts(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, MaintenanceFacts>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT v.id, COALESCE(m.odometer_km, v.meter_reading, 0) AS km, COALESCE(m.engine_seconds, 0) AS seconds,
      CASE WHEN bool_or(s.status = 'overdue') THEN 'overdue' WHEN bool_or(s.status = 'due_soon') THEN 'due_soon'
        ELSE 'ok' END AS status
    FROM vehicles v
    LEFT JOIN vehicle_meters m ON m.vehicle_id = v.id
    LEFT JOIN maintenance_schedules s ON s.vehicle_id = v.id
    WHERE v.id = ANY(${`{${ids.join(',')}}`}::int[])
    GROUP BY v.id, m.odometer_km, m.engine_seconds`);
  const rows = rowsOf<{ id: number; km: number; seconds: number; status: MaintenanceStatus }>(result);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        odometer_km: Math.round(Number(row.km) * 10) / 10,
        engine_hours: Math.round((Number(row.seconds) / 3600) * 10) / 10,
        maintenance_status: row.status,
      },
    ]),
  );
}
