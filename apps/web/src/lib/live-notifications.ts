import type { FleetNotification } from '@fleet/shared/schemas/notifications';

type Listener = (notification: FleetNotification) => void;

/**
 * The signed-in user's new notifications as the live socket (tracking) receives them, handed to whoever
 * listens (the bell): the two features meet here instead of importing each other.
 */
class LiveNotifications {
  private readonly listeners = new Set<Listener>();
  private readonly seen = new Set<number>();

  push(notification: FleetNotification): void {
    // A reconnect may repeat one: each id once.
    if (this.seen.has(notification.id)) return;
    this.seen.add(notification.id);
    this.listeners.forEach((listener) => listener(notification));
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export const liveNotifications = new LiveNotifications();
