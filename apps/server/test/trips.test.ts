import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { tripSchema } from '@fleet/shared/schemas/trips';
import { trips } from '../src/db/schema';
import { addDays, todayIn } from '../src/lib/dates';
import {
  apiRequest,
  type ApiRequestArgs,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
} from './harness';
import { EN } from './people-helpers';
import { tripBody, vehicleAndDriver } from './trips-helpers';

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  let dayOffset = 20;

  beforeAll(async () => {
    app = await db.buildApp();
    admin = await login(app, DEMO.admin);
  });

  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);
  /** A day far enough ahead that the status engine leaves the trip `planned`. */
  const nextDay = () => addDays(todayIn(app.config.timezone), dayOffset++);

  async function create(body: object) {
    const response = await api('POST', '/api/dashboard/trips', admin, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number } & Record<string, unknown>;
  }

  describe('create, read, list', () => {
    it('stores the plan and reads it back planned, with a pending timeline', async () => {
      const ids = await vehicleAndDriver(app, admin);
      const day = nextDay();
      const response = await api('POST', '/api/dashboard/trips', admin, tripBody(ids, day), EN);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().message).toBe('Itinerary created successfully');
      const trip = tripSchema.strict().parse(response.json().data);
      expect(trip).toMatchObject({ day, start_time: '07:00', status: 'planned', next_station: 0 });
      expect(trip.stations.map((s) => s.radius)).toEqual([150, 200, 150]);
      expect(trip.timeline.map((t) => [t.planned_time, t.status, t.arrived_at])).toEqual([
        ['07:00', 'pending', null],
        ['07:20', 'pending', null],
        ['07:40', 'pending', null],
      ]);
      expect(trip.actions).toEqual(['view', 'edit', 'delete']);
      const read = await api('GET', `/api/dashboard/trips/${trip.id}`, admin);
      expect(read.json().data.driver.id).toBe(ids.driverId);
      expect(read.json().data.vehicle.id).toBe(ids.vehicleId);
    });

    it('lists by status tab, day range and a search over name, driver and vehicle', async () => {
      const ids = await vehicleAndDriver(app, admin);
      const day = nextDay();
      const trip = await create(tripBody(ids, day, { name: 'Hospital shift zeta' }));
      const list = async (query: string) =>
        (await api('GET', `/api/dashboard/trips?${query}`, admin))
          .json()
          .data.map((row: { id: number }) => row.id);
      expect(await list('name=hospital%20shift%20ZETA')).toEqual([trip.id]);
      const vehicle = (await api('GET', `/api/dashboard/vehicles/${ids.vehicleId}`, admin)).json().data;
      expect(await list(`name=${encodeURIComponent(vehicle.plate_number)}`)).toEqual([trip.id]);
      const driver = (await api('GET', `/api/dashboard/drivers/${ids.driverId}`, admin)).json().data;
      expect(await list(`name=${encodeURIComponent(driver.name)}`)).toContain(trip.id);
      expect(await list(`start_date=${day}&end_date=${day}`)).toEqual([trip.id]);
      expect(await list(`start_date=${addDays(day, 1)}&name=zeta`)).toEqual([]);
      expect(await list('status=planned&name=zeta')).toEqual([trip.id]);
      expect(await list('status=finished&name=zeta')).toEqual([]);
      expect((await api('GET', '/api/dashboard/trips?status=nope', admin)).statusCode).toBe(422);
    });
  });

  describe('validation', () => {
    it('names every bad field, nested ones with dots, in the asked language', async () => {
      const response = await api('POST', '/api/dashboard/trips', admin, { stations: [{}] }, EN);
      expect(response.statusCode).toBe(422);
      const errors = response.json().errors;
      for (const field of [
        'name',
        'day',
        'start_time',
        'driver_id',
        'vehicle_id',
        'stations.0.name',
        'stations.0.lat',
      ]) {
        expect(errors[field], field).toBeDefined();
      }
      const ids = await vehicleAndDriver(app, admin);
      const one = await api('POST', '/api/dashboard/trips', admin, {
        ...tripBody(ids, nextDay()),
        stations: [tripBody(ids, nextDay()).stations[0]],
      });
      expect(Object.keys(one.json().errors)).toEqual(['stations']);
    });

    it('stations in time order, the first not before the start; midnight crossed only explicitly', async () => {
      const ids = await vehicleAndDriver(app, admin);
      const body = tripBody(ids, nextDay());
      const swap = structuredClone(body);
      swap.stations[1]!.planned_time = '07:50';
      const order = await api('POST', '/api/dashboard/trips', admin, swap, EN);
      expect(order.statusCode).toBe(422);
      expect(order.json().errors['stations.2.planned_time'][0]).toMatch(/in order/);
      const early = structuredClone(body);
      early.stations[0]!.planned_time = '06:50';
      expect((await api('POST', '/api/dashboard/trips', admin, early)).json().errors).toHaveProperty(
        'stations.0.planned_time',
      );
      const bad = { ...body, start_time: '7:00' };
      expect((await api('POST', '/api/dashboard/trips', admin, bad)).json().errors).toHaveProperty(
        'start_time',
      );

      const night = {
        ...body,
        start_time: '23:30',
        stations: [
          { ...body.stations[0]!, planned_time: '23:30' },
          { ...body.stations[1]!, planned_time: '00:10' },
          { ...body.stations[2]!, planned_time: '00:40' },
        ],
      };
      const implicit = await api('POST', '/api/dashboard/trips', admin, night);
      expect(implicit.json().errors).toHaveProperty('stations.1.planned_time');
      night.stations[1] = { ...night.stations[1]!, next_day: true } as never;
      const half = await api('POST', '/api/dashboard/trips', admin, night);
      expect(half.json().errors).toHaveProperty('stations.2.next_day');
      night.stations[2] = { ...night.stations[2]!, next_day: true } as never;
      const explicit = await api('POST', '/api/dashboard/trips', admin, night);
      expect(explicit.statusCode, explicit.body).toBe(201);
      expect(explicit.json().data.stations.map((s: { next_day: boolean }) => s.next_day)).toEqual([
        false,
        true,
        true,
      ]);
    });

    it('refuses a missing driver or vehicle, and a blocked vehicle', async () => {
      const ids = await vehicleAndDriver(app, admin);
      const missing = await api(
        'POST',
        '/api/dashboard/trips',
        admin,
        tripBody({ driverId: 999_999, vehicleId: 999_999 }, nextDay()),
      );
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['driver_id', 'vehicle_id']);
      const blocked = await api('POST', `/api/dashboard/vehicles/${ids.vehicleId}/block`, admin);
      expect(blocked.statusCode, blocked.body).toBe(200);
      const refused = await api('POST', '/api/dashboard/trips', admin, tripBody(ids, nextDay()), EN);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.vehicle_id[0]).toMatch(/blocked/);
    });
  });

  describe('overlaps', () => {
    it('the same driver or vehicle cannot hold two itineraries whose windows overlap (422 naming the field)', async () => {
      const first = await vehicleAndDriver(app, admin);
      const other = await vehicleAndDriver(app, admin);
      const day = nextDay();
      const planned = await create(tripBody(first, day, { name: 'Morning run' }));

      const sameDriver = { vehicleId: other.vehicleId, driverId: first.driverId };
      const clash = await api(
        'POST',
        '/api/dashboard/trips',
        admin,
        tripBody(sameDriver, day, { start_time: '07:00' }),
        EN,
      );
      expect(clash.statusCode).toBe(422);
      expect(Object.keys(clash.json().errors)).toEqual(['driver_id']);
      expect(clash.json().errors.driver_id[0]).toContain('Morning run');

      const sameVehicle = { vehicleId: first.vehicleId, driverId: other.driverId };
      const later = tripBody(sameVehicle, day, { start_time: '07:30' });
      later.stations = later.stations.map((s, i) => ({
        ...s,
        planned_time: ['07:30', '07:50', '08:10'][i]!,
      }));
      const vehicleClash = await api('POST', '/api/dashboard/trips', admin, later);
      expect(Object.keys(vehicleClash.json().errors)).toEqual(['vehicle_id']);

      // Back to back (starts when the other ends) is fine, and so is another day.
      const afterwards = tripBody(sameVehicle, day, { start_time: '07:40' });
      afterwards.stations = afterwards.stations.map((s, i) => ({
        ...s,
        planned_time: ['07:40', '08:00', '08:20'][i]!,
      }));
      await create(afterwards);
      await create(tripBody(first, addDays(day, 1)));
      // An itinerary does not overlap itself when edited.
      const edit = await api(
        'PUT',
        `/api/dashboard/trips/${planned.id}`,
        admin,
        tripBody(first, day, { name: 'Renamed' }),
      );
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().data.name).toBe('Renamed');
    });

    it('duplicates to other days, all or none', async () => {
      const ids = await vehicleAndDriver(app, admin);
      const day = nextDay();
      const source = await create(tripBody(ids, day));
      const days = [addDays(day, 1), addDays(day, 2)];
      const copied = await api('POST', `/api/dashboard/trips/${source.id}/duplicate`, admin, { days }, EN);
      expect(copied.statusCode, copied.body).toBe(201);
      expect(copied.json().message).toBe('Itinerary copied to 2 days');
      const copies = await Promise.all(
        copied
          .json()
          .data.ids.map(
            async (id: number) => (await api('GET', `/api/dashboard/trips/${id}`, admin)).json().data,
          ),
      );
      expect(copies.map((trip) => trip.day)).toEqual(days);
      expect(copies[0].stations).toEqual(source.stations);

      const again = await api('POST', `/api/dashboard/trips/${source.id}/duplicate`, admin, {
        days: [addDays(day, 3), addDays(day, 2)],
      });
      expect(again.statusCode).toBe(422);
      expect(Object.keys(again.json().errors)).toEqual(['days.1']);
      const list = await api(
        'GET',
        `/api/dashboard/trips?start_date=${addDays(day, 3)}&end_date=${addDays(day, 3)}`,
        admin,
      );
      expect(list.json().data.filter((t: { driver_id: number }) => t.driver_id === ids.driverId)).toEqual([]);
    });
  });

  describe('update and delete', () => {
    it('refuses to change a finished itinerary (409) and offers no edit action for it', async () => {
      const ids = await vehicleAndDriver(app, admin);
      const trip = await create(tripBody(ids, nextDay()));
      await app.db.update(trips).set({ status: 'finished' }).where(eq(trips.id, trip.id));
      const refused = await api(
        'PUT',
        `/api/dashboard/trips/${trip.id}`,
        admin,
        tripBody(ids, nextDay()),
        EN,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('A finished itinerary can no longer be changed');
      expect((await api('GET', `/api/dashboard/trips/${trip.id}`, admin)).json().data.actions).toEqual([
        'view',
        'delete',
      ]);
    });

    it('deletes, then 404', async () => {
      const ids = await vehicleAndDriver(app, admin);
      const trip = await create(tripBody(ids, nextDay()));
      const deleted = await api('DELETE', `/api/dashboard/trips/${trip.id}`, admin, undefined, EN);
      expect(deleted.json().message).toBe('Itinerary deleted successfully');
      expect((await api('GET', `/api/dashboard/trips/${trip.id}`, admin)).statusCode).toBe(404);
      expect((await api('DELETE', `/api/dashboard/trips/${trip.id}`, admin)).statusCode).toBe(404);
    });

    it('availability lists who is taken that day', async () => {
      const ids = await vehicleAndDriver(app, admin);
      const day = nextDay();
      const trip = await create(tripBody(ids, day));
      const response = await api('GET', `/api/dashboard/trips/availability?day=${day}`, admin);
      const { drivers, vehicles } = response.json().data;
      const driver = drivers.find((d: { id: number }) => d.id === ids.driverId);
      expect(driver.busy).toEqual([
        { trip_id: trip.id, name: 'School route north', from: '07:00', to: '07:40' },
      ]);
      expect(vehicles.find((v: { id: number }) => v.id === ids.vehicleId).busy).toHaveLength(1);
      const except = await api(
        'GET',
        `/api/dashboard/trips/availability?day=${day}&except_id=${trip.id}`,
        admin,
      );
      expect(except.json().data.drivers.find((d: { id: number }) => d.id === ids.driverId).busy).toEqual([]);
    });
  });

  describe('permissions', () => {
    it('each action needs its own permission (403), and rows offer only what the user may do', async () => {
      const ids = await vehicleAndDriver(app, admin);
      const trip = await create(tripBody(ids, nextDay()));
      const viewer = (await userWithPermissions(app, ['show_trips'])).token;
      const nobody = (await userWithPermissions(app, ['show_vehicles'])).token;
      const body = tripBody(ids, nextDay());
      expect((await api('GET', '/api/dashboard/trips', nobody)).statusCode).toBe(403);
      expect((await api('GET', `/api/dashboard/trips/${trip.id}`, nobody)).statusCode).toBe(403);
      expect((await api('POST', '/api/dashboard/trips', viewer, body)).statusCode).toBe(403);
      expect((await api('PUT', `/api/dashboard/trips/${trip.id}`, viewer, body)).statusCode).toBe(403);
      expect((await api('DELETE', `/api/dashboard/trips/${trip.id}`, viewer)).statusCode).toBe(403);
      expect(
        (await api('POST', `/api/dashboard/trips/${trip.id}/duplicate`, viewer, { days: [nextDay()] }))
          .statusCode,
      ).toBe(403);
      expect(
        (await api('GET', `/api/dashboard/trips/availability?day=${nextDay()}`, viewer)).statusCode,
      ).toBe(403);
      const read = await api('GET', `/api/dashboard/trips/${trip.id}`, viewer);
      expect(read.json().data.actions).toEqual(['view']);
      const editor = (await userWithPermissions(app, ['show_trips', 'update_trips'])).token;
      expect((await api('GET', `/api/dashboard/trips/${trip.id}`, editor)).json().data.actions).toEqual([
        'view',
        'edit',
      ]);
      expect((await api('PUT', `/api/dashboard/trips/${trip.id}`, editor, body)).statusCode).toBe(200);
    });
  });
});
