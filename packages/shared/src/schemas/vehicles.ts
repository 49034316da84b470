import { fieldOf, z, messageKey } from '../validation';
import { dateStringSchema, envelope, listQuerySchema, paginated, rowActionSchema } from '../common';
import { VIN_LENGTH } from '../constants';
import { mediaSchema } from './media';
import { statusReasonSchema } from '../status-reason';

export const FUEL_TYPES = ['petrol', 'diesel', 'electric', 'hybrid', 'gas'] as const;
export const VEHICLE_CATEGORIES = [
  'car',
  'pickup',
  'van',
  'minibus',
  'bus',
  'truck',
  'motorcycle',
  'other',
] as const;
export const LIVE_STATUSES = ['moving', 'pause', 'exit', 'busy'] as const;
/** Registration (form) validity: expired, or expiring within REGISTRATION_WARNING_DAYS. */
export const REGISTRATION_STATES = ['valid', 'expiring', 'expired'] as const;
export const REGISTRATION_WARNING_DAYS = 30;
export const MIN_MANUFACTURE_YEAR = 1950;
export const MAX_VEHICLE_IMAGES = 10;

/** ISO 3779: VIN_LENGTH characters, digits and capital letters except I, O and Q. */
export const VIN_PATTERN = new RegExp(`^[A-HJ-NPR-Z0-9]{${VIN_LENGTH}}$`);
/** Tracker IMEI or phone-app identifier as devices send it. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const optionalCount = (max: number) =>
  z
    .number()
    .int()
    .min(0)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);

const manufactureYear = z
  .number()
  .int()
  .min(MIN_MANUFACTURE_YEAR)
  .superRefine((year, ctx) => {
    const max = new Date().getFullYear() + 1;
    if (year > max) ctx.addIssue({ code: 'custom', message: messageKey('validation.max_value', { max }) });
  });

const vin = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(VIN_PATTERN, { message: 'validation.vin' }));

/** Create and update body (PUT replaces the whole vehicle). */
export const vehicleInputSchema = z
  .object({
    name: z.string().trim().min(2).max(100),
    model: optionalText(60),
    tag: optionalText(50),
    manufacture_year: manufactureYear.nullish().transform((v) => v ?? null),
    plate_number: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .transform((value) => value.replace(/\s+/g, ' ').toUpperCase()),
    licence_plate_number: optionalText(30),
    vin: z
      .union([z.literal('').transform(() => null), vin])
      .nullish()
      .transform((v) => v ?? null),
    category: z.enum(VEHICLE_CATEGORIES),
    capacity: optionalCount(500),
    fuel_type: z.enum(FUEL_TYPES),
    meter_reading: optionalCount(10_000_000),
    /** km/h (docs/api.md#events: overspeed uses it before a geofence's or the fleet's limit). */
    speed_limit: z
      .number()
      .int()
      .min(1)
      .max(300)
      .nullish()
      .transform((v) => v ?? null),
    color: optionalText(30),
    form_number: optionalText(30),
    form_start_date: dateStringSchema.nullish().transform((v) => v ?? null),
    form_end_date: dateStringSchema.nullish().transform((v) => v ?? null),
    status: z.boolean().default(true),
    images: z.array(z.number().int().positive()).max(MAX_VEHICLE_IMAGES).default([]),
    device_id: z
      .string()
      .trim()
      .max(50)
      .regex(DEVICE_ID_PATTERN, { message: 'validation.device_id' })
      .or(z.literal(''))
      .nullish()
      .transform((v) => v || null),
    /**
     * The password GT06 command texts carry (docs/api.md#commands, docs/protocols/gt06.md#commands): write
     * only; empty or absent keeps the stored one (`123456` for a new vehicle).
     */
    device_password: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,20}$/, { message: 'validation.device_password' })
      .or(z.literal(''))
      .nullish()
      .transform((v) => v || null),
  })
  .refine((v) => !v.form_start_date || !v.form_end_date || v.form_start_date <= v.form_end_date, {
    message: 'validation.date_range',
    path: ['form_end_date'],
    // Check the range even when other fields fail, so the form shows every error at once.
    when: ({ value }) => {
      return (
        typeof fieldOf(value, 'form_start_date') === 'string' &&
        typeof fieldOf(value, 'form_end_date') === 'string'
      );
    },
  });
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleValues = z.output<typeof vehicleInputSchema>;

export const lastPositionSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  speed: z.number().nullable(),
  course: z.number().nullable(),
  fix_time: z.string(),
});

/**
 * What the vehicle's device said last (docs/api.md#devices): its latest stored position's times, whether it had a
 * GNSS fix, and every attribute the decoder kept (docs/protocols/README.md#attribute-names-the-rest-of-the-server-reads).
 */
export const lastReportSchema = z.object({
  /** When the server received it. */
  server_time: z.string(),
  /** When the device took the fix. */
  fix_time: z.string(),
  valid: z.boolean(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type LastReport = z.infer<typeof lastReportSchema>;

export const vehicleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string().nullable(),
  tag: z.string().nullable(),
  manufacture_year: z.number().int().nullable(),
  plate_number: z.string(),
  licence_plate_number: z.string().nullable(),
  vin: z.string().nullable(),
  category: z.enum(VEHICLE_CATEGORIES),
  capacity: z.number().int().nullable(),
  fuel_type: z.enum(FUEL_TYPES),
  meter_reading: z.number().int().nullable(),
  speed_limit: z.number().int().nullable(),
  color: z.string().nullable(),
  form_number: z.string().nullable(),
  form_start_date: z.string().nullable(),
  form_end_date: z.string().nullable(),
  /** Derived from `form_end_date` in the fleet's time zone; null when there is no end date. */
  registration_status: z.enum(REGISTRATION_STATES).nullable(),
  status: z.boolean(),
  /** Why it is blocked, in the request's language (a user's reason as typed). */
  blocked_reason: z.string().nullable(),
  /** Set when the examinations blocked it: the reason as a key, for a client translating it itself. */
  blocked_reason_code: statusReasonSchema.nullable(),
  images: z.array(mediaSchema),
  device_id: z.string().nullable(),
  /** The protocol its device last reported with (`osmand`, `jt808`, ...); null until it has reported. */
  device_protocol: z.string().nullable(),
  live_status: z.enum(LIVE_STATUSES).nullable(),
  last_position: lastPositionSchema.nullable(),
  /** One vehicle's answer only (not the list): its device's latest stored report; null when none. */
  last_report: lastReportSchema.nullable().optional(),
  /** docs/api.md#maintenance: the odometer (device's own, else `meter_reading` plus GPS distance), km. */
  odometer_km: z.number().optional(),
  engine_hours: z.number().optional(),
  /** The worst status of the vehicle's service programmes. */
  maintenance_status: z.enum(['ok', 'due_soon', 'overdue']).optional(),
  created_at: z.string(),
  updated_at: z.string(),
  actions: z.array(rowActionSchema),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleListQuerySchema = listQuerySchema(
  z.enum(['true', 'false']).transform((v) => v === 'true'),
).and(
  z.object({
    registration: z.enum(['expired', 'expiring']).optional(),
    maintenance: z.enum(['due_soon', 'overdue']).optional(),
  }),
);
export type VehicleListQuery = z.input<typeof vehicleListQuerySchema>;
export const vehicleListResponseSchema = paginated(vehicleSchema);
export const vehicleResponseSchema = envelope(vehicleSchema);

export const blockVehicleInputSchema = z.object({ reason: optionalText(200) });

/** One entry of a vehicle's block/activate history: a user's action, or an examination's critical fault. */
export const vehicleStatusChangeSchema = z.object({
  id: z.number().int(),
  /** The status it was set to: false = blocked. */
  status: z.boolean(),
  reason: z.string().nullable(),
  reason_code: statusReasonSchema.nullable(),
  source: z.enum(['manual', 'examination']),
  employee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  examination_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type VehicleStatusChange = z.infer<typeof vehicleStatusChangeSchema>;
export const vehicleStatusHistoryResponseSchema = envelope(z.array(vehicleStatusChangeSchema));

export const IMPORT_MODES = ['preview', 'all', 'valid_only'] as const;
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
export const IMPORT_MIME_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
] as const;

/** Columns of the import template and of the export, in order; headers translated per language. */
export const VEHICLE_SHEET_COLUMNS = [
  'name',
  'model',
  'tag',
  'manufacture_year',
  'plate_number',
  'licence_plate_number',
  'vin',
  'category',
  'capacity',
  'fuel_type',
  'meter_reading',
  'color',
  'form_number',
  'form_start_date',
  'form_end_date',
  'status',
  'device_id',
] as const;

export const importResultSchema = z.object({
  mode: z.enum(IMPORT_MODES),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.array(z.object({ row: z.number().int(), errors: z.record(z.string(), z.array(z.string())) })),
  /** In preview mode: the rows that would be created (sheet row number and values). */
  preview: z.array(z.object({ row: z.number().int(), values: z.record(z.string(), z.unknown()) })),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export const importResponseSchema = envelope(importResultSchema);
