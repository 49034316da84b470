import { clockMinutes } from '@fleet/shared/schemas/trips';
import { addDays } from '../../lib/dates';
import type { TripPlan } from './trip-status';

/** Offset of `timeZone` from UTC at `instant`, in ms. */
function zoneOffsetMs(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of wall-clock `minutes` after midnight of `day` (`yyyy-MM-dd`) in `timeZone`. */
export function zonedInstant(day: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  // Two rounds settle the offset across a daylight-saving change.
  let instant = wall - zoneOffsetMs(timeZone, wall);
  instant = wall - zoneOffsetMs(timeZone, instant);
  return new Date(instant);
}

export interface PlanInput {
  day: string;
  startTime: string;
  stations: { lat: number; lon: number; radius: number; plannedTime: string; nextDay: boolean }[];
}

const stationMinutes = (station: { plannedTime: string; nextDay: boolean }) =>
  clockMinutes(station.plannedTime) + (station.nextDay ? 24 * 60 : 0);

/** The trip's time window: from its start time to its last planned time (absolute instants). */
export function tripWindow(trip: PlanInput, timeZone: string): { startsAt: Date; endsAt: Date } {
  const last = trip.stations[trip.stations.length - 1];
  return {
    startsAt: zonedInstant(trip.day, clockMinutes(trip.startTime), timeZone),
    endsAt: zonedInstant(trip.day, last ? stationMinutes(last) : clockMinutes(trip.startTime), timeZone),
  };
}

/** What the status engine needs, with every clock time made an instant in the fleet's zone. */
export function planOf(trip: PlanInput, timeZone: string): TripPlan {
  const { startsAt, endsAt } = tripWindow(trip, timeZone);
  const dayEnd = zonedInstant(addDays(trip.day, 1), 0, timeZone);
  return {
    startAt: startsAt,
    windowStart: zonedInstant(trip.day, 0, timeZone),
    dayEnd: endsAt > dayEnd ? endsAt : dayEnd,
    stations: trip.stations.map((station) => ({
      lat: station.lat,
      lon: station.lon,
      radius: station.radius,
      plannedAt: zonedInstant(trip.day, stationMinutes(station), timeZone),
    })),
  };
}
