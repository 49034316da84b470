import { z } from '../validation';
import { envelope, idSchema, paginated } from '../common';
import { reportQueryObject, reportTotalsSchema, withPeriodChecks } from './reports';

/**
 * docs/api.md#sensors: fuel cards, the fuel report and the temperature report.
 * A card transaction matches the vehicle's detected refuel nearest to it within this long (either side).
 */
export const FUEL_MATCH_WINDOW_MS = 2 * 3_600_000;
/** A transaction is flagged when its litres exceed what the sensor saw by more than this share. */
export const FUEL_FLAG_SHARE = 0.1;
/** Columns of the fuel-card import (`plate_number` names the vehicle instead of `vehicle_id` in a sheet). */
export const FUEL_SHEET_COLUMNS = [
  'vehicle_id',
  'plate_number',
  'time',
  'litres',
  'cost',
  'station',
  'card',
] as const;
const MAX_LITRES = 100_000;

const instant = z.iso.datetime({ offset: true });
const optionalText = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => (value ? value : null));

export const fuelTransactionInputSchema = z.object({
  vehicle_id: z.coerce.number().int().positive(),
  time: instant,
  litres: z.number().positive().max(MAX_LITRES),
  cost: z
    .number()
    .min(0)
    .max(100_000_000)
    .nullish()
    .transform((value) => value ?? null),
  station: optionalText,
  card: optionalText,
});
export type FuelTransactionInput = z.infer<typeof fuelTransactionInputSchema>;

const vehicleRef = z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() });

export const fuelTransactionSchema = z.object({
  id: z.number().int(),
  vehicle: vehicleRef,
  time: z.string(),
  litres: z.number(),
  cost: z.number().nullable(),
  station: z.string().nullable(),
  card: z.string().nullable(),
  /** The matched `fuel_refuel` event (the nearest within 2 hours), null when none was detected. */
  refuel_event_id: z.number().int().nullable(),
  /** What the sensor saw at that refuel, litres. */
  detected_litres: z.number().nullable(),
  /** card − detected, null without a refuel. */
  difference_litres: z.number().nullable(),
  /** More than 10% above what the sensor saw, or no refuel seen. */
  flagged: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  actions: z.array(z.enum(['edit', 'delete'])),
});
export type FuelTransaction = z.infer<typeof fuelTransactionSchema>;
export const fuelTransactionResponseSchema = envelope(fuelTransactionSchema);

export const fuelTransactionListQuerySchema = withPeriodChecks(
  reportQueryObject
    .pick({ vehicle_ids: true, from: true, to: true, start_date: true, end_date: true })
    .extend({
      flagged: z.enum(['true', 'false']).optional(),
      page: z.coerce.number().int().min(1).default(1),
      per_page: z.coerce.number().int().min(1).max(100).default(20),
    }),
);
export type FuelTransactionListQuery = z.infer<typeof fuelTransactionListQuerySchema>;
export const fuelTransactionListResponseSchema = paginated(fuelTransactionSchema);
export const fuelTransactionIdParamsSchema = z.object({ id: idSchema });

/** `GET /api/dashboard/reports/fuel` */
export const fuelReportQuerySchema = withPeriodChecks(reportQueryObject);
export type FuelReportQuery = z.infer<typeof fuelReportQuerySchema>;

export const fuelRowSchema = z.object({
  vehicle: vehicleRef,
  /** `group=day`: the day (fleet time zone). */
  day: z.string().optional(),
  start_litres: z.number().nullable(),
  end_litres: z.number().nullable(),
  refuelled_litres: z.number(),
  refuels: z.number().int(),
  drained_litres: z.number(),
  drains: z.number().int(),
  /** Level sensors: start + refuelled − drained − end; `fuel_used` counters: their difference; never negative. */
  consumed_litres: z.number(),
  distance_km: z.number(),
  litres_per_100km: z.number().nullable(),
  card_litres: z.number(),
  /** Litres of flagged card transactions the sensor did not see (all of one with no refuel, else the excess). */
  card_unmatched_litres: z.number(),
});
export type FuelRow = z.infer<typeof fuelRowSchema>;
export const fuelReportResponseSchema = paginated(fuelRowSchema).extend({
  totals: reportTotalsSchema,
  /** The period's flagged card transactions. */
  flagged: z.array(fuelTransactionSchema),
});

/** `GET /api/dashboard/reports/temperature` */
export const temperatureReportQuerySchema = withPeriodChecks(reportQueryObject);
export const temperatureRowSchema = z.object({
  vehicle: vehicleRef,
  sensor: z.object({ id: z.number().int(), name: z.string() }),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Time-weighted average over the readings. */
  avg: z.number().nullable(),
  out_of_range_seconds: z.number(),
  excursions: z.number().int(),
});
export type TemperatureRow = z.infer<typeof temperatureRowSchema>;
export const temperatureReportResponseSchema = paginated(temperatureRowSchema).extend({
  totals: reportTotalsSchema,
});
