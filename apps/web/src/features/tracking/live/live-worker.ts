/*
 * The live stream off the main thread: the socket, the JSON parse and check of every message (a
 * 10,000-vehicle message is megabytes) and the batching. The main thread gets one
 * `FleetBatch` a few times a second (see `use-live.ts`).
 */
import { openLiveSocket } from '@/features/tracking/live/live-socket';
import { FLUSH_INTERVAL_MS, FleetBatcher, batchTransfer } from '@/features/tracking/live/fleet-batch';
import type { FromLiveWorker, ToLiveWorker } from '@/features/tracking/live/live-worker-messages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToLiveWorker>) => void) | null;
  postMessage: (message: FromLiveWorker, transfer?: Transferable[]) => void;
  close: () => void;
};

const batcher = new FleetBatcher();
let timer: ReturnType<typeof setTimeout> | null = null;
/** Worker milliseconds spent on the messages of the coming batch. */
let pendingMs = 0;
let connection: { close: () => void } | null = null;

function flush() {
  timer = null;
  const started = performance.now();
  const batch = batcher.take();
  if (!batch) return;
  const full = { ...batch, workerMs: pendingMs + performance.now() - started };
  pendingMs = 0;
  scope.postMessage({ type: 'batch', batch: full }, batchTransfer(full));
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'open' && !connection) {
    connection = openLiveSocket({
      url: () => message.url,
      onMessage: (streamMessage, ms) => {
        pendingMs += ms;
        if (batcher.receive(streamMessage)) timer ??= setTimeout(flush, FLUSH_INTERVAL_MS);
      },
      onEvent: (event) => scope.postMessage({ type: 'event', event }),
      onNotification: (notification) => scope.postMessage({ type: 'notification', notification }),
      onCommand: (command) => scope.postMessage({ type: 'command', command }),
      onState: (state) => scope.postMessage({ type: 'state', state }),
      onUnauthorized: () => scope.postMessage({ type: 'unauthorized' }),
    });
  } else if (message.type === 'close') {
    connection?.close();
    if (timer) clearTimeout(timer);
    scope.close();
  }
};
