import { sql } from 'drizzle-orm';
import type { Language } from '@fleet/shared/constants';
import { type Database, rowsOf } from '../../db/client';
import type { StoredEvent } from '../events';

/** A delivery claimed by this instance for the length of its lease. */
export interface ClaimedDelivery {
  id: string;
  eventId: number;
  ruleId: number | null;
  channel: 'email' | 'webhook' | 'mqtt' | 'amqp';
  recipient: string;
  employeeId: number | null;
  event: StoredEvent;
  attempts: number;
  digest: boolean;
  createdAt: string;
}

/** Whom a rule may notify: an employee, their role and what the role permits. */
export interface Recipient {
  id: number;
  roleId: number;
  permissions: string[];
}

/** An inbox row as written: its event's id says which event object it belongs to. */
export interface WrittenInboxRow {
  id: number;
  employee_id: number;
  event_id: number;
  created_at: string;
}

/** `{1,2,3}`: an int or uuid array parameter that both drivers pass the same way. */
const arrayLiteral = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/**
 * The notifications outbox: the inbox rows and deliveries written with the events (their unique keys make a
 * replay, a retry or another instance write nothing twice), and the dispatcher's claims and outcomes.
 */
export class OutboxRepo {
  constructor(private readonly db: Database) {}

  async recipients(employeeIds: readonly number[], roleIds: readonly number[]): Promise<Recipient[]> {
    if (employeeIds.length + roleIds.length === 0) return [];
    return rowsOf<Recipient>(
      await this.db.execute(sql`
        SELECT e.id, e.role_id AS "roleId", r.permissions
        FROM employees e JOIN roles r ON r.id = e.role_id
        WHERE e.id = ANY(${arrayLiteral(employeeIds)}::int[])
          OR e.role_id = ANY(${arrayLiteral(roleIds)}::int[])`),
    );
  }

  /** Writes inbox rows (those already there are skipped) and returns the new ones. */
  async insertInbox(rows: readonly Record<string, unknown>[]): Promise<WrittenInboxRow[]> {
    if (rows.length === 0) return [];
    return rowsOf<WrittenInboxRow>(
      await this.db.execute(sql`
        INSERT INTO notifications (employee_id, event_id, rule_id, vehicle_id, event)
        SELECT employee_id, event_id, rule_id, vehicle_id, event
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(employee_id int, event_id bigint,
          rule_id int, vehicle_id int, event jsonb)
        ORDER BY event_id, employee_id
        ON CONFLICT DO NOTHING
        RETURNING id::float8 AS id, employee_id, event_id::float8 AS event_id,
          to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`),
    ).map((row) => ({ ...row, id: Number(row.id), event_id: Number(row.event_id) }));
  }

  /** Writes deliveries (those already there are skipped). */
  async insertDeliveries(rows: readonly Record<string, unknown>[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.execute(sql`
      INSERT INTO notification_deliveries (event_id, rule_id, channel, recipient, employee_id, event)
      SELECT event_id, rule_id, channel, recipient, employee_id, event
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(event_id bigint, rule_id int,
        channel text, recipient text, employee_id int, event jsonb)
      -- A rule deleted since the cache read it must not fail the events' transaction.
      WHERE t.rule_id IS NULL OR EXISTS (SELECT 1 FROM notification_rules r WHERE r.id = t.rule_id)
      ORDER BY event_id, rule_id, channel, recipient
      ON CONFLICT DO NOTHING`);
  }

  /**
   * Claims up to `batch` due deliveries for `leaseMs`: one atomic UPDATE over `FOR UPDATE SKIP LOCKED` rows, so
   * two instances never claim the same one, and a claim whose lease ended is taken again.
   */
  async claim(leaseMs: number, batch: number): Promise<ClaimedDelivery[]> {
    return rowsOf<ClaimedDelivery>(
      await this.db.execute(sql`
        UPDATE notification_deliveries d
        SET claimed_until = now() + make_interval(secs => ${Math.round(leaseMs) / 1000}::float8),
          attempts = d.attempts + 1
        WHERE d.id IN (
          SELECT id FROM notification_deliveries
          WHERE status = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
          ORDER BY next_attempt_at
          LIMIT ${batch}
          FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.event_id::float8 AS "eventId", d.rule_id AS "ruleId", d.channel, d.recipient,
          d.employee_id AS "employeeId", d.event, d.attempts, d.digest,
          to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`),
    );
  }

  /** A rule's webhook target as stored (the rule may be disabled, so not in the cache). */
  async webhookOf(ruleId: number): Promise<{ url: string | null; secret: string | null } | undefined> {
    return rowsOf<{ url: string | null; secret: string | null }>(
      await this.db.execute(
        sql`SELECT webhook_url AS url, webhook_secret AS secret FROM notification_rules WHERE id = ${ruleId}`,
      ),
    )[0];
  }

  /** Email addresses and languages of these employees (their own language, else their preferences'). */
  async emailRecipients(
    ids: readonly number[],
  ): Promise<{ id: number; email: string; language: Language | null }[]> {
    return rowsOf<{ id: number; email: string; language: Language | null }>(
      await this.db.execute(sql`
        SELECT e.id, e.email, coalesce(e.language, p.language) AS language FROM employees e
        LEFT JOIN notification_preferences p ON p.employee_id = e.id
        WHERE e.id = ANY(${arrayLiteral(ids)}::int[])`),
    );
  }

  /** Emails sent to `recipient` in the last minute (a digest's rows share one `sent_at`), and the oldest. */
  async emailWindow(recipient: string): Promise<{ sent: number; oldest: string | null }> {
    return (
      rowsOf<{ sent: number; oldest: string | null }>(
        await this.db.execute(sql`
          SELECT count(DISTINCT sent_at)::int AS sent, min(sent_at)::text AS oldest FROM notification_deliveries
          WHERE channel = 'email' AND recipient = ${recipient} AND status = 'sent'
            AND sent_at > now() - interval '60 seconds'`),
      )[0] ?? { sent: 0, oldest: null }
    );
  }

  /** Held back by the cap: into the digest, due when the oldest email of the window is a minute old. */
  async defer(ids: readonly string[], oldest: string | null): Promise<void> {
    await this.db.execute(sql`
      UPDATE notification_deliveries
      SET digest = true, claimed_until = NULL, attempts = greatest(attempts - 1, 0),
        next_attempt_at = greatest(now(), coalesce(${oldest}::timestamptz, now()) + interval '60 seconds')
      WHERE id = ANY(${arrayLiteral(ids)}::uuid[])`);
  }

  /** Sent: one `sent_at` for all of them, so the cap counts emails, not rows. */
  async succeeded(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(sql`
      UPDATE notification_deliveries
      SET status = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL
      WHERE id = ANY(${arrayLiteral(ids)}::uuid[])`);
  }

  /** A failed attempt: tried again at `next`, or `failed` for good when `giveUp`. */
  async failed(id: string, message: string, next: Date, giveUp: boolean): Promise<void> {
    await this.db.execute(sql`
      UPDATE notification_deliveries
      SET status = ${giveUp ? 'failed' : 'pending'}, last_error = ${message}, claimed_until = NULL,
        next_attempt_at = ${next.toISOString()}::timestamptz
      WHERE id = ${id}::uuid`);
  }

  /** Deliveries waiting to be sent (the metrics' gauge). */
  async pending(): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await this.db.execute(
        sql`SELECT count(*)::int AS n FROM notification_deliveries WHERE status = 'pending'`,
      ),
    );
    return row?.n ?? 0;
  }
}
