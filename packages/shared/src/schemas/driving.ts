import { z } from '../validation';
import { envelope, idSchema, paginated } from '../common';
import { reportQueryObject, reportTotalsSchema, withPeriodChecks } from './reports';

/** docs/api.md#reports: `GET /api/dashboard/reports/driving`. */
export const drivingQuerySchema = withPeriodChecks(
  reportQueryObject.extend({ group: z.enum(['driver', 'vehicle']).default('driver') }),
);
export type DrivingQuery = z.infer<typeof drivingQuerySchema>;

/**
 * Under this distance (km) over the period a score says nothing (a few minutes of driving: one harsh braking weighs
 * as much as on 100 km, and no event at all proves as little): the row's `scored` is false, its `score` is still
 * worked out but shown as "—", and it ranks after every scored row. The server README's score section says why 10.
 */
export const MIN_SCORED_KM = 10;

const vehicleRef = z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() });
const ref = z.object({ id: z.number().int(), name: z.string() });

/** One driver's or vehicle's driving over the period, with its score (0–100) and rank (1 = best). */
export const drivingRowSchema = z.object({
  /** `group=driver`: the driver, null for the trips no driver was identified on. */
  driver: ref.nullable().optional(),
  /** `group=vehicle`. */
  vehicle: vehicleRef.optional(),
  distance_km: z.number(),
  driving_seconds: z.number(),
  harsh_acceleration: z.number().int(),
  harsh_braking: z.number().int(),
  harsh_cornering: z.number().int(),
  overspeed_events: z.number().int(),
  overspeed_seconds: z.number(),
  idle_seconds: z.number(),
  score: z.number(),
  /** false: under `MIN_SCORED_KM` over the period, the score is not meaningful (ranked after the scored rows). */
  scored: z.boolean(),
  rank: z.number().int(),
});
export type DrivingRow = z.infer<typeof drivingRowSchema>;
export const drivingResponseSchema = paginated(drivingRowSchema).extend({ totals: reportTotalsSchema });

/** `GET /api/dashboard/reports/driving/weekly`: one driver's score week by week, the last `weeks` ending today. */
export const drivingWeeklyQuerySchema = z.object({
  driver_id: idSchema,
  weeks: z.coerce.number().int().min(1).max(26).default(8),
});
export const drivingWeekSchema = z.object({
  /** The week's first day (fleet time zone); weeks are the 7-day spans ending today. */
  week_start: z.string(),
  distance_km: z.number(),
  /** null: the driver neither drove nor had an event that week. */
  score: z.number().nullable(),
  /** false: under `MIN_SCORED_KM` that week, the score is not meaningful. */
  scored: z.boolean(),
});
export type DrivingWeek = z.infer<typeof drivingWeekSchema>;
export const drivingWeeklyResponseSchema = envelope(z.array(drivingWeekSchema));
