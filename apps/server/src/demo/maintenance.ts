import { count, sql } from 'drizzle-orm';
import { VEHICLE_CATEGORIES } from '@fleet/shared/schemas/vehicles';
import type { Database } from '../db/client';
import { maintenanceProgrammes } from '../db/schema';

const SEED_LOCK = 7_246_015;

/**
 * Demo service programmes for every vehicle (oil, brakes, the yearly inspection), with counts started at
 * different points in the past, so a newcomer's Due list, vehicle badges and maintenance events show every status
 * at once. Once, when no programme exists; the maintenance tracker then keeps them current.
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
    return programmes.length;
  });
}
