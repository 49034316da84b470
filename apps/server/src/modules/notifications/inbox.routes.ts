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
import { toFleetEvent } from '../events';
import { mayHearAbout } from './visibility';
import { InboxRepo } from './inbox.repo';

const tags = ['notifications'];

/** The signed-in employee's own inbox: every signed-in user has one (what reaches it follows the rules). */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new InboxRepo(app.db);
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
      await repo.rememberLanguage(employeeId, request.lang);
      // A person who may no longer see vehicles' events (their role changed) sees none of these either.
      if (!mayHearAbout(session.role.permissions, 0)) {
        return { data: [], meta: { ...pageMeta(0, q.page, q.per_page), unread: 0 } };
      }
      const { rows, total, unread } = await repo.page(employeeId, q, q.page, q.per_page);
      return {
        data: rows.map((row) => ({
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
      const updated = await repo.markRead(employeeId, 'all' in body ? null : body.ids);
      const unread = await repo.unreadCount(employeeId);
      return { data: { updated, unread }, message: request.t('notifications.marked_read') };
    },
  );
};

export default inboxRoutes;
