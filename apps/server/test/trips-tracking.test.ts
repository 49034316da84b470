import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '@fleet/shared/schemas/trips';
import { seedDemoTrips } from '../src/demo/trips';
import { todayIn } from '../src/lib/dates';
import { apiRequest, DEMO, forEachDatabase, login } from './harness';
import { nextSerial } from './people-helpers';
import { ROUTE, vehicleAndDriver } from './trips-helpers';

/** A fixed-offset zone where it is around noon now, so the test's trip never crosses midnight. */
function noonZone(now = new Date()): string {
  const hours = 12 - now.getUTCHours(); // -11…12
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`; // Etc signs are inverted
}

function clock(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

forEachDatabase((database) => {
  describe('itinerary status from positions sent over a device protocol (OsmAnd)', () => {
    let app: FastifyInstance;
    let token: string;
    let base: string;
    const zone = noonZone();

    beforeAll(async () => {
      app = await database.buildApp({ timezone: zone }, { ingestion: { ephemeralPorts: true } });
      token = await login(app, DEMO.admin);
      base = `http://127.0.0.1:${app.devicePorts.osmand}`;
    });

    const readTrip = async (id: number) =>
      (await apiRequest(app, 'GET', `/api/dashboard/trips/${id}`, token)).json().data as Trip;
    const liveStatus = async (vehicleId: number) =>
      (await apiRequest(app, 'GET', `/api/dashboard/vehicles/${vehicleId}`, token)).json().data
        .live_status as string | null;

    async function report(deviceId: string, point: { lat: number; lon: number }, at: Date, knots: number) {
      const query = `id=${deviceId}&lat=${point.lat}&lon=${point.lon}&timestamp=${Math.floor(at.getTime() / 1000)}&speed=${knots}`;
      const response = await fetch(`${base}/?${query}`);
      expect(response.status).toBe(200);
    }

    it('demo itineraries: the morning run is finished from its stored track, the others late or planned', async () => {
      expect(await seedDemoTrips(app.db, app.positionWriter, zone)).toBe(4);
      expect(await seedDemoTrips(app.db, app.positionWriter, zone)).toBe(0); // once a day (the first test of the day)
      app.hub.publish({ type: 'vehicles.changed', ids: null });
      const list = async () =>
        (
          await apiRequest(app, 'GET', `/api/dashboard/trips?start_date=${todayIn(zone)}&name=—`, token)
        ).json().data as Trip[];
      // The tracker evaluates each run in its own step: wait for both the finished run and the late one.
      const trips = await until(
        list,
        (rows) => rows.some((t) => t.status === 'finished') && rows.some((t) => t.status === 'late'),
        'morning run finished and the staff run late',
      );
      const byName = (part: string) => trips.find((t) => t.name.includes(part))!;
      expect(byName('Morning').timeline.map((t) => t.status)).toEqual(['departed', 'departed', 'arrived']);
      expect(byName('Staff').status).toBe('late'); // its vehicle has not moved (no simulator here)
      expect(byName('Hospital').status).toBe('planned');
      expect(byName('Evening').status).toBe('planned');
    });

    it('planned → running → finished, the timeline filled, the vehicle busy only while it runs', async () => {
      const deviceId = `trip-osmand-${nextSerial()}`;
      const ids = await vehicleAndDriver(app, token, { device_id: deviceId });
      const now = Date.now();
      const minute = (offset: number) => clock(new Date(now + offset * 60_000), zone);
      const created = await apiRequest(app, 'POST', '/api/dashboard/trips', token, {
        name: 'Live loop',
        day: todayIn(zone),
        start_time: minute(-8),
        driver_id: ids.driverId,
        vehicle_id: ids.vehicleId,
        stations: [
          { name: 'Depot', ...ROUTE[0], planned_time: minute(-8) },
          { name: 'Gate', ...ROUTE[1], planned_time: minute(10) },
          { name: 'Terminal', ...ROUTE[2], planned_time: minute(30) },
        ],
      });
      expect(created.statusCode, created.body).toBe(201);
      const tripId = created.json().data.id as number;

      // At the depot, still: planned (it has not been ten minutes since the start time).
      await report(deviceId, ROUTE[0], new Date(now - 6 * 60_000), 0);
      let trip = await until(
        () => readTrip(tripId),
        (t) => t.timeline[0]!.arrived_at !== null,
        'arrival at depot',
      );
      expect(trip.status).toBe('planned');
      expect(await liveStatus(ids.vehicleId)).not.toBe('busy');

      // Leaves the depot: running, and the vehicle is busy.
      const leaving = { lat: ROUTE[0].lat + 0.005, lon: ROUTE[0].lon };
      await report(deviceId, leaving, new Date(now - 5 * 60_000), 20);
      trip = await until(
        () => readTrip(tripId),
        (t) => t.status === 'running',
        'running',
      );
      expect(trip.timeline[0]).toMatchObject({
        status: 'departed',
        departed_at: new Date(now - 5 * 60_000).toISOString().replace(/\.\d+Z$/, '.000Z'),
      });
      expect(trip.next_station).toBe(1);
      await until(
        () => liveStatus(ids.vehicleId),
        (s) => s === 'busy',
        'busy',
      );

      // Through the gate and on to the terminal: finished, and no longer busy.
      await report(deviceId, ROUTE[1], new Date(now - 4 * 60_000), 20);
      await report(deviceId, { lat: ROUTE[1].lat + 0.01, lon: ROUTE[1].lon }, new Date(now - 3 * 60_000), 20);
      trip = await until(
        () => readTrip(tripId),
        (t) => t.timeline[1]!.status === 'departed',
        'gate passed',
      );
      expect(trip.status).toBe('running');
      expect(await liveStatus(ids.vehicleId)).toBe('busy');
      await report(deviceId, ROUTE[2], new Date(now - 60_000), 5);
      trip = await until(
        () => readTrip(tripId),
        (t) => t.status === 'finished',
        'finished',
      );
      expect(trip.timeline.map((t) => t.status)).toEqual(['departed', 'departed', 'arrived']);
      expect(trip.timeline.every((t) => t.arrived_at !== null && t.delay_minutes !== null)).toBe(true);
      // Reached 4 minutes ago, planned 10 minutes ahead (planned times are whole minutes).
      expect(Math.abs(trip.timeline[1]!.delay_minutes! + 14)).toBeLessThanOrEqual(1);
      expect(trip.next_station).toBeNull();
      expect(trip.finished_at).not.toBeNull();
      await until(
        () => liveStatus(ids.vehicleId),
        (s) => s !== 'busy',
        'not busy',
      );
      expect(await liveStatus(ids.vehicleId)).toMatch(/^(moving|pause)$/);
      // Finished is history.
      expect(trip.actions).not.toContain('edit');
      // The itinerary's events, each once; a station_late for every station reached after its planned time.
      const events = await app.inject({
        url: `/api/dashboard/events?vehicle_id=${ids.vehicleId}&type=trip_started,trip_finished`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(
        events.json().data.map((e: { type: string; trip: { id: number } }) => [e.type, e.trip.id]),
      ).toEqual([
        ['trip_finished', tripId],
        ['trip_started', tripId],
      ]);
      const late = await app.inject({
        url: `/api/dashboard/events?vehicle_id=${ids.vehicleId}&type=station_late`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(
        late
          .json()
          .data.map((e: { attributes: { station: string } }) => e.attributes.station)
          .sort(),
      ).toEqual(
        trip.timeline
          .filter((t) => (t.delay_minutes ?? 0) > 0)
          .map((t) => t.name)
          .sort(),
      );
    });

    it('a vehicle that has not left ten minutes after the start time is late, without any report', async () => {
      const ids = await vehicleAndDriver(app, token);
      const now = Date.now();
      const minute = (offset: number) => clock(new Date(now + offset * 60_000), zone);
      const created = await apiRequest(app, 'POST', '/api/dashboard/trips', token, {
        name: 'Never left',
        day: todayIn(zone),
        start_time: minute(-11),
        driver_id: ids.driverId,
        vehicle_id: ids.vehicleId,
        stations: [
          { name: 'Depot', ...ROUTE[0], planned_time: minute(-11) },
          { name: 'Terminal', ...ROUTE[2], planned_time: minute(20) },
        ],
      });
      expect(created.statusCode, created.body).toBe(201);
      const trip = await until(
        () => readTrip(created.json().data.id),
        (t) => t.status !== 'planned',
        'late',
      );
      expect(trip.status).toBe('late');
      expect(trip.timeline[0]!.delay_minutes).toBeGreaterThanOrEqual(10);
      expect(await liveStatus(ids.vehicleId)).toBeNull(); // never reported, and not on the road
    });
  });
});
