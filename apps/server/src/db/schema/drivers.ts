import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { media } from './media';
import { vehicles } from './vehicles';

/**
 * Drivers of the fleet. A vehicle has at most one driver (`vehicle_id` unique; PostgreSQL lets several
 * rows hold null). `phone` is E.164 and unique, so the driver app's phone login is unambiguous.
 */
export const drivers = pgTable(
  'drivers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    identityNumber: text('identity_number').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    /** ISO 3166-1 alpha-2, lower-case. */
    nationality: text('nationality').notNull(),
    address: text('address'),
    licenceNumber: text('licence_number').notNull(),
    licenceExpiryDate: date('licence_expiry_date', { mode: 'string' }).notNull(),
    nationalIdImageId: integer('national_id_image_id').references(() => media.id, { onDelete: 'set null' }),
    licenceImageId: integer('licence_image_id').references(() => media.id, { onDelete: 'set null' }),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** argon2id, for the driver app; null = the driver cannot sign in. */
    passwordHash: text('password_hash'),
    /** iButton / RFID key id, upper case (docs/api.md#driver-keys). */
    keyId: text('key_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('drivers_identity_number_unique').on(table.identityNumber),
    uniqueIndex('drivers_phone_unique').on(table.phone),
    uniqueIndex('drivers_vehicle_id_unique').on(table.vehicleId),
    uniqueIndex('drivers_key_id_unique').on(table.keyId),
    index('drivers_created_at_id_idx').on(table.createdAt, table.id),
  ],
);

export type DriverRow = typeof drivers.$inferSelect;
