import { sql } from 'drizzle-orm';
import type { MaintenanceStatus } from '@fleet/shared/schemas/maintenance';
import { type Database, type Transaction, rowsOf } from '../../db/client';
import type { MeterState } from './meters';

/** The maintenance tracker's statements: schedules kept in step with the programmes, the vehicles' meters. */

export interface ScheduleRow {
  vehicle_id: number;
  programme_id: number;
  cycle: number;
  base_km: number;
  base_seconds: number;
  base_at: string | Date;
  status: MaintenanceStatus;
  due_raised: boolean;
  overdue_raised: boolean;
}

export interface ProgrammeRow {
  id: number;
  name: string;
  every_km: number | null;
  every_hours: number | null;
  every_months: number | null;
  warn_km: number | null;
  warn_hours: number | null;
  warn_days: number | null;
}

/** A vehicle's meters as saved: the fix they reached, the odometer and engine time, the whole state. */
export interface MeterRow {
  vehicle_id: number;
  fix_time: string;
  odometer_km: number;
  engine_seconds: number;
  state: MeterState;
}

/** A schedule's new status and which of its events were raised. */
export interface ScheduleStatusRow {
  vehicle_id: number;
  programme_id: number;
  cycle: number;
  status: MaintenanceStatus;
  due_raised: boolean;
  overdue_raised: boolean;
}

/** Makes schedule rows for the vehicles a programme now covers, and drops those of the others. */
export async function syncSchedules(db: Database): Promise<void> {
  await db.execute(sql`
      INSERT INTO maintenance_schedules (vehicle_id, programme_id, base_km, base_seconds, base_at)
      SELECT v.id, p.id, COALESCE(m.odometer_km, v.meter_reading, 0), COALESCE(m.engine_seconds, 0), now()
      FROM maintenance_programmes p
      JOIN vehicles v ON v.id = ANY(p.vehicle_ids) OR v.category = ANY(p.categories)
      LEFT JOIN vehicle_meters m ON m.vehicle_id = v.id
      ORDER BY v.id, p.id
      ON CONFLICT DO NOTHING`);
  await db.execute(sql`
      DELETE FROM maintenance_schedules s
      WHERE NOT EXISTS (
        SELECT 1 FROM maintenance_programmes p JOIN vehicles v ON v.id = ANY(p.vehicle_ids) OR v.category = ANY(p.categories)
        WHERE p.id = s.programme_id AND v.id = s.vehicle_id)`);
}

/** The vehicles whose manual meter reading changed since their meters took it. */
export async function rebasedReadings(
  db: Database,
): Promise<{ vehicle_id: number; meter_reading: number }[]> {
  return rowsOf<{ vehicle_id: number; meter_reading: number }>(
    await db.execute(sql`
        SELECT m.vehicle_id, v.meter_reading FROM vehicle_meters m JOIN vehicles v ON v.id = m.vehicle_id
        WHERE v.meter_reading IS NOT NULL
          AND v.meter_reading IS DISTINCT FROM (m.state->>'reading')::double precision`),
  );
}

export async function allProgrammes(db: Database): Promise<ProgrammeRow[]> {
  return rowsOf<ProgrammeRow>(await db.execute(sql`SELECT * FROM maintenance_programmes`));
}

export async function allSchedules(db: Database): Promise<ScheduleRow[]> {
  return rowsOf<ScheduleRow>(await db.execute(sql`SELECT * FROM maintenance_schedules`));
}

export async function schedulesOf(tx: Database, vehicleIds: readonly number[]): Promise<ScheduleRow[]> {
  return rowsOf<ScheduleRow>(
    await tx.execute(
      sql`SELECT * FROM maintenance_schedules WHERE vehicle_id = ANY(${`{${vehicleIds.join(',')}}`}::int[])`,
    ),
  );
}

/** The saved meters of `ids` (null without), with the vehicles' manual readings. */
export async function savedMeters(
  db: Database | Transaction,
  ids: readonly number[],
): Promise<{ id: number; meter_reading: number | null; state: MeterState | null }[]> {
  return rowsOf<{ id: number; meter_reading: number | null; state: MeterState | null }>(
    await db.execute(sql`
        SELECT v.id, v.meter_reading, m.state FROM vehicles v LEFT JOIN vehicle_meters m ON m.vehicle_id = v.id
        WHERE v.id = ANY(${`{${ids.join(',')}}`}::int[])`),
  );
}

/** The fix times the saved meters of `ids` reached. */
export async function savedMeterTimes(
  tx: Database,
  ids: readonly number[],
): Promise<{ vehicle_id: number; fix_time: string | Date }[]> {
  return rowsOf<{ vehicle_id: number; fix_time: string | Date }>(
    await tx.execute(
      sql`SELECT vehicle_id, fix_time FROM vehicle_meters WHERE vehicle_id = ANY(${`{${ids.join(',')}}`}::int[])`,
    ),
  );
}

export async function saveMeters(tx: Database, meterRows: readonly MeterRow[]): Promise<void> {
  await tx.execute(sql`
            INSERT INTO vehicle_meters (vehicle_id, fix_time, odometer_km, engine_seconds, state, updated_at)
            SELECT vehicle_id, fix_time, odometer_km, engine_seconds, state, now()
            FROM jsonb_to_recordset(${JSON.stringify(meterRows)}::jsonb)
              AS t(vehicle_id int, fix_time timestamptz, odometer_km double precision, engine_seconds double precision, state jsonb)
            ORDER BY vehicle_id
            ON CONFLICT (vehicle_id) DO UPDATE SET fix_time = excluded.fix_time, odometer_km = excluded.odometer_km,
              engine_seconds = excluded.engine_seconds, state = excluded.state, updated_at = excluded.updated_at`);
}

export async function saveScheduleStatuses(
  tx: Database,
  scheduleRows: readonly ScheduleStatusRow[],
): Promise<void> {
  await tx.execute(sql`
            UPDATE maintenance_schedules s SET status = t.status, due_raised = t.due_raised,
              overdue_raised = t.overdue_raised
            FROM jsonb_to_recordset(${JSON.stringify(scheduleRows)}::jsonb)
              AS t(vehicle_id int, programme_id int, cycle int, status text, due_raised boolean, overdue_raised boolean)
            WHERE s.vehicle_id = t.vehicle_id AND s.programme_id = t.programme_id AND s.cycle = t.cycle`);
}

/** The vehicles whose stored positions go past their saved meters (never those without a fix yet). */
export async function vehiclesBehindMeters(db: Database): Promise<{ vehicle_id: number; after: string }[]> {
  return rowsOf<{ vehicle_id: number; after: string }>(
    await db.execute(sql`
        SELECT lp.vehicle_id, m.fix_time AS after
        FROM latest_positions lp JOIN vehicle_meters m ON m.vehicle_id = lp.vehicle_id
        WHERE lp.fix_time > m.fix_time AND m.fix_time > 'epoch'::timestamptz`),
  );
}
