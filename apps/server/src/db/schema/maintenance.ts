import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MaintenanceStatus, WorkOrderLine, WorkOrderStatus } from '@fleet/shared/schemas/maintenance';
import { examinationParts } from './examinations';
import { vehicles } from './vehicles';
import { employees, media } from './people';

/**
 * Each vehicle's odometer and engine time as of its last processed fix (`fix_time`), kept by the maintenance
 * meters (modules/maintenance/meters.ts) from committed positions and saved once per batch; `state` holds what
 * the next fix needs (last point, ignition, the device odometer and its offset). After a restart the positions
 * after `fix_time` are replayed.
 */
export const vehicleMeters = pgTable('vehicle_meters', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  fixTime: timestamp('fix_time', { withTimezone: true, mode: 'date' }).notNull(),
  odometerKm: doublePrecision('odometer_km').notNull(),
  engineSeconds: doublePrecision('engine_seconds').notNull(),
  state: jsonb('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Service programmes (docs/api.md#maintenance): `vehicle_ids` and `categories` say which vehicles it covers. */
export const maintenanceProgrammes = pgTable('maintenance_programmes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  vehicleIds: integer('vehicle_ids').array().notNull().default([]),
  categories: text('categories').array().notNull().default([]),
  everyKm: integer('every_km'),
  everyHours: integer('every_hours'),
  everyMonths: integer('every_months'),
  warnKm: integer('warn_km'),
  warnHours: integer('warn_hours'),
  warnDays: integer('warn_days'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One row per vehicle × programme that covers it: where the current count started (`base_*`, restarted by a
 * completed work order, which also increments `cycle`), the last computed status, and whether this cycle's
 * `maintenance_due` / `maintenance_overdue` were raised (set in the transaction that raises them).
 */
export const maintenanceSchedules = pgTable(
  'maintenance_schedules',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => maintenanceProgrammes.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull().default(1),
    baseKm: doublePrecision('base_km').notNull(),
    baseSeconds: doublePrecision('base_seconds').notNull(),
    baseAt: timestamp('base_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<MaintenanceStatus>().notNull().default('ok'),
    dueRaised: boolean('due_raised').notNull().default(false),
    overdueRaised: boolean('overdue_raised').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'maintenance_schedules_pk', columns: [table.vehicleId, table.programmeId] }),
    index('maintenance_schedules_status_idx').on(table.status, table.vehicleId),
  ],
);

export const workOrders = pgTable(
  'work_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').$type<WorkOrderStatus>().notNull().default('open'),
    programmeId: integer('programme_id').references(() => maintenanceProgrammes.id, { onDelete: 'set null' }),
    vendor: text('vendor'),
    odometerKm: doublePrecision('odometer_km'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    lines: jsonb('lines').$type<WorkOrderLine[]>().notNull().default([]),
    totalCost: numeric('total_cost', { precision: 14, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull().default('SAR'),
    notes: text('notes'),
    fixedBy: text('fixed_by'),
    fixNotes: text('fix_notes'),
    completedBy: integer('completed_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('work_orders_vehicle_idx').on(table.vehicleId, table.createdAt),
    index('work_orders_created_idx').on(table.createdAt, table.id),
  ],
);

/** The damaged examination parts a work order repairs. */
export const workOrderParts = pgTable(
  'work_order_parts',
  {
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => examinationParts.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'work_order_parts_pk', columns: [table.workOrderId, table.partId] }),
    index('work_order_parts_part_idx').on(table.partId),
  ],
);

/** Photos of the work and of invoices. */
export const workOrderMedia = pgTable(
  'work_order_media',
  {
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ name: 'work_order_media_pk', columns: [table.workOrderId, table.mediaId] }),
    index('work_order_media_media_idx').on(table.mediaId),
  ],
);

export type ProgrammeRow = typeof maintenanceProgrammes.$inferSelect;
export type ScheduleRow = typeof maintenanceSchedules.$inferSelect;
export type WorkOrderRow = typeof workOrders.$inferSelect;
