import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@fleet/shared/common';
import {
  auditActorOptionsQuerySchema,
  auditActorOptionsResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  type AuditEntry,
} from '@fleet/shared/schemas/audit';
import { z } from '@fleet/shared/validation';
import type { AuditLogRow } from '../../db/schema/audit-log';
import { type MessageKey, messages } from '../../lib/messages';
import { pageMeta } from '../../db/sql';
import { todayIn } from '../../lib/dates';
import { type Cell, sheetContentType, type SheetFormat, writeSheet } from '../../lib/sheet';
import { audit } from './audit';
import { auditActors, AuditRepo } from './audit.repo';

/** The export holds the whole filtered log, up to this many rows. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const formatQuery = z.object({ format: z.enum(['xlsx', 'csv']).optional() });
const COLUMNS = [
  'time',
  'actor_type',
  'actor',
  'action',
  'model',
  'record_id',
  'changes',
  'ip',
  'user_agent',
] as const;

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    time: row.time.toISOString(),
    actor: { type: row.actorType, id: row.actorId, name: row.actorName },
    action: row.action,
    model: row.model,
    record_id: row.recordId,
    changes: row.changes,
    ip: row.ip,
    user_agent: row.userAgent,
  };
}

function sheetRow(entry: AuditEntry): Cell[] {
  return [
    entry.time,
    entry.actor.type,
    entry.actor.name ?? (entry.actor.id === null ? null : String(entry.actor.id)),
    entry.action,
    entry.model,
    entry.record_id,
    entry.changes ? JSON.stringify(entry.changes) : null,
    entry.ip,
    entry.user_agent,
  ];
}

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new AuditRepo(app.db);

  app.get(
    '/dashboard/audit-log',
    {
      config: { permission: 'show_audit' },
      schema: {
        tags: ['audit'],
        summary:
          'The audit log, newest first, filtered by actor, model, action, record and time; `format=xlsx|csv` exports the whole filtered log',
        querystring: auditListQuerySchema.and(formatQuery),
        response: { 200: auditListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const timeZone = app.config.timezone;
      if (query.format) {
        const format: SheetFormat = query.format;
        const rows = (await repo.all(query, timeZone, AUDIT_EXPORT_MAX_ROWS)).map(toAuditEntry);
        const lang = request.lang;
        const header = COLUMNS.map((column) => messages[lang][`audit.col.${column}` as MessageKey]);
        // Exporting the log is itself audited (with the filters used).
        const { format: _format, page: _page, per_page: _perPage, ...filters } = query;
        await audit(app.db, { action: 'export', model: 'audit', changes: { filters: [null, filters] } });
        return (
          reply
            .header('content-type', sheetContentType[format])
            .header('content-disposition', `attachment; filename="audit-log-${todayIn(timeZone)}.${format}"`)
            .header('cache-control', 'no-store')
            // A Buffer is sent as is (never serialised): the JSON response schema does not apply.
            .send(
              writeSheet(
                [header, ...rows.map(sheetRow)],
                messages[lang]['audit.sheet_name'],
                lang,
                format,
              ) as never,
            )
        );
      }
      const { rows, total } = await repo.list(query, timeZone, {
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return { data: rows.map(toAuditEntry), meta: pageMeta(total, query.page, query.per_page) };
    },
  );

  app.get(
    '/dashboard/audit-log/actors',
    {
      config: { permission: 'show_audit' },
      schema: {
        tags: ['audit'],
        summary:
          "The audit log's actors (employees, drivers, devices, API keys) as the who filter's options, searched by `name`, the selected `actor_type` + `actor_id` first",
        querystring: auditActorOptionsQuerySchema,
        response: {
          200: auditActorOptionsResponseSchema,
          401: errorSchema,
          403: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => ({
      data: (await auditActors(app.db, request.query)).map((actor) => ({
        value: `${actor.type}:${actor.id}`,
        label: actor.name ?? `#${actor.id}`,
        type: actor.type,
        id: actor.id,
      })),
    }),
  );
};

export default auditRoutes;
