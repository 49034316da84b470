import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StatusReason } from '@fleet/shared/status-reason';

/** A vehicle's image as the list reads it. */
export interface VehicleImageRef {
  id: number;
  mimeType: string;
}

export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    model: text('model'),
    tag: text('tag'),
    manufactureYear: integer('manufacture_year'),
    /** Stored upper-case with single spaces (the shared schema normalises it). */
    plateNumber: text('plate_number').notNull(),
    licencePlateNumber: text('licence_plate_number'),
    /** Stored upper-case. */
    vin: text('vin'),
    category: text('category').notNull(),
    capacity: integer('capacity'),
    fuelType: text('fuel_type').notNull(),
    meterReading: integer('meter_reading'),
    /** km/h; overspeed uses it before a geofence's or the fleet's limit. */
    speedLimit: integer('speed_limit'),
    color: text('color'),
    formNumber: text('form_number'),
    formStartDate: date('form_start_date', { mode: 'string' }),
    formEndDate: date('form_end_date', { mode: 'string' }),
    status: boolean('status').notNull().default(true),
    /** A user's reason as typed; null when `blocked_reason_code` says it. */
    blockedReason: text('blocked_reason'),
    /** The examinations' reason as a key and values, translated when read. */
    blockedReasonCode: jsonb('blocked_reason_code').$type<StatusReason>(),
    /**
     * Who holds the block: `manual` (a user) or `examination` (open critical faults). Only an `examination`
     * block is lifted automatically, when the last critical fault is fixed; a user's block never is.
     */
    blockSource: text('block_source').$type<'manual' | 'examination'>(),
    deviceId: text('device_id'),
    /** GT06 command texts carry it (docs/api.md#commands); write only. */
    devicePassword: text('device_password').notNull().default('123456'),
    /** The protocol the device last reported with: `osmand`, `teltonika`, `gt06` (null: never reported). */
    deviceProtocol: text('device_protocol'),
    /**
     * The gallery in display order as `{id, mimeType}` (a copy of vehicle_images with each file's type), kept by
     * triggers on vehicle_images (migration 0007): the list reads it with the row instead of a subquery per
     * vehicle, which cost more than the rest of a page. Written by the database only.
     */
    imageRefs: jsonb('image_refs').$type<VehicleImageRef[]>().notNull().default([]),
    /**
     * What the list search looks in: name, plate, VIN, model and device id, lower-cased and joined by a
     * unit separator (so a term cannot match across two columns). Stored, so a search neither joins nor
     * lowers five columns per row it reads; the trigram index covers it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || chr(31) || plate_number || chr(31) || coalesce(vin, '') || chr(31) || coalesce(model, '') || chr(31) || coalesce(device_id, ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vehicles_plate_number_upper_unique').on(sql`upper(${table.plateNumber})`),
    uniqueIndex('vehicles_vin_upper_unique').on(sql`upper(${table.vin})`),
    uniqueIndex('vehicles_device_id_lower_unique').on(sql`lower(${table.deviceId})`),
    // The list's order (newest first, id as tie-break; scanned backwards), so a page is an index scan.
    index('vehicles_created_at_id_idx').on(table.createdAt, table.id),
    // Select options come by name (id as tie-break): the first matches without sorting the fleet.
    index('vehicles_name_id_idx').on(table.name, table.id),
    index('vehicles_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export type VehicleRow = typeof vehicles.$inferSelect;
