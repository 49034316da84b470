import type { Language } from '@fleet/shared/constants';
import type { LiveEvent } from '../../live/hub';
import { type StoredEvent, toFleetEvent } from '../events';

interface OpenSocket {
  send(data: string): void;
  readonly readyState: number;
  readonly OPEN: number;
}

type NotificationsMessage = Extract<LiveEvent, { type: 'notifications' }>;

/**
 * The open dashboard sockets of each employee on this instance: a `notifications` hub message (from any
 * instance) becomes `{"type":"notification"}` on the recipient's sockets, in each socket's language.
 */
export class NotificationSockets {
  private readonly byEmployee = new Map<number, Map<OpenSocket, Language>>();

  add(employeeId: number, socket: OpenSocket, lang: Language): () => void {
    let sockets = this.byEmployee.get(employeeId);
    if (!sockets) this.byEmployee.set(employeeId, (sockets = new Map()));
    sockets.set(socket, lang);
    return () => {
      sockets.delete(socket);
      if (sockets.size === 0) this.byEmployee.delete(employeeId);
    };
  }

  deliver(message: NotificationsMessage): void {
    for (const item of message.items) {
      const sockets = this.byEmployee.get(item.employee_id);
      if (!sockets) continue;
      const texts: Partial<Record<Language, string>> = {};
      for (const [socket, lang] of sockets) {
        if (socket.readyState !== socket.OPEN) continue;
        texts[lang] ??= JSON.stringify({
          type: 'notification',
          data: {
            id: item.id,
            event: toFleetEvent(item.event as unknown as StoredEvent, lang),
            read_at: null,
            created_at: item.created_at,
          },
        });
        socket.send(texts[lang]);
      }
    }
  }

  get count(): number {
    let total = 0;
    for (const sockets of this.byEmployee.values()) total += sockets.size;
    return total;
  }
}
