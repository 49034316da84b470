import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@fleet/shared/common';
import {
  markReadInputSchema,
  markReadResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
} from '@fleet/shared/schemas/notifications';
import { pageMeta } from '../../db/sql';
import { requireSession } from '../../core/session';
import { type StoredEvent, toFleetEvent } from '../events';
import { mayHearAbout } from './visibility';
import { rowsOf } from '../../db/client';

const tags = ['notifications'];

interface InboxRow {
  id: number;
  event: StoredEvent;
  read_at: string | null;
  created_at: string;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The signed-in employee's own inbox: every signed-in user has one (what reaches it follows the rules). */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          "The signed-in user's notifications, newest first; `unread`, `severity`, `type` filter; `meta.unread` counts the unread",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, 401: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const employeeId = session.employee.id;
      const q = request.query;
      // Emails follow the language the person last used the dashboard in.
      await app.db.execute(sql`
        INSERT INTO notification_preferences (employee_id, language) VALUES (${employeeId}, ${request.lang})
        ON CONFLICT (employee_id) DO UPDATE SET language = excluded.language, updated_at = now()
        WHERE notification_preferences.language <> excluded.language`);
      // A person who may no longer see vehicles' events (their role changed) sees none of these either.
      if (!mayHearAbout(session.role.permissions, 0)) {
        return { data: [], meta: { ...pageMeta(0, q.page, q.per_page), unread: 0 } };
      }
      const conditions: SQL[] = [sql`n.employee_id = ${employeeId}`];
      if (q.unread === true) conditions.push(sql`n.read_at IS NULL`);
      if (q.unread === false) conditions.push(sql`n.read_at IS NOT NULL`);
      if (q.severity) conditions.push(sql`n.event->>'severity' = ${q.severity}`);
      if (q.type) conditions.push(sql`n.event->>'type' = ${q.type}`);
      const where = sql.join(conditions, sql` AND `);
      const [rows, counts] = await Promise.all([
        app.db.execute(sql`
          SELECT n.id::float8 AS id, n.event, ${iso('n.read_at')} AS read_at, ${iso('n.created_at')} AS created_at
          FROM notifications n WHERE ${where}
          ORDER BY n.id DESC LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`),
        app.db.execute(sql`
          SELECT (SELECT count(*)::int FROM notifications n WHERE ${where}) AS total,
            (SELECT count(*)::int FROM notifications WHERE employee_id = ${employeeId} AND read_at IS NULL) AS unread`),
      ]);
      const { total, unread } = rowsOf<{ total: number; unread: number }>(counts)[0] ?? {
        total: 0,
        unread: 0,
      };
      return {
        data: rowsOf<InboxRow>(rows).map((row) => ({
          id: Number(row.id),
          event: toFleetEvent(row.event, request.lang),
          read_at: row.read_at,
          created_at: row.created_at,
        })),
        meta: { ...pageMeta(total, q.page, q.per_page), unread },
      };
    },
  );

  app.post(
    '/dashboard/notifications/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Marks the given notifications (`ids`) or all (`all: true`) of the signed-in user read',
        body: markReadInputSchema,
        response: { 200: markReadResponseSchema, 401: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const employeeId = requireSession(request).employee.id;
      const body = request.body;
      const which = 'all' in body ? sql`true` : sql`id = ANY(${`{${body.ids.join(',')}}`}::bigint[])`;
      const updated = rowsOf<{ id: number }>(
        await app.db.execute(sql`
          UPDATE notifications SET read_at = now()
          WHERE employee_id = ${employeeId} AND read_at IS NULL AND ${which}
          RETURNING id`),
      ).length;
      const unread =
        rowsOf<{ unread: number }>(
          await app.db.execute(
            sql`SELECT count(*)::int AS unread FROM notifications WHERE employee_id = ${employeeId} AND read_at IS NULL`,
          ),
        )[0]?.unread ?? 0;
      return { data: { updated, unread }, message: request.t('notifications.marked_read') };
    },
  );
};

export default inboxRoutes;
