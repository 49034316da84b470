import { sql, type SQL } from 'drizzle-orm';
import type { EventSeverity, EventType } from '@fleet/shared/schemas/events';
import { type Database, rowsOf } from '../../db/client';
import type { StoredEvent } from '../events';

export interface InboxRow {
  id: number;
  event: StoredEvent;
  read_at: string | null;
  created_at: string;
}

export interface InboxFilters {
  unread?: boolean | undefined;
  severity?: EventSeverity | undefined;
  type?: EventType | undefined;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** One employee's notifications: their inbox and the language their emails are written in. */
export class InboxRepo {
  constructor(private readonly db: Database) {}

  /** Keeps the language the employee last used the dashboard in. */
  async rememberLanguage(employeeId: number, language: string): Promise<void> {
    await this.db.execute(sql`
        INSERT INTO notification_preferences (employee_id, language) VALUES (${employeeId}, ${language})
        ON CONFLICT (employee_id) DO UPDATE SET language = excluded.language, updated_at = now()
        WHERE notification_preferences.language <> excluded.language`);
  }

  /** A page of the inbox, newest first, with the filtered total and the unread count (the two read together). */
  async page(
    employeeId: number,
    filters: InboxFilters,
    page: number,
    perPage: number,
  ): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
    const conditions: SQL[] = [sql`n.employee_id = ${employeeId}`];
    if (filters.unread === true) conditions.push(sql`n.read_at IS NULL`);
    if (filters.unread === false) conditions.push(sql`n.read_at IS NOT NULL`);
    if (filters.severity) conditions.push(sql`n.event->>'severity' = ${filters.severity}`);
    if (filters.type) conditions.push(sql`n.event->>'type' = ${filters.type}`);
    const where = sql.join(conditions, sql` AND `);
    const [rows, counts] = await Promise.all([
      this.db.execute(sql`
          SELECT n.id::float8 AS id, n.event, ${iso('n.read_at')} AS read_at, ${iso('n.created_at')} AS created_at
          FROM notifications n WHERE ${where}
          ORDER BY n.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
      this.db.execute(sql`
          SELECT (SELECT count(*)::int FROM notifications n WHERE ${where}) AS total,
            (SELECT count(*)::int FROM notifications WHERE employee_id = ${employeeId} AND read_at IS NULL) AS unread`),
    ]);
    const { total, unread } = rowsOf<{ total: number; unread: number }>(counts)[0] ?? { total: 0, unread: 0 };
    return { rows: rowsOf<InboxRow>(rows), total, unread };
  }

  /** Marks the employee's unread notifications among `ids` (all with null) read; how many it marked. */
  async markRead(employeeId: number, ids: readonly number[] | null): Promise<number> {
    const which = ids === null ? sql`true` : sql`id = ANY(${`{${ids.join(',')}}`}::bigint[])`;
    return rowsOf<{ id: number }>(
      await this.db.execute(sql`
          UPDATE notifications SET read_at = now()
          WHERE employee_id = ${employeeId} AND read_at IS NULL AND ${which}
          RETURNING id`),
    ).length;
  }

  async unreadCount(employeeId: number): Promise<number> {
    return (
      rowsOf<{ unread: number }>(
        await this.db.execute(
          sql`SELECT count(*)::int AS unread FROM notifications WHERE employee_id = ${employeeId} AND read_at IS NULL`,
        ),
      )[0]?.unread ?? 0
    );
  }
}
