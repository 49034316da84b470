import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LiveVehicle, StreamMessage } from '@fleet/shared/schemas/tracking';
import type { HubPosition } from '../src/live/hub';
import { apiRequest, DEMO, forEachDatabase, login } from './harness';
import { openStream, type StreamProbe } from './live-stream';

/** docs/api.md#live-stream-at-scale, with real WebSocket clients. */

const RIYADH = { lat: 24.7136, lon: 46.6753 };
const JEDDAH = { lat: 21.5433, lon: 39.1728 };
const DAMMAM = { lat: 26.4207, lon: 50.0888 };
/** Riyadh's centre, about 20 km across; a tenth of that around it is the margin. */
const RIYADH_BOX: [number, number, number, number] = [46.58, 24.63, 46.78, 24.8];
/** The whole kingdom. */
const KINGDOM_BOX: [number, number, number, number] = [34, 16, 56, 33];

let clock = Date.now() + 60_000;
function at(vehicleId: number, where: { lat: number; lon: number }, speed = 40): HubPosition {
  clock += 1_000; // each report newer than the one before, and than anything seeded
  const time = new Date(clock).toISOString();
  return {
    vehicle_id: vehicleId,
    lat: where.lat,
    lon: where.lon,
    speed,
    course: 90,
    ignition: true,
    fix_time: time,
    server_time: time,
  };
}

const viewport = (bbox: [number, number, number, number], zoom: number) =>
  JSON.stringify({ type: 'viewport', bbox, zoom });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Clusters = Extract<StreamMessage, { type: 'clusters' }>;
type Changes = Extract<StreamMessage, { type: 'changes' }>;

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;
  let ids: number[];
  const riyadh: number[] = [];
  const jeddah: number[] = [];
  const dammam: number[] = [];
  const probes: StreamProbe[] = [];
  const stream = () => {
    const probe = openStream(app, { token: admin, query: `?token=${encodeURIComponent(admin)}&lang=en` });
    probes.push(probe);
    return probe;
  };
  const publish = async (positions: HubPosition[]) => {
    app.hub.publish({ type: 'positions', positions });
    await sleep(50);
  };

  beforeAll(async () => {
    app = await db.buildApp({}, { ingestion: { ephemeralPorts: true } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = await login(app, DEMO.admin);
    const live = (await apiRequest(app, 'GET', '/api/dashboard/tracking/live', admin)).json();
    ids = (live.data.vehicles as LiveVehicle[]).map((vehicle) => vehicle.id);
    expect(ids).toHaveLength(25);
    ids.forEach((id, i) => (i < 10 ? riyadh : i < 20 ? jeddah : dammam).push(id));
    // Spread a little so that they are separate points.
    await publish([
      ...riyadh.map((id, i) => at(id, { lat: RIYADH.lat + i * 0.001, lon: RIYADH.lon + i * 0.001 })),
      ...jeddah.map((id, i) => at(id, { lat: JEDDAH.lat + i * 0.001, lon: JEDDAH.lon })),
      ...dammam.map((id, i) => at(id, { lat: DAMMAM.lat, lon: DAMMAM.lon + i * 0.001 })),
    ]);
  });
  afterAll(() => {
    for (const probe of probes) probe.close();
  });

  it('a client that never sends a viewport gets every vehicle, every change and no summary or clusters', async () => {
    const probe = stream();
    const snapshot = await probe.next((m) => m.type === 'snapshot');
    expect(snapshot.type === 'snapshot' && snapshot.vehicles.map((v) => v.id).sort()).toEqual(
      [...ids].sort(),
    );
    await publish([at(jeddah[0]!, JEDDAH), at(riyadh[0]!, RIYADH)]);
    await probe.next((m) => m.type === 'changes' && m.vehicles.some((v) => v.id === jeddah[0]));
    await probe.next((m) => m.type === 'changes' && m.vehicles.some((v) => v.id === riyadh[0]));
    await sleep(1_200);
    expect(probe.messages.filter((m) => m.type === 'summary' || m.type === 'clusters')).toEqual([]);
  });

  it('a city viewport gets a snapshot of its vehicles only, their changes, and those that leave in removed', async () => {
    const probe = stream();
    await probe.next((m) => m.type === 'snapshot');
    const from = probe.messages.length;
    probe.socket.send(viewport(RIYADH_BOX, 12));
    const snapshot = await probe.next((m) => m.type === 'snapshot' && probe.messages.indexOf(m) >= from);
    expect(snapshot.type === 'snapshot' && snapshot.vehicles.map((v) => v.id).sort()).toEqual(
      [...riyadh].sort(),
    );

    // Outside the box: nothing. Inside: the change. In the margin (a tenth of the box beyond its edge): sent.
    const mark = probe.messages.length;
    await publish([at(jeddah[1]!, { lat: JEDDAH.lat, lon: JEDDAH.lon + 0.01 })]);
    await publish([at(riyadh[1]!, { lat: 24.7, lon: 46.7 })]);
    await probe.next((m) => m.type === 'changes' && m.vehicles.some((v) => v.id === riyadh[1]));
    const inMargin = { lat: 24.7, lon: 46.78 + 0.015 };
    await publish([at(dammam[0]!, inMargin)]);
    await probe.next((m) => m.type === 'changes' && m.vehicles.some((v) => v.id === dammam[0]));
    const changes = probe.messages.slice(mark).filter((m): m is Changes => m.type === 'changes');
    expect(changes.flatMap((m) => m.vehicles.map((v) => v.id))).not.toContain(jeddah[1]);

    // Leaves the box (beyond the margin): removed, once. Comes back: sent again.
    await publish([at(dammam[0]!, DAMMAM)]);
    await probe.next((m) => m.type === 'changes' && m.removed.includes(dammam[0]!));
    await publish([at(dammam[0]!, { lat: DAMMAM.lat, lon: DAMMAM.lon + 0.01 })]);
    await sleep(100);
    const after = probe.messages.filter((m): m is Changes => m.type === 'changes');
    expect(after.filter((m) => m.removed.includes(dammam[0]!))).toHaveLength(1);
    await publish([at(dammam[0]!, RIYADH)]);
    await probe.next(
      (m) =>
        m.type === 'changes' && m.vehicles.some((v) => v.id === dammam[0]) && !m.removed.includes(dammam[0]!),
    );
    await publish([at(dammam[0]!, DAMMAM)]);
  });

  it('below the cluster zoom: clusters instead of vehicles, adding up, with their statuses, at most once a second', async () => {
    const probe = stream();
    await probe.next((m) => m.type === 'snapshot');
    const from = probe.messages.length;
    probe.socket.send(viewport(KINGDOM_BOX, 5));
    const first = (await probe.next((m) => m.type === 'clusters')) as Clusters;
    expect(first.zoom).toBe(5);
    expect(first.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(25);
    for (const cluster of first.clusters) {
      const statuses = Object.values(cluster.statuses).reduce((sum, n) => sum + (n ?? 0), 0);
      expect(statuses).toBe(cluster.count);
    }
    // Three cities, far apart at zoom 5: three clusters, the biggest of 10.
    expect(first.clusters.map((c) => c.count).sort((a, b) => a - b)).toEqual([5, 10, 10]);

    // Reports keep coming: the clusters follow, never more than once a second, and no vehicles are sent.
    for (let i = 0; i < 12; i++) {
      await publish([at(jeddah[2]!, { lat: JEDDAH.lat + i * 0.002, lon: JEDDAH.lon })]);
      await sleep(200);
    }
    const clusters = probe.messages.slice(from).filter((m) => m.type === 'clusters');
    expect(clusters.length).toBeGreaterThanOrEqual(2);
    const times = probe.messages.slice(from).flatMap((m, i) => (m.type === 'clusters' ? [i] : []));
    expect(times.length).toBeLessThanOrEqual(4); // about 3 s of reports: the first, then at most once a second
    expect(probe.messages.slice(from).filter((m) => m.type === 'snapshot' || m.type === 'changes')).toEqual(
      [],
    );

    // A box holding only part of the fleet: the clusters add up to the vehicles in it.
    probe.socket.send(viewport([38, 20, 48, 26], 6));
    const part = (await probe.next((m) => m.type === 'clusters' && m.zoom === 6)) as Clusters;
    expect(part.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(20);

    // Zooming in again: a snapshot of the box.
    const mark = probe.messages.length;
    probe.socket.send(viewport(RIYADH_BOX, 13));
    const snapshot = await probe.next((m) => m.type === 'snapshot' && probe.messages.indexOf(m) >= mark);
    expect(snapshot.type === 'snapshot' && snapshot.vehicles).toHaveLength(10);
  });

  it('the summary gives the fleet-wide counters whatever the viewport, at most once a second', async () => {
    const probe = stream();
    await probe.next((m) => m.type === 'snapshot');
    probe.socket.send(viewport(RIYADH_BOX, 14));
    const summary = await probe.next((m) => m.type === 'summary');
    const live = (await apiRequest(app, 'GET', '/api/dashboard/tracking/live', admin)).json();
    const vehicles = live.data.vehicles as LiveVehicle[];
    const expected = { moving: 0, pause: 0, exit: 0, busy: 0, total: vehicles.length };
    for (const vehicle of vehicles) if (vehicle.live_status) expected[vehicle.live_status]++;
    expect(summary.type === 'summary' && summary.counts).toEqual(expected);
    expect(expected.total).toBe(25);

    // A vehicle stops outside the viewport: the counters change within about a second.
    const moving = expected.moving;
    await publish(jeddah.map((id) => at(id, JEDDAH, 0)));
    const changed = await probe.next((m) => m.type === 'summary' && m.counts.moving < moving, 3_000);
    expect(changed.type === 'summary' && changed.counts.total).toBe(25);
    const summaries = probe.messages.filter((m) => m.type === 'summary');
    expect(summaries.length).toBeLessThanOrEqual(3);
    await publish(jeddah.map((id) => at(id, JEDDAH, 40)));
  });

  it('a message that is not a valid viewport gets a translated error, and the stream goes on', async () => {
    const probe = stream();
    await probe.next((m) => m.type === 'snapshot');
    for (const bad of [
      'not json',
      JSON.stringify({ type: 'viewport', bbox: [1, 2, 3], zoom: 5 }),
      JSON.stringify({ type: 'viewport', bbox: [46, 30, 47, 20], zoom: 5 }),
      JSON.stringify({ type: 'viewport', bbox: [46, 24, 47, 25], zoom: 'near' }),
      JSON.stringify({ type: 'subscribe', all: true }),
      JSON.stringify(null),
      JSON.stringify({ type: 'viewport', bbox: [46, 24, 47, 25], zoom: 5, extra: 1 }),
    ]) {
      const before = probe.messages.filter((m) => m.type === 'error').length;
      probe.socket.send(bad);
      await probe
        .next(() => probe.messages.filter((m) => m.type === 'error').length > before)
        .catch((error: Error) => {
          throw new Error(`${bad.slice(0, 40)}: ${error.message}`);
        });
    }
    const errors = probe.messages.filter((m) => m.type === 'error');
    expect(errors).toHaveLength(7);
    expect(errors.every((m) => m.type === 'error' && /[a-z]/i.test(m.message))).toBe(true);
    expect(probe.socket.readyState).toBe(WebSocket.OPEN);
    const mark = probe.messages.length;
    probe.socket.send(viewport(RIYADH_BOX, 12));
    await probe.next((m) => m.type === 'snapshot' && probe.messages.indexOf(m) >= mark);

    // In Arabic by default.
    const arabic = openStream(app, { token: admin });
    probes.push(arabic);
    await arabic.next((m) => m.type === 'snapshot');
    arabic.socket.send('{');
    const error = await arabic.next((m) => m.type === 'error');
    expect(error.type === 'error' && error.message).toMatch(/[\u0600-\u06FF]/);

    // A message far larger than a viewport: the socket is closed (1009, too big), the server goes on.
    arabic.socket.send('x'.repeat(10_000));
    expect((await arabic.closed).code).toBe(1009);
    expect((await apiRequest(app, 'GET', '/api/health', admin)).statusCode).toBe(200);
  });

  it('a viewport across the antimeridian, and a map wrapped around the world, still find the vehicles', async () => {
    const probe = stream();
    await probe.next((m) => m.type === 'snapshot');
    const mark = probe.messages.length;
    // The same Riyadh box one world to the east (MapLibre gives longitudes past 180 when wrapped).
    probe.socket.send(viewport([46.58 + 360, 24.63, 46.78 + 360, 24.8], 12));
    const snapshot = await probe.next((m) => m.type === 'snapshot' && probe.messages.indexOf(m) >= mark);
    expect(snapshot.type === 'snapshot' && snapshot.vehicles).toHaveLength(10);
    const mark2 = probe.messages.length;
    probe.socket.send(viewport([170, -10, 190, 10], 12)); // no vehicle there
    const empty = await probe.next((m) => m.type === 'snapshot' && probe.messages.indexOf(m) >= mark2);
    expect(empty.type === 'snapshot' && empty.vehicles).toEqual([]);
  });

  it('a viewport in the connect URL: the first snapshot is that of the box (or clusters), never the whole fleet', async () => {
    const token = `?token=${encodeURIComponent(admin)}&lang=en`;
    const city = openStream(app, { query: `${token}&bbox=${RIYADH_BOX.join(',')}&zoom=12` });
    probes.push(city);
    const snapshot = await city.next((m) => m.type === 'snapshot');
    expect(snapshot.type === 'snapshot' && snapshot.vehicles).toHaveLength(10);
    expect(city.messages.filter((m) => m.type === 'snapshot')).toHaveLength(1);
    await city.next((m) => m.type === 'summary');
    // It moves like any viewport client: a vehicle leaving the box is removed.
    const leaving = (snapshot.type === 'snapshot' && snapshot.vehicles[0]!.id) as number;
    await publish([at(leaving, JEDDAH)]);
    await city.next((m) => m.type === 'changes' && m.removed.includes(leaving));
    await publish([at(leaving, RIYADH)]);

    const country = openStream(app, { query: `${token}&bbox=${KINGDOM_BOX.join(',')}&zoom=4.5` });
    probes.push(country);
    const clusters = await country.next((m) => m.type === 'clusters');
    expect(country.messages.some((m) => m.type === 'snapshot')).toBe(false);
    expect((clusters as Clusters).clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(25);

    // A bad one: a translated error, and the stream as for a client without a viewport.
    for (const bad of ['&bbox=1,2,3&zoom=5', '&bbox=46,30,47,20&zoom=5', '&bbox=a,b,c,d&zoom=x', '&zoom=5']) {
      const probe = openStream(app, { query: `${token}${bad}` });
      probes.push(probe);
      const whole = await probe.next((m) => m.type === 'snapshot');
      expect(whole.type === 'snapshot' && whole.vehicles).toHaveLength(25);
      const error = await probe.next((m) => m.type === 'error');
      expect(error.type === 'error' && error.message).toMatch(/[a-z]/i);
      probe.close();
    }
  });

  describe('a page that follows a few vehicles (`vehicles`)', () => {
    const follow = (vehicleIds: unknown) => JSON.stringify({ type: 'vehicles', ids: vehicleIds });
    const bytes = (probe: StreamProbe) => {
      let total = 0;
      probe.socket.on('message', (data: Buffer) => (total += data.length));
      return () => total;
    };

    it('gets a snapshot of exactly those vehicles, their changes and no one else’s, no clusters or summary', async () => {
      const probe = stream();
      const received = bytes(probe);
      const whole = await probe.next((m) => m.type === 'snapshot');
      const wholeBytes = received();
      expect(whole.type === 'snapshot' && whole.vehicles).toHaveLength(25);
      // From a viewport (clusters and summary) to two vehicles, one of them in another city.
      probe.socket.send(viewport(KINGDOM_BOX, 5));
      await probe.next((m) => m.type === 'clusters');
      await probe.next((m) => m.type === 'summary');
      let mark = probe.messages.length;
      const before = received();
      probe.socket.send(follow([riyadh[5], jeddah[5]]));
      const snapshot = await probe.next((m) => m.type === 'snapshot' && probe.messages.indexOf(m) >= mark);
      expect(snapshot.type === 'snapshot' && snapshot.vehicles.map((v) => v.id).sort()).toEqual(
        [riyadh[5], jeddah[5]].sort(),
      );
      const followBytes = received() - before;
      // What the stream carries for a details page against the whole fleet's snapshot (25 demo vehicles: about
      // 8.2 kB; two followed vehicles: about 0.75 kB, ~0.37 kB each, whatever the fleet's size).
      expect(followBytes * 5).toBeLessThan(wholeBytes);

      mark = probe.messages.length;
      await publish([at(riyadh[6]!, RIYADH), at(jeddah[5]!, { lat: JEDDAH.lat + 0.01, lon: JEDDAH.lon })]);
      await publish([at(dammam[1]!, DAMMAM), at(riyadh[5]!, { lat: RIYADH.lat + 0.01, lon: RIYADH.lon })]);
      await probe.next((m) => m.type === 'changes' && m.vehicles.some((v) => v.id === riyadh[5]));
      await sleep(1_200);
      const after = probe.messages.slice(mark);
      const changed = after.flatMap((m) => (m.type === 'changes' ? m.vehicles.map((v) => v.id) : []));
      expect(new Set(changed)).toEqual(new Set([riyadh[5], jeddah[5]]));
      expect(after.filter((m) => m.type !== 'changes')).toEqual([]);

      // A viewport replaces it again: the box's snapshot, then the summary.
      mark = probe.messages.length;
      probe.socket.send(viewport(RIYADH_BOX, 12));
      const city = await probe.next((m) => m.type === 'snapshot' && probe.messages.indexOf(m) >= mark);
      expect(city.type === 'snapshot' && city.vehicles).toHaveLength(10);
      await probe.next((m) => m.type === 'summary' && probe.messages.indexOf(m) >= mark);
    });

    it('connects with them (`?vehicles=`): the first snapshot is theirs; a bad list gets the error', async () => {
      const token = `?token=${encodeURIComponent(admin)}&lang=en`;
      const probe = openStream(app, { query: `${token}&vehicles=${dammam[2]}` });
      probes.push(probe);
      const snapshot = await probe.next((m) => m.type === 'snapshot');
      expect(snapshot.type === 'snapshot' && snapshot.vehicles.map((v) => v.id)).toEqual([dammam[2]]);
      await publish([at(dammam[3]!, DAMMAM), at(dammam[2]!, DAMMAM)]);
      const changes = await probe.next((m) => m.type === 'changes');
      expect(changes.type === 'changes' && changes.vehicles.map((v) => v.id)).toEqual([dammam[2]]);
      expect(probe.messages.filter((m) => m.type === 'snapshot')).toHaveLength(1);

      const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
      for (const bad of [
        '&vehicles=',
        '&vehicles=1,x',
        '&vehicles=0',
        '&vehicles=1.5',
        `&vehicles=${many}`,
      ]) {
        const other = openStream(app, { query: `${token}${bad}` });
        probes.push(other);
        const whole = await other.next((m) => m.type === 'snapshot');
        expect(whole.type === 'snapshot' && whole.vehicles).toHaveLength(25);
        const error = await other.next((m) => m.type === 'error');
        expect(error.type === 'error' && error.message).toMatch(/[a-z]/i);
        other.close();
      }
    });

    it('a bad `vehicles` message gets the translated error, and the stream goes on', async () => {
      const probe = stream();
      await probe.next((m) => m.type === 'snapshot');
      const bad = [
        follow([]),
        follow([0]),
        follow([-3]),
        follow([1.5]),
        follow(['12']),
        follow(Array.from({ length: 51 }, (_, i) => i + 1)),
        JSON.stringify({ type: 'vehicles' }),
        JSON.stringify({ type: 'vehicles', ids: [1], extra: true }),
      ];
      for (const message of bad) {
        const before = probe.messages.filter((m) => m.type === 'error').length;
        probe.socket.send(message);
        await probe.next(() => probe.messages.filter((m) => m.type === 'error').length > before);
      }
      const errors = probe.messages.filter((m) => m.type === 'error');
      expect(errors).toHaveLength(bad.length);
      const validation = probe.messages.find((m) => m.type === 'error');
      // The same message as a bad viewport's.
      probe.socket.send(JSON.stringify({ type: 'viewport', bbox: [1, 2, 3], zoom: 5 }));
      const viewportError = await probe.next(
        () => probe.messages.filter((m) => m.type === 'error').length > bad.length,
      );
      expect(viewportError).toEqual(validation);
      expect(probe.messages.filter((m) => m.type === 'snapshot')).toHaveLength(1);
      expect(probe.socket.readyState).toBe(WebSocket.OPEN);
    });

    it('an API key limited to some vehicles gets only those of them it may see', async () => {
      const created = await apiRequest(app, 'POST', '/api/dashboard/api-keys', admin, {
        name: 'follow test',
        permissions: ['show_tracking'],
        vehicle_ids: [riyadh[7]],
      });
      expect(created.statusCode, created.body).toBe(201);
      const probe = openStream(app, { token: created.json().data.key });
      probes.push(probe);
      await probe.next((m) => m.type === 'snapshot');
      const mark = probe.messages.length;
      probe.socket.send(follow([riyadh[7], riyadh[8]]));
      const snapshot = await probe.next((m) => m.type === 'snapshot' && probe.messages.indexOf(m) >= mark);
      expect(snapshot.type === 'snapshot' && snapshot.vehicles.map((v) => v.id)).toEqual([riyadh[7]]);
      await publish([at(riyadh[8]!, RIYADH), at(riyadh[7]!, RIYADH)]);
      const changes = await probe.next((m) => m.type === 'changes');
      expect(changes.type === 'changes' && changes.vehicles.map((v) => v.id)).toEqual([riyadh[7]]);
    });
  });

  describe('share links ride on the same stream, limited to their vehicles', () => {
    function openShare(token: string) {
      const { port } = app.server.address() as AddressInfo;
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/share/${token}/stream`);
      const messages: Record<string, unknown>[] = [];
      socket.on('message', (data) => messages.push(JSON.parse(String(data))));
      socket.on('error', () => {});
      const opened = new Promise((resolve) => socket.on('open', resolve));
      return { socket, messages, opened };
    }
    async function until(check: () => boolean, ms = 5_000) {
      const deadline = Date.now() + ms;
      while (!check()) {
        if (Date.now() > deadline) throw new Error('timed out');
        await sleep(25);
      }
    }

    it('a viewport or clusters of a share stream hold only the shared vehicles, without drivers', async () => {
      const shared = [riyadh[3]!, jeddah[3]!];
      const created = await apiRequest(app, 'POST', '/api/dashboard/share-links', admin, {
        vehicle_ids: shared,
        expires_in_hours: 1,
      });
      expect(created.statusCode, created.body).toBe(201);
      const share = openShare(created.json().data.token);
      await until(() => share.messages.some((m) => m.type === 'snapshot'));
      const first = share.messages.find((m) => m.type === 'snapshot') as { vehicles: { id: number }[] };
      expect(first.vehicles.map((v) => v.id).sort()).toEqual([...shared].sort());

      share.socket.send(viewport(RIYADH_BOX, 12));
      await until(() => share.messages.filter((m) => m.type === 'snapshot').length === 2);
      const city = share.messages.filter((m) => m.type === 'snapshot')[1] as {
        vehicles: Record<string, unknown>[];
      };
      expect(city.vehicles.map((v) => v.id)).toEqual([riyadh[3]]);
      expect(city.vehicles[0]).not.toHaveProperty('driver');
      expect(city.vehicles[0]).not.toHaveProperty('device_id');

      // Another Riyadh vehicle reports: not sent. The shared one: sent.
      await publish([at(riyadh[4]!, RIYADH), at(riyadh[3]!, RIYADH)]);
      await until(() => share.messages.some((m) => m.type === 'changes'));
      const sent = share.messages
        .filter((m) => m.type === 'changes')
        .flatMap((m) => (m.vehicles as { id: number }[]).map((v) => v.id));
      expect(new Set(sent)).toEqual(new Set([riyadh[3]]));

      share.socket.send(viewport(KINGDOM_BOX, 4));
      await until(() => share.messages.some((m) => m.type === 'clusters'));
      const clusters = share.messages.find((m) => m.type === 'clusters') as { clusters: { count: number }[] };
      expect(clusters.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(2);
      await until(() => share.messages.some((m) => m.type === 'summary'));
      const summary = share.messages.find((m) => m.type === 'summary') as { counts: { total: number } };
      expect(summary.counts.total).toBe(2);
      share.socket.close();
    });
  });
});
