import { describe, expect, it } from 'vitest';
import {
  liveListResponseSchema,
  liveSnapshotSchema,
  type LiveVehicle,
  STREAM_CLOSE_FORBIDDEN,
  STREAM_CLOSE_UNAUTHORIZED,
  type StreamMessage,
} from '@fleet/shared/schemas/tracking';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { avlFrame, codec8Record } from '../src/ingestion/testing/teltonika-frames';
import { DeviceClient } from './device-client';
import { apiRequest, bearer, forEachDatabase, userWithPermissions } from './harness';
import { hubPosition as position, trackingSuite } from './live-stream';
import { identity, saudiMobile } from './people-helpers';

const EN = { 'accept-language': 'en' };

const changesFor =
  (id: number, match: (v: LiveVehicle) => boolean = () => true) =>
  (m: StreamMessage) =>
    m.type === 'changes' && m.vehicles.some((v) => v.id === id && match(v));

forEachDatabase((db) => {
  const suite = trackingSuite(db, { ingestion: { ephemeralPorts: true } });
  const { stream, firstVehicleId } = suite;

  describe('GET /api/dashboard/tracking/live', () => {
    it('lists every vehicle with its live state', async () => {
      const response = await apiRequest(suite.app, 'GET', '/api/dashboard/tracking/live', suite.admin);
      expect(response.statusCode, response.body).toBe(200);
      const snapshot = liveSnapshotSchema.strict().parse(response.json().data);
      expect(snapshot.vehicles).toHaveLength(25);
      expect(snapshot.vehicles.filter((v) => !v.status).length).toBeGreaterThan(0);
      expect(snapshot.vehicles.filter((v) => v.device_id).length).toBe(22);
    });

    it('pages, searches and filters by status with the list parameters, sorted by name', async () => {
      const get = async (query: string) => {
        const response = await apiRequest(
          suite.app,
          'GET',
          `/api/dashboard/tracking/live?${query}`,
          suite.admin,
        );
        expect(response.statusCode, response.body).toBe(200);
        return liveListResponseSchema.strict().parse(response.json());
      };
      const all = (await apiRequest(suite.app, 'GET', '/api/dashboard/tracking/live', suite.admin)).json()
        .data.vehicles as LiveVehicle[];
      const byName = [...all].sort(
        (a, b) => new Intl.Collator(['ar', 'en'], { numeric: true }).compare(a.name, b.name) || a.id - b.id,
      );

      const first = await get('page=1&per_page=10');
      expect(first.meta).toEqual({ per_page: 10, total: 25, current_page: 1, last_page: 3 });
      expect(first.data.map((v) => v.id)).toEqual(byName.slice(0, 10).map((v) => v.id));
      const third = await get('page=3&per_page=10');
      expect(third.data.map((v) => v.id)).toEqual(byName.slice(20).map((v) => v.id));
      expect((await get('page=9&per_page=10')).data).toEqual([]);
      expect((await get('per_page=100')).data).toHaveLength(25);

      // Search: name, plate (Arabic-Indic digits read as ASCII), device id.
      const target = all.find((v) => v.device_id)!;
      const digits = target.plate_number.replace(/\D/g, '');
      const arabic = digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
      const byPlate = await get(`search=${encodeURIComponent(arabic)}`);
      expect(byPlate.data.map((v) => v.id)).toContain(target.id);
      expect(
        byPlate.data.every(
          (v) => v.plate_number.includes(digits) || v.name.includes(digits) || v.device_id?.includes(digits),
        ),
      ).toBe(true);
      const byDevice = await get(`search=${encodeURIComponent(target.device_id!)}`);
      expect(byDevice.data.map((v) => v.id)).toEqual([target.id]);
      const byName1 = await get(`search=${encodeURIComponent(target.name.toUpperCase())}`);
      expect(byName1.data.map((v) => v.id)).toContain(target.id);
      expect((await get('search=no-such-vehicle')).meta.total).toBe(0);

      // Status: only that live status; the counts add up to those with a status.
      let withStatus = 0;
      for (const status of ['moving', 'pause', 'exit', 'busy'] as const) {
        const page = await get(`status=${status}&per_page=100`);
        expect(page.data.every((v) => v.live_status === status)).toBe(true);
        expect(page.meta.total).toBe(all.filter((v) => v.live_status === status).length);
        withStatus += page.meta.total;
      }
      expect(withStatus).toBe(all.filter((v) => v.live_status).length);

      // Bad values: 422 naming the field, never a 5xx.
      for (const [query, field] of [
        ['per_page=101', 'per_page'],
        ['page=0', 'page'],
        ['status=flying', 'status'],
        [`search=${'x'.repeat(101)}`, 'search'],
      ] as const) {
        const response = await apiRequest(
          suite.app,
          'GET',
          `/api/dashboard/tracking/live?${query}`,
          suite.admin,
        );
        expect(response.statusCode, query).toBe(422);
        expect(Object.keys(response.json().errors)).toContain(field);
      }
    });

    it('needs show_tracking', async () => {
      const user = await userWithPermissions(suite.app, ['show_vehicles']);
      const response = await apiRequest(
        suite.app,
        'GET',
        '/api/dashboard/tracking/live',
        user.token,
        undefined,
        EN,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to do this' });
      expect((await suite.app.inject({ url: '/api/dashboard/tracking/live' })).statusCode).toBe(401);
    });

    it('shows a published position with its derived status, newest fix winning over a late arrival', async () => {
      const id = await firstVehicleId();
      const fresh = new Date();
      suite.app.hub.publish({
        type: 'positions',
        positions: [position(id, { fix_time: fresh.toISOString(), lat: 24.8, speed: 60 })],
      });
      const older = new Date(fresh.getTime() - 60_000).toISOString();
      suite.app.hub.publish({
        type: 'positions',
        positions: [position(id, { fix_time: older, lat: 24.1, speed: 0 })],
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const live = (await apiRequest(suite.app, 'GET', '/api/dashboard/tracking/live', suite.admin)).json();
      const vehicle = live.data.vehicles.find((v: LiveVehicle) => v.id === id) as LiveVehicle;
      expect(vehicle.position?.lat).toBe(24.8);
      expect(vehicle.live_status).toBe('moving');

      // Vehicle reads carry the same live state (the vehicles module's seam).
      const read = (await apiRequest(suite.app, 'GET', `/api/dashboard/vehicles/${id}`, suite.admin)).json();
      expect(read.data.live_status).toBe('moving');
      expect(read.data.last_position).toEqual({
        lat: 24.8,
        lon: 46.6753,
        speed: 60,
        course: 90,
        fix_time: fresh.toISOString(),
      });
      const list = (
        await apiRequest(suite.app, 'GET', '/api/dashboard/vehicles?per_page=100', suite.admin)
      ).json();
      expect(list.data.find((v: { id: number }) => v.id === id).live_status).toBe('moving');
    });
  });

  describe('WebSocket /api/dashboard/tracking/stream', () => {
    it('sends a snapshot, then changes as positions are committed', async () => {
      const probe = stream({ token: suite.admin });
      const snapshot = await probe.next((m) => m.type === 'snapshot');
      if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
      expect(snapshot.vehicles).toHaveLength(25);

      const id = snapshot.vehicles[3]!.id;
      suite.app.hub.publish({ type: 'positions', positions: [position(id, { lat: 24.77, speed: 3 })] });
      const change = await probe.next(changesFor(id, (v) => v.position?.lat === 24.77));
      if (change.type !== 'changes') throw new Error('not changes');
      expect(change.vehicles.find((v) => v.id === id)?.live_status).toBe('pause');
    });

    it('coalesces a burst per vehicle: few messages, the newest state last', async () => {
      const probe = stream({ token: suite.admin });
      const snapshot = await probe.next((m) => m.type === 'snapshot');
      if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
      const id = snapshot.vehicles[5]!.id;
      const start = Date.now();
      for (let i = 1; i <= 200; i++) {
        const fix = new Date(start + i * 1000).toISOString();
        suite.app.hub.publish({
          type: 'positions',
          positions: [position(id, { fix_time: fix, lat: 24 + i / 1000 })],
        });
      }
      await probe.next(changesFor(id, (v) => v.position?.lat === 24.2));
      const changes = probe.messages.filter((m) => m.type === 'changes');
      expect(changes.length).toBeLessThan(10);
      for (const message of changes) {
        if (message.type !== 'changes') continue;
        expect(message.vehicles.filter((v) => v.id === id).length).toBeLessThanOrEqual(1);
      }
    });

    it('a Teltonika packet over TCP reaches the WebSocket client after its ACK, with the decoded values', async () => {
      const imei = DEMO_DEVICE_IDS[2]!;
      const probe = stream({ token: suite.admin });
      const snapshot = await probe.next((m) => m.type === 'snapshot');
      if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
      const vehicle = snapshot.vehicles.find((v) => v.device_id === imei)!;

      const device = await DeviceClient.connect(suite.app.devicePorts.teltonika!);
      device.write(Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei, 'latin1')]));
      expect((await device.read(1)).toString('hex')).toBe('01');
      const fix = Math.floor(Date.now() / 1000) * 1000;
      const record = (offset: number, lat: number) =>
        codec8Record({ timestampMs: fix + offset, lat, lon: 46.71, speed: 57, course: 270, io1: [[239, 1]] });
      device.write(avlFrame([record(-2000, 24.6), record(0, 24.65), record(-1000, 24.62)]));
      expect((await device.read(4)).toString('hex')).toBe('00000003');
      device.destroy();

      const change = await probe.next(changesFor(vehicle.id, (v) => v.position?.lat === 24.65));
      if (change.type !== 'changes') throw new Error('not changes');
      const live = change.vehicles.find((v) => v.id === vehicle.id)!;
      expect(live).toMatchObject({
        live_status: 'moving',
        position: {
          lon: 46.71,
          speed: 57,
          course: 270,
          ignition: true,
          fix_time: new Date(fix).toISOString(),
        },
      });
    });

    it('accepts the token as the sub-protocol and answers with "bearer"', async () => {
      const probe = stream({ protocols: ['bearer', suite.admin] });
      await probe.next((m) => m.type === 'snapshot');
      expect(probe.socket.protocol).toBe('bearer');
    });

    it('refuses a bad token with an error message and close 4401, in the asked language', async () => {
      const probe = stream({ query: '?token=not-a-token&lang=en' });
      const error = await probe.next((m) => m.type === 'error');
      expect(error).toEqual({ type: 'error', message: 'Your session has ended. Please sign in again' });
      expect((await probe.closed).code).toBe(STREAM_CLOSE_UNAUTHORIZED);
      expect(probe.messages.some((m) => m.type === 'snapshot')).toBe(false);

      const anonymous = stream({});
      expect((await anonymous.closed).code).toBe(STREAM_CLOSE_UNAUTHORIZED);
    });

    it('closes a stream with vehicles with 4403 once its user loses show_tracking', async () => {
      // (A user who never held it gets a notifications-only stream: tracking-notifications-only.test.ts.)
      const user = await userWithPermissions(suite.app, ['show_tracking']);
      const probe = stream({ token: user.token });
      await probe.next((m) => m.type === 'snapshot');
      const changed = await apiRequest(suite.app, 'PUT', `/api/dashboard/roles/${user.roleId}`, suite.admin, {
        name: `Role of ${user.email}`,
        permissions: ['show_events'],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const error = await probe.next((m) => m.type === 'error');
      expect(error).toEqual({ type: 'error', message: 'ليس لديك صلاحية للقيام بهذا الإجراء' });
      expect((await probe.closed).code).toBe(STREAM_CLOSE_FORBIDDEN);
    });

    it('closes with 4401 once the token is revoked (logout)', async () => {
      const user = await userWithPermissions(suite.app, ['show_tracking']);
      const probe = stream({ token: user.token });
      await probe.next((m) => m.type === 'snapshot');
      const logout = await suite.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(user.token),
      });
      expect(logout.statusCode).toBe(200);
      expect((await probe.closed).code).toBe(STREAM_CLOSE_UNAUTHORIZED);
    });

    it('shows the driver assigned to a vehicle, and follows a reassignment', async () => {
      const probe = stream({ token: suite.admin });
      const snapshot = await probe.next((m) => m.type === 'snapshot');
      if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
      const [first, second] = snapshot.vehicles.filter((v) => !v.driver);
      const created = await apiRequest(suite.app, 'POST', '/api/dashboard/drivers', suite.admin, {
        name: 'Live Map Driver',
        identity_number: identity(2),
        country_code: '+966',
        phone: saudiMobile(),
        nationality: 'pk',
        address: 'Riyadh',
        licence_number: 'L-LIVE-1',
        licence_expiry_date: '2040-01-01',
        vehicle_id: first!.id,
      });
      expect(created.statusCode, created.body).toBe(201);
      const driver = created.json().data as { id: number } & Record<string, unknown>;
      await probe.next(changesFor(first!.id, (v) => v.driver?.name === 'Live Map Driver'));

      const moved = await apiRequest(suite.app, 'PUT', `/api/dashboard/drivers/${driver.id}`, suite.admin, {
        name: 'Live Map Driver',
        identity_number: driver.identity_number,
        country_code: '+966',
        phone: driver.phone,
        nationality: 'pk',
        address: 'Riyadh',
        licence_number: 'L-LIVE-1',
        licence_expiry_date: '2040-01-01',
        vehicle_id: second!.id,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await probe.next(changesFor(second!.id, (v) => v.driver?.id === driver.id));
      await probe.next(changesFor(first!.id, (v) => v.driver === null));
    });

    it('sends vehicle edits, blocks and deletions (removed)', async () => {
      const probe = stream({ token: suite.admin });
      const snapshot = await probe.next((m) => m.type === 'snapshot');
      if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
      const target = snapshot.vehicles.find((v) => v.status)!;

      const blocked = await apiRequest(
        suite.app,
        'POST',
        `/api/dashboard/vehicles/${target.id}/block`,
        suite.admin,
        {},
      );
      expect(blocked.statusCode, blocked.body).toBe(200);
      await probe.next(changesFor(target.id, (v) => v.status === false));

      const deleted = await apiRequest(
        suite.app,
        'DELETE',
        `/api/dashboard/vehicles/${target.id}`,
        suite.admin,
      );
      expect(deleted.statusCode, deleted.body).toBe(200);
      await probe.next((m) => m.type === 'changes' && m.removed.includes(target.id));
      const live = (await apiRequest(suite.app, 'GET', '/api/dashboard/tracking/live', suite.admin)).json();
      expect(live.data.vehicles.some((v: LiveVehicle) => v.id === target.id)).toBe(false);
    });
  });
});
