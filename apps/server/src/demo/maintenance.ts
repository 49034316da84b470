import { count, sql } from 'drizzle-orm';
import type { WorkOrderLine } from '@fleet/shared/schemas/maintenance';
import { VEHICLE_CATEGORIES } from '@fleet/shared/schemas/vehicles';
import type { Database, Transaction } from '../db/client';
import { maintenanceProgrammes } from '../db/schema';

const SEED_LOCK = 7_246_015;

const WORKSHOP = 'ورشة النخبة — Al Nokhba workshop';
const OIL_CHANGE: WorkOrderLine[] = [
  { kind: 'part', description: 'زيت محرك 10W-40 — Engine oil 10W-40 (L)', quantity: 8, unit_cost: 28 },
  { kind: 'part', description: 'فلتر زيت — Oil filter', quantity: 1, unit_cost: 45 },
  { kind: 'labour', description: 'أجور العمل — Labour', quantity: 1, unit_cost: 80 },
];
const BRAKE_PADS: WorkOrderLine[] = [
  { kind: 'part', description: 'فحمات مكابح أمامية — Front brake pads', quantity: 1, unit_cost: 320 },
  { kind: 'labour', description: 'أجور العمل — Labour', quantity: 2, unit_cost: 80 },
];
const total = (lines: WorkOrderLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.unit_cost, 0);

/**
 * The workshop's last month: each oil change whose count restarted in the last 30 days is a completed order on that
 * day at that meter (the schedule's base), the vehicle furthest into its brake interval has its pads being replaced,
 * and the vehicle longest since its annual inspection has one booked, so the work orders list, a vehicle's costs and
 * the maintenance report show a workshop at work.
 */
async function seedPastWorkOrders(
  tx: Transaction,
  programme: { oil: number; brakes: number; annual: number },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO work_orders (vehicle_id, title, status, programme_id, vendor, odometer_km, started_at, completed_at,
      lines, total_cost, fixed_by, fix_notes, created_at, updated_at)
    SELECT s.vehicle_id, 'تغيير الزيت — Oil change', 'completed', s.programme_id, ${WORKSHOP}, s.base_km,
      s.base_at - interval '3 hours', s.base_at, ${JSON.stringify(OIL_CHANGE)}::jsonb, ${total(OIL_CHANGE)},
      ${WORKSHOP}, 'زيت وفلتر جديدان — New oil and filter', s.base_at - interval '1 day', s.base_at
    FROM maintenance_schedules s
    WHERE s.programme_id = ${programme.oil} AND s.base_at > now() - interval '30 days'
    ORDER BY s.base_at`);
  await tx.execute(sql`
    INSERT INTO work_orders (vehicle_id, title, status, programme_id, vendor, odometer_km, started_at, lines,
      total_cost, created_at, updated_at)
    SELECT s.vehicle_id, 'تبديل فحمات المكابح — Brake pads replacement', 'in_progress', s.programme_id, ${WORKSHOP},
      v.meter_reading, now() - interval '5 hours', ${JSON.stringify(BRAKE_PADS)}::jsonb, ${total(BRAKE_PADS)},
      now() - interval '1 day', now() - interval '5 hours'
    FROM maintenance_schedules s JOIN vehicles v ON v.id = s.vehicle_id
    WHERE s.programme_id = ${programme.brakes}
    ORDER BY coalesce(v.meter_reading, 0) - s.base_km DESC, s.vehicle_id
    LIMIT 1`);
  await tx.execute(sql`
    INSERT INTO work_orders (vehicle_id, title, status, programme_id, notes, created_at, updated_at)
    SELECT s.vehicle_id, 'الفحص الدوري السنوي — Annual inspection', 'open', s.programme_id,
      'موعد الفحص محجوز — Inspection slot booked', now() - interval '2 days', now() - interval '2 days'
    FROM maintenance_schedules s
    WHERE s.programme_id = ${programme.annual}
    ORDER BY s.base_at, s.vehicle_id
    LIMIT 1`);
}

/**
 * Demo service programmes for every vehicle (oil, brakes, the yearly inspection), with counts started at
 * different points in the past, so a newcomer's Due list, vehicle badges and maintenance events show every status
 * at once, with the workshop's orders of the last month (seedPastWorkOrders). Once, when no programme exists; the
 * maintenance tracker then keeps them current.
 */
export async function seedDemoMaintenance(db: Database): Promise<number> {
  const categories = [...VEHICLE_CATEGORIES];
  const programmes = [
    {
      name: 'تغيير الزيت — Oil change',
      categories,
      everyKm: 10_000,
      warnKm: 1_000,
      everyMonths: 6,
      warnDays: 14,
    },
    { name: 'فحص المكابح — Brake inspection', categories, everyKm: 20_000, warnKm: 2_000 },
    { name: 'الفحص الدوري السنوي — Annual inspection', categories, everyMonths: 12, warnDays: 30 },
  ];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ total: count() }).from(maintenanceProgrammes);
    if ((existing?.total ?? 0) > 0) return 0;
    const ids = await tx
      .insert(maintenanceProgrammes)
      .values(programmes)
      .returning({ id: maintenanceProgrammes.id });
    const [oil, brakes, annual] = ids.map((row) => row.id);
    // Vehicle n's count started a spread of kilometres and days ago: most are fine, some due soon, a few overdue.
    await tx.execute(sql`
      INSERT INTO maintenance_schedules (vehicle_id, programme_id, base_km, base_seconds, base_at)
      SELECT v.id, p.id,
        greatest(coalesce(v.meter_reading, 0) - ((v.id * 1237) % (p.every_km * 11 / 10)), 0),
        0,
        now() - make_interval(days => ((v.id * 53) % 200))
      FROM vehicles v
      CROSS JOIN (VALUES (${oil}::int, 10000), (${brakes}::int, 20000)) AS p(id, every_km)
      UNION ALL
      SELECT v.id, ${annual}::int, coalesce(v.meter_reading, 0), 0, now() - make_interval(days => ((v.id * 97) % 390))
      FROM vehicles v
      ON CONFLICT DO NOTHING`);
    await seedPastWorkOrders(tx, { oil: oil!, brakes: brakes!, annual: annual! });
    return programmes.length;
  });
}
