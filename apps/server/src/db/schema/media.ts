import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { drivers } from './drivers';
import { employees } from './employees';

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
