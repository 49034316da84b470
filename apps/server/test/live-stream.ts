import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { type StreamMessage, streamMessageSchema } from '@fleet/shared/schemas/tracking';
import type { BuildOptions } from '../src/app';
import type { HubPosition } from '../src/live/hub';
import { apiRequest, DEMO, login, type TestDatabase } from './harness';

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

/** A position as the hub carries it, fixed now, in Riyadh unless overridden. */
export function hubPosition(vehicleId: number, overrides: Partial<HubPosition> = {}): HubPosition {
  const now = new Date().toISOString();
  return {
    vehicle_id: vehicleId,
    lat: 24.7136,
    lon: 46.6753,
    speed: 42,
    course: 90,
    ignition: true,
    fix_time: now,
    server_time: now,
    ...overrides,
  };
}

export interface TrackingSuite {
  /** Listening, with the demo fleet; set before the suite's first test. */
  readonly app: FastifyInstance;
  /** The demo administrator's token. */
  readonly admin: string;
  /** Opens a stream that is closed after the suite. */
  stream(options: Parameters<typeof openStream>[1]): StreamProbe;
  firstVehicleId(): Promise<number>;
}

/**
 * The app of a tracking stream suite, built before its tests (streams re-check their session every 200 ms) and
 * its streams closed after; call it in the suite's scope.
 */
export function trackingSuite(db: TestDatabase, options: BuildOptions = {}): TrackingSuite {
  const probes: StreamProbe[] = [];
  let app: FastifyInstance | null = null;
  let admin = '';
  const ready = () => {
    if (!app) throw new Error('the tracking suite is not built yet');
    return app;
  };
  beforeAll(async () => {
    const built = await db.buildApp({}, { ...options, tracking: { stream: { sessionCheckMs: 200 } } });
    await built.listen({ port: 0, host: '127.0.0.1' });
    admin = await login(built, DEMO.admin);
    app = built;
  });
  afterAll(() => {
    for (const probe of probes) probe.close();
  });
  return {
    get app() {
      return ready();
    },
    get admin() {
      return admin;
    },
    stream(streamOptions) {
      const probe = openStream(ready(), streamOptions);
      probes.push(probe);
      return probe;
    },
    async firstVehicleId() {
      const live = (await apiRequest(ready(), 'GET', '/api/dashboard/tracking/live', admin)).json();
      return live.data.vehicles[0].id as number;
    },
  };
}
