import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { roles } from './roles';
import { vehicles } from './vehicles';

// Employees, drivers and media files reference one another (a person's photo is a media row, and a media row
// records the employee or driver who uploaded it): they are declared in one file so the schema has no import loop.

/**
 * The dashboard users. Identity number and phone are required by the API but stay nullable here: an
 * administrator created from the command line or ADMIN_EMAIL has neither.
 */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    identityNumber: text('identity_number'),
    countryCode: text('country_code'),
    /** E.164. */
    phone: text('phone'),
    imageId: integer('image_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
    /** An employee who also drives is linked to that driver record. */
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** Interface language chosen on the profile (`ar`/`en`); null: the browser's. Mails use it. */
    language: text('language').$type<'ar' | 'en'>(),
    /** An administrator set a temporary password: the next sign-in must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** TOTP secret (base32); enrolment pending while `two_factor_enabled_at` is null. */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true, mode: 'date' }),
    /** sha256 of the unused recovery codes. */
    twoFactorRecoveryCodes: text('two_factor_recovery_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('employees_email_lower_unique').on(sql`lower(${table.email})`),
    index('employees_role_id_idx').on(table.roleId),
    uniqueIndex('employees_identity_number_unique').on(table.identityNumber),
    uniqueIndex('employees_driver_id_unique').on(table.driverId),
    index('employees_created_at_id_idx').on(table.createdAt, table.id),
  ],
);

export type EmployeeRow = typeof employees.$inferSelect;

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

/** An uploaded file; `path` is relative to `DATA_DIR/uploads` and is a random name, never the client's. */
export const media = pgTable('media', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  path: text('path').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name'),
  /**
   * An identity document (a driver's national id or licence): never given a signed URL, served only
   * with a Bearer token holding `show_drivers`.
   */
  private: boolean('private').notNull().default(false),
  uploadedBy: integer('uploaded_by').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
  /** Set for the driver app's uploads (inspection photos, signatures): a driver may attach only his own. */
  uploadedByDriver: integer('uploaded_by_driver').references((): AnyPgColumn => drivers.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type MediaRow = typeof media.$inferSelect;
