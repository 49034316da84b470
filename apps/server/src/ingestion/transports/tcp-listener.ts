import net, { type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** Handles one connection's bytes; the listener waits for it before reading more (backpressure). */
export type ChunkHandler = (chunk: Buffer) => Promise<void> | void;
export type ConnectionHandler = (socket: Socket, log: FastifyBaseLogger) => ChunkHandler;

export interface TcpListenerOptions {
  protocol: string;
  log: FastifyBaseLogger;
  /** A connection silent this long is closed (devices reconnect; dead peers must not pile up). */
  idleTimeoutMs: number;
  maxConnections: number;
  onConnection: ConnectionHandler;
}

export interface DeviceListener {
  /** Resolves with the bound port (useful with port 0). */
  listen(port: number, host?: string): Promise<number>;
  /** Stops accepting, closes every connection. */
  close(): Promise<void>;
  readonly connectionCount: number;
}

/** Bytes received behind a chunk still being handled before the socket stops reading. */
const MAX_WAITING_BYTES = 64 * 1024;

/**
 * A device TCP server: one state machine per connection, chunks handled one at a time in order; the socket
 * stops reading when more than MAX_WAITING_BYTES wait behind the chunk being handled. A failing handler closes only
 * its own connection.
 */
export function createTcpListener(options: TcpListenerOptions): DeviceListener {
  const { log, protocol } = options;
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const connectionLog = log.child({ protocol, remote: `${socket.remoteAddress}:${socket.remotePort}` });
    connectionLog.debug('device connected');
    socket.setNoDelay(true);
    socket.setTimeout(options.idleTimeoutMs, () => {
      connectionLog.info({ idleMs: options.idleTimeoutMs }, 'idle device connection closed');
      socket.destroy();
    });
    socket.on('error', (error) => connectionLog.debug({ err: error }, 'device socket error'));
    socket.on('close', () => {
      sockets.delete(socket);
      connectionLog.debug('device disconnected');
    });
    const handle = options.onConnection(socket, connectionLog);
    // Chunks are handled one at a time, in order. A device waiting for its ACK sends nothing more, so the
    // socket is paused only when bytes pile up behind a slow chunk, not around every chunk (pausing and
    // resuming cost two system calls per packet).
    const waiting: Buffer[] = [];
    let waitingBytes = 0;
    let busy = false;
    const fail = (error: unknown) => {
      connectionLog.error({ err: error }, 'device connection failed; closing it');
      waiting.length = 0;
      socket.destroy();
    };
    const drain = async (first: Buffer) => {
      busy = true;
      let chunk: Buffer | undefined = first;
      try {
        while (chunk && !socket.destroyed) {
          const result = handle(chunk);
          if (result) await result;
          chunk = waiting.shift();
          if (chunk) waitingBytes -= chunk.length;
        }
      } catch (error) {
        fail(error);
      } finally {
        busy = false;
        if (socket.isPaused() && !socket.destroyed) socket.resume();
      }
    };
    socket.on('data', (chunk: Buffer) => {
      if (!busy) {
        void drain(chunk);
        return;
      }
      waiting.push(chunk);
      waitingBytes += chunk.length;
      if (waitingBytes >= MAX_WAITING_BYTES) socket.pause();
    });
  });
  server.maxConnections = options.maxConnections;
  server.on('drop', () =>
    log.warn(
      { protocol, maxConnections: options.maxConnections },
      'device connection refused: limit reached',
    ),
  );
  server.on('error', (error) => log.error({ err: error, protocol }, 'device listener error'));

  return {
    get connectionCount() {
      return sockets.size;
    },
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as net.AddressInfo).port);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}
