import { useSyncExternalStore } from 'react';
import type { FleetEvent } from '@fleet/shared/schemas/events';

export const RECENT_EVENTS = 20;

export type LiveEventsState = {
  /** Newest first, at most `RECENT_EVENTS`. */
  recent: readonly FleetEvent[];
  /** Arrived since the panel was last opened. */
  unseen: number;
};

/**
 * The events the tracking WebSocket announced since login (`{"type":"event"}`): the home map's recent
 * events panel. The full inbox belongs to notifications.
 */
export class LiveEvents {
  private state: LiveEventsState = { recent: [], unseen: 0 };
  private listeners = new Set<() => void>();

  getState = (): LiveEventsState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  push = (event: FleetEvent): void => {
    // A reconnect may repeat an event: each id once.
    if (this.state.recent.some((known) => known.id === event.id)) return;
    const recent = [event, ...this.state.recent]
      .sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id)
      .slice(0, RECENT_EVENTS);
    this.emit({ recent, unseen: Math.min(this.state.unseen + 1, RECENT_EVENTS) });
  };

  markSeen = (): void => {
    if (this.state.unseen) this.emit({ ...this.state, unseen: 0 });
  };

  reset = (): void => {
    this.emit({ recent: [], unseen: 0 });
  };

  private emit(state: LiveEventsState): void {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}

export const liveEvents = new LiveEvents();

export function useLiveEvents(store: LiveEvents = liveEvents): LiveEventsState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
