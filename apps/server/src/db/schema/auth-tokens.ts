import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from './people';

/** Opaque bearer tokens; only the sha256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Where and in what browser the session signed in (the profile's sessions list). */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('auth_tokens_employee_id_idx').on(table.employeeId)],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;
