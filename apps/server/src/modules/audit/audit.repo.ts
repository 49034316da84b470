import { and, count, desc, eq, gte, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { OPTIONS_LIMIT } from '@fleet/shared/common';
import type { AuditActorOptionsQuery, AuditActorType, AuditListQuery } from '@fleet/shared/schemas/audit';
import type { Database } from '../../db/client';
import { auditLog, type AuditLogRow } from '../../db/schema/audit-log';
import { containsInsensitive, onOrAfterDay, onOrBeforeDay } from '../../db/sql';

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

  /** One trace, in the caller's transaction. */
  async insert(values: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(values);
  }

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

export interface AuditActor {
  type: AuditActorType;
  id: number;
  /** The name the log last wrote for this actor. */
  name: string | null;
}

/**
 * The actors found in the log (the "who" filter), the most recently active first, searched by any name the log
 * wrote for them; the selected one first whatever the search. At most OPTIONS_LIMIT.
 */
export async function auditActors(db: Database, query: AuditActorOptionsQuery): Promise<AuditActor[]> {
  const selected =
    query.actor_type && query.actor_id !== undefined
      ? and(eq(auditLog.actorType, query.actor_type), eq(auditLog.actorId, query.actor_id))
      : undefined;
  const search = query.name ? containsInsensitive(auditLog.actorName, query.name) : undefined;
  const rows = await db
    .select({
      type: auditLog.actorType,
      id: sql<number>`${auditLog.actorId}`.mapWith(Number),
      name: sql<string | null>`(array_agg(${auditLog.actorName} order by ${auditLog.time} desc))[1]`,
    })
    .from(auditLog)
    .where(and(isNotNull(auditLog.actorId), search && selected ? or(search, selected) : search))
    .groupBy(auditLog.actorType, auditLog.actorId)
    .orderBy(
      ...(selected ? [desc(sql`bool_or(${selected})`)] : []),
      desc(sql`max(${auditLog.time})`),
      auditLog.actorType,
      auditLog.actorId,
    )
    .limit(OPTIONS_LIMIT);
  return rows;
}

/** Retention: deletes the rows older than `cutoff`; the only delete of audit rows anywhere. */
export async function deleteAuditOlderThan(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db.delete(auditLog).where(lt(auditLog.time, cutoff)).returning({ id: auditLog.id });
  return deleted.length;
}
