import type { Attributes } from '../db/schema/positions';

export type { Attributes, AttributeValue } from '../db/schema/positions';

export interface CellTower {
  mcc: number;
  mnc: number;
  lac: number;
  cid: number;
  rssi?: number;
}

export interface WifiAccessPoint {
  /** Colon-separated, lower case. */
  mac: string;
  rssi: number;
}

/** A position decoded from any device protocol, before it is tied to a vehicle. */
export interface Position {
  deviceId: string;
  fixTime: Date;
  /** False when the device reports no GNSS fix (coordinates are then the last known ones). */
  valid: boolean;
  lat: number;
  lon: number;
  /** km/h; null when unknown. */
  speed: number | null;
  /** Degrees from true north, [0, 360); null when unknown. */
  course: number | null;
  /** Metres. */
  altitude: number | null;
  satellites: number | null;
  attributes: Attributes;
  /** Cell towers and Wi-Fi access points reported alongside the fix (OsmAnd `cell`/`wifi`). */
  network?: { cellTowers: CellTower[]; wifiAccessPoints: WifiAccessPoint[] };
}

export type SanityResult = { store: true } | { store: false; reason: string };

/** One object for every record that passes: the check runs once per record. */
const STORE: SanityResult = Object.freeze({ store: true });
const EARLIEST_FIX_TIME = Date.UTC(2000, 0, 1);
const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;

/**
 * docs/protocols/README.md#sanity-checks: whether a decoded position may be stored. A record failing it is still
 * "processed" for the ACK; the caller logs the reason.
 */
export function checkSanity(
  position: Pick<Position, 'lat' | 'lon' | 'course' | 'fixTime'>,
  now: Date,
): SanityResult {
  const { lat, lon, course } = position;
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) return { store: false, reason: `latitude ${lat}` };
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) return { store: false, reason: `longitude ${lon}` };
  if (course !== null && !(course >= 0 && course < 360)) return { store: false, reason: `course ${course}` };
  const time = position.fixTime.getTime();
  if (!Number.isFinite(time)) return { store: false, reason: 'invalid fix time' };
  if (time <= EARLIEST_FIX_TIME)
    return { store: false, reason: `fix time ${position.fixTime.toISOString()}` };
  if (time > now.getTime() + MAX_FUTURE_MS) {
    return { store: false, reason: `fix time in the future ${position.fixTime.toISOString()}` };
  }
  return STORE;
}
