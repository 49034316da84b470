import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './people';

/**
 * Notification rules (docs/api.md#notifications). Empty `vehicle_ids` / `geofence_ids` / `event_types` mean all.
 * `webhook_secret` is never read back by the API.
 */
export const notificationRules = pgTable(
  'notification_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    eventTypes: text('event_types').array().notNull().default([]),
    vehicleIds: integer('vehicle_ids').array().notNull().default([]),
    geofenceIds: integer('geofence_ids').array().notNull().default([]),
    employeeIds: integer('employee_ids').array().notNull().default([]),
    roleIds: integer('role_ids').array().notNull().default([]),
    channels: text('channels').array().notNull().default([]),
    webhookUrl: text('webhook_url'),
    webhookSecret: text('webhook_secret'),
    status: boolean('status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('notification_rules_created_idx').on(table.createdAt, table.id)],
);
export type NotificationRuleRow = typeof notificationRules.$inferSelect;

/**
 * The web inbox: one row per event and employee (two rules naming the same person notify once), written in the
 * event's transaction. `event` is the stored event as it was raised (an event outlives what it names).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    ruleId: integer('rule_id'),
    vehicleId: integer('vehicle_id').notNull(),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_event_employee_unique').on(table.eventId, table.employeeId),
    index('notifications_employee_idx').on(table.employeeId, table.id),
    index('notifications_unread_idx')
      .on(table.employeeId)
      .where(sql`${table.readAt} IS NULL`),
  ],
);

/**
 * The outbox of email, webhook and broker deliveries, written in the event's transaction and sent after
 * commit by the dispatcher (any instance; a claim is a lease in `claimed_until`). `id` is the delivery id a
 * webhook receiver sees on every attempt. `recipient`: the employee id for email, '' otherwise. `rule_id` is
 * null for broker forwarding (which follows no rule).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    ruleId: integer('rule_id').references(() => notificationRules.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull().default(''),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    digest: boolean('digest').notNull().default(false),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_deliveries_key').on(
      table.eventId,
      sql`(coalesce(${table.ruleId}, 0))`,
      table.channel,
      table.recipient,
    ),
    index('notification_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('notification_deliveries_rule_idx').on(table.ruleId, table.createdAt),
    index('notification_deliveries_sent_idx')
      .on(table.recipient, table.sentAt)
      .where(sql`${table.channel} = 'email'`),
  ],
);
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;

/** The language an employee last used the dashboard in: their emails are written in it unless the profile names one. */
export const notificationPreferences = pgTable('notification_preferences', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  language: text('language').$type<'ar' | 'en'>().notNull().default('ar'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
