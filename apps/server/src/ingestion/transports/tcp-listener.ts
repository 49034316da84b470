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
  /**
   * Stops accepting; a connection whose packet is being committed is closed once it is acknowledged, the others
   * at once (the tracker reconnects, through a balancer to another instance).
   */
  close(): Promise<void>;
  readonly connectionCount: number;
}

/** Bytes received behind a chunk still being handled before the socket stops reading. */
const MAX_WAITING_BYTES = 64 * 1024;
/** After our FIN, a peer that does not close its side is cut off after this long. */
const CLOSE_GRACE_MS = 1000;

/** Ends a device connection after what was written (an ACK) is flushed. */
export function endDeviceSocket(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve();
    socket.once('close', () => resolve());
    socket.end();
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  });
}

/**
 * A device TCP server: one state machine per connection, chunks handled one at a time in order; the socket
 * stops reading when more than MAX_WAITING_BYTES wait behind the chunk being handled. A failing handler closes only
 * its own connection.
 */
export function createTcpListener(options: TcpListenerOptions): DeviceListener {
  const { log, protocol } = options;
  const sockets = new Set<Socket>();
  /** The chunk being handled per connection (committed, then acknowledged), awaited by close(). */
  const inFlight = new Map<Socket, Promise<void>>();
  let stopping = false;
  const server = net.createServer((socket) => {
    if (stopping) {
      socket.destroy();
      return;
    }
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
      inFlight.delete(socket);
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
          // Shutting down: what arrived behind the packet just acknowledged is left for the tracker to resend.
          if (stopping) break;
          chunk = waiting.shift();
          if (chunk) waitingBytes -= chunk.length;
        }
      } catch (error) {
        fail(error);
      } finally {
        busy = false;
        inFlight.delete(socket);
        if (socket.isPaused() && !socket.destroyed && !stopping) socket.resume();
      }
    };
    socket.on('data', (chunk: Buffer) => {
      if (stopping) return;
      if (!busy) {
        inFlight.set(socket, drain(chunk));
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
    close: async () => {
      stopping = true;
      const closed = new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
      });
      await Promise.all(
        [...sockets].map(async (socket) => {
          await inFlight.get(socket);
          await endDeviceSocket(socket);
        }),
      );
      await closed;
    },
  };
}
