import { z } from '../validation';
import { envelope, listQuerySchema, paginated, rowActionSchema } from '../common';
import { VEHICLE_CATEGORIES } from './vehicles';

/** docs/api.md#maintenance. */
export const MAINTENANCE_STATUSES = ['ok', 'due_soon', 'overdue'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
export const WORK_ORDER_STATUSES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export const WORK_ORDER_LINE_KINDS = ['part', 'labour', 'other'] as const;
export const DEFAULT_CURRENCY = 'SAR';
export const MAX_PROGRAMME_VEHICLES = 1_000;
export const MAX_WORK_ORDER_LINES = 100;
export const MAX_WORK_ORDER_IMAGES = 20;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const optionalInterval = (max: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);

const optionalWarn = (max: number) =>
  z
    .number()
    .int()
    .min(0)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);

export const programmeInputSchema = z
  .object({
    name: z.string().trim().min(2).max(100),
    vehicle_ids: z.array(z.number().int().positive()).max(MAX_PROGRAMME_VEHICLES).default([]),
    categories: z.array(z.enum(VEHICLE_CATEGORIES)).default([]),
    every_km: optionalInterval(1_000_000),
    every_hours: optionalInterval(100_000),
    every_months: optionalInterval(120),
    warn_km: optionalWarn(1_000_000),
    warn_hours: optionalWarn(100_000),
    warn_days: optionalWarn(3_650),
  })
  .superRefine((values, context) => {
    if (values.every_km === null && values.every_hours === null && values.every_months === null) {
      context.addIssue({ code: 'custom', path: ['every_km'], message: 'validation.maintenance_interval' });
    }
    if (values.vehicle_ids.length === 0 && values.categories.length === 0) {
      context.addIssue({ code: 'custom', path: ['vehicle_ids'], message: 'validation.maintenance_vehicles' });
    }
    const pairs = [
      ['warn_km', 'every_km'],
      ['warn_hours', 'every_hours'],
    ] as const;
    for (const [warn, every] of pairs) {
      const w = values[warn];
      const e = values[every];
      if (w !== null && e !== null && w >= e) {
        context.addIssue({ code: 'custom', path: [warn], message: 'validation.maintenance_warn' });
      }
    }
    // Days ahead against months: the interval's shortest length (28 days a month) bounds the warning.
    if (
      values.warn_days !== null &&
      values.every_months !== null &&
      values.warn_days >= values.every_months * 28
    ) {
      context.addIssue({ code: 'custom', path: ['warn_days'], message: 'validation.maintenance_warn' });
    }
  });
export type ProgrammeInput = z.input<typeof programmeInputSchema>;
export type ProgrammeValues = z.output<typeof programmeInputSchema>;

const vehicleRef = z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() });

export const programmeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vehicle_ids: z.array(z.number().int()),
  vehicles: z.array(vehicleRef),
  categories: z.array(z.enum(VEHICLE_CATEGORIES)),
  every_km: z.number().int().nullable(),
  every_hours: z.number().int().nullable(),
  every_months: z.number().int().nullable(),
  warn_km: z.number().int().nullable(),
  warn_hours: z.number().int().nullable(),
  warn_days: z.number().int().nullable(),
  /** Vehicles it covers now, and how many of them are due soon / overdue. */
  vehicles_count: z.number().int(),
  due_soon_count: z.number().int(),
  overdue_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  actions: z.array(rowActionSchema),
});
export type Programme = z.infer<typeof programmeSchema>;
export const programmeListQuerySchema = listQuerySchema(z.never());
export const programmeListResponseSchema = paginated(programmeSchema);
export const programmeResponseSchema = envelope(programmeSchema);

/** A vehicle × programme's next due point. */
export const dueItemSchema = z.object({
  vehicle: vehicleRef,
  programme: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(MAINTENANCE_STATUSES),
  odometer_km: z.number(),
  engine_hours: z.number(),
  /** Null for an interval the programme does not have. */
  due_km: z.number().nullable(),
  due_hours: z.number().nullable(),
  due_on: z.string().nullable(),
  /** How far through its interval (1 = due now; above 1 overdue): the Due list's order. */
  progress: z.number(),
  since: z.string(),
  /** An open or in-progress work order for it, if any. */
  work_order_id: z.number().int().nullable(),
});
export type DueItem = z.infer<typeof dueItemSchema>;
export const dueQuerySchema = z.object({
  status: z.enum(['due_soon', 'overdue', 'all']).optional(),
  vehicle_id: z.coerce.number().int().positive().optional(),
  programme_id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
export const dueListResponseSchema = paginated(dueItemSchema);

export const workOrderLineSchema = z.object({
  kind: z.enum(WORK_ORDER_LINE_KINDS),
  description: z.string().trim().min(1).max(200),
  quantity: z.number().positive().max(1_000_000),
  unit_cost: z.number().min(0).max(100_000_000),
});
export type WorkOrderLine = z.infer<typeof workOrderLineSchema>;

const optionalDateTime = z.iso
  .datetime({ offset: true })
  .nullish()
  .transform((v) => v ?? null);

export const workOrderInputSchema = z.object({
  vehicle_id: z.number().int().positive(),
  title: z.string().trim().min(2).max(150),
  /** `completed` only through the complete call. */
  status: z.enum(['open', 'in_progress', 'cancelled']).default('open'),
  programme_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  examination_part_ids: z.array(z.number().int().positive()).max(100).default([]),
  vendor: optionalText(150),
  odometer_km: z
    .number()
    .min(0)
    .max(10_000_000)
    .nullish()
    .transform((v) => v ?? null),
  started_at: optionalDateTime,
  lines: z.array(workOrderLineSchema).max(MAX_WORK_ORDER_LINES).default([]),
  notes: optionalText(2000),
  images: z.array(z.number().int().positive()).max(MAX_WORK_ORDER_IMAGES).default([]),
});
export type WorkOrderInput = z.input<typeof workOrderInputSchema>;
export type WorkOrderValues = z.output<typeof workOrderInputSchema>;

export const completeWorkOrderSchema = z.object({
  acknowledgement: z.literal(true, { message: 'validation.acknowledgement' }),
  fixed_by: z.string().trim().min(2).max(150),
  fix_notes: optionalText(2000),
  completed_at: optionalDateTime,
});
export type CompleteWorkOrderInput = z.input<typeof completeWorkOrderSchema>;

const mediaRef = z.object({ id: z.number().int(), url: z.string(), mime_type: z.string() });

export const workOrderSchema = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  vehicle: vehicleRef,
  title: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  programme_id: z.number().int().nullable(),
  programme: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  examination_part_ids: z.array(z.number().int()),
  /** The linked damaged parts, with their examination and fix state. */
  parts: z.array(
    z.object({
      id: z.number().int(),
      examination_id: z.number().int(),
      part: z.string(),
      label: z.string(),
      severity: z.string().nullable(),
      fix_status: z.string(),
    }),
  ),
  vendor: z.string().nullable(),
  odometer_km: z.number().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  lines: z.array(workOrderLineSchema.extend({ total: z.number() })),
  total_cost: z.number(),
  currency: z.string(),
  notes: z.string().nullable(),
  fixed_by: z.string().nullable(),
  fix_notes: z.string().nullable(),
  completed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  images: z.array(mediaRef),
  created_at: z.string(),
  updated_at: z.string(),
  actions: z.array(rowActionSchema),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;
export const workOrderListQuerySchema = listQuerySchema(z.enum(WORK_ORDER_STATUSES)).and(
  z.object({ vehicle_id: z.coerce.number().int().positive().optional() }),
);
export type WorkOrderListQuery = z.output<typeof workOrderListQuerySchema>;
export const workOrderListResponseSchema = paginated(workOrderSchema);
export const workOrderResponseSchema = envelope(workOrderSchema);

export const metersInputSchema = z
  .object({
    odometer_km: z.number().min(0).max(10_000_000).optional(),
    engine_hours: z.number().min(0).max(1_000_000).optional(),
  })
  .refine((v) => v.odometer_km !== undefined || v.engine_hours !== undefined, {
    message: 'validation.maintenance_meter',
    path: ['odometer_km'],
  });
export const metersSchema = z.object({
  odometer_km: z.number(),
  engine_hours: z.number(),
  /** Whether the odometer follows the device's own (else the manual reading plus GPS distance). */
  device_odometer: z.boolean(),
});
export const metersResponseSchema = envelope(metersSchema);

export const maintenanceSettingsSchema = z.object({
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, { message: 'validation.currency' }),
});
export const maintenanceSettingsResponseSchema = envelope(maintenanceSettingsSchema);

export const vehicleMaintenanceSchema = z.object({
  meters: metersSchema,
  status: z.enum(MAINTENANCE_STATUSES),
  due: z.array(dueItemSchema),
  work_orders: z.array(workOrderSchema),
  currency: z.string(),
  cost_total: z.number(),
  cost_by_month: z.array(z.object({ month: z.string(), total: z.number(), count: z.number().int() })),
});
export type VehicleMaintenance = z.infer<typeof vehicleMaintenanceSchema>;
export const vehicleMaintenanceResponseSchema = envelope(vehicleMaintenanceSchema);
