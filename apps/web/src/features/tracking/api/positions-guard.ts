import type { TrackPosition } from '@fleet/shared/schemas/tracking';
import { isSensorValues } from '@/features/tracking/live/stream-guard';

/*
 * Checks a positions response against `positionsResponseSchema` by hand: a day of fixes every 10 s is
 * 8,640 positions, and a zod parse of them would be most of the record's own work on the main thread.
 * The test runs both over the same responses.
 */
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numOrNull = (v: unknown) => v === null || isNum(v);

function isAttributes(v: unknown): boolean {
  if (!isObject(v)) return false;
  for (const key in v) {
    const value = v[key];
    const type = typeof value;
    if (type !== 'string' && type !== 'boolean' && !isNum(value)) return false;
  }
  return true;
}

export function isTrackPosition(p: unknown): p is TrackPosition {
  return (
    isObject(p) &&
    isNum(p.lat) &&
    isNum(p.lon) &&
    numOrNull(p.speed) &&
    numOrNull(p.course) &&
    numOrNull(p.altitude) &&
    (p.satellites === null || Number.isInteger(p.satellites)) &&
    (p.ignition === null || typeof p.ignition === 'boolean') &&
    typeof p.fix_time === 'string' &&
    typeof p.server_time === 'string' &&
    isAttributes(p.attributes) &&
    isSensorValues(p.sensors)
  );
}

/** The positions of a response that follows the contract, else null. */
export function readPositions(body: unknown): TrackPosition[] | null {
  if (!isObject(body) || !Array.isArray(body.data)) return null;
  if (body.message !== undefined && typeof body.message !== 'string') return null;
  return body.data.every(isTrackPosition) ? (body.data as TrackPosition[]) : null;
}
