import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { geofenceSchema } from '@fleet/shared/schemas/geofences';
import { EVENT_SETTINGS_DEFAULTS } from '@fleet/shared/schemas/settings';
import {
  apiRequest,
  type ApiRequestArgs,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
} from './harness';
import { EN } from './people-helpers';

const square = (lon: number, lat: number, d = 0.01) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lon, lat],
      [lon + d, lat],
      [lon + d, lat + d],
      [lon, lat + d],
      [lon, lat],
    ],
  ],
});

export const polygonBody = (name = 'Depot', lon = 46.7, lat = 24.7) => ({
  name,
  type: 'polygon',
  geometry: square(lon, lat),
  color: '#16a34a',
});

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    app = await db.buildApp({
      demo: false,
      admin: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    admin = await login(app, DEMO.admin);
  });

  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);

  async function vehicle(name: string) {
    const response = await api('POST', '/api/dashboard/vehicles', admin, {
      name,
      plate_number: `GF ${name}`.slice(0, 20),
      category: 'bus',
      fuel_type: 'diesel',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  }

  describe('CRUD', () => {
    it('creates, reads, lists, updates and deletes the three shapes', async () => {
      const vehicleId = await vehicle('Geo 1');
      const created = await api(
        'POST',
        '/api/dashboard/geofences',
        admin,
        {
          ...polygonBody('Main depot'),
          speed_limit: 40,
          vehicle_ids: [vehicleId, vehicleId],
          radius: 50,
        },
        EN,
      );
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().message).toBe('Geofence created successfully');
      const geofence = geofenceSchema.strict().parse(created.json().data);
      expect(geofence).toMatchObject({ name: 'Main depot', type: 'polygon', radius: null, speed_limit: 40 });
      expect(geofence.vehicle_ids).toEqual([vehicleId]);
      expect(geofence.vehicles[0]).toMatchObject({ id: vehicleId, name: 'Geo 1' });
      expect(geofence.actions).toEqual(['view', 'edit', 'delete']);

      const circle = await api('POST', '/api/dashboard/geofences', admin, {
        name: 'School',
        type: 'circle',
        geometry: { type: 'Point', coordinates: [46.71, 24.71] },
        radius: 150,
        width: 30,
      });
      expect(circle.statusCode, circle.body).toBe(201);
      expect(circle.json().data).toMatchObject({
        radius: 150,
        width: null,
        color: '#2563eb',
        vehicle_ids: [],
      });
      const corridor = await api('POST', '/api/dashboard/geofences', admin, {
        name: 'Road',
        type: 'corridor',
        geometry: {
          type: 'LineString',
          coordinates: [
            [46.7, 24.7],
            [46.8, 24.8],
          ],
        },
        width: 40,
        status: false,
      });
      expect(corridor.statusCode, corridor.body).toBe(201);

      const list = await api('GET', '/api/dashboard/geofences?status=true&name=main', admin);
      expect(list.json().data.map((g: { id: number }) => g.id)).toEqual([geofence.id]);
      const byType = await api('GET', '/api/dashboard/geofences?type=corridor', admin);
      expect(byType.json().meta.total).toBe(1);

      const layer = await api('GET', '/api/dashboard/geofences/layer', admin);
      const layerIds = layer.json().data.map((g: { id: number }) => g.id);
      expect(layerIds).toContain(geofence.id);
      expect(layerIds).not.toContain(corridor.json().data.id);

      const options = await api('GET', `/api/dashboard/geofences/options?name=sch`, admin);
      expect(options.json().data).toEqual([{ label: 'School', value: circle.json().data.id }]);

      const updated = await api('PUT', `/api/dashboard/geofences/${geofence.id}`, admin, {
        ...polygonBody('Depot 2'),
        vehicle_ids: [],
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject({ name: 'Depot 2', vehicle_ids: [], speed_limit: null });

      expect((await api('DELETE', `/api/dashboard/geofences/${geofence.id}`, admin)).statusCode).toBe(200);
      expect((await api('GET', `/api/dashboard/geofences/${geofence.id}`, admin)).statusCode).toBe(404);
      expect((await api('DELETE', `/api/dashboard/geofences/${geofence.id}`, admin)).statusCode).toBe(404);
    });
  });

  describe('hostile input', () => {
    const post = (body: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/dashboard/geofences',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', ...EN },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });

    it('refuses bad shapes with a 422 naming the field', async () => {
      const cases: [unknown, string, string?][] = [
        [
          {
            ...polygonBody('Bow tie'),
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [2, 2],
                  [2, 0],
                  [0, 1],
                  [0, 0],
                ],
              ],
            },
          },
          'geometry',
          'crosses itself',
        ],
        [
          {
            ...polygonBody('Two points'),
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [1, 1],
                  [0, 0],
                ],
              ],
            },
          },
          'geometry',
          'three different points',
        ],
        [
          { name: 'Tiny', type: 'circle', geometry: { type: 'Point', coordinates: [0, 0] }, radius: 5 },
          'radius',
        ],
        [
          { name: 'Huge', type: 'circle', geometry: { type: 'Point', coordinates: [0, 0] }, radius: 100_001 },
          'radius',
        ],
        [{ name: 'No radius', type: 'circle', geometry: { type: 'Point', coordinates: [0, 0] } }, 'radius'],
        [
          {
            name: 'Thin',
            type: 'corridor',
            geometry: {
              type: 'LineString',
              coordinates: [
                [0, 0],
                [1, 1],
              ],
            },
            width: 1,
          },
          'width',
        ],
        [{ ...polygonBody('Wrong'), geometry: { type: 'Point', coordinates: [0, 0] } }, 'geometry'],
        [{ ...polygonBody('Lat'), geometry: square(10, 95) }, 'geometry.coordinates.0.1.1'],
        [
          { ...polygonBody('NaN'), geometry: { type: 'Polygon', coordinates: [[['NaN', 0]]] } },
          'geometry.coordinates.0.0.0',
        ],
        [{ ...polygonBody('Type'), type: 'hexagon' }, 'type'],
        [{ ...polygonBody('Colour'), color: 'red' }, 'color'],
        [{ ...polygonBody('Ids'), vehicle_ids: [2 ** 40] }, 'vehicle_ids'],
        [{ ...polygonBody('Ids'), vehicle_ids: ['x'] }, 'vehicle_ids.0'],
        [{ ...polygonBody('Missing ids'), vehicle_ids: [2_000_000_000] }, 'vehicle_ids'],
        [{ ...polygonBody('Speed'), speed_limit: 1000 }, 'speed_limit'],
        [{ ...polygonBody('x'), name: 'x' }, 'name'],
      ];
      for (const [body, field, text] of cases) {
        const response = await post(body);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
        const errors = response.json().errors as Record<string, string[]>;
        expect(Object.keys(errors), response.body).toContain(field);
        if (text) expect(errors[field]!.join(' ')).toContain(text);
      }
    });

    it('never answers 5xx to huge arrays, wrong types or ids out of range', async () => {
      const ring = Array.from({ length: 5000 }, (_, i) => [Math.cos(i) * 0.01, Math.sin(i) * 0.01]);
      const bodies: unknown[] = [
        { ...polygonBody('Huge ring'), geometry: { type: 'Polygon', coordinates: [ring] } },
        { ...polygonBody('Many ids'), vehicle_ids: Array.from({ length: 5000 }, (_, i) => i + 1) },
        {
          ...polygonBody('Rings'),
          geometry: { type: 'Polygon', coordinates: [ring.slice(0, 4), ring.slice(0, 4)] },
        },
        'not json',
        [],
        null,
        { name: 12, type: null, geometry: 'x' },
      ];
      for (const body of bodies) {
        const response = await post(body);
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${JSON.stringify(body).slice(0, 80)} ${response.body}`).toBeLessThan(
          500,
        );
      }
      for (const id of ['0', '-1', '99999999999', 'abc', '1e3', String(2 ** 31)]) {
        for (const method of ['GET', 'PUT', 'DELETE'] as const) {
          const response = await api(
            method,
            `/api/dashboard/geofences/${id}`,
            admin,
            method === 'PUT' ? polygonBody() : undefined,
          );
          expect([404, 422], `${method} ${id}: ${response.body}`).toContain(response.statusCode);
        }
      }
    });
  });

  describe('permissions', () => {
    it('needs geofences permissions; the layer opens with show_tracking', async () => {
      const tracker = await userWithPermissions(app, ['show_tracking']);
      expect((await api('GET', '/api/dashboard/geofences', tracker.token)).statusCode).toBe(403);
      expect((await api('POST', '/api/dashboard/geofences', tracker.token, polygonBody())).statusCode).toBe(
        403,
      );
      expect((await api('GET', '/api/dashboard/geofences/layer', tracker.token)).statusCode).toBe(200);
      const viewer = await userWithPermissions(app, ['show_geofences']);
      const created = await api('POST', '/api/dashboard/geofences', admin, polygonBody('Viewer sees'));
      const read = await api('GET', `/api/dashboard/geofences/${created.json().data.id}`, viewer.token);
      expect(read.json().data.actions).toEqual(['view']);
      expect(
        (await api('DELETE', `/api/dashboard/geofences/${created.json().data.id}`, viewer.token)).statusCode,
      ).toBe(403);
    });
  });

  describe('event settings', () => {
    it('reads the defaults, saves a subset, refuses bad values and needs update_settings', async () => {
      const read = await api('GET', '/api/dashboard/settings/events', admin);
      expect(read.json().data).toEqual(EVENT_SETTINGS_DEFAULTS);
      const saved = await api('PUT', '/api/dashboard/settings/events', admin, { idle_minutes: 7 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toEqual({ ...EVENT_SETTINGS_DEFAULTS, idle_minutes: 7 });
      const again = await api('PUT', '/api/dashboard/settings/events', admin, { overspeed_limit: 90 });
      expect(again.json().data).toMatchObject({ idle_minutes: 7, overspeed_limit: 90 });
      const bad = await api('PUT', '/api/dashboard/settings/events', admin, {
        offline_minutes: 0,
        idle_minutes: 'x',
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['idle_minutes', 'offline_minutes']);
      const viewer = await userWithPermissions(app, ['show_settings']);
      expect((await api('GET', '/api/dashboard/settings/events', viewer.token)).statusCode).toBe(200);
      expect(
        (await api('PUT', '/api/dashboard/settings/events', viewer.token, { idle_minutes: 3 })).statusCode,
      ).toBe(403);
      await api('PUT', '/api/dashboard/settings/events', admin, EVENT_SETTINGS_DEFAULTS);
    });
  });

  describe('events list', () => {
    it('answers an empty page and validates its filters', async () => {
      const list = await api('GET', '/api/dashboard/events', admin);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().meta.total).toBe(0);
      const bad = await api(
        'GET',
        '/api/dashboard/events?type=nope&severity=loud&vehicle_id=x&from=yesterday',
        admin,
      );
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(
        ['from', 'severity', 'type.0', 'vehicle_id'].sort(),
      );
      expect((await api('GET', '/api/dashboard/vehicles/999999/events', admin)).statusCode).toBe(404);
      const far = await api(
        'GET',
        '/api/dashboard/events?vehicle_id=99999999999&geofence_id=3000000000&page=99999999&type=alarm,,overspeed',
        admin,
      );
      expect(far.statusCode, far.body).toBe(200);
      expect(far.json().data).toEqual([]);
      const backwards = await api(
        'GET',
        '/api/dashboard/events?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z',
        admin,
      );
      expect(backwards.statusCode).toBe(422);
      expect(Object.keys(backwards.json().errors)).toEqual(['to']);
      const long = await api(
        'GET',
        '/api/dashboard/vehicles/1/events?start_date=2020-01-01&end_date=2026-01-01',
        admin,
      );
      expect([404, 422]).toContain(long.statusCode);
    });
  });
});
