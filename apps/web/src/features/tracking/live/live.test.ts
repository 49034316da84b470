import { describe, expect, it, vi } from 'vitest';
import type { LiveVehicle } from '@fleet/shared/schemas/tracking';
import { LiveStore } from '@/features/tracking/live/live-store';
import { FleetBatcher, type FleetBatch } from '@/features/tracking/live/fleet-batch';
import { openLiveSocket, reconnectDelay, streamUrl } from '@/features/tracking/live/live-socket';
import { viewportParams } from '@/features/tracking/live/live-viewport';
import { toClusters } from '@/features/tracking/clusters/use-clusters';

function vehicle(id: number, lat = 24.7, live_status: LiveVehicle['live_status'] = 'moving'): LiveVehicle {
  return {
    id,
    name: `V${id}`,
    plate_number: `P ${id}`,
    device_id: `dev-${id}`,
    status: true,
    live_status,
    position: {
      lat,
      lon: 46.7,
      speed: 30,
      course: 90,
      ignition: true,
      fix_time: '2026-03-01T10:00:00Z',
      server_time: '2026-03-01T10:00:01Z',
    },
    driver: null,
    sensors: [],
  };
}

/** A batch as the main thread receives it from the worker: through a structured clone. */
function take(batcher: FleetBatcher): FleetBatch | null {
  const batch = batcher.take();
  return batch && structuredClone({ ...batch, workerMs: 0 });
}

describe('viewports and server clusters', () => {
  it('empties the fleet once when the server sends clusters, and takes the next snapshot again', () => {
    const batcher = new FleetBatcher();
    const store = new LiveStore();
    batcher.receive({ type: 'snapshot', server_time: '', vehicles: [vehicle(1), vehicle(2)] });
    store.apply(take(batcher)!);
    const clusters = {
      type: 'clusters' as const,
      zoom: 5,
      clusters: [{ lat: 24.7, lon: 46.7, count: 2, statuses: { moving: 2 } }],
    };
    expect(batcher.receive(clusters)).toBe(true);
    store.apply(take(batcher)!);
    expect(store.getState().vehicles.size).toBe(0);
    expect(batcher.receive(clusters)).toBe(false);
    batcher.receive({ type: 'snapshot', server_time: '', vehicles: [vehicle(2)] });
    store.apply(take(batcher)!);
    expect([...store.getState().vehicles.keys()]).toEqual([2]);
  });

  it('draws the server clusters by status code, only the filtered status when filtering', () => {
    const message = {
      type: 'clusters' as const,
      zoom: 5,
      clusters: [
        { lat: 24.7, lon: 46.7, count: 5, statuses: { moving: 2, busy: 1 } },
        { lat: 21.5, lon: 39.2, count: 1, statuses: { pause: 1 } },
      ],
    };
    expect(toClusters(message, -1)).toEqual([
      { lat: 24.7, lon: 46.7, count: 5, statuses: [2, 2, 0, 0, 1] },
      { lat: 21.5, lon: 39.2, count: 1, statuses: [0, 0, 1, 0, 0] },
    ]);
    expect(toClusters(message, 1)).toEqual([{ lat: 24.7, lon: 46.7, count: 2, statuses: [0, 2, 0, 0, 0] }]);
  });

  it('puts the viewport (or the vehicles a page follows) in the connect URL', () => {
    expect(viewportParams({ type: 'viewport', bbox: [46.5812345678, 24.6, 46.8, 24.9], zoom: 12.3456 })).toBe(
      '&bbox=46.581235,24.6,46.8,24.9&zoom=12.346',
    );
    expect(viewportParams({ type: 'vehicles', ids: [12, 34] })).toBe('&vehicles=12,34');
  });
});

describe('live batches (worker) and store (main thread)', () => {
  it('buffers messages into one batch that rebuilds the same vehicles on the main thread', () => {
    const batcher = new FleetBatcher();
    const store = new LiveStore();
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getState().version));
    const withDriver = { ...vehicle(2, 24.8, 'pause'), driver: { id: 7, name: 'Driver 7' } };
    const noPosition = { ...vehicle(3), live_status: null, position: null };
    batcher.receive({ type: 'snapshot', server_time: '', vehicles: [vehicle(1), withDriver, noPosition] });
    batcher.receive({ type: 'changes', server_time: '', vehicles: [vehicle(1, 25)], removed: [] });
    batcher.receive({ type: 'changes', server_time: '', vehicles: [vehicle(1, 26)], removed: [3] });
    store.apply(take(batcher)!);
    expect(seen).toHaveLength(1);
    const state = store.getState();
    expect(state.ready).toBe(true);
    expect(state.changed).toBe('all');
    expect([...state.vehicles.keys()]).toEqual([1, 2]);
    expect(state.vehicles.get(1)).toEqual(vehicle(1, 26));
    expect(state.vehicles.get(2)).toEqual(withDriver);
    expect(take(batcher)).toBeNull();

    batcher.receive({ type: 'changes', server_time: '', vehicles: [noPosition], removed: [1] });
    store.apply(take(batcher)!);
    expect([...store.getState().vehicles.keys()]).toEqual([2, 3]);
    expect(store.getState().vehicles.get(3)).toEqual(noPosition);
    expect([...(store.getState().changed as Int32Array)].sort()).toEqual([1, 3]);
  });

  it('sends what seldom changes (name, plate, driver) only when it changes', () => {
    const batcher = new FleetBatcher();
    batcher.receive({ type: 'snapshot', server_time: '', vehicles: [vehicle(1), vehicle(2)] });
    expect(take(batcher)!.infos.map((info) => info.id)).toEqual([1, 2]);
    batcher.receive({ type: 'changes', server_time: '', vehicles: [vehicle(1, 25)], removed: [] });
    expect(take(batcher)!.infos).toEqual([]);
    const renamed = { ...vehicle(1, 25), name: 'Renamed' };
    batcher.receive({ type: 'changes', server_time: '', vehicles: [renamed], removed: [] });
    const batch = take(batcher)!;
    expect(batch.infos).toEqual([expect.objectContaining({ id: 1, name: 'Renamed' })]);
    const store = new LiveStore();
    batcher.receive({ type: 'snapshot', server_time: '', vehicles: [vehicle(1), vehicle(2)] });
    store.apply(take(batcher)!);
    store.apply(batch);
    expect(store.getState().vehicles.get(1)!.name).toBe('Renamed');
  });

  it('passes the sensors’ values on when they change, and keeps them with the vehicle', () => {
    const batcher = new FleetBatcher();
    const store = new LiveStore();
    const tank = (value: number | null) => ({
      id: 5,
      type: 'fuel_level' as const,
      name: 'Tank',
      value,
      unit: 'L',
    });
    const equipped = (lat: number, value: number | null) => ({ ...vehicle(1, lat), sensors: [tank(value)] });
    batcher.receive({ type: 'snapshot', server_time: '', vehicles: [equipped(24.7, 120.5), vehicle(2)] });
    const first = take(batcher)!;
    expect(first.sensors).toEqual([{ id: 1, sensors: [tank(120.5)] }]);
    store.apply(first);
    expect(store.getState().vehicles.get(1)).toEqual(equipped(24.7, 120.5));
    expect(store.getState().vehicles.get(2)!.sensors).toEqual([]);
    // The same values with a new position: not sent again, still there.
    batcher.receive({ type: 'changes', server_time: '', vehicles: [equipped(24.8, 120.5)], removed: [] });
    const moved = take(batcher)!;
    expect(moved.sensors).toEqual([]);
    store.apply(moved);
    expect(store.getState().vehicles.get(1)).toEqual(equipped(24.8, 120.5));
    batcher.receive({ type: 'changes', server_time: '', vehicles: [equipped(24.8, null)], removed: [] });
    store.apply(take(batcher)!);
    expect(store.getState().vehicles.get(1)!.sensors).toEqual([tank(null)]);
    // Sensors removed: an empty list is sent once.
    batcher.receive({ type: 'changes', server_time: '', vehicles: [vehicle(1, 24.8)], removed: [] });
    const removed = take(batcher)!;
    expect(removed.sensors).toEqual([{ id: 1, sensors: [] }]);
    store.apply(removed);
    expect(store.getState().vehicles.get(1)!.sensors).toEqual([]);
  });

  it('a snapshot after a reconnect replaces the fleet, dropping buffered changes', () => {
    const batcher = new FleetBatcher();
    const store = new LiveStore();
    batcher.receive({ type: 'snapshot', server_time: '', vehicles: [vehicle(1), vehicle(2)] });
    store.apply(take(batcher)!);
    batcher.receive({ type: 'changes', server_time: '', vehicles: [vehicle(9)], removed: [] });
    batcher.receive({ type: 'snapshot', server_time: '', vehicles: [vehicle(2, 30)] });
    store.apply(take(batcher)!);
    expect([...store.getState().vehicles.keys()]).toEqual([2]);
    expect(store.getState().vehicles.get(2)!.position!.lat).toBe(30);
    store.reset();
    expect(store.getState().vehicles.size).toBe(0);
    expect(store.getState().ready).toBe(false);
  });
});

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  opened() {
    this.onopen?.();
  }
  drop(code: number) {
    this.onclose?.({ code } as CloseEvent);
  }
  close(code: number) {
    this.closedWith = code;
  }
}

function open(extra: Partial<Parameters<typeof openLiveSocket>[0]> = {}) {
  FakeSocket.all = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const messages: unknown[] = [];
  const states: string[] = [];
  const unauthorized = vi.fn();
  const connection = openLiveSocket({
    url: () => 'ws://test/stream?token=t',
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => {},
    onMessage: (m) => messages.push(m),
    onState: (s) => states.push(s),
    onUnauthorized: unauthorized,
    ...extra,
  });
  return { connection, timers, messages, states, unauthorized };
}

describe('live socket', () => {
  it('passes valid messages on and drops those outside the contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { messages, states } = open();
    const socket = FakeSocket.all[0]!;
    socket.send({ type: 'snapshot', server_time: 'x', vehicles: [vehicle(1)] });
    socket.send({ type: 'changes', server_time: 'x', vehicles: [{ id: 'nope' }], removed: [] });
    socket.send('not json');
    expect(messages).toHaveLength(1);
    expect(states).toEqual(['connecting', 'open']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('reconnects with growing delays after a drop, and resets them after a snapshot', () => {
    const { timers, states } = open();
    FakeSocket.all[0]!.drop(1006);
    expect(timers).toHaveLength(1);
    timers[0]!.fn();
    FakeSocket.all[1]!.drop(1006);
    expect(timers[1]!.ms).toBeGreaterThan(timers[0]!.ms);
    timers[1]!.fn();
    FakeSocket.all[2]!.send({ type: 'snapshot', server_time: 'x', vehicles: [] });
    FakeSocket.all[2]!.drop(1001);
    expect(timers[2]!.ms).toBeLessThanOrEqual(1250);
    expect(states).toContain('reconnecting');
  });

  it('a stream without vehicles (no show_tracking) is open once connected, and passes notifications on', () => {
    const notifications: unknown[] = [];
    const { timers, states } = open({ fleet: false, onNotification: (n) => notifications.push(n) });
    FakeSocket.all[0]!.drop(1006);
    timers[0]!.fn();
    FakeSocket.all[1]!.drop(1006);
    expect(timers[1]!.ms).toBeGreaterThan(1250);
    timers[1]!.fn();
    // No snapshot ever comes: connected is in sync, and the backoff starts over.
    FakeSocket.all[2]!.opened();
    expect(states.at(-1)).toBe('open');
    FakeSocket.all[2]!.send({
      type: 'notification',
      data: {
        id: 5,
        read_at: null,
        created_at: '2026-11-27T10:00:00.000Z',
        event: {
          id: 9,
          type: 'alarm',
          severity: 'critical',
          vehicle: { id: 1, name: 'V1', plate_number: 'P 1' },
          time: '2026-11-27T10:00:00.000Z',
          driver: null,
          lat: null,
          lon: null,
          geofence: null,
          trip: null,
          message: 'SOS',
          attributes: {},
        },
      },
    });
    FakeSocket.all[2]!.drop(1001);
    expect(timers[2]!.ms).toBeLessThanOrEqual(1250);
    expect(notifications).toHaveLength(1);
  });

  it('reconnects within 250 ms when the server says it restarts (1012), then backs off as usual', () => {
    const { timers } = open();
    FakeSocket.all[0]!.send({ type: 'snapshot', server_time: 'x', vehicles: [] });
    FakeSocket.all[0]!.drop(1012);
    expect(timers[0]!.ms).toBeLessThanOrEqual(250);
    timers[0]!.fn();
    // The next instance did not answer either: the usual backoff, not a tight loop.
    FakeSocket.all[1]!.drop(1012);
    expect(timers[1]!.ms).toBeGreaterThanOrEqual(1500);
  });

  it('stops for good on 4401 (and reports the session over) and on 4403', () => {
    const first = open();
    FakeSocket.all[0]!.drop(4401);
    expect(first.unauthorized).toHaveBeenCalledOnce();
    expect(first.timers).toHaveLength(0);
    const second = open();
    FakeSocket.all[0]!.drop(4403);
    expect(second.timers).toHaveLength(0);
    expect(second.states.at(-1)).toBe('forbidden');
    expect(second.unauthorized).not.toHaveBeenCalled();
  });

  it('close() ends the socket without reconnecting', () => {
    const { connection, timers } = open();
    connection.close();
    expect(FakeSocket.all[0]!.closedWith).toBe(1000);
    FakeSocket.all[0]!.drop(1000);
    expect(timers).toHaveLength(0);
  });

  it('backoff doubles to 30 s; URL carries the token on the page origin', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(8000);
    expect(reconnectDelay(10, () => 0.5)).toBe(30_000);
    expect(streamUrl({ protocol: 'https:', host: 'fleet.example' }, 'a b')).toBe(
      'wss://fleet.example/api/dashboard/tracking/stream?token=a%20b',
    );
    expect(streamUrl({ protocol: 'http:', host: 'h' }, 't', 'ar')).toBe(
      'ws://h/api/dashboard/tracking/stream?token=t&lang=ar',
    );
  });
});
