import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import type { Position } from '../src/ingestion/position';
import { apiRequest, type ApiRequestArgs, DEMO, forEachDatabase, login } from './harness';
import { replaceEventEngine, vehicleEvents } from './engine-helpers';
import { driverBody } from './people-helpers';
import { openStream } from './live-stream';
import { addDays, todayIn } from '../src/lib/dates';
import type { EventEngine } from '../src/modules/events/event-engine';
import type { RaisedEvent, StoredEvent } from '../src/modules/events/event-record';
import {
  type EventNames,
  EventsRepo,
  NAMES,
  NOT_CROSSING,
  PRESENTED,
} from '../src/modules/events/events.repo';
import { type Database, isUniqueViolation, rowsOf } from '../src/db/client';
import { sql } from 'drizzle-orm';

const SECOND = 1000;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  let plate = 0;

  beforeAll(async () => {
    app = await db.buildApp(
      { demo: false, admin: { email: DEMO.admin.email, password: DEMO.admin.password } },
      { events: { offlineTickMs: 200 } },
    );
    admin = await login(app, DEMO.admin);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

  /** Engines started by the restart test (the app's own is stopped by the app). */
  const restarted: EventEngine[] = [];
  afterAll(async () => {
    for (const engine of restarted) await engine.stop();
  });

  /**
   * As after a SIGKILL before the vehicle's state was saved: the engine is replaced by a new one (the app's from
   * now on) that knows nothing of `vehicleId` but its stored positions.
   */
  async function restartEngine(vehicleId: number) {
    restarted.push(await replaceEventEngine(app, { offlineTickMs: 200 }, vehicleId));
    await settle();
  }

  /** Lets the engine (of `via`) finish what the writer handed it. */
  async function settle(via = app) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await via.eventEngine.settled();
  }

  async function vehicle(extra: object = {}) {
    plate += 1;
    const response = await api('POST', '/api/dashboard/vehicles', admin, {
      name: `Engine ${plate}`,
      plate_number: `EV ${plate}`,
      category: 'bus',
      fuel_type: 'diesel',
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  async function geofence(body: object) {
    const response = await api('POST', '/api/dashboard/geofences', admin, { name: 'Zone', ...body });
    expect(response.statusCode, response.body).toBe(201);
    await settle();
    return response.json().data.id as number;
  }

  type Fix = { t: number; lat: number; lon: number; speed?: number; ignition?: boolean; alarm?: string };
  const toPosition = (fix: Fix): Position => ({
    deviceId: 'test',
    fixTime: new Date(fix.t),
    valid: true,
    lat: fix.lat,
    lon: fix.lon,
    speed: fix.speed ?? 30,
    course: 0,
    altitude: null,
    satellites: 8,
    attributes: {
      ...(fix.ignition === undefined ? {} : { ignition: fix.ignition }),
      ...(fix.alarm ? { alarm: fix.alarm } : {}),
    },
  });
  async function drive(vehicleId: number, fixes: Fix[], serverTime?: Date, via = app) {
    const positions = fixes.map(toPosition);
    // As devices do: a few fixes per packet.
    for (let i = 0; i < positions.length; i += 3) {
      await via.positionWriter.submit(vehicleId, positions.slice(i, i + 3), serverTime);
    }
    await settle(via);
  }

  /**
   * `stored` as the list's query presents them (named by the database), with the vehicle names an insert's test
   * gives (`N{id}`, `P{id}`) in place of the database's.
   */
  async function namedByDatabase(stored: readonly StoredEvent[]): Promise<StoredEvent[]> {
    return rowsOf<StoredEvent>(
      await app.db.execute(
        sql.raw(`SELECT ${PRESENTED} FROM events e ${NAMES} WHERE e.id = ANY('{${stored.map((e) => e.id).join(',')}}')
          ORDER BY e.time, e.id`),
      ),
    ).map((e) => ({
      ...e,
      id: Number(e.id),
      vehicleName: `N${e.vehicleId}`,
      plateNumber: `P${e.vehicleId}`,
    }));
  }

  async function eventsOf(vehicleId: number): Promise<FleetEvent[]> {
    return vehicleEvents(app, admin, vehicleId);
  }

  const start = () => Date.now() - 60 * 60 * SECOND;

  /** Until two instances' engines have processed everything (each may wait for the other's commits). */
  async function settleBoth(a: FastifyInstance, b: FastifyInstance) {
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.all([a.eventEngine.settled(), b.eventEngine.settled()]);
    }
  }

  describe('geofences', () => {
    it('jitter across a boundary gives exactly one enter and one exit', async () => {
      // A square of ~1 km whose west edge is lon 46.60; 0.0001° of longitude is ~10 m here.
      const zone = await geofence({
        name: 'Jitter depot',
        type: 'polygon',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [46.6, 24.6],
              [46.61, 24.6],
              [46.61, 24.61],
              [46.6, 24.61],
              [46.6, 24.6],
            ],
          ],
        },
      });
      const id = await vehicle();
      const t0 = start();
      const fixes: Fix[] = [];
      let t = t0;
      const at = (lon: number) => fixes.push({ t: (t += 2 * SECOND), lat: 24.605, lon });
      for (let i = 0; i < 5; i++) at(46.59);
      for (let i = 0; i < 24; i++) at(i % 2 ? 46.6 + 0.00012 : 46.6 - 0.00012);
      for (let i = 0; i < 30; i++) at(46.605);
      for (let i = 0; i < 24; i++) at(i % 2 ? 46.6 - 0.00013 : 46.6 + 0.00011);
      for (let i = 0; i < 30; i++) at(46.59);
      await drive(id, fixes);
      const events = (await eventsOf(id)).filter((e) => e.geofence?.id === zone);
      expect(events.map((e) => e.type)).toEqual(['geofence_enter', 'geofence_exit']);
      expect(events[0]!.message).toBe(`Engine ${plate} entered Jitter depot`);
      expect(events[0]!.attributes.dwell_seconds).toBeGreaterThanOrEqual(10);
      // The enter is timed at the first fix of the stay, not delayed by the dwell.
      expect(Date.parse(events[0]!.time)).toBeLessThanOrEqual(fixes[29]!.t);
    });

    it.runIf(db.kind === 'postgres')(
      'a tracker that reports to another instance and comes back: each crossing once, from either instance',
      async () => {
        const zone = await geofence({
          name: 'Handover yard',
          type: 'circle',
          geometry: { type: 'Point', coordinates: [46.7, 24.4] },
          radius: 300,
        });
        const id = await vehicle();
        // Two more instances on the database, which read the zone and the vehicle as they start.
        const options = { events: { offlineTickMs: 200 } };
        const a = await db.buildApp({ demo: false }, options);
        const b = await db.buildApp({ demo: false }, options);
        try {
          let t = start();
          const leg = (lon: number) =>
            Array.from({ length: 10 }, () => ({ t: (t += 5 * SECOND), lat: 24.4, lon }));
          await drive(id, [...leg(46.68), ...leg(46.7)], undefined, a); // enters, reported to a
          await drive(id, leg(46.68), undefined, b); // leaves, reported to b
          await drive(id, leg(46.7), undefined, a); // enters again, back on a, whose state is stale
          const events = (await eventsOf(id)).filter((e) => e.geofence?.id === zone);
          expect(events.map((e) => e.type)).toEqual(['geofence_enter', 'geofence_exit', 'geofence_enter']);
        } finally {
          await a.close();
          await b.close();
        }
      },
    );

    it.runIf(db.kind === 'postgres')(
      'a tracker whose reports alternate between two instances (as through a balancer): each event once, in order',
      async () => {
        await geofence({
          name: 'Alternating yard',
          type: 'circle',
          geometry: { type: 'Point', coordinates: [46.9, 24.2] },
          radius: 400,
        });
        const id = await vehicle();
        const options = { events: { offlineTickMs: 200, tickMs: 5 } };
        const a = await db.buildApp({ demo: false }, options);
        const b = await db.buildApp({ demo: false }, options);
        try {
          let t = start();
          const fixes: Fix[] = [];
          const leg = (count: number, fix: Omit<Fix, 't'>) => {
            for (let i = 0; i < count; i++) fixes.push({ ...fix, t: (t += 5 * SECOND) });
          };
          leg(5, { lat: 24.2, lon: 46.85, speed: 0, ignition: false }); // parked outside
          leg(5, { lat: 24.2, lon: 46.86, speed: 40, ignition: true }); // drives off
          leg(20, { lat: 24.2, lon: 46.9, speed: 150, ignition: true }); // in the yard, speeding
          leg(10, { lat: 24.2, lon: 46.85, speed: 40, ignition: true }); // out again
          leg(5, { lat: 24.2, lon: 46.85, speed: 0, ignition: false }); // parked
          // One fix per request, each to the other instance, the next sent once the last is stored.
          for (const [i, fix] of fixes.entries()) {
            const via = i % 2 ? b : a;
            await via.positionWriter.submit(id, [toPosition(fix)]);
          }
          await settleBoth(a, b);
          const events = await eventsOf(id);
          expect(
            events.map((e) => [e.type, (Date.parse(e.time) - fixes[0]!.t) / SECOND]),
            JSON.stringify(events.map((e) => [e.type, e.time])),
          ).toEqual([
            ['ignition_on', 25],
            // 40 → 150 km/h in 5 s is 6.1 m/s², and back down the same: harsh driving, once each too.
            ['harsh_acceleration', 50],
            ['geofence_enter', 50],
            ['overspeed', 50],
            ['harsh_braking', 150],
            ['geofence_exit', 150],
            ['ignition_off', 200],
          ]);
        } finally {
          await a.close();
          await b.close();
        }
      },
    );

    it.runIf(db.kind === 'postgres' && TEST_REDIS_URL)(
      'two instances on PostgreSQL and Redis given one vehicle’s positions at once: each event exactly once',
      async () => {
        const zone = await geofence({
          name: 'Shared yard',
          type: 'circle',
          geometry: { type: 'Point', coordinates: [46.8, 24.3] },
          radius: 400,
        });
        const id = await vehicle();
        const options = {
          events: { offlineTickMs: 200, tickMs: 5 },
          live: { hubChannel: `fleet-test:${randomBytes(6).toString('hex')}` },
        };
        const a = await db.buildApp({ demo: false, redisUrl: TEST_REDIS_URL }, options);
        const b = await db.buildApp({ demo: false, redisUrl: TEST_REDIS_URL }, options);
        try {
          let t = start();
          const fixes: Fix[] = [];
          const leg = (count: number, fix: Omit<Fix, 't'>, step = 0) => {
            for (let i = 0; i < count; i++)
              fixes.push({ ...fix, lon: fix.lon + i * step, t: (t += 5 * SECOND) });
          };
          leg(6, { lat: 24.3, lon: 46.75, speed: 0, ignition: false }); // parked outside
          leg(6, { lat: 24.3, lon: 46.76, speed: 40, ignition: true }, 0.0005); // drives off
          leg(24, { lat: 24.3, lon: 46.8, speed: 150, ignition: true }); // in the yard, speeding for 2 min
          leg(12, { lat: 24.3, lon: 46.8, speed: 40, ignition: true });
          leg(12, { lat: 24.3, lon: 46.75, speed: 40, ignition: true }); // out again
          leg(6, { lat: 24.3, lon: 46.75, speed: 0, ignition: false }); // parked
          // Packets of 3 fixes, each two through both instances at once, one pair after the other.
          for (let i = 0; i < fixes.length; i += 6) {
            await Promise.all(
              [a, b].map((via, k) =>
                via.positionWriter.submit(id, fixes.slice(i + k * 3, i + k * 3 + 3).map(toPosition)),
              ),
            );
          }
          await settleBoth(a, b);
          const events = await eventsOf(id);
          const count = (type: string) => events.filter((e) => e.type === type).length;
          expect(
            Object.fromEntries(
              ['ignition_on', 'geofence_enter', 'overspeed', 'geofence_exit', 'ignition_off'].map((type) => [
                type,
                count(type),
              ]),
            ),
            JSON.stringify(events.map((e) => [e.type, e.time])),
          ).toEqual({ ignition_on: 1, geofence_enter: 1, overspeed: 1, geofence_exit: 1, ignition_off: 1 });
          // 40 → 150 km/h in 5 s and back is one harsh acceleration and one harsh braking, computed from two
          // consecutive fixes. Here the fix after each change opens a packet that races the next one through the
          // other instance: when that one commits first, the packet is late (older than a stored fix) and raises
          // nothing, so the change may go unseen. Never twice, whichever instance wins.
          const harsh = events.filter((e) => e.type.startsWith('harsh_'));
          expect(count('harsh_acceleration')).toBeLessThanOrEqual(1);
          expect(count('harsh_braking')).toBeLessThanOrEqual(1);
          expect(harsh.every((e) => e.attributes?.source === 'computed')).toBe(true);
          expect(events.filter((e) => e.geofence?.id === zone).map((e) => e.type)).toEqual([
            'geofence_enter',
            'geofence_exit',
          ]);
          expect(events).toHaveLength(5 + harsh.length);
        } finally {
          await a.close();
          await b.close();
        }
      },
    );

    it('a corridor and a small circle crossed between two fixes 60 s apart give their enter and exit', async () => {
      const road = await geofence({
        name: 'Crossing road',
        type: 'corridor',
        geometry: {
          type: 'LineString',
          coordinates: [
            [46.9, 24.5],
            [46.9, 24.55],
          ],
        },
        width: 40,
      });
      const roundabout = await geofence({
        name: 'Roundabout',
        type: 'circle',
        geometry: { type: 'Point', coordinates: [46.92, 24.52] },
        radius: 30,
      });
      const id = await vehicle();
      const t0 = start();
      await drive(id, [
        { t: t0, lat: 24.52, lon: 46.89 },
        { t: t0 + 60 * SECOND, lat: 24.52, lon: 46.91 },
        { t: t0 + 120 * SECOND, lat: 24.52, lon: 46.93 },
        { t: t0 + 180 * SECOND, lat: 24.52, lon: 46.95 },
      ]);
      const events = await eventsOf(id);
      expect(events.map((e) => [e.type, e.geofence?.id])).toEqual([
        ['geofence_enter', road],
        ['geofence_exit', road],
        ['geofence_enter', roundabout],
        ['geofence_exit', roundabout],
      ]);
      // Interpolated halfway between the fixes.
      expect(Math.abs(Date.parse(events[0]!.time) - (t0 + 30 * SECOND))).toBeLessThan(2 * SECOND);
      expect(events[0]!.lon).toBeCloseTo(46.9, 3);
    });

    it('a geofence for chosen vehicles ignores the others', async () => {
      const chosen = await vehicle();
      const other = await vehicle();
      await geofence({
        name: 'Chosen only',
        type: 'circle',
        geometry: { type: 'Point', coordinates: [46.5, 24.4] },
        radius: 200,
        vehicle_ids: [chosen],
      });
      const t0 = start();
      const track = [-0.006, -0.004, -0.0005, 0, 0.0005, 0.004, 0.006].map((offset, i) => ({
        t: t0 + i * 20 * SECOND,
        lat: 24.4,
        lon: 46.5 + offset,
      }));
      await drive(chosen, track);
      await drive(other, track);
      expect((await eventsOf(chosen)).map((e) => e.type)).toEqual(['geofence_enter', 'geofence_exit']);
      expect(await eventsOf(other)).toEqual([]);
    });
  });

  describe('episodes and device facts', () => {
    it('an overspeed episode is one event with its maximum; a short one is none', async () => {
      const id = await vehicle();
      const t0 = start();
      const speeds = [50, 130, 150, 140, 125, 60, 60, 130, 60];
      await drive(
        id,
        speeds.map((speed, i) => ({ t: t0 + i * 10 * SECOND, lat: 23.5, lon: 45.5 + i * 0.003, speed })),
      );
      const events = await eventsOf(id);
      expect(events.map((e) => e.type)).toEqual(['overspeed']);
      expect(events[0]).toMatchObject({
        time: new Date(t0 + 10 * SECOND).toISOString(),
        severity: 'warning',
        attributes: { speed_max: 150, limit: 120, duration_seconds: 40 },
      });
    });

    for (const restart of [false, true]) {
      it(`an episode is raised when it qualifies and completed when it ends${restart ? ', once across a restart' : ''}`, async () => {
        const id = await vehicle();
        const t0 = start();
        const at = (i: number, speed: number, ignition?: boolean) => ({
          t: t0 + i * 10 * SECOND,
          lat: 23.1,
          lon: 45.1 + (speed > 10 ? i * 0.003 : 0),
          speed,
          ...(ignition === undefined ? {} : { ignition }),
        });
        const summary = async () => (await eventsOf(id)).map((e) => [e.type, e.time, e.attributes] as const);
        // 20 s above the limit (min 15 s): raised, with what is known so far, while the truck is still speeding.
        await drive(id, [at(0, 60), at(1, 130), at(2, 140), at(3, 135)]);
        const first = [
          'overspeed',
          new Date(t0 + 10 * SECOND).toISOString(),
          { speed_max: 140, limit: 120, duration_seconds: 20 },
        ] as const;
        expect(await summary()).toEqual([first]);
        if (restart) await restartEngine(id);
        await drive(id, [at(4, 150), at(5, 145), at(6, 90)]);
        const overspeed = [first[0], first[1], { speed_max: 150, limit: 120, duration_seconds: 50 }] as const;
        expect(await summary()).toEqual([overspeed]);

        // Idling for the idle time (5 min) is raised then, and its final duration set when it ends.
        const idleStart = 100;
        await drive(
          id,
          Array.from({ length: 33 }, (_, k) => at(idleStart + k, 0, true)),
        );
        const idleAt = new Date(t0 + idleStart * 10 * SECOND).toISOString();
        expect(await summary()).toEqual([overspeed, ['idle', idleAt, { duration_seconds: 300 }]]);
        if (restart) await restartEngine(id);
        await drive(id, [at(idleStart + 40, 0, true), at(idleStart + 41, 30, true)]);
        expect(await summary()).toEqual([overspeed, ['idle', idleAt, { duration_seconds: 410 }]]);
      });
    }

    it('uses the vehicle’s speed limit before the fleet’s', async () => {
      const id = await vehicle({ speed_limit: 80 });
      const t0 = start();
      await drive(
        id,
        [70, 95, 90, 70].map((speed, i) => ({
          t: t0 + i * 10 * SECOND,
          lat: 23.4,
          lon: 45.5 + i * 0.003,
          speed,
        })),
      );
      expect((await eventsOf(id)).map((e) => [e.type, e.attributes.limit, e.attributes.speed_max])).toEqual([
        ['overspeed', 80, 95],
      ]);
    });

    it('ignition changes, an idle episode and an alarm repeated in consecutive reports', async () => {
      const id = await vehicle();
      const t0 = start();
      const p = { lat: 23.3, lon: 45.3 };
      await drive(id, [
        { t: t0, ...p, ignition: false, speed: 0 },
        { t: t0 + 60 * SECOND, ...p, ignition: true, speed: 0 },
        { t: t0 + 4 * 60 * SECOND, ...p, ignition: true, speed: 0, alarm: 'sos' },
        { t: t0 + 4 * 60 * SECOND + 5 * SECOND, ...p, ignition: true, speed: 0, alarm: 'sos' },
        { t: t0 + 4 * 60 * SECOND + 10 * SECOND, ...p, ignition: true, speed: 0, alarm: 'sos' },
        { t: t0 + 7 * 60 * SECOND, ...p, ignition: true, speed: 40 },
        { t: t0 + 8 * 60 * SECOND, ...p, ignition: false, speed: 0, alarm: 'nonsense' },
      ]);
      const events = await eventsOf(id);
      expect(events.map((e) => e.type)).toEqual(['ignition_on', 'idle', 'alarm', 'ignition_off']);
      expect(events[1]!.attributes.duration_seconds).toBe(6 * 60);
      expect(events[2]).toMatchObject({ severity: 'critical', attributes: { alarm: 'sos' } });
      expect(events[2]!.message).toContain('SOS');
    });

    it('deleting a vehicle deletes its events', async () => {
      const id = await vehicle();
      const t0 = start();
      await drive(id, [
        { t: t0, lat: 23.4, lon: 45.4, ignition: false, speed: 0 },
        { t: t0 + 60 * SECOND, lat: 23.4, lon: 45.4, ignition: true, speed: 0 },
      ]);
      expect((await eventsOf(id)).map((e) => e.type)).toEqual(['ignition_on']);
      expect((await api('DELETE', `/api/dashboard/vehicles/${id}`, admin)).statusCode).toBe(200);
      const left = await app.db.execute(sql`SELECT count(*)::int AS n FROM events WHERE vehicle_id = ${id}`);
      expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });

    it('a gap in the track ends an idle episode at its last fix', async () => {
      const id = await vehicle();
      const t0 = start();
      const p = { lat: 23.31, lon: 45.31 };
      await drive(id, [
        { t: t0, ...p, ignition: true, speed: 0 },
        { t: t0 + 3 * 60 * SECOND, ...p, ignition: true, speed: 0 },
        { t: t0 + 7 * 60 * SECOND, ...p, ignition: true, speed: 0 },
        // Forty minutes without a word, then the ignition is still on and the vehicle stands.
        { t: t0 + 47 * 60 * SECOND, ...p, ignition: true, speed: 0 },
        { t: t0 + 48 * 60 * SECOND, ...p, ignition: true, speed: 30 },
      ]);
      const idle = (await eventsOf(id)).filter((e) => e.type === 'idle');
      expect(idle).toHaveLength(1);
      expect(idle[0]!.time).toBe(new Date(t0).toISOString());
      expect(idle[0]!.attributes.duration_seconds).toBe(7 * 60);
    });

    it('stores each event once: repeated and late positions create nothing new', async () => {
      const id = await vehicle();
      const t0 = start();
      const fixes = [120, 160, 60].map((speed, i) => ({
        t: t0 + i * 20 * SECOND,
        lat: 23.2,
        lon: 45.2,
        speed,
      }));
      await drive(id, fixes);
      await drive(id, fixes);
      // Late: an older fix with an alarm and a new episode is stored but raises nothing.
      await drive(id, [{ t: t0 - 10 * SECOND, lat: 23.2, lon: 45.2, speed: 200, alarm: 'sos' }]);
      expect((await eventsOf(id)).map((e) => e.type)).toEqual(['overspeed']);
    });

    it('an event stored meanwhile by someone else is kept once, and the rest of the engine’s batch is stored', async () => {
      const id = await vehicle();
      const t0 = start();
      const p = { lat: 23.25, lon: 45.25 };
      await drive(id, [{ t: t0, ...p, ignition: false, speed: 0 }]);
      // The engine goes on from its own state, so it inserts its next events without ON CONFLICT; another
      // instance has stored one of them already.
      const [other] = await app.events.raise([
        { vehicleId: id, type: 'ignition_on', time: new Date(t0 + 60 * SECOND), lat: p.lat, lon: p.lon },
      ]);
      expect(other).toBeDefined();
      await drive(id, [
        { t: t0 + 60 * SECOND, ...p, ignition: true, speed: 0, alarm: 'sos' },
        { t: t0 + 65 * SECOND, ...p, ignition: true, speed: 0 },
      ]);
      const events = await eventsOf(id);
      expect(events.map((e) => e.type)).toEqual(['ignition_on', 'alarm']);
      expect(events[0]!.id).toBe(other!.id);
    });

    it('an insert stores raised events once and returns the new ones, named from memory as by the database', async () => {
      const [a, b] = [await vehicle(), await vehicle()];
      // Away from the other tests' tracks, and for these vehicles only: no other test meets it.
      const zone = await geofence({
        type: 'circle',
        geometry: { type: 'Point', coordinates: [50.5, 26.5] },
        radius: 100,
        vehicle_ids: [a, b],
      });
      const t0 = start();
      const at = (s: number) => new Date(t0 + s * SECOND);
      const enter = (vehicleId: number, s: number): RaisedEvent => ({
        vehicleId,
        type: 'geofence_enter',
        subject: String(zone),
        time: at(s),
        geofenceId: zone,
      });
      const alarm = (vehicleId: number, s: number, kind: string): RaisedEvent => ({
        vehicleId,
        type: 'alarm',
        subject: kind,
        time: at(s),
        attributes: { kind, n: s },
      });
      // Existing before: one event of each vehicle.
      await EventsRepo.insert(app.db, [alarm(b, 5, 'sos'), enter(a, 1)]);
      const names: EventNames = {
        // Also a vehicle deleted since its names were read (its events are not stored).
        vehicle: (id) => ({ name: `N${id}`, plateNumber: `P${id}` }),
        geofence: (id) => (id === zone ? 'Zone' : undefined),
        driver: () => undefined,
      };
      // Any order, repeated in one call (the first kept), existing ones, a vehicle that does not exist.
      const raised = [
        alarm(b, 5, 'sos'),
        alarm(b, 3, 'sos'),
        alarm(a, 3, 'power_cut'),
        alarm(a, 3, 'sos'),
        { ...alarm(a, 3, 'sos'), attributes: { second: true } },
        enter(a, 1),
        enter(b, 1),
        alarm(2_000_000_000, 2, 'sos'),
        alarm(a, 2, 'sos'),
      ];
      const stored = await EventsRepo.insert(app.db, raised, names);
      const key = (e: { vehicleId: number; type: string; subject: string; time: string }) =>
        `${e.vehicleId === a ? 'a' : 'b'} ${e.type} ${e.subject} ${(Date.parse(e.time) - t0) / SECOND}`;
      expect(stored.map(key)).toEqual([
        `b geofence_enter ${zone} 1`,
        'a alarm sos 2',
        'a alarm power_cut 3',
        'a alarm sos 3',
        'b alarm sos 3',
      ]);
      expect(stored.find((e) => key(e) === 'a alarm sos 3')?.attributes).toEqual({ kind: 'sos', n: 3 });
      expect(stored.find((e) => key(e) === `b geofence_enter ${zone} 1`)).toMatchObject({
        vehicleName: `N${b}`,
        plateNumber: `P${b}`,
        geofenceName: 'Zone',
        driverName: null,
      });
      // Named by the database, as the list presents them: the same but for the names given here.
      expect(stored).toEqual(await namedByDatabase(stored));
      expect(await EventsRepo.insert(app.db, raised, names)).toEqual([]);
    });

    it('events nobody stored, in a transaction (by COPY on PostgreSQL), are stored as the statement stores them', async () => {
      const [a, b] = [await vehicle(), await vehicle()];
      const zone = await geofence({
        type: 'circle',
        geometry: { type: 'Point', coordinates: [50.6, 26.6] },
        radius: 100,
        vehicle_ids: [a, b],
      });
      const t0 = start();
      const at = (s: number) => new Date(t0 + s * SECOND);
      const names: EventNames = {
        vehicle: (id) => ({ name: `N${id}`, plateNumber: `P${id}` }),
        geofence: (id) => (id === zone ? 'المنطقة' : undefined),
        driver: () => undefined,
      };
      const raised: RaisedEvent[] = [
        {
          vehicleId: b,
          type: 'overspeed',
          time: at(4),
          lat: 26.6,
          lon: 50.6,
          attributes: { max_speed: 131.5 },
        },
        {
          vehicleId: a,
          type: 'geofence_exit',
          subject: String(zone),
          geofenceId: zone,
          time: at(9),
          lat: 26.61,
          lon: 50.61,
        },
        {
          vehicleId: a,
          type: 'alarm',
          subject: 'sos',
          time: at(2),
          attributes: { kind: 'sos', note: 'نداء استغاثة' },
        },
        {
          vehicleId: a,
          type: 'geofence_enter',
          subject: String(zone),
          geofenceId: zone,
          time: at(2),
          lat: 26.6,
          lon: 50.6,
        },
        { vehicleId: 2_000_000_000, type: 'alarm', subject: 'sos', time: at(3) }, // no such vehicle: not stored
      ];
      const stored = await app.db.transaction((tx) =>
        EventsRepo.insert(tx as unknown as Database, raised, names, true, 1),
      );
      expect(
        stored.map((e) => `${e.vehicleId === a ? 'a' : 'b'} ${e.type} ${(Date.parse(e.time) - t0) / SECOND}`),
      ).toEqual(['a alarm 2', 'a geofence_enter 2', 'b overspeed 4', 'a geofence_exit 9']);
      expect(stored).toEqual(
        (await namedByDatabase(stored)).map((e) => ({
          ...e,
          geofenceName: e.geofenceId === null ? null : 'المنطقة',
        })),
      );
      // Later events take later ids, as the identity gives them.
      const [next] = await EventsRepo.insert(app.db, [
        { vehicleId: b, type: 'alarm', subject: 'sos', time: at(20) },
      ]);
      expect(next!.id).toBeGreaterThan(Math.max(...stored.map((e) => e.id)));
      // One that exists after all fails the insert on the natural key: the engine then goes again from its saved state.
      await expect(
        app.db.transaction((tx) =>
          EventsRepo.insert(tx as unknown as Database, raised.slice(0, 1), names, true, 1),
        ),
      ).rejects.toSatisfy(isUniqueViolation);
    });

    it('a late position raises nothing when its vehicle’s positions are fed again after a restart either', async () => {
      const id = await vehicle();
      const t0 = start();
      await drive(id, [
        { t: t0, lat: 23.2, lon: 45.2, speed: 120 },
        { t: t0 + 20 * SECOND, lat: 23.2, lon: 45.2, speed: 160 },
        { t: t0 + 40 * SECOND, lat: 23.2, lon: 45.2, speed: 60 },
      ]);
      await drive(id, [{ t: t0 - 10 * SECOND, lat: 23.2, lon: 45.2, speed: 200, alarm: 'sos' }]);
      await restartEngine(id); // its state forgotten: all its stored positions are fed again, in fix-time order
      await drive(id, [{ t: t0 + 60 * SECOND, lat: 23.2, lon: 45.2, speed: 50 }]);
      expect((await eventsOf(id)).map((e) => e.type)).toEqual(['overspeed']);
    });

    it('a silent vehicle goes offline once by server time, and online with its next report', async () => {
      await api('PUT', '/api/dashboard/settings/events', admin, { offline_minutes: 1 });
      try {
        const id = await vehicle();
        const now = Date.now();
        await drive(
          id,
          [{ t: now - 3 * 60 * SECOND, lat: 23.1, lon: 45.1 }],
          new Date(now - 3 * 60 * SECOND),
        );
        await new Promise((resolve) => setTimeout(resolve, 800));
        const offline = await eventsOf(id);
        expect(offline.map((e) => e.type)).toEqual(['device_offline']);
        expect(offline[0]!.time).toBe(new Date(now - 2 * 60 * SECOND).toISOString());
        await drive(id, [{ t: now, lat: 23.1, lon: 45.1 }]);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const events = await eventsOf(id);
        expect(events.map((e) => e.type)).toEqual(['device_offline', 'device_online']);
        expect(events[1]!.attributes.silent_seconds).toBeGreaterThanOrEqual(180);
      } finally {
        await api('PUT', '/api/dashboard/settings/events', admin, { offline_minutes: 10 });
      }
    });
  });

  describe('live', () => {
    it('sends each new event on the tracking WebSocket in the client’s language', async () => {
      const probe = openStream(app, { query: `?token=${encodeURIComponent(admin)}&lang=en` });
      try {
        await probe.next((m) => m.type === 'snapshot');
        const id = await vehicle();
        const t0 = start();
        await drive(id, [
          { t: t0, lat: 22.9, lon: 45.0, alarm: 'crash' },
          { t: t0 + 5 * SECOND, lat: 22.9, lon: 45.0 },
        ]);
        const message = await probe.next((m) => m.type === 'event' && m.data.vehicle.id === id);
        if (message.type !== 'event') throw new Error('not an event');
        expect(message.data).toMatchObject({
          type: 'alarm',
          severity: 'critical',
          attributes: { alarm: 'crash' },
        });
        expect(message.data.message).toBe(`Engine ${plate}: alarm — crash`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(probe.messages.filter((m) => m.type === 'event' && m.data.vehicle.id === id)).toHaveLength(1);
      } finally {
        probe.close();
      }
    });

    it('a live event names its vehicle, zone and driver as the list does, renamed ones by their new names', async () => {
      const probe = openStream(app, { query: `?token=${encodeURIComponent(admin)}&lang=en` });
      try {
        await probe.next((m) => m.type === 'snapshot');
        const yard = { type: 'circle', geometry: { type: 'Point', coordinates: [45.5, 22.5] }, radius: 200 };
        const zone = await geofence({ ...yard, name: 'Named yard' });
        const id = await vehicle();
        const driver = await api(
          'POST',
          '/api/dashboard/drivers',
          admin,
          driverBody(todayIn('Asia/Riyadh'), { name: `Named driver ${plate}`, vehicle_id: id }),
        );
        expect(driver.statusCode, driver.body).toBe(201);
        await settle();
        const live = async (type: string) => {
          const message = await probe.next(
            (m) => m.type === 'event' && m.data.vehicle.id === id && m.data.type === type,
          );
          if (message.type !== 'event') throw new Error('not an event');
          const listed = (await eventsOf(id)).find((event) => event.id === message.data.id);
          expect(message.data).toEqual(listed);
          return message.data;
        };
        const t0 = start();
        const outside = { lat: 22.5, lon: 45.51 };
        const inside = { lat: 22.5, lon: 45.5 };
        await drive(id, [
          { t: t0, ...outside },
          { t: t0 + 30 * SECOND, ...inside },
          { t: t0 + 60 * SECOND, ...inside },
        ]);
        expect(await live('geofence_enter')).toMatchObject({
          vehicle: { id, name: `Engine ${plate}`, plate_number: `EV ${plate}` },
          geofence: { id: zone, name: 'Named yard' },
          driver: { name: `Named driver ${plate}` },
        });

        const renamed = await api('PUT', `/api/dashboard/geofences/${zone}`, admin, {
          ...yard,
          name: 'Renamed yard',
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
        const vehicleRenamed = await api('PUT', `/api/dashboard/vehicles/${id}`, admin, {
          name: `Renamed ${plate}`,
          plate_number: `EV ${plate}`,
          category: 'bus',
          fuel_type: 'diesel',
        });
        expect(vehicleRenamed.statusCode, vehicleRenamed.body).toBe(200);
        await settle();
        await drive(id, [
          { t: t0 + 90 * SECOND, ...outside },
          { t: t0 + 120 * SECOND, ...outside },
        ]);
        expect(await live('geofence_exit')).toMatchObject({
          vehicle: { name: `Renamed ${plate}` },
          geofence: { name: 'Renamed yard' },
        });
      } finally {
        probe.close();
      }
    });
  });

  describe('documents', () => {
    it('a registration expiring soon and one expired give one event each, however often checked', async () => {
      const today = todayIn(app.config.timezone);
      const soon = await vehicle({ form_end_date: addDays(today, 5) });
      const gone = await vehicle({ form_end_date: addDays(today, -1) });
      const later = await vehicle({ form_end_date: addDays(today, 200) });
      await app.documentExpiry.check();
      await app.documentExpiry.check();
      const [expiring] = await eventsOf(soon);
      expect(expiring).toMatchObject({
        type: 'document_expiring',
        attributes: { document: 'registration', expires_on: addDays(today, 5) },
      });
      expect(expiring!.message).toContain('registration');
      expect((await eventsOf(soon)).length).toBe(1);
      expect((await eventsOf(gone)).map((e) => [e.type, e.severity])).toEqual([
        ['document_expired', 'critical'],
      ]);
      expect(await eventsOf(later)).toEqual([]);
    });
  });

  describe('reading', () => {
    it('filters by type, severity and geofence, and gives a vehicle’s events in time order', async () => {
      const id = await vehicle();
      const t0 = start();
      await drive(
        id,
        [130, 150, 60].map((speed, i) => ({
          t: t0 + i * 30 * SECOND,
          lat: 23.0,
          lon: 45.0,
          speed,
          ignition: true,
        })),
      );
      const byType = await api('GET', `/api/dashboard/events?type=overspeed,alarm&vehicle_id=${id}`, admin);
      expect(byType.json().data).toHaveLength(1);
      const bySeverity = await api('GET', `/api/dashboard/events?severity=critical&vehicle_id=${id}`, admin);
      expect(bySeverity.json().data).toHaveLength(0);
      const from = new Date(t0 - SECOND).toISOString();
      const to = new Date(t0 + 10 * 60 * SECOND).toISOString();
      const day = await api(
        'GET',
        `/api/dashboard/vehicles/${id}/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        admin,
        undefined,
        { 'accept-language': 'ar' },
      );
      expect(day.statusCode, day.body).toBe(200);
      expect(day.json().data.map((e: FleetEvent) => e.type)).toEqual(['overspeed']);
      expect(day.json().data[0].message).toContain('تجاوزت');
    });

    it('lists geofence crossings, which the type index leaves out, with the other types', async () => {
      const id = await vehicle();
      const zone = await geofence({
        type: 'circle',
        geometry: { type: 'Point', coordinates: [50.7, 26.7] },
        radius: 100,
        vehicle_ids: [id],
      });
      const t0 = start();
      // 40 events a second apart: enter, exit, ignition on, ignition off, …
      await app.db.execute(sql`
        INSERT INTO events (vehicle_id, type, subject, time, severity, geofence_id)
        SELECT ${id}, (ARRAY['geofence_enter', 'geofence_exit', 'ignition_on', 'ignition_off'])[g % 4 + 1],
               CASE WHEN g % 4 < 2 THEN ${String(zone)} ELSE '' END,
               ${new Date(t0).toISOString()}::timestamptz + g * interval '1 second', 'info',
               CASE WHEN g % 4 < 2 THEN ${zone}::int END
        FROM generate_series(0, 39) AS g`);
      const list = async (query: string) => {
        const response = await api(
          'GET',
          `/api/dashboard/events?vehicle_id=${id}&per_page=100${query}`,
          admin,
        );
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as { data: FleetEvent[]; meta: { total: number } };
      };
      const all = (await list('')).data;
      expect(all).toHaveLength(40);
      for (const types of [['geofence_enter'], ['geofence_exit', 'ignition_on'], ['ignition_off']]) {
        const page = await list(`&type=${types.join(',')}`);
        const expected = all.filter((e) => types.includes(e.type));
        expect(page.meta.total, types.join()).toBe(expected.length);
        expect(page.data.map((e) => e.id)).toEqual(expected.map((e) => e.id));
      }
      expect((await list(`&geofence_id=${zone}&type=geofence_exit`)).meta.total).toBe(10);
      // A page past every number a statement takes is empty.
      const far = await list('&page=9007199254740991');
      expect(far.data).toEqual([]);
      expect(far.meta.total).toBe(40);
      // Another type's scan repeats the index's predicate, which a generic plan (the pool's) needs to use it.
      const plan = await app.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
        await tx.execute(
          sql.raw(`PREPARE typed_page (text) AS SELECT * FROM events e WHERE e.type = $1
            AND ${NOT_CROSSING} ORDER BY e.time DESC, e.id DESC LIMIT 15`),
        );
        const explained = rowsOf(await tx.execute(sql.raw(`EXPLAIN EXECUTE typed_page ('ignition_on')`)));
        await tx.execute(sql.raw('DEALLOCATE typed_page'));
        return JSON.stringify(explained);
      });
      expect(plan).toMatch(/type_time_id/);
    });

    it('counts a list up to 10,000 and then says the total is capped; pages are newest first without overlap', async () => {
      const id = await vehicle();
      const t0 = start();
      // 10,001 events, two at each time (the id orders those), all in this vehicle.
      await app.db.execute(sql`
        INSERT INTO events (vehicle_id, type, subject, time, severity)
        SELECT ${id}, CASE WHEN g % 2 = 0 THEN 'ignition_on' ELSE 'ignition_off' END, '',
               ${new Date(t0).toISOString()}::timestamptz + (g / 2) * interval '1 second', 'info'
        FROM generate_series(0, 10000) AS g`);
      const list = (query: string) => api('GET', `/api/dashboard/events?vehicle_id=${id}${query}`, admin);
      const first = await list('&per_page=100');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().meta).toEqual({
        per_page: 100,
        total: 10_000,
        current_page: 1,
        last_page: 100,
        total_capped: true,
      });
      const second = (await list('&per_page=100&page=2')).json().data as FleetEvent[];
      const rows = [...(first.json().data as FleetEvent[]), ...second];
      expect(new Set(rows.map((e) => e.id)).size).toBe(200);
      const keys = rows.map((e) => [Date.parse(e.time), e.id] as const);
      for (let i = 1; i < keys.length; i++) {
        const [t, eventId] = keys[i]!;
        const [tPrevious, idPrevious] = keys[i - 1]!;
        expect(t < tPrevious || (t === tPrevious && eventId < idPrevious), `row ${i}`).toBe(true);
      }
      const last = await list('&per_page=100&page=100');
      expect(last.json().data).toHaveLength(100);
      const narrower = await list('&type=ignition_on');
      expect(narrower.json().meta).toEqual({ per_page: 15, total: 5001, current_page: 1, last_page: 334 });
      // Two types are merged from one scan each: the same rows, in the same order, as no type filter.
      const bothTypes = (await list('&type=ignition_off,ignition_on&per_page=100&page=2')).json()
        .data as FleetEvent[];
      expect(bothTypes.map((e) => e.id)).toEqual(second.map((e) => e.id));
      expect((await list('&severity=info&per_page=100&page=2')).json().data).toEqual(second);
      // Ignition events are never critical, and no type is both.
      expect((await list('&severity=critical')).json().meta.total).toBe(0);
      expect((await list('&type=ignition_on&severity=warning')).json().meta.total).toBe(0);
    });
  });
});
