import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { GeofenceGeometry, GeofenceType } from '@fleet/shared/schemas/geofences';

/**
 * Geofences (docs/api.md#geofences). `vehicle_ids` empty means every vehicle; ids of deleted vehicles are dropped
 * when read (no foreign key on an array). `min_lon`…`max_lat` is the shape's bounding box in degrees, grown by
 * the radius or half width, kept so the engine's spatial index is built without parsing geometry twice.
 */
export const geofences = pgTable(
  'geofences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: text('type').$type<GeofenceType>().notNull(),
    geometry: jsonb('geometry').$type<GeofenceGeometry>().notNull(),
    radius: integer('radius'),
    width: integer('width'),
    color: text('color').notNull(),
    speedLimit: integer('speed_limit'),
    vehicleIds: integer('vehicle_ids').array().notNull().default([]),
    status: boolean('status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('geofences_created_idx').on(table.createdAt, table.id)],
);

export type GeofenceRow = typeof geofences.$inferSelect;
