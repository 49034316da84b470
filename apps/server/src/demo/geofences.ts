import { count, sql } from 'drizzle-orm';
import type { GeofenceGeometry, GeofenceType } from '@fleet/shared/schemas/geofences';
import { RIYADH_ROADS } from './riyadh-roads';
import type { Database } from '../db/client';
import { geofences } from '../db/schema';

const SEED_LOCK = 7_246_014;

/** The corridor with a 40 km/h limit that the demo's speeding rule watches. */
export const SCHOOL_ZONE_NAME = 'منطقة مدارس العليا — Olaya school zone';

/** A square of `half` metres around [lat, lon] as a GeoJSON polygon ([lon, lat] pairs). */
function square([lat, lon]: readonly [number, number], half: number): GeofenceGeometry {
  const dLat = half / 110_574;
  const dLon = half / (111_320 * Math.cos((lat * Math.PI) / 180));
  const ring: [number, number][] = [
    [lon - dLon, lat - dLat],
    [lon + dLon, lat - dLat],
    [lon + dLon, lat + dLat],
    [lon - dLon, lat + dLat],
    [lon - dLon, lat - dLat],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

const point = ([lat, lon]: readonly [number, number]): GeofenceGeometry => ({
  type: 'Point',
  coordinates: [lon, lat],
});

/**
 * Demo geofences where the simulated fleet drives (the demo itineraries' depot, school gate and terminal on King
 * Fahd Road, a school on Makkah Road, a school zone corridor on Olaya Street with a 40 km/h limit), so a newcomer
 * sees enter, exit and overspeed events within a minute of `npm start`. Once, when no geofence exists.
 */
export async function seedDemoGeofences(db: Database): Promise<number> {
  const fahd = RIYADH_ROADS.kingFahdRoad!;
  const makkah = RIYADH_ROADS.makkahRoad!;
  const olaya = RIYADH_ROADS.olayaStreet!;
  const rows: {
    name: string;
    type: GeofenceType;
    geometry: GeofenceGeometry;
    radius?: number;
    width?: number;
    color: string;
    speedLimit?: number;
  }[] = [
    { name: 'المستودع — Depot', type: 'polygon', geometry: square(fahd[0]!, 300), color: '#2563eb' },
    {
      name: 'بوابة المدرسة — School gate',
      type: 'circle',
      geometry: point(fahd[4]!),
      radius: 250,
      color: '#d97706',
    },
    { name: 'المحطة — Terminal', type: 'circle', geometry: point(fahd[8]!), radius: 300, color: '#7c3aed' },
    {
      name: 'مدرسة مكة — Makkah Road school',
      type: 'circle',
      geometry: point(makkah[2]!),
      radius: 200,
      color: '#d97706',
    },
    {
      name: SCHOOL_ZONE_NAME,
      type: 'corridor',
      geometry: { type: 'LineString', coordinates: olaya.slice(0, 3).map(([lat, lon]) => [lon, lat]) },
      width: 80,
      color: '#dc2626',
      speedLimit: 40,
    },
  ];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ total: count() }).from(geofences);
    if ((existing?.total ?? 0) > 0) return 0;
    await tx.insert(geofences).values(
      rows.map((row) => ({
        name: row.name,
        type: row.type,
        geometry: row.geometry,
        radius: row.radius ?? null,
        width: row.width ?? null,
        color: row.color,
        speedLimit: row.speedLimit ?? null,
      })),
    );
    return rows.length;
  });
}
