import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StatusReason } from '@fleet/shared/status-reason';
import { examinations } from './examinations';
import { vehicles } from './vehicles';
import { employees } from './people';

/**
 * A vehicle's block/activate history: who or what blocked or activated it, and why. `source` `manual` is a
 * user with `block_vehicles`/`active_vehicles`; `examination` is a critical fault blocking it or the last
 * critical fault fixed releasing it.
 */
export const vehicleStatusChanges = pgTable(
  'vehicle_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    status: boolean('status').notNull(),
    /** A user's reason as typed; an examination's is `reason_code`, translated when read. */
    reason: text('reason'),
    reasonCode: jsonb('reason_code').$type<StatusReason>(),
    source: text('source').$type<'manual' | 'examination'>().notNull(),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    examinationId: integer('examination_id').references(() => examinations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('vehicle_status_changes_vehicle_idx').on(table.vehicleId, table.createdAt)],
);
