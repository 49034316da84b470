import { z } from '../validation';
import { dateStringSchema, idSchema, paginated } from '../common';
import { eventSchema } from './events';

/** docs/api.md#reports: at most this many days per report. */
export const MAX_REPORT_DAYS = 366;
export const REPORT_KINDS = ['summary', 'trips', 'stops', 'events', 'itineraries', 'inspections'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** The reports page's tabs: the fleet's reports, driving behaviour, and the sensors' fuel and temperature. */
export const PAGE_REPORT_KINDS = [...REPORT_KINDS, 'driving', 'fuel', 'temperature'] as const;
export type PageReportKind = (typeof PAGE_REPORT_KINDS)[number];

const instant = z.iso.datetime({ offset: true });

const idList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[0-9]{1,9}$/)
          .transform(Number),
      )
      .max(5000),
  );

/** A report's query before its checks (a report with its own `group` extends it). */
export const reportQueryObject = z.object({
  vehicle_ids: idList.optional(),
  from: instant.optional(),
  to: instant.optional(),
  start_date: dateStringSchema.optional(),
  end_date: dateStringSchema.optional(),
  group: z.enum(['vehicle', 'day']).default('vehicle'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(50),
  format: z.enum(['xlsx', 'csv']).optional(),
});

/** The checks of every report's query: its period does not end before it starts. */
export function withPeriodChecks<
  T extends z.ZodType<{ start_date?: string; end_date?: string; from?: string; to?: string }>,
>(schema: T) {
  return schema
    .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
      message: 'validation.date_range',
      path: ['end_date'],
    })
    .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
      message: 'validation.date_range',
      path: ['to'],
    });
}

export const reportQuerySchema = withPeriodChecks(reportQueryObject);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const vehicleRef = z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() });
const ref = z.object({ id: z.number().int(), name: z.string() });

export const summaryRowSchema = z.object({
  vehicle: vehicleRef,
  day: z.string().optional(),
  distance_km: z.number(),
  driving_seconds: z.number(),
  idle_seconds: z.number(),
  stopped_seconds: z.number(),
  max_speed: z.number(),
  avg_speed: z.number(),
  trips: z.number().int(),
  stops: z.number().int(),
  overspeed_events: z.number().int(),
  odometer_start_km: z.number().nullable(),
  odometer_end_km: z.number().nullable(),
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;

export const tripRowSchema = z.object({
  vehicle: vehicleRef,
  driver: ref.nullable(),
  start_time: z.string(),
  end_time: z.string(),
  start_lat: z.number(),
  start_lon: z.number(),
  end_lat: z.number(),
  end_lon: z.number(),
  /** The geofences the trip starts and ends in, when any ("Depot"). */
  start_place: ref.nullable(),
  end_place: ref.nullable(),
  distance_km: z.number(),
  duration_seconds: z.number(),
  max_speed: z.number(),
  avg_speed: z.number(),
});
export type TripRow = z.infer<typeof tripRowSchema>;

export const stopRowSchema = z.object({
  vehicle: vehicleRef,
  start_time: z.string(),
  end_time: z.string(),
  lat: z.number(),
  lon: z.number(),
  place: ref.nullable(),
  duration_seconds: z.number(),
  engine_on_seconds: z.number(),
});
export type StopRow = z.infer<typeof stopRowSchema>;

export const itineraryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  day: z.string(),
  status: z.string(),
  vehicle: vehicleRef,
  driver: ref.nullable(),
  stations: z.number().int(),
  on_time_stations: z.number().int(),
  late_stations: z.number().int(),
  skipped_stations: z.number().int(),
  delay_minutes_avg: z.number().nullable(),
});
export type ItineraryRow = z.infer<typeof itineraryRowSchema>;

export const inspectionRowSchema = z.object({
  vehicle: vehicleRef,
  part: z.string(),
  /** The part's name in the request's language. */
  part_label: z.string(),
  faults: z.number().int(),
  critical: z.number().int(),
  fixed: z.number().int(),
  median_hours_to_fix: z.number().nullable(),
  repeats: z.number().int(),
  /** The latest examination with a fault of this part. */
  last_examination_id: z.number().int(),
});
export type InspectionRow = z.infer<typeof inspectionRowSchema>;

/** Totals over every row of the filter (for the cards above the table). */
export const reportTotalsSchema = z.record(z.string(), z.number().nullable());

function reportResponse<T extends z.ZodType>(row: T) {
  return paginated(row).extend({ totals: reportTotalsSchema });
}

export const summaryResponseSchema = reportResponse(summaryRowSchema);
export const tripsResponseSchema = reportResponse(tripRowSchema);
export const stopsResponseSchema = reportResponse(stopRowSchema);
export const eventsReportResponseSchema = reportResponse(eventSchema);
export const itinerariesResponseSchema = reportResponse(itineraryRowSchema);
export const inspectionsResponseSchema = reportResponse(inspectionRowSchema);

export const rebuildInputSchema = z.object({
  from: instant.optional(),
  start_date: dateStringSchema.optional(),
  vehicle_ids: z.array(idSchema).max(5000).optional(),
});
export const rebuildSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  status: z.enum(['running', 'finished', 'failed']),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ReportRebuild = z.infer<typeof rebuildSchema>;
