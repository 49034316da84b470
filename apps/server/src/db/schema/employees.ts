import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { drivers } from './drivers';
import { media } from './media';
import { roles } from './roles';

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
