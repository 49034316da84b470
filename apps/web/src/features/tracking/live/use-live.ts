import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { authStore } from '@/lib/auth-store';
import { navigate } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { liveStore, type LiveState } from '@/features/tracking/live/live-store';
import { streamUrl } from '@/features/tracking/live/live-socket';
import { liveEvents } from '@/features/tracking/live/live-events';
import { liveCommands } from '@/lib/live-commands';
import { liveNotifications } from '@/lib/live-notifications';
import type { FromLiveWorker, ToLiveWorker } from '@/features/tracking/live/live-worker-messages';
import { liveViewport, pageFollows } from '@/features/tracking/live/live-viewport';

/**
 * Mounted once after login (the main layout): one live worker, holding the socket, for the whole
 * session, feeding `liveStore`. Closed on logout or when the token changes. Every signed-in user has one:
 * without `tracking` (show_tracking) the server sends no vehicles, only the user's notifications (the bell)
 * and commands, and the socket follows no viewport.
 */
export function useLiveConnection(token: string | null, tracking: boolean, lang?: string): void {
  useEffect(() => {
    if (!token) return;
    const worker = new Worker(new URL('./live-worker.ts', import.meta.url), { type: 'module' });
    const send = (message: ToLiveWorker) => worker.postMessage(message);
    worker.onmessage = (event: MessageEvent<FromLiveWorker>) => {
      performance.mark('live-message-start');
      const message = event.data;
      if (message.type === 'batch') {
        performance.mark('live-worker', { detail: message.batch.workerMs });
        performance.measure('live-message', 'live-message-start');
        liveStore.apply(message.batch);
      } else if (message.type === 'clusters') {
        liveStore.setClusters(message.clusters);
      } else if (message.type === 'summary') {
        liveStore.setSummary(message.counts);
      } else if (message.type === 'resync') {
        liveStore.awaitSnapshot();
      } else if (message.type === 'event') {
        liveEvents.push(message.event);
      } else if (message.type === 'notification') {
        liveNotifications.push(message.notification);
      } else if (message.type === 'command') {
        liveCommands.push(message.command);
      } else if (message.type === 'state') {
        liveStore.setConnection(message.state);
      } else {
        authStore.clear();
        navigate(paths.auth.root.getHref(), { replace: true });
      }
    };
    // The home map mounts in the same commit (its effects run first) and marks its viewport as coming: the
    // stream then waits for it instead of sending the whole fleet first. So do a vehicle's and a trip's pages
    // (loaded lazily, they may mount later), which follow just their vehicle.
    const waits = pageFollows(window.location.pathname);
    send({
      type: 'open',
      url: streamUrl(window.location, authStore.get().token ?? token, lang),
      viewport: !tracking ? null : (liveViewport.get() ?? (waits ? 'pending' : null)),
      fleet: tracking,
    });
    // Once per task, the newest: a page that leaves (null) and the next that mounts (its viewport or vehicles)
    // in the same commit must not reconnect to the whole fleet in between.
    let queued = false;
    let stopped = false;
    const stopViewport = tracking
      ? liveViewport.subscribe(() => {
          if (queued) return;
          queued = true;
          queueMicrotask(() => {
            queued = false;
            if (!stopped) send({ type: 'viewport', viewport: liveViewport.get() });
          });
        })
      : () => {};
    return () => {
      stopped = true;
      stopViewport();
      worker.onmessage = null;
      send({ type: 'close' });
      liveStore.reset();
      liveEvents.reset();
    };
    // A new language reconnects: the events' messages come in it (the snapshot re-syncs the fleet). So does a
    // change of show_tracking (the profile refreshed): the server decides what the stream carries as it opens.
  }, [token, tracking, lang]);
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(liveStore.subscribe, liveStore.getState, liveStore.getState);
}

/** One vehicle's live state; re-renders only when that vehicle changes. */
export function useLiveVehicle(id: number) {
  const get = useCallback(() => liveStore.getState().vehicles.get(id) ?? null, [id]);
  return useSyncExternalStore(liveStore.subscribe, get, get);
}
