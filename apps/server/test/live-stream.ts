import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { type StreamMessage, streamMessageSchema } from '@fleet/shared/schemas/tracking';

/** A real WebSocket client of `/api/dashboard/tracking/stream` that records every message. */
export interface StreamProbe {
  socket: WebSocket;
  messages: StreamMessage[];
  /** Resolves with the first message (from now on, or already received) that satisfies `match`. */
  next(match: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}`;
}

export function openStream(
  app: FastifyInstance,
  options: { token?: string; query?: string; protocols?: string[]; headers?: Record<string, string> } = {},
): StreamProbe {
  const query = options.query ?? (options.token ? `?token=${encodeURIComponent(options.token)}` : '');
  const socket = new WebSocket(`${baseUrl(app)}/api/dashboard/tracking/stream${query}`, options.protocols, {
    headers: options.headers,
  });
  const messages: StreamMessage[] = [];
  const waiters = new Set<{ match: (m: StreamMessage) => boolean; resolve: (m: StreamMessage) => void }>();
  socket.on('message', (data) => {
    const message = streamMessageSchema.parse(JSON.parse(String(data)));
    messages.push(message);
    for (const waiter of waiters) {
      if (waiter.match(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve, reject) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
    socket.on('error', reject);
  });
  closed.catch(() => {});
  return {
    socket,
    messages,
    closed,
    close: () => socket.close(),
    next(match, timeoutMs = 5_000) {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error('no matching stream message in time'));
        }, timeoutMs).unref();
      });
    },
  };
}
