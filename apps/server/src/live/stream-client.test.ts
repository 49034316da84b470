import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryHub } from './hub';
import { LiveSpatial } from './live-spatial';
import { LiveState, type LiveVehicleRow } from './live-state';
import {
  compressChanges,
  MAX_QUEUED_EVENT_MESSAGES,
  StreamClient,
  streamClientCount,
  type StreamOptions,
  VIEWPORT_MIN_GAP_MS,
} from './stream-client';

const quiet = { warn: () => {}, info: () => {} };

/** The part of a `ws` socket the stream client uses, with a send buffer the test controls. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: {
    type: string;
    vehicles: { id: number; position: { lat: number } | null }[];
    removed?: number[];
    data?: { id: number };
  }[] = [];
  /** Per message sent, whether it was offered to permessage-deflate. */
  compressed: boolean[] = [];
  closedWith: number | null = null;
  send(
    data: string,
    options?: { compress?: boolean } | ((error?: Error) => void),
    callback?: (error?: Error) => void,
  ) {
    this.sent.push(JSON.parse(data));
    this.compressed.push(typeof options !== 'object' || options.compress !== false);
    (typeof options === 'function' ? options : callback)?.();
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  ping() {}
  terminate() {
    this.close(1006);
  }
}

const options: StreamOptions = {
  flushIntervalMs: 25,
  highWaterBytes: 1000,
  stallCloseMs: 5_000,
  sessionCheckMs: 60_000,
  pingMs: 60_000,
  clientsPerFlushStep: 100,
  maxFlushIntervalMs: 250,
  clusterZoom: 10,
};

async function setup() {
  const rows: LiveVehicleRow[] = [1, 2, 3].map((id) => ({
    id,
    name: `V${id}`,
    plateNumber: `P ${id}`,
    deviceId: null,
    status: true,
    driver: null,
    position: null,
  }));
  const hub = new MemoryHub(quiet);
  const live = new LiveState({ load: async () => rows }, hub, quiet);
  await live.start();
  const socket = new FakeSocket();
  const client = new StreamClient(socket as unknown as WebSocket, live, options, async () => null);
  client.start();
  let fix = Date.parse('2026-03-01T10:00:00.000Z');
  const report = (id: number, lat: number) => {
    fix += 1000;
    const time = new Date(fix).toISOString();
    hub.publish({
      type: 'positions',
      positions: [
        {
          vehicle_id: id,
          lat,
          lon: 46.7,
          speed: 30,
          course: 0,
          ignition: true,
          fix_time: time,
          server_time: time,
        },
      ],
    });
  };
  return { live, socket, client, report, flushMicrotasks: () => vi.advanceTimersByTimeAsync(0) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('StreamClient', () => {
  it('sends the snapshot, then one message per flush interval with each vehicle once, newest state', async () => {
    vi.useFakeTimers();
    const t = await setup();
    expect(t.socket.sent[0]!.type).toBe('snapshot');
    expect(t.socket.sent[0]!.vehicles.map((v) => v.id)).toEqual([1, 2, 3]);
    for (let i = 1; i <= 50; i++) t.report(1 + (i % 2), 24 + i / 100);
    await vi.advanceTimersByTimeAsync(30);
    const changes = t.socket.sent.slice(1);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.vehicles.map((v) => [v.id, v.position?.lat])).toEqual([
      [2, 24.49],
      [1, 24.5],
    ]);
    // One client: its snapshot and its changes may be deflated (ws deflates those above the threshold).
    expect(t.socket.compressed).toEqual([true, true]);
    t.live.stop();
  });

  it('changes are offered to compression only while the clients are within one flush step', async () => {
    expect(compressChanges(options, options.clientsPerFlushStep)).toBe(true);
    expect(compressChanges(options, options.clientsPerFlushStep + 1)).toBe(false);
    vi.useFakeTimers();
    const t = await setup();
    const others = Array.from({ length: options.clientsPerFlushStep }, () => {
      const socket = new FakeSocket();
      new StreamClient(socket as unknown as WebSocket, t.live, options, async () => null).start();
      return socket;
    });
    t.report(1, 24.1);
    await vi.advanceTimersByTimeAsync(options.maxFlushIntervalMs + 10);
    // Snapshots still may be deflated; the changes to 101 clients go as they are.
    expect(t.socket.sent.map((m) => m.type)).toEqual(['snapshot', 'changes']);
    expect(t.socket.compressed).toEqual([true, false]);
    for (const socket of others) socket.close(1000);
    t.live.stop();
  });

  it('a slow client (send buffer above the high-water mark) gets nothing more until it drains, then the newest state; closed with 1013 if it never drains', async () => {
    vi.useFakeTimers();
    const t = await setup();
    t.socket.bufferedAmount = 5_000;
    for (let i = 1; i <= 100; i++) {
      t.report(3, 24 + i / 1000);
      await vi.advanceTimersByTimeAsync(25);
    }
    expect(t.socket.sent).toHaveLength(1); // the snapshot only: nothing queued behind the stuck bytes
    t.socket.bufferedAmount = 0;
    await vi.advanceTimersByTimeAsync(30);
    expect(t.socket.sent).toHaveLength(2);
    expect(t.socket.sent[1]!.vehicles).toEqual([
      expect.objectContaining({ id: 3, position: expect.objectContaining({ lat: 24.1 }) }),
    ]);

    t.socket.bufferedAmount = 5_000;
    t.report(3, 25);
    await vi.advanceTimersByTimeAsync(options.stallCloseMs + 100);
    expect(t.socket.closedWith).toBe(1013);
    t.live.stop();
  });

  it('event messages wait behind the same high-water mark, keep their order, and only the newest are kept', async () => {
    vi.useFakeTimers();
    const t = await setup();
    const event = (id: number) => JSON.stringify({ type: 'event', data: { id } });
    t.client.sendEvents([event(1), event(2)]);
    await vi.advanceTimersByTimeAsync(30);
    expect(t.socket.sent.slice(1).map((m) => m.data?.id)).toEqual([1, 2]);

    t.socket.bufferedAmount = 5_000;
    const many = Array.from({ length: MAX_QUEUED_EVENT_MESSAGES + 20 }, (_, i) => event(100 + i));
    t.client.sendEvents(many);
    await vi.advanceTimersByTimeAsync(100);
    expect(t.socket.sent).toHaveLength(3); // nothing behind the stuck bytes
    t.socket.bufferedAmount = 0;
    await vi.advanceTimersByTimeAsync(30);
    const delivered = t.socket.sent.slice(3).map((m) => m.data?.id);
    expect(delivered).toHaveLength(MAX_QUEUED_EVENT_MESSAGES);
    expect(delivered[0]).toBe(120);
    expect(delivered.at(-1)).toBe(100 + MAX_QUEUED_EVENT_MESSAGES + 19);
    t.live.stop();
  });

  it('a burst of viewports costs one snapshot, of the newest; none while the socket is still sending', async () => {
    vi.useFakeTimers();
    const t = await setup();
    t.report(1, 24.7);
    t.report(2, 21.5);
    t.report(3, 26.4);
    await vi.advanceTimersByTimeAsync(30);
    const spatial = new LiveSpatial(t.live);
    const socket = new FakeSocket();
    const before = streamClientCount();
    const client = new StreamClient(
      socket as unknown as WebSocket,
      t.live,
      options,
      async () => null,
      null,
      spatial,
    );
    client.start();
    expect(streamClientCount()).toBe(before + 1);
    const box = (lat: number) => ({
      type: 'viewport' as const,
      bbox: [46.6, lat - 0.05, 46.8, lat + 0.05] as [number, number, number, number],
      zoom: 12,
    });
    client.setViewport(box(24.7)); // applied at once
    for (let i = 0; i < 20; i++) client.setViewport(box(i % 2 ? 21.5 : 24.7));
    client.setViewport(box(26.4));
    await vi.advanceTimersByTimeAsync(VIEWPORT_MIN_GAP_MS + 10);
    const snapshots = socket.sent.filter((m) => m.type === 'snapshot').slice(1);
    expect(snapshots.map((m) => m.vehicles.map((v) => v.id))).toEqual([[1], [3]]);

    socket.bufferedAmount = 5_000;
    client.setViewport(box(21.5));
    await vi.advanceTimersByTimeAsync(VIEWPORT_MIN_GAP_MS * 5);
    expect(socket.sent.filter((m) => m.type === 'snapshot')).toHaveLength(3);
    socket.bufferedAmount = 0;
    await vi.advanceTimersByTimeAsync(VIEWPORT_MIN_GAP_MS + 10);
    expect(
      socket.sent
        .filter((m) => m.type === 'snapshot')
        .at(-1)!
        .vehicles.map((v) => v.id),
    ).toEqual([2]);
    socket.close(1000);
    expect(streamClientCount()).toBe(before);
    spatial.stop();
    t.live.stop();
  });

  it('a client started without vehicles gets no snapshot, changes, clusters or summary: only its own messages', async () => {
    vi.useFakeTimers();
    const t = await setup();
    const spatial = new LiveSpatial(t.live);
    const socket = new FakeSocket();
    const before = streamClientCount();
    const client = new StreamClient(
      socket as unknown as WebSocket,
      t.live,
      options,
      async () => null,
      null,
      spatial,
    );
    client.start({ type: 'viewport', bbox: [46, 24, 47, 25], zoom: 12 }, { vehicles: false });
    expect(streamClientCount()).toBe(before);
    t.report(1, 24.7);
    client.setViewport({ type: 'viewport', bbox: [40, 20, 50, 30], zoom: 5 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(socket.sent).toEqual([]);
    client.sendEvents([JSON.stringify({ type: 'notification', data: { id: 7 } })]);
    expect(socket.sent.map((m) => [m.type, m.data?.id])).toEqual([['notification', 7]]);
    socket.close(1000);
    expect(streamClientCount()).toBe(before);
    spatial.stop();
    t.live.stop();
  });

  it('a client refused before it started does not count as connected', async () => {
    const t = await setup();
    const before = streamClientCount();
    const socket = new FakeSocket();
    new StreamClient(socket as unknown as WebSocket, t.live, options, async () => null).refuse({
      code: 4401,
      message: 'no',
    });
    expect(streamClientCount()).toBe(before);
    t.live.stop();
  });
});
