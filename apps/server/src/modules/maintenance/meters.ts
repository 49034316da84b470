import type { StoredPosition } from '../../db/stored-position';

/**
 * A vehicle's odometer and engine time as of its last processed fix. The odometer is the device's own when it
 * sends one (attribute `odometer`, metres, from Teltonika IO 16, OsmAnd `odometer` or GT06 mileage) plus
 * `offsetKm` (a user's correction re-bases it), else the manual reading plus the GPS distance driven since.
 */
export interface MeterState {
  /** Fix time (ms) of the last processed fix; 0 before the first. */
  t: number;
  lat: number | null;
  lon: number | null;
  ignition: boolean | null;
  /** The device's last odometer reading, km; null when it never sent one. */
  deviceKm: number | null;
  offsetKm: number;
  km: number;
  seconds: number;
  /** The vehicle's `meter_reading` this odometer was last based on (a new reading re-bases it). */
  reading: number | null;
}

/** Below this (km/h) a vehicle is stopped: GPS jitter while parked adds no distance. */
export const MOVING_KMH = 3;
/** Faster than this between two fixes is a GPS jump, not driving. */
const MAX_KMH = 250;
/** Ignition-on time across a silence longer than this counts only this much (the device was off or out of coverage). */
const MAX_ENGINE_GAP_S = 300;
const EARTH_RADIUS_KM = 6371.0088;

export function freshMeters(reading: number | null): MeterState {
  return {
    t: 0,
    lat: null,
    lon: null,
    ignition: null,
    deviceKm: null,
    offsetKm: 0,
    km: reading ?? 0,
    seconds: 0,
    reading,
  };
}

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

function deviceOdometerKm(fix: StoredPosition): number | null {
  const value = fix.attributes.odometer;
  const metres = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  // Some trackers send 0 until their odometer is configured: that is "none", not a reset.
  return Number.isFinite(metres) && metres > 0 ? metres / 1000 : null;
}

/** Advances `state` by one fix newer than its last one. */
export function stepMeters(state: MeterState, fix: StoredPosition): void {
  const t = fix.fixTime.getTime();
  const seconds = state.t > 0 ? (t - state.t) / 1000 : 0;
  if (state.ignition === true && seconds > 0) state.seconds += Math.min(seconds, MAX_ENGINE_GAP_S);

  const device = deviceOdometerKm(fix);
  if (device !== null) {
    state.deviceKm = device;
    state.km = device + state.offsetKm;
  } else if (
    state.deviceKm === null &&
    fix.valid &&
    state.lat !== null &&
    state.lon !== null &&
    seconds > 0
  ) {
    const km = distanceKm(state.lat, state.lon, fix.lat, fix.lon);
    const kmh = km / (seconds / 3600);
    const moving = fix.speed !== null ? fix.speed >= MOVING_KMH : kmh >= MOVING_KMH;
    if (moving && fix.ignition !== false && kmh <= MAX_KMH) state.km += km;
  }
  if (fix.valid) {
    state.lat = fix.lat;
    state.lon = fix.lon;
  }
  if (fix.ignition !== null) state.ignition = fix.ignition;
  state.t = t;
}

/** A user's correction: the meters read these values from now on (history is not rewritten). */
export function correctMeters(
  state: MeterState,
  values: { odometer_km?: number; engine_hours?: number },
): void {
  if (values.odometer_km !== undefined) {
    state.km = values.odometer_km;
    if (state.deviceKm !== null) state.offsetKm = values.odometer_km - state.deviceKm;
  }
  if (values.engine_hours !== undefined) state.seconds = values.engine_hours * 3600;
}
