import { DEFAULT_LANGUAGE } from '@fleet/shared/constants';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { toFleetEvent } from '../events';
import { digestEmail, type EmailContext, eventEmail } from './email';
import type { Forwarder } from './forwarding';
import { type ClaimedDelivery, OutboxRepo } from './outbox.repo';
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

type ClaimedRow = ClaimedDelivery;

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
  private readonly outbox: OutboxRepo;

  constructor(
    private readonly deps: DispatcherDeps,
    private readonly options: DispatcherOptions = DEFAULT_DISPATCHER_OPTIONS,
  ) {
    this.outbox = new OutboxRepo(deps.db);
  }

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

  private claim(): Promise<ClaimedRow[]> {
    return this.outbox.claim(this.options.leaseMs, this.options.batch);
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
    return this.outbox.webhookOf(ruleId);
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
    const people = await this.outbox.emailRecipients([...byRecipient.keys()].map(Number));
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
        const window = await this.outbox.emailWindow(recipient);
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
  private defer(rows: ClaimedRow[], oldest: string | null): Promise<void> {
    return this.outbox.defer(
      rows.map((row) => row.id),
      oldest,
    );
  }

  private succeeded(ids: string[]): Promise<void> {
    return this.outbox.succeeded(ids);
  }

  private async failed(row: ClaimedRow, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const delay = Math.min(
      this.options.retryBaseMs * 2 ** Math.max(0, row.attempts - 1),
      this.options.maxDelayMs,
    );
    const next = Date.now() + delay;
    const giveUp = next > Date.parse(row.createdAt) + this.options.retryForMs;
    await this.outbox.failed(row.id, message, new Date(next), giveUp);
  }
}
