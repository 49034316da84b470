import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FromLiveWorker, ToLiveWorker } from '@/features/tracking/live/live-worker-messages';
import type { ViewportMessage } from '@fleet/shared/schemas/tracking';
import type * as LiveSocket from '@/features/tracking/live/live-socket';

/** The worker with a fake socket: which URL each connection opens and what it sends the server. */
const sockets: { url: string; sent: string[]; closed: boolean; onOpen?: () => void }[] = [];
vi.mock('@/features/tracking/live/live-socket', async (importOriginal) => ({
  ...(await importOriginal<typeof LiveSocket>()),
  openLiveSocket: (options: { url: () => string; onOpen?: () => void }) => {
    const socket = { url: options.url(), sent: [] as string[], closed: false, onOpen: options.onOpen };
    sockets.push(socket);
    return {
      send: (text: string) => {
        socket.sent.push(text);
        return true;
      },
      close: () => {
        socket.closed = true;
      },
    };
  },
}));

async function startWorker() {
  const posted: FromLiveWorker[] = [];
  const scope = {
    onmessage: null as ((event: { data: ToLiveWorker }) => void) | null,
    postMessage: (message: FromLiveWorker) => posted.push(message),
    close: () => {},
  };
  vi.stubGlobal('self', scope);
  vi.resetModules();
  await import('@/features/tracking/live/live-worker');
  return { send: (data: ToLiveWorker) => scope.onmessage!({ data }), posted };
}

const BASE = 'ws://localhost/api/dashboard/tracking/stream?token=t';
const HOME: ViewportMessage = { type: 'viewport', bbox: [46, 24, 47, 25], zoom: 12 };

afterEach(() => {
  sockets.length = 0;
  vi.unstubAllGlobals();
});

describe('live worker: a page that follows its vehicles', () => {
  it('a details page opened directly waits, then connects with its vehicle: never the whole fleet', async () => {
    const worker = await startWorker();
    worker.send({ type: 'open', url: BASE, viewport: 'pending', fleet: true });
    expect(sockets).toHaveLength(0);
    worker.send({ type: 'viewport', viewport: { type: 'vehicles', ids: [12] } });
    expect(sockets.map((s) => s.url)).toEqual([`${BASE}&vehicles=12`]);
    sockets[0]!.onOpen?.();
    expect(sockets[0]!.sent).toEqual([]); // the server has it from the URL
    worker.send({ type: 'close' });
  });

  it('home → details → home: the viewport, then the vehicle, then the viewport again, on one connection', async () => {
    const worker = await startWorker();
    worker.send({ type: 'open', url: BASE, viewport: HOME, fleet: true });
    expect(sockets.map((s) => s.url)).toEqual([`${BASE}&bbox=46,24,47,25&zoom=12`]);
    worker.send({ type: 'viewport', viewport: { type: 'vehicles', ids: [12] } });
    worker.send({ type: 'viewport', viewport: 'pending' }); // back home: the map reports its box soon
    worker.send({ type: 'viewport', viewport: HOME });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.sent.map((text) => JSON.parse(text))).toEqual([{ type: 'vehicles', ids: [12] }, HOME]);
    // Leaving for a page that follows nothing: the whole stream again, on a new connection.
    worker.send({ type: 'viewport', viewport: { type: 'vehicles', ids: [12] } });
    worker.send({ type: 'viewport', viewport: null });
    expect(sockets.map((s) => s.url)).toEqual([`${BASE}&bbox=46,24,47,25&zoom=12`, BASE]);
    expect(sockets[0]!.closed).toBe(true);
    expect(worker.posted).toContainEqual({ type: 'resync' });
    worker.send({ type: 'close' });
  });

  it('home → a page still loading (pending) keeps the stream of the map, and falls back to the whole stream if it never reports', async () => {
    vi.useFakeTimers();
    try {
      const worker = await startWorker();
      worker.send({ type: 'open', url: BASE, viewport: HOME, fleet: true });
      worker.send({ type: 'viewport', viewport: 'pending' });
      vi.advanceTimersByTime(5_000);
      worker.send({ type: 'viewport', viewport: { type: 'vehicles', ids: [12] } });
      vi.advanceTimersByTime(20_000);
      expect(sockets).toHaveLength(1);
      expect(sockets[0]!.sent.map((text) => JSON.parse(text))).toEqual([{ type: 'vehicles', ids: [12] }]);
      // A page that never says what it follows (it failed to load): after 10 s, the whole stream.
      worker.send({ type: 'viewport', viewport: 'pending' });
      vi.advanceTimersByTime(9_000);
      expect(sockets).toHaveLength(1);
      vi.advanceTimersByTime(1_001);
      expect(sockets.map((s) => s.url)).toEqual([`${BASE}&bbox=46,24,47,25&zoom=12`, BASE]);
      expect(sockets[0]!.closed).toBe(true);
      worker.send({ type: 'close' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('releaseLiveViewport: the page being left, by the page now in the address bar', () => {
  it('waits (pending) for the home map, a vehicle page or a trip page; otherwise the whole stream (null)', async () => {
    const { liveViewport, releaseLiveViewport } = await import('@/features/tracking/live/live-viewport');
    const cases: [string, 'pending' | null][] = [
      ['/', 'pending'],
      ['/vehicle-details/12', 'pending'],
      ['/itinerary-management/view/3', 'pending'],
      ['/itinerary-management', null],
      ['/vehicles', null],
    ];
    for (const [path, expected] of cases) {
      liveViewport.set(HOME);
      window.history.replaceState(null, '', path);
      releaseLiveViewport();
      expect([path, liveViewport.get()]).toEqual([path, expected]);
    }
    liveViewport.set(null);
    window.history.replaceState(null, '', '/');
  });
});

describe('useLiveConnection: what the pages follow, to the worker', () => {
  it('a page that leaves and the next that mounts in the same commit reach the worker as one change', async () => {
    const received: ToLiveWorker[] = [];
    class FakeWorker {
      onmessage: unknown = null;
      postMessage(message: ToLiveWorker) {
        received.push(message);
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    const { renderHook } = await import('@testing-library/react');
    const { useLiveConnection } = await import('@/features/tracking/live/use-live');
    const { liveViewport } = await import('@/features/tracking/live/live-viewport');
    window.history.replaceState(null, '', '/vehicle-details/12');
    const hook = renderHook(() => useLiveConnection('t', true, 'en'));
    // Opened directly on a vehicle's page (loaded lazily): the stream waits for the page's vehicles.
    expect(received[0]).toMatchObject({ type: 'open', viewport: 'pending', fleet: true });
    liveViewport.set({ type: 'vehicles', ids: [12] });
    await Promise.resolve();
    // Details → home → details, each pair in one commit: no null (a whole-fleet reconnect) in between.
    liveViewport.set(null);
    liveViewport.set('pending');
    liveViewport.set(HOME);
    await Promise.resolve();
    liveViewport.set(null);
    liveViewport.set({ type: 'vehicles', ids: [12] });
    await Promise.resolve();
    expect(received.slice(1)).toEqual([
      { type: 'viewport', viewport: { type: 'vehicles', ids: [12] } },
      { type: 'viewport', viewport: HOME },
      { type: 'viewport', viewport: { type: 'vehicles', ids: [12] } },
    ]);
    hook.unmount();
    liveViewport.set(null);
    window.history.replaceState(null, '', '/');
  });
});
