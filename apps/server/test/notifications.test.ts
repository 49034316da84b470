import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRuleSchema } from '@fleet/shared/schemas/notifications';
import {
  apiRequest,
  type ApiRequestArgs,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
} from './harness';
import { startHookReceiver, type HookReceiver, until, verifySignature } from './notifications-helpers';
import { EN } from './people-helpers';
import { startTestSmtp, type TestSmtp } from './smtp';

let serial = 0;

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  let receiver: HookReceiver;
  let smtp: TestSmtp;

  beforeAll(async () => {
    receiver = await startHookReceiver();
    smtp = await startTestSmtp();
    app = await db.buildApp(
      {
        demo: false,
        admin: { email: DEMO.admin.email, password: DEMO.admin.password },
        webhookAllowPrivate: true,
        mail: { url: smtp.url, from: 'Fleet <fleet@example.com>' },
        publicUrl: 'https://fleet.example.com',
      },
      { notifications: { dispatcher: { retryBaseMs: 200, maxDelayMs: 400, pollMs: 100 } } },
    );
    admin = await login(app, DEMO.admin);
  });

  afterAll(async () => {
    await receiver.close();
    await smtp.close();
  });

  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

  async function vehicle(name: string) {
    const response = await api('POST', '/api/dashboard/vehicles', admin, {
      name,
      plate_number: `NT ${++serial}`,
      category: 'bus',
      fuel_type: 'diesel',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  async function rule(body: object) {
    const response = await api('POST', '/api/dashboard/notification-rules', admin, body);
    expect(response.statusCode, response.body).toBe(201);
    // The cache reloads through the hub (asynchronously): wait until this instance has the rule.
    const id = response.json().data.id as number;
    await until(() => app.notifications.rules.get(id) !== undefined, 5_000, 'rule cached');
    return id;
  }

  const sos = (vehicleId: number, at = new Date()) => ({
    vehicleId,
    type: 'alarm' as const,
    subject: `sos-${++serial}`,
    time: at,
    lat: 24.7,
    lon: 46.7,
    attributes: { alarm: 'sos' },
  });

  describe('rules', () => {
    it('creates, reads, updates and deletes a rule; the secret is never read back', async () => {
      const v = await vehicle('Rules bus');
      const created = await api('POST', '/api/dashboard/notification-rules', admin, {
        name: 'SOS at night',
        event_types: ['alarm'],
        vehicle_ids: [v],
        channels: ['webhook'],
        webhook_url: receiver.url,
        webhook_secret: 's3cret',
      });
      expect(created.statusCode, created.body).toBe(201);
      const data = notificationRuleSchema.parse(created.json().data);
      expect(data).toMatchObject({ event_types: ['alarm'], vehicle_ids: [v], has_webhook_secret: true });
      expect(created.body).not.toContain('s3cret');
      const updated = await api('PUT', `/api/dashboard/notification-rules/${data.id}`, admin, {
        name: 'SOS always',
        channels: ['webhook'],
        webhook_url: receiver.url,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject({
        name: 'SOS always',
        event_types: [],
        has_webhook_secret: true,
      });
      const list = await api('GET', '/api/dashboard/notification-rules?name=always', admin);
      expect(list.json().data.map((r: { id: number }) => r.id)).toContain(data.id);
      expect((await api('DELETE', `/api/dashboard/notification-rules/${data.id}`, admin)).statusCode).toBe(
        200,
      );
      expect((await api('GET', `/api/dashboard/notification-rules/${data.id}`, admin)).statusCode).toBe(404);
      // Each change is in the audit log, the secret redacted.
      const audited = await api(
        'GET',
        `/api/dashboard/audit-log?model=notifications&record_id=${data.id}&per_page=10`,
        admin,
      );
      const rows = audited.json().data as { action: string; changes: Record<string, unknown> }[];
      expect(rows.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
      expect(audited.body).not.toContain('s3cret');
    });

    it('refuses bad rules with 422 naming the fields, in the asked language', async () => {
      const response = await api(
        'POST',
        '/api/dashboard/notification-rules',
        admin,
        { name: 'x', channels: ['email', 'webhook'], event_types: ['nope'], vehicle_ids: [999999] },
        EN,
      );
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(
        expect.arrayContaining(['name', 'event_types.0', 'webhook_url', 'recipients']),
      );
      const missing = await api('POST', '/api/dashboard/notification-rules', admin, {
        name: 'Missing',
        channels: ['web'],
        vehicle_ids: [999999],
        recipients: { employee_ids: [999999] },
      });
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toEqual(['vehicle_ids', 'recipients.employee_ids']);
    });

    it('refuses webhook URLs that resolve to private addresses unless allowed', async () => {
      // Without WEBHOOK_ALLOW_PRIVATE (on PostgreSQL, the same database as the suite's other app).
      const strict = await db.buildApp({
        demo: false,
        admin: { email: DEMO.admin.email, password: DEMO.admin.password },
      });
      // Closed after: its dispatcher (which refuses private addresses) would compete for the other tests' deliveries.
      try {
        const token = await login(strict, DEMO.admin);
        for (const url of [
          'http://127.0.0.1:9/x',
          'http://10.1.2.3/x',
          'http://localhost/x',
          'http://[::1]/x',
        ]) {
          const response = await apiRequest(strict, 'POST', '/api/dashboard/notification-rules', token, {
            name: 'Inside',
            channels: ['webhook'],
            webhook_url: url,
          });
          expect(response.statusCode, url).toBe(422);
          expect(Object.keys(response.json().errors)).toEqual(['webhook_url']);
        }
      } finally {
        await strict.close();
      }
    });

    it('needs the notifications permissions', async () => {
      const reader = await userWithPermissions(app, ['show_notifications']);
      expect((await api('GET', '/api/dashboard/notification-rules', reader.token)).statusCode).toBe(200);
      const refused = await api('POST', '/api/dashboard/notification-rules', reader.token, {
        name: 'No',
        channels: ['web'],
        recipients: { employee_ids: [reader.employeeId] },
      });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('inbox', () => {
    it('notifies only the recipients who may see the vehicle, once per event, and marks read', async () => {
      const v = await vehicle('Inbox bus');
      const seer = await userWithPermissions(app, ['show_events']);
      const blind = await userWithPermissions(app, ['show_vehicles']);
      await rule({
        name: 'Inbox rule',
        event_types: ['alarm'],
        vehicle_ids: [v],
        channels: ['web'],
        recipients: { employee_ids: [seer.employeeId, blind.employeeId], role_ids: [seer.roleId] },
      });
      const event = sos(v);
      await app.events.raise([event]);
      await app.events.raise([event]); // a replay stores nothing twice
      const inbox = await api('GET', '/api/dashboard/notifications?unread=true', seer.token, undefined, EN);
      expect(inbox.statusCode, inbox.body).toBe(200);
      expect(inbox.json().data).toHaveLength(1);
      expect(inbox.json().meta.unread).toBe(1);
      expect(inbox.json().data[0].event).toMatchObject({
        type: 'alarm',
        vehicle: { id: v },
        severity: 'critical',
      });
      const blindInbox = await api('GET', '/api/dashboard/notifications', blind.token);
      expect(blindInbox.json().data).toHaveLength(0);
      const [{ n }] = (
        (await app.db.execute(
          `SELECT count(*)::int AS n FROM notifications WHERE employee_id = ${blind.employeeId}` as never,
        )) as unknown as { rows: { n: number }[] }
      ).rows as [{ n: number }];
      expect(n).toBe(0);
      const read = await api('POST', '/api/dashboard/notifications/read', seer.token, {
        ids: [inbox.json().data[0].id],
      });
      expect(read.json().data).toEqual({ updated: 1, unread: 0 });
      await app.events.raise([sos(v), sos(v)]);
      const all = await api('POST', '/api/dashboard/notifications/read', seer.token, { all: true });
      expect(all.json().data).toEqual({ updated: 2, unread: 0 });
      // Another user cannot mark someone else's.
      const other = await api('POST', '/api/dashboard/notifications/read', blind.token, { all: true });
      expect(other.json().data.updated).toBe(0);
    });
  });

  describe('past events', () => {
    it('reach the inbox but are neither announced live (no toast) nor sent by webhook when older than the windows', async () => {
      const v = await vehicle('Backlog bus');
      const reader = await userWithPermissions(app, ['show_events']);
      const ruleId = await rule({
        name: 'Backlog rule',
        event_types: ['alarm'],
        vehicle_ids: [v],
        channels: ['web', 'webhook'],
        recipients: { employee_ids: [reader.employeeId], role_ids: [] },
        webhook_url: receiver.url,
      });
      const announced: number[] = [];
      const stop = app.hub.subscribe((message) => {
        if (message.type !== 'notifications') return;
        for (const item of message.items) if (item.employee_id === reader.employeeId) announced.push(item.id);
      });
      try {
        const before = receiver.received.length;
        const now = sos(v);
        await app.events.raise([
          sos(v, new Date(Date.now() - 3 * 86_400_000)), // the demo history's kind: days ago
          sos(v, new Date(Date.now() - 2 * 3_600_000)), // a tracker's backlog: hours ago
          now,
        ]);
        const inbox = await api('GET', '/api/dashboard/notifications', reader.token);
        expect(inbox.statusCode, inbox.body).toBe(200);
        expect(inbox.json().data).toHaveLength(3);
        await until(() => announced.length > 0, 5_000, 'the recent one announced');
        await receiver.waitFor(before + 2);
        const log = await api('GET', `/api/dashboard/notification-rules/${ruleId}/deliveries`, admin);
        // Webhooks: the recent event and the one of two hours ago; nothing for three days ago.
        expect(log.json().data).toHaveLength(2);
        const recent = inbox
          .json()
          .data.find(
            (item: { event: { time: string } }) =>
              Math.abs(Date.parse(item.event.time) - now.time.getTime()) < 1_000,
          );
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(announced).toEqual([recent.id]);
      } finally {
        stop();
      }
    });
  });

  describe('webhooks', () => {
    it('delivers every event after the receiver comes back, repeats only with the same delivery id, signed', async () => {
      const v = await vehicle('Hook bus');
      const ruleId = await rule({
        name: 'Hook rule',
        event_types: ['alarm'],
        vehicle_ids: [v],
        channels: ['webhook'],
        webhook_url: receiver.url,
        webhook_secret: 'hook-secret',
      });
      const before = receiver.received.length;
      await receiver.down();
      const events = [sos(v), sos(v), sos(v)];
      await app.events.raise(events);
      await until(
        async () => {
          const log = await api('GET', `/api/dashboard/notification-rules/${ruleId}/deliveries`, admin);
          return log.json().data.every((d: { attempts: number }) => d.attempts >= 2);
        },
        10_000,
        'failed attempts',
      );
      const log = await api('GET', `/api/dashboard/notification-rules/${ruleId}/deliveries`, admin);
      expect(log.json().data).toHaveLength(3);
      expect(log.json().data[0]).toMatchObject({ channel: 'webhook', status: 'pending' });
      expect(log.json().data[0].last_error).toBeTruthy();
      receiver.status = 500;
      await receiver.up();
      await until(() => receiver.attempts > 0, 10_000, 'a 500 answered');
      receiver.status = 200;
      await receiver.waitFor(before + 3);
      const mine = receiver.received.slice(before);
      const ids = new Set(mine.map((hook) => hook.json.id));
      expect(ids.size).toBe(3);
      for (const hook of mine) {
        expect(hook.headers['x-fleet-delivery']).toBe(hook.json.id);
        expect(hook.headers['x-fleet-event']).toBe('alarm');
        expect(verifySignature(hook.body, hook.headers['x-fleet-signature'] as string, 'hook-secret')).toBe(
          true,
        );
        expect(verifySignature(hook.body, hook.headers['x-fleet-signature'] as string, 'other')).toBe(false);
      }
      await until(
        async () => {
          const after = await api('GET', `/api/dashboard/notification-rules/${ruleId}/deliveries`, admin);
          return after.json().data.every((d: { status: string }) => d.status === 'sent');
        },
        5_000,
        'all sent',
      );
    });
  });

  describe('email', () => {
    it('mails in the recipient language with a link, and digests beyond the per-minute cap', async () => {
      const v = await vehicle('Mail bus');
      const person = await userWithPermissions(app, ['show_events']);
      // The person uses the dashboard in English: their mail follows.
      await api('GET', '/api/dashboard/notifications', person.token, undefined, EN);
      await app.notifications.settings.save({ email_per_minute: 2 });
      const mailRule = await rule({
        name: 'Mail rule',
        event_types: ['alarm'],
        vehicle_ids: [v],
        channels: ['email'],
        recipients: { employee_ids: [person.employeeId] },
      });
      const start = smtp.messages.length;
      await app.events.raise([sos(v)]);
      const [first] = (await smtp.waitFor(start + 1)).slice(start);
      expect(first!.to && 'text' in first!.to ? first!.to.text : '').toContain(person.email);
      expect(first!.subject).toMatch(/SOS|sos/i);
      expect(first!.html).toContain('dir="ltr"');
      expect(first!.html).toContain('https://fleet.example.com/vehicle-details/');
      expect(first!.text).toContain('Mail bus');
      await app.events.raise([sos(v), sos(v), sos(v), sos(v)]);
      await smtp.waitFor(start + 2);
      // The cap (2 a minute) holds the other three back for one digest after the minute.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.messages.length).toBe(start + 2);
      const held = (await app.db.execute(
        `SELECT count(*)::int AS n FROM notification_deliveries WHERE recipient = '${person.employeeId}' AND digest AND status = 'pending'` as never,
      )) as unknown as { rows: { n: number }[] };
      expect(held.rows[0]!.n).toBe(3);
      // A minute later (moved back in the database rather than waited for), the three go out as one digest.
      await app.db.execute(
        `UPDATE notification_deliveries SET sent_at = sent_at - interval '61 seconds',
           next_attempt_at = next_attempt_at - interval '61 seconds'
         WHERE recipient = '${person.employeeId}'` as never,
      );
      const [digest] = (await smtp.waitFor(start + 3)).slice(start + 2);
      expect(digest!.subject).toContain('3');
      expect(digest!.text!.match(/Mail bus \(/g)?.length).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.messages.length).toBe(start + 3);
      // Someone who never opened the dashboard gets Arabic, right to left.
      const arabic = await userWithPermissions(app, ['show_events']);
      await api('PUT', `/api/dashboard/notification-rules/${mailRule}`, admin, {
        name: 'Mail rule',
        event_types: ['alarm'],
        vehicle_ids: [v],
        channels: ['email'],
        recipients: { employee_ids: [arabic.employeeId] },
      });
      await until(
        () => app.notifications.rules.get(mailRule)?.employeeIds[0] === arabic.employeeId,
        5_000,
        'rule reloaded',
      );
      await app.events.raise([sos(v)]);
      const [ar] = (await smtp.waitFor(start + 4)).slice(start + 3);
      expect(ar!.html).toContain('dir="rtl"');
      expect(ar!.html).toContain('lang="ar"');
      expect(ar!.subject).toMatch(/[\u0600-\u06FF]/);
      // The language chosen on the profile comes before the one last used in the inbox.
      const profile = await api('PUT', '/api/dashboard/profile', arabic.token, {
        name: 'Mail reader',
        language: 'en',
      });
      expect(profile.statusCode, profile.body).toBe(200);
      await api('GET', '/api/dashboard/notifications', arabic.token); // in Arabic, the default
      await app.events.raise([sos(v)]);
      const [en] = (await smtp.waitFor(start + 5)).slice(start + 4);
      expect(en!.html).toContain('dir="ltr"');
      expect(en!.html).toContain('lang="en"');
      await app.notifications.settings.save({ email_per_minute: 5 });
    });
  });
});
