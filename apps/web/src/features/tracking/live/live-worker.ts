/*
 * The live stream off the main thread: the socket, the JSON parse and check of every message (a
 * 10,000-vehicle message is megabytes) and the batching. The main thread gets one
 * `FleetBatch` a few times a second (see `use-live.ts`).
 */
import type { VehiclesMessage, ViewportMessage } from '@fleet/shared/schemas/tracking';
import { openLiveSocket } from '@/features/tracking/live/live-socket';
import { FLUSH_INTERVAL_MS, FleetBatcher, batchTransfer } from '@/features/tracking/live/fleet-batch';
import type { FromLiveWorker, ToLiveWorker } from '@/features/tracking/live/live-worker-messages';
import { type LiveViewport, viewportParams } from '@/features/tracking/live/live-viewport';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToLiveWorker>) => void) | null;
  postMessage: (message: FromLiveWorker, transfer?: Transferable[]) => void;
  close: () => void;
};

/** A map that has not reported its viewport by then does not hold the stream back any longer. */
const PENDING_VIEWPORT_MS = 10_000;

const batcher = new FleetBatcher();
let timer: ReturnType<typeof setTimeout> | null = null;
/** Worker milliseconds spent on the messages of the coming batch. */
let pendingMs = 0;
let connection: ReturnType<typeof openLiveSocket> | null = null;
let baseUrl: string | null = null;
/** False: a user without show_tracking; the stream carries no vehicles and follows no viewport. */
let fleet = true;
let viewport: LiveViewport = null;
/** The viewport the server has for this connection (in its URL or sent since), as JSON; null: none. */
let serverViewport: string | null = null;
let pendingTimer: ReturnType<typeof setTimeout> | null = null;

function flush() {
  timer = null;
  const started = performance.now();
  const batch = batcher.take();
  if (!batch) return;
  const full = { ...batch, workerMs: pendingMs + performance.now() - started };
  pendingMs = 0;
  scope.postMessage({ type: 'batch', batch: full }, batchTransfer(full));
}

const key = (v: ViewportMessage | VehiclesMessage) =>
  v.type === 'vehicles' ? `vehicles:${v.ids.join(',')}` : JSON.stringify([v.bbox, v.zoom]);

function url(): string {
  if (viewport && viewport !== 'pending') {
    serverViewport = key(viewport);
    return `${baseUrl}${viewportParams(viewport)}`;
  }
  serverViewport = null;
  return baseUrl!;
}

/** After each (re)connect and each move: the server learns the newest viewport, if it has another. */
function syncViewport() {
  if (!connection || !viewport || viewport === 'pending' || key(viewport) === serverViewport) return;
  if (connection.send(JSON.stringify(viewport))) serverViewport = key(viewport);
}

function connect() {
  if (pendingTimer) clearTimeout(pendingTimer);
  pendingTimer = null;
  // No clusters or summary come without a map's viewport (the whole stream, or a page's own vehicles).
  if (fleet && (!viewport || viewport === 'pending' || viewport.type === 'vehicles')) {
    scope.postMessage({ type: 'clusters', clusters: null });
    scope.postMessage({ type: 'summary', counts: null });
  }
  connection = openLiveSocket({
    url,
    fleet,
    onOpen: syncViewport,
    onMessage: (streamMessage, ms) => {
      pendingMs += ms;
      if (streamMessage.type === 'clusters') scope.postMessage({ type: 'clusters', clusters: streamMessage });
      else if (streamMessage.type === 'snapshot') scope.postMessage({ type: 'clusters', clusters: null });
      else if (streamMessage.type === 'summary') {
        scope.postMessage({ type: 'summary', counts: streamMessage.counts });
      }
      if (batcher.receive(streamMessage)) timer ??= setTimeout(flush, FLUSH_INTERVAL_MS);
    },
    onEvent: (event) => scope.postMessage({ type: 'event', event }),
    onNotification: (notification) => scope.postMessage({ type: 'notification', notification }),
    onCommand: (command) => scope.postMessage({ type: 'command', command }),
    onState: (state) => scope.postMessage({ type: 'state', state }),
    onUnauthorized: () => scope.postMessage({ type: 'unauthorized' }),
  });
}

function setViewport(next: LiveViewport) {
  const before = viewport;
  viewport = next;
  if (baseUrl === null) return;
  if (!connection) {
    if (next !== 'pending') connect();
    return;
  }
  if (pendingTimer) clearTimeout(pendingTimer);
  pendingTimer = null;
  if (next === 'pending') {
    // The next page is on its way and keeps what the stream carries now; one that never reports (a page that
    // failed to load) gets the whole stream after a while.
    pendingTimer = setTimeout(() => {
      pendingTimer = null;
      if (viewport === 'pending') setViewport(null);
    }, PENDING_VIEWPORT_MS);
    return;
  }
  if (next === null && before !== null && serverViewport !== null) {
    // No message undoes a viewport: a new connection gets the whole stream again.
    const old = connection;
    connection = null;
    old.close();
    scope.postMessage({ type: 'resync' });
    connect();
    return;
  }
  syncViewport();
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'open' && baseUrl === null) {
    baseUrl = message.url;
    fleet = message.fleet;
    viewport = fleet ? message.viewport : null;
    if (viewport === 'pending') {
      pendingTimer = setTimeout(() => {
        if (!connection) connect();
      }, PENDING_VIEWPORT_MS);
    } else connect();
  } else if (message.type === 'viewport') {
    if (fleet) setViewport(message.viewport);
  } else if (message.type === 'close') {
    connection?.close();
    if (timer) clearTimeout(timer);
    if (pendingTimer) clearTimeout(pendingTimer);
    scope.close();
  }
};
