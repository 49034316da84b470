import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  body: string;
  headers: http.IncomingHttpHeaders;
  json: { id: string; event: { id: number; type: string; vehicle: { id: number } } };
}

/** A real HTTP receiver for webhooks: can be taken down and brought back on the same port, or answer 500. */
export interface HookReceiver {
  url: string;
  received: ReceivedHook[];
  /** Requests answered (with any status), including failures. */
  attempts: number;
  status: number;
  down(): Promise<void>;
  up(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startHookReceiver(): Promise<HookReceiver> {
  let port = 0;
  let server: http.Server | null = null;
  const state = {
    received: [] as ReceivedHook[],
    attempts: 0,
    status: 200,
  };
  const listen = async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        state.attempts += 1;
        const body = Buffer.concat(chunks).toString('utf8');
        if (state.status >= 200 && state.status < 300) {
          state.received.push({
            body,
            headers: request.headers,
            json: JSON.parse(body) as ReceivedHook['json'],
          });
        }
        response.statusCode = state.status;
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as AddressInfo).port;
  };
  await listen();
  const receiver: HookReceiver = {
    url: `http://127.0.0.1:${port}/hook`,
    get received() {
      return state.received;
    },
    get attempts() {
      return state.attempts;
    },
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    async down() {
      const s = server;
      server = null;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async up() {
      if (!server) await listen();
    },
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} webhooks, got ${state.received.length} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      await receiver.down();
    },
  };
  return receiver;
}

/** How a receiver verifies `X-Fleet-Signature` (as the README shows). */
export function verifySignature(body: string, header: string | undefined, secret: string): boolean {
  const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return header === expected;
}

export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
