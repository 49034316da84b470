import { and, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AuditListQuery } from '@fleet/shared/schemas/audit';
import type { Database } from '../../db/client';
import { auditLog, type AuditLogRow } from '../../db/schema/audit-log';
import { onOrAfterDay, onOrBeforeDay } from '../../lib/sql';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function filters(query: Omit<AuditListQuery, 'page' | 'per_page'>, timeZone: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor_type) conditions.push(eq(auditLog.actorType, query.actor_type));
  if (query.actor_id !== undefined) conditions.push(eq(auditLog.actorId, query.actor_id));
  if (query.model) conditions.push(eq(auditLog.model, query.model));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.record_id) conditions.push(eq(auditLog.recordId, query.record_id));
  if (query.from) {
    conditions.push(
      isDay(query.from)
        ? onOrAfterDay(auditLog.time, query.from, timeZone)
        : gte(auditLog.time, new Date(query.from)),
    );
  }
  if (query.to) {
    conditions.push(
      isDay(query.to)
        ? onOrBeforeDay(auditLog.time, query.to, timeZone)
        : lte(auditLog.time, new Date(query.to)),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export class AuditRepo {
  constructor(private readonly db: Database) {}

  async list(
    query: AuditListQuery,
    timeZone: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: AuditLogRow[]; total: number }> {
    const where = filters(query, timeZone);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.time), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  all(
    query: Omit<AuditListQuery, 'page' | 'per_page'>,
    timeZone: string,
    limit: number,
  ): Promise<AuditLogRow[]> {
    return this.db
      .select()
      .from(auditLog)
      .where(filters(query, timeZone))
      .orderBy(desc(auditLog.time), desc(auditLog.id))
      .limit(limit);
  }
}

/** Retention: deletes the rows older than `cutoff`; the only delete of audit rows anywhere. */
export async function deleteAuditOlderThan(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db.delete(auditLog).where(lt(auditLog.time, cutoff)).returning({ id: auditLog.id });
  return deleted.length;
}
