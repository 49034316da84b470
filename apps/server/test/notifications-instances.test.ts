import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, forEachDatabase, login, userWithPermissions } from './harness';
import { openStream } from './live-stream';
import { startHookReceiver, type HookReceiver, until } from './notifications-helpers';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
let serial = 0;

async function firstVehicle(app: FastifyInstance): Promise<number> {
  const result = (await app.db.execute('SELECT min(id) AS id FROM vehicles' as never)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows[0]!.id;
}

const sos = (vehicleId: number) => ({
  vehicleId,
  type: 'alarm' as const,
  subject: `multi-${++serial}-${randomBytes(3).toString('hex')}`,
  time: new Date(),
  attributes: { alarm: 'sos' },
});

forEachDatabase((db) => {
  describe('the web notification on the WebSocket', () => {
    it('reaches the recipient socket, not another user socket', async () => {
      const app = await db.buildApp();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const vehicle = await firstVehicle(app);
      const person = await userWithPermissions(app, ['show_tracking', 'show_events']);
      const other = await userWithPermissions(app, ['show_tracking', 'show_events']);
      const admin = await login(app, DEMO.admin);
      const response = await app.inject({
        method: 'POST',
        url: '/api/dashboard/notification-rules',
        headers: { authorization: `Bearer ${admin}` },
        payload: { name: 'Socket', channels: ['web'], recipients: { employee_ids: [person.employeeId] } },
      });
      expect(response.statusCode, response.body).toBe(201);
      await until(() => app.notifications.rules.size > 0, 5_000, 'rule cached');
      const mine = openStream(app, { token: person.token, query: `?token=${person.token}&lang=en` });
      const theirs = openStream(app, { token: other.token });
      try {
        await mine.next((m) => m.type === 'snapshot');
        await theirs.next((m) => m.type === 'snapshot');
        // The socket is registered for its user once the session is read: give it that moment.
        await until(() => app.notifications.sockets.count >= 2, 5_000, 'sockets registered');
        await app.events.raise([sos(vehicle)]);
        const message = await mine.next((m) => m.type === 'notification');
        expect(message).toMatchObject({
          type: 'notification',
          data: { read_at: null, event: { type: 'alarm' } },
        });
        await theirs.next((m) => m.type === 'event');
        expect(theirs.messages.some((m) => m.type === 'notification')).toBe(false);
      } finally {
        mine.close();
        theirs.close();
      }
    });
  });

  describe.runIf(db.kind === 'postgres')('two instances on one PostgreSQL', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let receiver: HookReceiver;

    beforeAll(async () => {
      receiver = await startHookReceiver();
      const dispatcher = { retryBaseMs: 100, maxDelayMs: 200, pollMs: 20 };
      const overrides = {
        webhookAllowPrivate: true,
        ...(TEST_REDIS_URL ? { redisUrl: TEST_REDIS_URL } : {}),
      };
      const live = { hubChannel: `fleet-test:${randomBytes(6).toString('hex')}` };
      a = await db.buildApp(overrides, { live, notifications: { dispatcher } });
      b = await db.buildApp(overrides, { live, notifications: { dispatcher } });
    });

    afterAll(async () => {
      await receiver.close();
    });

    it('sends each delivery once, both instances dispatching', { timeout: 60_000 }, async () => {
      const admin = await login(a, DEMO.admin);
      const created = await a.inject({
        method: 'POST',
        url: '/api/dashboard/notification-rules',
        headers: { authorization: `Bearer ${admin}` },
        payload: { name: 'Both', event_types: ['alarm'], channels: ['webhook'], webhook_url: receiver.url },
      });
      expect(created.statusCode, created.body).toBe(201);
      const ruleId = created.json().data.id as number;
      // B hears of the rule through the hub (Redis) or, without Redis, re-reads it here.
      if (!TEST_REDIS_URL) await b.notifications.rules.load();
      await until(() => b.notifications.rules.get(ruleId) !== undefined, 5_000, 'rule on B');
      const vehicle = await firstVehicle(a);
      const count = 60;
      const raises: Promise<unknown>[] = [];
      for (let i = 0; i < count / 2; i++) {
        raises.push(a.events.raise([sos(vehicle)]), b.events.raise([sos(vehicle)]));
      }
      await Promise.all(raises);
      // Both dispatch at the same time besides their own loops.
      await Promise.all([a.notifications.dispatcher.runOnce(), b.notifications.dispatcher.runOnce()]);
      await receiver.waitFor(count, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const ids = receiver.received.map((hook) => hook.json.id);
      expect(ids.length).toBe(count);
      expect(new Set(ids).size).toBe(count);
      expect(receiver.attempts).toBe(count);
    });
  });
});
