import { z } from '../validation';
import { dateStringSchema, envelope, listQuerySchema, paginated, rowActionSchema } from '../common';

/** An itinerary's status (docs/api.md#itineraries); computed on the server from the vehicle's positions. */
export const TRIP_STATUSES = ['running', 'planned', 'finished', 'late', 'skipped'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** A station on the timeline: not reached yet, inside its radius, left, or passed without a visit. */
export const STATION_STATUSES = ['pending', 'arrived', 'departed', 'skipped'] as const;
export type StationStatus = (typeof STATION_STATUSES)[number];

export const DEFAULT_STATION_RADIUS_M = 150;
export const MIN_STATION_RADIUS_M = 20;
export const MAX_STATION_RADIUS_M = 5_000;
export const MAX_STATIONS = 50;
/** How far ahead "duplicate to other days" may reach in one call. */
export const MAX_DUPLICATE_DAYS = 31;

/** `HH:mm`, 00:00–23:59. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' });

/** Minutes after midnight of `HH:mm`. */
export function clockMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export const stationInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  planned_time: clockTimeSchema,
  /** True when the route crossed midnight before this station: its time is on the day after `day`. */
  next_day: z.boolean().default(false),
  radius: z
    .number()
    .int()
    .min(MIN_STATION_RADIUS_M)
    .max(MAX_STATION_RADIUS_M)
    .default(DEFAULT_STATION_RADIUS_M),
});
export type StationInput = z.input<typeof stationInputSchema>;

/** Minutes after midnight of the trip's day (past 1440 on the next day). */
const stationMinutes = (station: { planned_time: string; next_day?: boolean }) =>
  clockMinutes(station.planned_time) + (station.next_day ? 24 * 60 : 0);

type StationsLike = { start_time?: unknown; stations?: unknown };

/**
 * Stations in time order, the first not before the start time. A route that crosses midnight says so with
 * `next_day` on the stations after midnight (once set, it stays set).
 */
export function stationOrderIssues(values: StationsLike): { path: (string | number)[]; message: string }[] {
  if (typeof values.start_time !== 'string' || !Array.isArray(values.stations)) return [];
  const stations = values.stations as { planned_time?: unknown; next_day?: unknown }[];
  const issues: { path: (string | number)[]; message: string }[] = [];
  let previous = /^\d\d:\d\d$/.test(values.start_time) ? clockMinutes(values.start_time) : null;
  let crossed = false;
  stations.forEach((station, index) => {
    if (typeof station.planned_time !== 'string' || !/^\d\d:\d\d$/.test(station.planned_time)) return;
    const nextDay = station.next_day === true;
    if (crossed && !nextDay) {
      issues.push({ path: ['stations', index, 'next_day'], message: 'validation.stations_next_day' });
      return;
    }
    crossed ||= nextDay;
    const minutes = stationMinutes({ planned_time: station.planned_time, next_day: nextDay });
    if (previous !== null && minutes < previous) {
      issues.push({
        path: ['stations', index, 'planned_time'],
        message: index === 0 ? 'validation.station_before_start' : 'validation.stations_order',
      });
    }
    previous = minutes;
  });
  return issues;
}

export const tripInputSchema = z
  .object({
    name: z.string().trim().min(2).max(100),
    day: dateStringSchema,
    start_time: clockTimeSchema,
    driver_id: z.number().int().positive(),
    vehicle_id: z.number().int().positive(),
    stations: z.array(stationInputSchema).min(2).max(MAX_STATIONS),
  })
  .superRefine((values, context) => {
    for (const issue of stationOrderIssues(values)) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: values });
    }
  });
export type TripInput = z.input<typeof tripInputSchema>;
export type TripValues = z.output<typeof tripInputSchema>;

export const duplicateTripSchema = z.object({
  days: z.array(dateStringSchema).min(1).max(MAX_DUPLICATE_DAYS),
});
export type DuplicateTripInput = z.input<typeof duplicateTripSchema>;

export const timelineEntrySchema = z.object({
  name: z.string(),
  planned_time: z.string(),
  next_day: z.boolean(),
  /** ISO date-times, null until it happened. */
  arrived_at: z.string().nullable(),
  departed_at: z.string().nullable(),
  /** Minutes behind plan (negative: early): at arrival, or so far for the next station once overdue. */
  delay_minutes: z.number().int().nullable(),
  status: z.enum(STATION_STATUSES),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const stationSchema = z.object({
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  planned_time: z.string(),
  next_day: z.boolean(),
  radius: z.number().int(),
});
export type Station = z.infer<typeof stationSchema>;

const refSchema = z.object({ id: z.number().int(), name: z.string() });

export const tripSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  day: z.string(),
  start_time: z.string(),
  driver_id: z.number().int(),
  vehicle_id: z.number().int(),
  driver: refSchema,
  vehicle: refSchema.extend({ plate_number: z.string() }),
  stations: z.array(stationSchema),
  status: z.enum(TRIP_STATUSES),
  /** Index into `stations` of the station the vehicle heads for; null once finished or skipped. */
  next_station: z.number().int().nullable(),
  timeline: z.array(timelineEntrySchema),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  actions: z.array(rowActionSchema),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripListQuerySchema = listQuerySchema(z.enum(TRIP_STATUSES));
export type TripListQuery = z.input<typeof tripListQuerySchema>;
export const tripListResponseSchema = paginated(tripSchema);
export const tripResponseSchema = envelope(tripSchema);
export const duplicateResponseSchema = envelope(z.object({ ids: z.array(z.number().int()) }));

/** Who is taken on a day: for the form's driver and vehicle selects. */
export const availabilityQuerySchema = z.object({
  day: dateStringSchema,
  except_id: z.coerce.number().int().positive().optional(),
});
const busySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The itineraries that hold it that day: `HH:mm` windows. */
  busy: z.array(z.object({ trip_id: z.number().int(), name: z.string(), from: z.string(), to: z.string() })),
});
export const availabilityResponseSchema = envelope(
  z.object({
    drivers: z.array(busySchema),
    vehicles: z.array(busySchema.extend({ plate_number: z.string(), blocked: z.boolean() })),
  }),
);
export type Availability = z.infer<typeof availabilityResponseSchema>['data'];
