import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { drivers, trips, vehicles } from '../db/schema';
import type { PositionWriter } from '../ingestion/position-writer';
import { RIYADH_ROADS } from './riyadh-roads';
import { todayIn } from '../lib/dates';
import { toWrite } from '../modules/trips';

const MINUTE = 60_000;

function wallClock(instant: Date, timeZone: string) {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return { day: todayIn(timeZone, instant), time };
}

/**
 * Today's demo itineraries, added on a demo start when today has none: a morning run that is over (its vehicle's
 * track is written through the position writer, so the engine finds it finished), one that began a few minutes ago
 * (running as soon as the simulated vehicle moves), one overdue (late) and one later today (planned). Every status
 * is the engine's, from positions and the clock. Trips that would straddle midnight are left out.
 */
export async function seedDemoTrips(
  db: Database,
  writer: PositionWriter,
  timeZone: string,
  now = new Date(),
) {
  const today = todayIn(timeZone, now);
  const [existing] = await db.select({ total: count() }).from(trips).where(eq(trips.day, today));
  if ((existing?.total ?? 0) > 0) return 0;
  const crew = await db
    .select({ driverId: drivers.id, vehicleId: vehicles.id, deviceId: vehicles.deviceId })
    .from(drivers)
    .innerJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
    .where(and(eq(vehicles.status, true), isNotNull(vehicles.deviceId)))
    .orderBy(asc(drivers.id))
    .limit(4);
  const road = RIYADH_ROADS.kingFahdRoad!;
  const [a, b, c] = [road[0]!, road[4]!, road[8]!];
  const stops = [
    { name: 'المستودع — Depot', lat: a[0], lon: a[1] },
    { name: 'بوابة المدرسة — School gate', lat: b[0], lon: b[1] },
    { name: 'المحطة — Terminal', lat: c[0], lon: c[1] },
  ];
  const plans = [
    { name: 'جولة الصباح — Morning run', start: -100, offsets: [0, 20, 40] },
    { name: 'خط المستشفى — Hospital shuttle', start: -5, offsets: [0, 45, 90] },
    { name: 'نقل الموظفين — Staff transfer', start: -40, offsets: [0, 15, 30] },
    { name: 'جولة المساء — Evening run', start: 60, offsets: [0, 25, 50] },
  ];
  let created = 0;
  for (const [index, plan] of plans.entries()) {
    const member = crew[index];
    if (!member) break;
    const startsAt = new Date(now.getTime() + plan.start * MINUTE);
    const times = plan.offsets.map((offset) =>
      wallClock(new Date(startsAt.getTime() + offset * MINUTE), timeZone),
    );
    if (times.some((time) => time.day !== today)) continue;
    const write = toWrite(
      {
        name: plan.name,
        day: today,
        start_time: times[0]!.time,
        driver_id: member.driverId,
        vehicle_id: member.vehicleId,
        stations: stops.map((stop, i) => ({
          ...stop,
          planned_time: times[i]!.time,
          next_day: false,
          radius: 300,
        })),
      },
      timeZone,
    );
    await db.insert(trips).values(write);
    created += 1;
    if (index === 0) await writeMorningTrack(writer, member.vehicleId, member.deviceId!, stops, startsAt);
  }
  return created;
}

/** The morning run as its tracker reported it: waiting at the depot, then driving to the terminal on time. */
async function writeMorningTrack(
  writer: PositionWriter,
  vehicleId: number,
  deviceId: string,
  stops: { lat: number; lon: number }[],
  startsAt: Date,
) {
  const points: { lat: number; lon: number; at: number; speed: number }[] = [];
  for (let t = -10; t < 0; t += 1)
    points.push({ ...stops[0]!, at: startsAt.getTime() + t * MINUTE, speed: 0 });
  for (let leg = 0; leg < stops.length - 1; leg++) {
    const from = stops[leg]!;
    const to = stops[leg + 1]!;
    for (let step = 0; step <= 36; step++) {
      const f = step / 36;
      points.push({
        lat: from.lat + (to.lat - from.lat) * f,
        lon: from.lon + (to.lon - from.lon) * f,
        at: startsAt.getTime() + (leg * 20 + f * 18) * MINUTE,
        speed: step === 36 ? 0 : 45,
      });
    }
  }
  await Promise.all(
    points.map((point) =>
      writer.submit(
        vehicleId,
        [
          {
            deviceId,
            fixTime: new Date(point.at),
            valid: true,
            lat: point.lat,
            lon: point.lon,
            speed: point.speed,
            course: null,
            altitude: null,
            satellites: 9,
            attributes: { ignition: true },
          },
        ],
        new Date(point.at),
      ),
    ),
  );
}
