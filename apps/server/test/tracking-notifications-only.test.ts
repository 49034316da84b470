import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STREAM_CLOSE_UNAUTHORIZED, type StreamMessage } from '@fleet/shared/schemas/tracking';
import { apiRequest, bearer, forEachDatabase, userWithPermissions } from './harness';
import { hubPosition, type StreamProbe, trackingSuite } from './live-stream';
import { until } from './notifications-helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** What only a stream with vehicles carries. */
const FLEET_TYPES = new Set<StreamMessage['type']>(['snapshot', 'changes', 'event', 'clusters', 'summary']);

const position = (vehicleId: number, lat: number) => hubPosition(vehicleId, { lat });

/** Resolves once the socket is open (it may be already). */
function opened(probe: StreamProbe): Promise<void> {
  if (probe.socket.readyState === probe.socket.OPEN) return Promise.resolve();
  return new Promise((resolve, reject) => {
    probe.socket.once('open', () => resolve());
    probe.socket.once('error', reject);
  });
}

let serial = 0;
const sos = (vehicleId: number) => ({
  vehicleId,
  type: 'alarm' as const,
  subject: `notify-only-${++serial}-${randomBytes(3).toString('hex')}`,
  time: new Date(),
  attributes: { alarm: 'sos' },
});

/** The tracking WebSocket of a user whose role lacks show_tracking: their notifications and commands only. */
forEachDatabase((db) => {
  const suite = trackingSuite(db);
  const { stream, firstVehicleId } = suite;

  describe('a user without show_tracking on /api/dashboard/tracking/stream', () => {
    it('gets no vehicle and no event, only their own notification, live', async () => {
      const vehicle = await firstVehicleId();
      const person = await userWithPermissions(suite.app, ['show_events']);
      const rule = await apiRequest(suite.app, 'POST', '/api/dashboard/notification-rules', suite.admin, {
        name: `Notifications only ${randomBytes(3).toString('hex')}`,
        channels: ['web'],
        recipients: { employee_ids: [person.employeeId] },
      });
      expect(rule.statusCode, rule.body).toBe(201);
      const ruleId = rule.json().data.id as number;
      await until(() => suite.app.notifications.rules.get(ruleId) !== undefined, 5_000, 'rule cached');

      const registered = suite.app.notifications.sockets.count;
      // A viewport (or vehicles) in the URL and in a message changes nothing: there is no map to follow.
      const mine = stream({
        query: `?token=${person.token}&lang=en&bbox=46,24,47,25&zoom=12&vehicles=${vehicle}`,
      });
      const map = stream({ token: suite.admin });
      await map.next((m) => m.type === 'snapshot');
      await opened(mine);
      mine.socket.send(JSON.stringify({ type: 'viewport', bbox: [40, 20, 50, 30], zoom: 5 }));
      // Nor do the vehicles a page follows.
      mine.socket.send(JSON.stringify({ type: 'vehicles', ids: [vehicle] }));
      // Both sockets are registered for their users once their sessions are read.
      await until(() => suite.app.notifications.sockets.count >= registered + 2, 5_000, 'sockets registered');

      // A position and an event reach the map's stream; the notifications-only one gets the notification only.
      suite.app.hub.publish({ type: 'positions', positions: [position(vehicle, 24.7901)] });
      await map.next((m) => m.type === 'changes' && m.vehicles.some((v) => v.position?.lat === 24.7901));
      await suite.app.events.raise([sos(vehicle)]);
      await map.next((m) => m.type === 'event' && m.data.vehicle.id === vehicle);
      const notification = await mine.next((m) => m.type === 'notification');
      expect(notification).toMatchObject({
        type: 'notification',
        data: { read_at: null, event: { type: 'alarm', vehicle: { id: vehicle } } },
      });
      // Anything late would have come by now (the stream flushes every 10 ms; clusters and summary each second).
      await sleep(1_200);
      expect(mine.messages.filter((m) => FLEET_TYPES.has(m.type))).toEqual([]);
      expect(mine.messages.map((m) => m.type)).toEqual(['notification']);
      expect(mine.socket.readyState).toBe(mine.socket.OPEN);
      // The same notification is in the inbox.
      const inbox = await apiRequest(suite.app, 'GET', '/api/dashboard/notifications', person.token);
      expect(inbox.json().data.map((n: { id: number }) => n.id)).toContain(
        (notification as { data: { id: number } }).data.id,
      );
    });

    it('still gets the status of commands their rights show', async () => {
      const vehicle = await firstVehicleId();
      const sender = await userWithPermissions(suite.app, ['show_events', 'send_commands']);
      const probe = stream({ token: sender.token });
      await opened(probe);
      // The rights are read with the session just after the socket opens.
      await sleep(200);
      const created = await apiRequest(
        suite.app,
        'POST',
        `/api/dashboard/vehicles/${vehicle}/commands`,
        suite.admin,
        {
          type: 'custom',
          text: 'getinfo',
        },
      );
      expect(created.statusCode, created.body).toBe(201);
      const command = created.json().data as { id: number; status: string };
      expect(['queued', 'held']).toContain(command.status);
      const cancelled = await apiRequest(
        suite.app,
        'POST',
        `/api/dashboard/commands/${command.id}/cancel`,
        suite.admin,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const live = await probe.next(
        (m) => m.type === 'command' && m.data.id === command.id && m.data.status === 'cancelled',
      );
      expect(live).toMatchObject({ type: 'command', data: { id: command.id, status: 'cancelled' } });
      expect(probe.messages.filter((m) => FLEET_TYPES.has(m.type))).toEqual([]);
    });

    it('closes with 4401 once the session is revoked (logout)', async () => {
      const person = await userWithPermissions(suite.app, ['show_events']);
      const registered = suite.app.notifications.sockets.count;
      const probe = stream({ token: person.token });
      await until(() => suite.app.notifications.sockets.count > registered, 5_000, 'socket registered');
      const logout = await suite.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(person.token),
      });
      expect(logout.statusCode).toBe(200);
      const error = await probe.next((m) => m.type === 'error');
      expect(error).toEqual({ type: 'error', message: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى' });
      expect((await probe.closed).code).toBe(STREAM_CLOSE_UNAUTHORIZED);
      // Its notifications no longer go anywhere.
      await until(() => suite.app.notifications.sockets.count === registered, 5_000, 'socket forgotten');
    });
  });
});
