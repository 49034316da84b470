import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { authStore } from '@/lib/auth-store';
import { navigate } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { liveStore, type LiveState } from '@/features/tracking/live/live-store';
import { openLiveSocket, streamUrl } from '@/features/tracking/live/live-socket';

/**
 * Mounted once after login (the main layout): one socket for the whole session, feeding `liveStore`.
 * Closed on logout or when the token changes.
 */
export function useLiveConnection(token: string | null, enabled: boolean): void {
  useEffect(() => {
    if (!token || !enabled) return;
    const connection = openLiveSocket({
      url: () => streamUrl(window.location, authStore.get().token ?? token),
      onMessage: (message) => liveStore.receive(message),
      onState: (state) => liveStore.setConnection(state),
      onUnauthorized: () => {
        authStore.clear();
        navigate(paths.auth.root.getHref(), { replace: true });
      },
    });
    return () => {
      connection.close();
      liveStore.reset();
    };
  }, [token, enabled]);
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(liveStore.subscribe, liveStore.getState, liveStore.getState);
}

/** One vehicle's live state; re-renders only when that vehicle changes. */
export function useLiveVehicle(id: number) {
  const get = useCallback(() => liveStore.getState().vehicles.get(id) ?? null, [id]);
  return useSyncExternalStore(liveStore.subscribe, get, get);
}
