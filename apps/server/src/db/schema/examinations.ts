import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ExaminationResult,
  ExaminationType,
  FixStatus,
  Severity,
} from '@fleet/shared/schemas/examinations';
import type { InspectionArea } from '@fleet/shared/inspection-items';
import { vehicles } from './vehicles';
import { drivers, employees, media } from './people';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A driver's inspection report. `result`, `fix_status`, `damaged_count`, `open_count`, `max_severity` and
 * `flagged` summarise its parts; they are rewritten in the same transaction as every change to the parts
 * (submission, fix, confirm, reopen), so the crash-log tabs and their counts are plain indexed filters.
 */
export const examinations = pgTable(
  'examinations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** Null once the driver is deleted: the report stays in the vehicle's file. */
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    /** Staff who recorded it from the dashboard for a driver (`create_examinations`); null when the driver did. */
    createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
    /** The driver app's id of its draft: a retried submission is stored once. */
    clientId: text('client_id'),
    type: text('type').$type<ExaminationType>().notNull(),
    address: text('address'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    startedAt: at('started_at').notNull(),
    submittedAt: at('submitted_at').notNull(),
    signatureId: integer('signature_id')
      .notNull()
      .references(() => media.id),
    signatureStatement: text('signature_statement').notNull(),
    notes: text('notes'),
    result: text('result').$type<ExaminationResult>().notNull(),
    fixStatus: text('fix_status').$type<FixStatus>(),
    damagedCount: integer('damaged_count').notNull().default(0),
    openCount: integer('open_count').notNull().default(0),
    maxSeverity: text('max_severity').$type<Severity>(),
    flagged: boolean('flagged').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('examinations_driver_client_id_unique').on(table.driverId, table.clientId),
    index('examinations_submitted_at_id_idx').on(table.submittedAt, table.id),
    index('examinations_vehicle_submitted_at_idx').on(table.vehicleId, table.submittedAt),
    index('examinations_driver_submitted_at_idx').on(table.driverId, table.submittedAt),
  ],
);
export type ExaminationRow = typeof examinations.$inferSelect;

/** One answered checklist item. Fix fields are set on damaged parts only. */
export const examinationParts = pgTable(
  'examination_parts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    examinationId: integer('examination_id')
      .notNull()
      .references(() => examinations.id, { onDelete: 'cascade' }),
    /** A key of the shared inspection-item catalogue, and its area when it was answered. */
    part: text('part').notNull(),
    area: text('area').$type<InspectionArea>().notNull(),
    position: integer('position').notNull(),
    checkStatus: text('check_status').$type<'checked' | 'not_checked'>().notNull(),
    condition: text('condition').$type<'ok' | 'damage'>(),
    severity: text('severity').$type<Severity>(),
    notes: text('notes'),
    /** Repeat defect: damaged on the same vehicle within the configured period before this report. */
    flagged: boolean('flagged').notNull().default(false),
    fixStatus: text('fix_status').$type<FixStatus>(),
    fixedBy: text('fixed_by'),
    fixNotes: text('fix_notes'),
    fixedAt: at('fixed_at'),
    acknowledgedBy: integer('acknowledged_by').references(() => employees.id, { onDelete: 'set null' }),
    confirmedAt: at('confirmed_at'),
    reopenedAt: at('reopened_at'),
    reopenNotes: text('reopen_notes'),
    /** The driver who confirmed or reopened the fix. */
    answeredBy: integer('answered_by').references(() => drivers.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('examination_parts_examination_part_unique').on(table.examinationId, table.part),
    index('examination_parts_damage_idx')
      .on(table.part, table.examinationId)
      .where(sql`${table.condition} = 'damage'`),
  ],
);
export type ExaminationPartRow = typeof examinationParts.$inferSelect;

/**
 * The photos of a report (`kind` `report`, no part), of a damaged part (`part`), and of a fix (`fix`: one row
 * per part the fix covered, so each part lists the photos of its own fix). A file belongs to one report.
 */
export const examinationMedia = pgTable(
  'examination_media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    examinationId: integer('examination_id')
      .notNull()
      .references(() => examinations.id, { onDelete: 'cascade' }),
    partId: integer('part_id').references(() => examinationParts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'report' | 'part' | 'fix'>().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('examination_media_examination_idx').on(table.examinationId),
    index('examination_media_media_idx').on(table.mediaId),
  ],
);

/** Opaque bearer tokens of the driver app; only their sha256 is stored. They open `/api/driver/*` only. */
export const driverTokens = pgTable(
  'driver_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('driver_tokens_driver_id_idx').on(table.driverId)],
);
