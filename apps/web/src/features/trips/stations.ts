import { clockMinutes, DEFAULT_STATION_RADIUS_M, type StationInput } from '@fleet/shared/schemas/trips';

/** Minutes a new station is planned after the one before it (the planner adjusts it). */
export const NEW_STATION_GAP_MIN = 10;
const DAY_MIN = 24 * 60;

const isClockTime = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A station placed at `point`, planned NEW_STATION_GAP_MIN after the last one (or at the start time for
 * the first). Passing midnight marks it `next_day`, as the schema asks of a route that crosses it.
 */
export function newStation(
  point: { lat: number; lon: number },
  stations: readonly Pick<StationInput, 'planned_time' | 'next_day'>[],
  startTime: string | undefined,
  name: string,
): StationInput {
  const last = stations[stations.length - 1];
  let planned_time = '';
  let next_day = last?.next_day === true;
  if (last && isClockTime(last.planned_time)) {
    const minutes = clockMinutes(last.planned_time) + NEW_STATION_GAP_MIN;
    planned_time = toClock(minutes);
    next_day ||= minutes >= DAY_MIN;
  } else if (!last && isClockTime(startTime)) {
    planned_time = startTime;
  }
  return {
    name,
    lat: roundCoordinate(point.lat),
    lon: roundCoordinate(point.lon),
    planned_time,
    next_day,
    radius: DEFAULT_STATION_RADIUS_M,
  };
}

/** Six decimals: about 10 cm, finer than any GPS fix. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Role of a station on the route: the first is the start, the last the end. */
export function stationRole(index: number, count: number): 'start' | 'end' | 'stop' {
  if (index === 0) return 'start';
  if (index === count - 1 && count > 1) return 'end';
  return 'stop';
}
