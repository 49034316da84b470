import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type AuditActorType = 'employee' | 'driver' | 'device' | 'system' | 'api_key';
/** `{field: [old, new]}`; secrets and identity documents are stored as "[redacted]". */
export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * Who changed what (docs/api.md#accounts-and-audit). Written in the transaction of the change it records; the
 * API never updates or deletes a row (only retention, AUDIT_RETENTION_DAYS, does). The actor's name is kept
 * as it was, so a deleted employee's changes still say who made them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorType: text('actor_type').$type<AuditActorType>().notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    model: text('model').notNull(),
    recordId: text('record_id'),
    changes: jsonb('changes').$type<AuditChanges>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('audit_log_time_idx').on(table.time.desc(), table.id.desc()),
    index('audit_log_record_idx').on(table.model, table.recordId, table.time.desc()),
    index('audit_log_actor_idx').on(table.actorType, table.actorId, table.time.desc()),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
