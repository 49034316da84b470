import { sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@fleet/shared/constants';
import { type Database, rowsOf } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { type StoredEvent, toFleetEvent } from '../events';
import { digestEmail, type EmailContext, eventEmail } from './email';
import type { Forwarder } from './forwarding';
import type { RuleCache } from './rule-cache';
import { postWebhook } from './webhook';

export interface DispatcherOptions {
  /** The first retry's delay; then doubling up to `maxDelayMs` (docs/api.md#notifications: 5 s, up to an hour). */
  retryBaseMs: number;
  maxDelayMs: number;
  /** How long a delivery is retried after it was written. */
  retryForMs: number;
  /** How often due deliveries are looked for (besides being woken after each commit). */
  pollMs: number;
  /** A claimed delivery is another instance's again after this (the claimer died while sending). */
  leaseMs: number;
  batch: number;
  webhookTimeoutMs: number;
}

export const DEFAULT_DISPATCHER_OPTIONS: DispatcherOptions = {
  retryBaseMs: 5_000,
  maxDelayMs: 3_600_000,
  retryForMs: 24 * 3_600_000,
  pollMs: 1_000,
  leaseMs: 60_000,
  batch: 50,
  webhookTimeoutMs: 10_000,
};

interface ClaimedRow {
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

export interface DispatcherDeps {
  db: Database;
  rules: RuleCache;
  mailer: () => Mailer | null;
  forwarder: Forwarder | null;
  emailPerMinute: () => number;
  publicUrl: string;
  timeZone: string;
  allowPrivate: boolean;
  log: { warn(object: object, message: string): void };
}

/**
 * Sends the outbox's due deliveries after commit, on every instance: a claim is one atomic UPDATE over
 * `FOR UPDATE SKIP LOCKED` rows that sets a lease, so two instances never send the same delivery at once; a
 * delivery whose sender died is claimed again when its lease ends (at least once, with the same delivery id).
 * Failures are retried after retryBase, doubling up to maxDelay, for retryFor; then the delivery is `failed`.
 */
export class Dispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deps: DispatcherDeps,
    private readonly options: DispatcherOptions = DEFAULT_DISPATCHER_OPTIONS,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** New deliveries committed: look now. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.deps.log.warn({ err: error }, 'notifications: dispatch failed'))
        .finally(() => {
          this.running = null;
          const more = this.again;
          this.again = false;
          this.schedule(more ? 0 : this.options.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** Claims and sends one batch after another until none is due; resolves with how many were handled. */
  async runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (this.stopped) return handled;
      const claimed = await this.claim();
      if (claimed.length === 0) return handled;
      await this.send(claimed);
      handled += claimed.length;
    }
  }

  private async claim(): Promise<ClaimedRow[]> {
    const lease = Math.round(this.options.leaseMs);
    const result = await this.deps.db.execute(sql`
      UPDATE notification_deliveries d
      SET claimed_until = now() + make_interval(secs => ${lease / 1000}::float8), attempts = d.attempts + 1
      WHERE d.id IN (
        SELECT id FROM notification_deliveries
        WHERE status = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY next_attempt_at
        LIMIT ${this.options.batch}
        FOR UPDATE SKIP LOCKED)
      RETURNING d.id, d.event_id::float8 AS "eventId", d.rule_id AS "ruleId", d.channel, d.recipient,
        d.employee_id AS "employeeId", d.event, d.attempts, d.digest,
        to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`);
    return rowsOf<ClaimedRow>(result);
  }

  private async send(rows: ClaimedRow[]): Promise<void> {
    const emails = rows.filter((row) => row.channel === 'email');
    const others = rows.filter((row) => row.channel !== 'email');
    await Promise.all([
      ...others.map((row) =>
        this.sendOne(row).then(
          () => this.succeeded([row.id]),
          (error: unknown) => this.failed(row, error),
        ),
      ),
      this.sendEmails(emails),
    ]);
  }

  private async sendOne(row: ClaimedRow): Promise<void> {
    const fleet = toFleetEvent(row.event, DEFAULT_LANGUAGE);
    if (row.channel === 'webhook') {
      const rule = row.ruleId === null ? undefined : await this.ruleTarget(row.ruleId);
      if (!rule?.url) throw new Error('the rule has no webhook URL');
      await postWebhook({
        url: rule.url,
        deliveryId: row.id,
        eventType: row.event.type,
        body: JSON.stringify({ id: row.id, event: fleet }),
        secret: rule.secret,
        allowPrivate: this.deps.allowPrivate,
        timeoutMs: this.options.webhookTimeoutMs,
      });
      return;
    }
    if (!this.deps.forwarder) throw new Error(`forwarding to ${row.channel} is not configured`);
    await this.deps.forwarder.publishEvent(
      row.channel as 'mqtt' | 'amqp',
      row.event.type,
      JSON.stringify(fleet),
    );
  }

  /** The rule's current webhook target (cache first; a disabled rule is not cached, so read it). */
  private async ruleTarget(
    ruleId: number,
  ): Promise<{ url: string | null; secret: string | null } | undefined> {
    const cached = this.deps.rules.get(ruleId);
    if (cached) return { url: cached.webhookUrl, secret: cached.webhookSecret };
    const result = await this.deps.db.execute(
      sql`SELECT webhook_url AS url, webhook_secret AS secret FROM notification_rules WHERE id = ${ruleId}`,
    );
    return rowsOf<{ url: string | null; secret: string | null }>(result)[0];
  }

  /**
   * Per recipient at most `emailPerMinute` emails a minute: within the cap each event is one email; beyond it,
   * the rest wait for the minute to pass and then go out together as one digest.
   */
  private async sendEmails(rows: ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    const mailer = this.deps.mailer();
    if (!mailer) {
      await Promise.all(rows.map((row) => this.failed(row, new Error('SMTP_URL is not set'))));
      return;
    }
    const byRecipient = new Map<string, ClaimedRow[]>();
    for (const row of rows) byRecipient.set(row.recipient, [...(byRecipient.get(row.recipient) ?? []), row]);
    const people = rowsOf<{ id: number; email: string; language: Language | null }>(
      await this.deps.db.execute(sql`
        SELECT e.id, e.email, coalesce(e.language, p.language) AS language FROM employees e
        LEFT JOIN notification_preferences p ON p.employee_id = e.id
        WHERE e.id = ANY(${`{${[...byRecipient.keys()].map(Number).join(',')}}`}::int[])`),
    );
    const personOf = new Map(people.map((person) => [String(person.id), person]));
    const cap = this.deps.emailPerMinute();
    await Promise.all(
      [...byRecipient].map(async ([recipient, list]) => {
        const person = personOf.get(recipient);
        if (!person) {
          await this.succeeded(list.map((row) => row.id));
          return;
        }
        const context: EmailContext = {
          language: person.language ?? DEFAULT_LANGUAGE,
          publicUrl: this.deps.publicUrl,
          timeZone: this.deps.timeZone,
        };
        const window = rowsOf<{ sent: number; oldest: string | null }>(
          await this.deps.db.execute(sql`
            SELECT count(DISTINCT sent_at)::int AS sent, min(sent_at)::text AS oldest FROM notification_deliveries
            WHERE channel = 'email' AND recipient = ${recipient} AND status = 'sent'
              AND sent_at > now() - interval '60 seconds'`),
        )[0] ?? { sent: 0, oldest: null };
        let allowed = Math.max(0, cap - window.sent);
        const digest = list.filter((row) => row.digest);
        const single = list.filter((row) => !row.digest);
        if (digest.length > 0 && allowed > 0) {
          await this.mail(
            mailer,
            digestEmail(
              person.email,
              digest.map((r) => r.event),
              context,
            ),
            digest,
          );
          allowed -= 1;
        } else if (digest.length > 0) {
          await this.defer(digest, window.oldest);
        }
        const now = single.slice(0, allowed);
        const later = single.slice(allowed);
        for (const row of now) await this.mail(mailer, eventEmail(person.email, row.event, context), [row]);
        if (later.length > 0) await this.defer(later, window.oldest);
      }),
    );
  }

  private async mail(
    mailer: Mailer,
    message: Parameters<Mailer['send']>[0],
    rows: ClaimedRow[],
  ): Promise<void> {
    try {
      await mailer.send(message);
      await this.succeeded(rows.map((row) => row.id));
    } catch (error) {
      await Promise.all(rows.map((row) => this.failed(row, error)));
    }
  }

  /** Held back by the cap: into the digest, due when the oldest email of the window is a minute old. */
  private async defer(rows: ClaimedRow[], oldest: string | null): Promise<void> {
    const ids = `{${rows.map((row) => row.id).join(',')}}`;
    await this.deps.db.execute(sql`
      UPDATE notification_deliveries
      SET digest = true, claimed_until = NULL, attempts = greatest(attempts - 1, 0),
        next_attempt_at = greatest(now(), coalesce(${oldest}::timestamptz, now()) + interval '60 seconds')
      WHERE id = ANY(${ids}::uuid[])`);
  }

  private async succeeded(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    // One `sent_at` per email (a digest's rows share it), so the cap counts emails, not rows.
    await this.deps.db.execute(sql`
      UPDATE notification_deliveries
      SET status = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL
      WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
  }

  private async failed(row: ClaimedRow, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const delay = Math.min(
      this.options.retryBaseMs * 2 ** Math.max(0, row.attempts - 1),
      this.options.maxDelayMs,
    );
    const next = Date.now() + delay;
    const giveUp = next > Date.parse(row.createdAt) + this.options.retryForMs;
    await this.deps.db.execute(sql`
      UPDATE notification_deliveries
      SET status = ${giveUp ? 'failed' : 'pending'}, last_error = ${message}, claimed_until = NULL,
        next_attempt_at = ${new Date(next).toISOString()}::timestamptz
      WHERE id = ${row.id}::uuid`);
  }
}
