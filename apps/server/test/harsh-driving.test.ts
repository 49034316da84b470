import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import type { Position } from '../src/ingestion/position';
import type { EventEngine } from '../src/modules/events/event-engine';
import { apiRequest, type ApiRequestArgs, DEMO, forEachDatabase, login } from './harness';
import { replaceEventEngine, vehicleEvents } from './engine-helpers';
import { EN } from './people-helpers';

const SECOND = 1000;

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  let plate = 0;

  beforeAll(async () => {
    app = await db.buildApp(
      { demo: false, admin: { email: DEMO.admin.email, password: DEMO.admin.password } },
      { events: { offlineTickMs: 60_000 } },
    );
    admin = await login(app, DEMO.admin);
  });

  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

  const restarted: EventEngine[] = [];
  afterAll(async () => {
    for (const engine of restarted) await engine.stop();
  });

  /**
   * As after a crash: a new engine replaces the app's. With `forgetState` the vehicle's saved state is dropped
   * too, so its stored positions are all fed again (a replay); without, it goes on from the saved state.
   */
  async function restartEngine(vehicleId: number, forgetState: boolean) {
    const options = { offlineTickMs: 60_000 };
    restarted.push(await replaceEventEngine(app, options, forgetState ? vehicleId : undefined));
    await settle();
  }

  async function settle() {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.eventEngine.settled();
  }

  async function vehicle() {
    plate += 1;
    const response = await api('POST', '/api/dashboard/vehicles', admin, {
      name: `Harsh ${plate}`,
      plate_number: `HD ${plate}`,
      category: 'bus',
      fuel_type: 'diesel',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  type Fix = { t: number; speed: number; harsh?: string; harsh_ms2?: number };
  const toPosition = (fix: Fix, i: number): Position => ({
    deviceId: 'test',
    fixTime: new Date(fix.t),
    valid: true,
    lat: 24.7,
    lon: 46.6 + i * 0.0005,
    speed: fix.speed,
    course: 0,
    altitude: null,
    satellites: 8,
    attributes: {
      ...(fix.harsh ? { harsh: fix.harsh } : {}),
      ...(fix.harsh_ms2 ? { harsh_ms2: fix.harsh_ms2 } : {}),
    },
  });
  async function drive(vehicleId: number, fixes: Fix[]) {
    const positions = fixes.map(toPosition);
    for (let i = 0; i < positions.length; i += 2) {
      await app.positionWriter.submit(vehicleId, positions.slice(i, i + 2));
    }
    await settle();
  }

  async function harshEvents(vehicleId: number): Promise<FleetEvent[]> {
    return vehicleEvents(app, admin, vehicleId, ['harsh_acceleration', 'harsh_braking', 'harsh_cornering']);
  }
  const summary = async (id: number) =>
    (await harshEvents(id)).map((e) => [e.type, e.time, e.attributes] as const);

  const start = () => Date.now() - 60 * 60 * SECOND;

  describe('harsh driving events', () => {
    it('a braking the device reports over consecutive records is one event with its peak', async () => {
      const id = await vehicle();
      const t0 = start();
      const s = (i: number) => t0 + i * 10 * SECOND; // 10 s apart: speeds alone say nothing
      await drive(id, [
        { t: s(0), speed: 60 },
        { t: s(1), speed: 55, harsh: 'braking', harsh_ms2: 4.4 },
        { t: s(1) + 2 * SECOND, speed: 40, harsh: 'braking', harsh_ms2: 5.2 },
        { t: s(2), speed: 35 },
      ]);
      const events = await harshEvents(id);
      expect(events.map((e) => [e.type, e.time, e.attributes, e.severity])).toEqual([
        ['harsh_braking', new Date(s(1)).toISOString(), { source: 'device', value: 5.2 }, 'warning'],
      ]);
      expect(events[0]!.message).toBe(`Harsh ${plate}: harsh braking (5.2 m/s²)`);
    });

    it('a speed drop between fixes at most 5 s apart is a computed braking; an acceleration too', async () => {
      const id = await vehicle();
      const t0 = start();
      // 72 → 54 km/h in 1 s: 5 m/s² (threshold 4); then 54 → 36 in 1 s: 5 m/s² again, the same episode; then
      // 36 → 33 in 1 s (0.8 m/s²) ends it. Later 20 → 36 km/h in 1 s: 4.44 m/s² (threshold 3.5).
      await drive(id, [
        { t: t0, speed: 72 },
        { t: t0 + 1 * SECOND, speed: 54 },
        { t: t0 + 2 * SECOND, speed: 30 },
        { t: t0 + 3 * SECOND, speed: 29 },
        { t: t0 + 60 * SECOND, speed: 20 },
        { t: t0 + 61 * SECOND, speed: 36 },
        { t: t0 + 62 * SECOND, speed: 36 },
      ]);
      expect(await summary(id)).toEqual([
        ['harsh_braking', new Date(t0 + SECOND).toISOString(), { source: 'computed', value: 6.67 }],
        ['harsh_acceleration', new Date(t0 + 61 * SECOND).toISOString(), { source: 'computed', value: 4.44 }],
      ]);
    });

    it('the same speed changes over fixes 10 s apart give none', async () => {
      const id = await vehicle();
      const t0 = start();
      await drive(id, [
        { t: t0, speed: 100 },
        { t: t0 + 10 * SECOND, speed: 40 }, // 1.67 m/s² on average: anything may have happened in between
        { t: t0 + 20 * SECOND, speed: 0 },
        { t: t0 + 30 * SECOND, speed: 90 },
      ]);
      expect(await summary(id)).toEqual([]);
    });

    it('follows the thresholds of /settings/events, and validates them', async () => {
      const bad = await api('PUT', '/api/dashboard/settings/events', admin, { harsh_braking_ms2: 0.2 }, EN);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['harsh_braking_ms2']);
      expect(
        (await api('PUT', '/api/dashboard/settings/events', admin, { harsh_braking_ms2: 'x' }, EN))
          .statusCode,
      ).toBe(422);
      const saved = await api('PUT', '/api/dashboard/settings/events', admin, { harsh_braking_ms2: 6 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ harsh_braking_ms2: 6, harsh_acceleration_ms2: 3.5 });
      try {
        await settle();
        const id = await vehicle();
        const t0 = start();
        // 5 m/s²: harsh under the default 4, not under 6.
        await drive(id, [
          { t: t0, speed: 72 },
          { t: t0 + SECOND, speed: 54 },
          { t: t0 + 2 * SECOND, speed: 54 },
        ]);
        expect(await summary(id)).toEqual([]);
      } finally {
        await api('PUT', '/api/dashboard/settings/events', admin, { harsh_braking_ms2: 4 });
        await settle();
      }
    });

    for (const forgetState of [false, true]) {
      it(`a restart mid-episode makes no duplicate (${forgetState ? 'replayed from the stored positions' : 'from the saved state'})`, async () => {
        const id = await vehicle();
        const t0 = start();
        await drive(id, [
          { t: t0, speed: 80 },
          { t: t0 + SECOND, speed: 80, harsh: 'cornering', harsh_ms2: 3.1 },
          { t: t0 + 2 * SECOND, speed: 78, harsh: 'cornering', harsh_ms2: 3.9 },
        ]);
        const at = new Date(t0 + SECOND).toISOString();
        expect(await summary(id)).toEqual([['harsh_cornering', at, { source: 'device', value: 3.1 }]]);
        await restartEngine(id, forgetState);
        await drive(id, [
          { t: t0 + 3 * SECOND, speed: 76, harsh: 'cornering', harsh_ms2: 4.5 },
          { t: t0 + 4 * SECOND, speed: 76 },
          { t: t0 + 5 * SECOND, speed: 76 },
        ]);
        expect(await summary(id)).toEqual([['harsh_cornering', at, { source: 'device', value: 4.5 }]]);
        // Fed once more from nothing (another instance, a replay): still one.
        await restartEngine(id, true);
        await drive(id, [{ t: t0 + 6 * SECOND, speed: 70 }]);
        expect(await summary(id)).toEqual([['harsh_cornering', at, { source: 'device', value: 4.5 }]]);
      });
    }

    it('notification rules accept the harsh types', async () => {
      const roles = await api('GET', '/api/dashboard/roles?per_page=1', admin);
      const roleId = roles.json().data[0].id as number;
      const response = await api('POST', '/api/dashboard/notification-rules', admin, {
        name: 'Harsh',
        event_types: ['harsh_acceleration', 'harsh_braking', 'harsh_cornering'],
        vehicle_ids: [],
        geofence_ids: [],
        recipients: { role_ids: [roleId] },
        channels: ['web'],
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.event_types).toEqual([
        'harsh_acceleration',
        'harsh_braking',
        'harsh_cornering',
      ]);
      const bad = await api('POST', '/api/dashboard/notification-rules', admin, {
        name: 'Harsh',
        event_types: ['harsh_swerving'],
        channels: ['web'],
      });
      expect(bad.statusCode).toBe(422);
    });
  });
});
