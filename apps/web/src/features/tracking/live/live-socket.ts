import {
  STREAM_CLOSE_FORBIDDEN,
  STREAM_CLOSE_SERVICE_RESTART,
  STREAM_CLOSE_UNAUTHORIZED,
  type StreamMessage,
} from '@fleet/shared/schemas/tracking';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import type { FleetNotification } from '@fleet/shared/schemas/notifications';
import type { Command } from '@fleet/shared/schemas/commands';
import {
  readCommandMessage,
  readEventMessage,
  readNotificationMessage,
  readStreamMessage,
} from '@/features/tracking/live/stream-guard';

export const STREAM_PATH = '/api/dashboard/tracking/stream';

/** Reconnect delays: 1 s doubling to 30 s, with jitter so a restarted server is not hit all at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** attempt, 30_000);
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * After "service restart" (1012: the instance is leaving, others are up): within 250 ms, spread so a restart's
 * dashboards do not all arrive in the same instant.
 */
export function serviceRestartDelay(random: () => number = Math.random): number {
  return Math.round(random() * 250);
}

/** `lang`: the language of the stream's texts (event messages): a browser socket cannot set `accept-language`. */
export function streamUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  token: string,
  lang?: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const language = lang ? `&lang=${encodeURIComponent(lang)}` : '';
  return `${scheme}://${location.host}${STREAM_PATH}?token=${encodeURIComponent(token)}${language}`;
}

export type SocketEvents = {
  /** A message that follows the contract, and the milliseconds its parse and check took. */
  onMessage: (message: StreamMessage, ms: number) => void;
  /** A new fleet event (`{"type":"event"}`), checked against the contract. */
  onEvent?: (event: FleetEvent) => void;
  /** A new notification of the signed-in user (`{"type":"notification"}`), checked against the contract. */
  onNotification?: (notification: FleetNotification) => void;
  /** A command's status changed (`{"type":"command"}`), checked against the contract. */
  onCommand?: (command: Command) => void;
  onState: (state: 'connecting' | 'open' | 'reconnecting' | 'forbidden' | 'closed') => void;
  /** The socket opened (the first time and after each reconnect): what the server must know is sent again. */
  onOpen?: () => void;
  /** The server refused the token (close 4401): the session is over. */
  onUnauthorized: () => void;
};

type Options = SocketEvents & {
  url: () => string;
  /**
   * False: the stream of a user without show_tracking, which carries no vehicles (only notifications and
   * commands): it is in sync as soon as it opens, since no snapshot ever comes. Default true.
   */
  fleet?: boolean;
  createSocket?: (url: string) => WebSocket;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

/**
 * The live stream: validates every message, reconnects with backoff after a drop (the server's first
 * message on each connection is a fresh snapshot, which re-syncs the store; a stream without vehicles has
 * none), and stops for good on 4401 (bad token) or 4403 (no permission).
 */
export function openLiveSocket(options: Options): {
  close: () => void;
  /** Sends a text message if the socket is open; false when it is not (it goes again after `onOpen`). */
  send: (text: string) => boolean;
} {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: unknown = null;
  let stopped = false;

  const connect = () => {
    timer = null;
    if (stopped) return;
    options.onState(attempt === 0 ? 'connecting' : 'reconnecting');
    const ws = createSocket(options.url());
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      if (options.fleet === false) {
        attempt = 0;
        options.onState('open');
      }
      options.onOpen?.();
    };
    ws.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      const started = performance.now();
      let message: StreamMessage | null;
      try {
        const value: unknown = JSON.parse(event.data);
        if ((value as { type?: unknown } | null)?.type === 'notification') {
          const notification = readNotificationMessage(value);
          if (notification) options.onNotification?.(notification);
          else console.warn('live stream: a notification outside the contract');
          return;
        }
        if ((value as { type?: unknown } | null)?.type === 'command') {
          const command = readCommandMessage(value);
          if (command) options.onCommand?.(command);
          else console.warn('live stream: a command outside the contract');
          return;
        }
        if ((value as { type?: unknown } | null)?.type === 'event') {
          const fleetEvent = readEventMessage(value);
          if (fleetEvent) options.onEvent?.(fleetEvent);
          else console.warn('live stream: an event outside the contract');
          return;
        }
        message = readStreamMessage(value);
      } catch {
        console.warn('live stream: a message that is not JSON');
        return;
      }
      if (!message) {
        console.warn('live stream: a message outside the contract');
        return;
      }
      // A connection is in sync from its first snapshot, or its first clusters (a viewport zoomed out).
      if (message.type === 'snapshot' || message.type === 'clusters') {
        attempt = 0;
        options.onState('open');
      }
      options.onMessage(message, performance.now() - started);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      if (event.code === STREAM_CLOSE_UNAUTHORIZED) {
        stopped = true;
        options.onState('closed');
        options.onUnauthorized();
        return;
      }
      if (event.code === STREAM_CLOSE_FORBIDDEN) {
        stopped = true;
        options.onState('forbidden');
        return;
      }
      options.onState('reconnecting');
      const delay =
        event.code === STREAM_CLOSE_SERVICE_RESTART && attempt === 0
          ? serviceRestartDelay()
          : reconnectDelay(attempt);
      attempt++;
      timer = setTimer(connect, delay);
    };
  };

  connect();
  return {
    send(text) {
      if (!socket || socket.readyState !== 1) return false;
      socket.send(text);
      return true;
    },
    close() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      const ws = socket;
      socket = null;
      ws?.close(1000);
      options.onState('closed');
    },
  };
}
