// The drives of the ingestion benches: each device goes straight at its own steady speed and bounces off the
// edges of the bench area (24.6–24.8° N, 46.6–46.8° E, where the bench geofences lie), so consecutive fixes are as
// far apart as the reported speed says, and stops for a while every so often with the ignition off. Events then
// come at the rate a real fleet makes them (ignition changes, geofence crossings), not from jumps across the city.

const SOUTH = 24.6;
const WEST = 46.6;
const SPAN_DEG = 0.2;
const METRES_PER_DEG_LAT = 111_320;
const METRES_PER_DEG_LON = METRES_PER_DEG_LAT * Math.cos((24.7 * Math.PI) / 180);
/** Every STOP_EVERY fixes the device stands still, ignition off, for STOP_FIXES fixes. */
const STOP_EVERY = 200;
const STOP_FIXES = 10;

export interface TrackFix {
  lat: number;
  lon: number;
  /** km/h */
  speed: number;
  course: number;
  ignition: boolean;
}

/** Folds `value` into [0, span] as a ball bouncing between two walls; `direction` is -1 after an odd fold. */
function bounce(value: number, span: number): { at: number; direction: 1 | -1 } {
  const period = 2 * span;
  const folded = ((value % period) + period) % period;
  return folded <= span ? { at: folded, direction: 1 } : { at: period - folded, direction: -1 };
}

/** Device `device`'s `n`-th fix, fixes `stepSeconds` apart. Pure: the same arguments give the same fix. */
export function trackFix(device: number, n: number, stepSeconds: number): TrackFix {
  const speed = 30 + ((device * 7) % 50);
  const heading = ((device * 137.508) % 360) * (Math.PI / 180);
  const cycle = Math.floor(n / STOP_EVERY);
  const inCycle = n % STOP_EVERY;
  const stopped = inCycle >= STOP_EVERY - STOP_FIXES;
  const movingSteps = cycle * (STOP_EVERY - STOP_FIXES) + Math.min(inCycle, STOP_EVERY - STOP_FIXES);
  const metres = (speed / 3.6) * stepSeconds * movingSteps;
  const startNorth = ((device * 7_919) % 1_000) / 1_000;
  const startEast = ((device * 104_729) % 1_000) / 1_000;
  const north = bounce(startNorth * SPAN_DEG + (metres * Math.cos(heading)) / METRES_PER_DEG_LAT, SPAN_DEG);
  const east = bounce(startEast * SPAN_DEG + (metres * Math.sin(heading)) / METRES_PER_DEG_LON, SPAN_DEG);
  const course =
    (Math.round(
      (Math.atan2(east.direction * Math.sin(heading), north.direction * Math.cos(heading)) * 180) / Math.PI,
    ) +
      360) %
    360;
  return {
    lat: SOUTH + north.at,
    lon: WEST + east.at,
    speed: stopped ? 0 : speed,
    course,
    ignition: !stopped,
  };
}

/** A bench geofence as the API takes it. */
export type BenchZone =
  | {
      name: string;
      type: 'circle';
      geometry: { type: 'Point'; coordinates: [number, number] };
      radius: number;
    }
  | { name: string; type: 'polygon'; geometry: { type: 'Polygon'; coordinates: [number, number][][] } };

/** The `n`-th zone of the benches: even ones polygons of 20 vertices (~300 m across), odd ones 150 m circles. */
export function benchZone(n: number): BenchZone {
  const lat = SOUTH + ((n * 7919) % 1000) / 5000;
  const lon = WEST + ((n * 104_729) % 1000) / 5000;
  const name = `Bench zone ${n}`;
  if (n % 2 === 1)
    return { name, type: 'circle', geometry: { type: 'Point', coordinates: [lon, lat] }, radius: 150 };
  const ring = Array.from({ length: 21 }, (_, v): [number, number] => {
    const angle = ((v % 20) / 20) * 2 * Math.PI;
    const r = 0.0015 * (v % 2 ? 1 : 0.8);
    return [lon + r * Math.cos(angle), lat + r * Math.sin(angle)];
  });
  return { name, type: 'polygon', geometry: { type: 'Polygon', coordinates: [ring] } };
}
