import http from 'node:http';
import type net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { decodeOsmand, OSMAND_MAX_BODY_BYTES, osmandUnknownDeviceStatus } from '../osmand/decode';
import type { DeviceListener } from './tcp-listener';
import type { DeviceTransportDeps } from './transport-deps';

export interface OsmandListenerOptions extends DeviceTransportDeps {
  log: FastifyBaseLogger;
  /** An idle keep-alive connection, or a request that stalls, is closed after this long. */
  idleTimeoutMs: number;
  maxConnections: number;
}

/**
 * OsmAnd over HTTP (docs/protocols/osmand.md), its own small server on its own port: GET or POST, any path,
 * query string, form or JSON body. The 200 is sent only after the positions have committed.
 */
export function createOsmandListener(options: OsmandListenerOptions): DeviceListener {
  const { registry, writer, metrics, throttle, commands, unknownDevices } = options;
  const warn = (kind: string, fields: object, message: string) => {
    const allowed = throttle ? throttle.allow(kind) : { suppressed: 0 };
    if (allowed) log.warn({ ...fields, ...allowed }, message);
  };
  const log = options.log.child({ protocol: 'osmand' });

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const remote = `${request.socket.remoteAddress}:${request.socket.remotePort}`;
    const answer = (status: number) => {
      response.statusCode = status;
      if (stopping) response.setHeader('connection', 'close');
      response.setHeader('content-length', 0);
      response.end();
    };
    if (request.method !== 'GET' && request.method !== 'POST') return answer(405);

    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > OSMAND_MAX_BODY_BYTES) {
      log.warn({ remote, bytes: declared }, 'osmand body too large');
      response.setHeader('connection', 'close');
      return answer(413);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > OSMAND_MAX_BODY_BYTES) {
        log.warn({ remote }, 'osmand body too large');
        response.setHeader('connection', 'close');
        return answer(413);
      }
      chunks.push(chunk);
    }

    const url = request.url ?? '/';
    const queryStart = url.indexOf('?');
    const result = decodeOsmand(
      {
        method: request.method,
        contentType: request.headers['content-type'],
        query: queryStart === -1 ? '' : url.slice(queryStart + 1),
        body: Buffer.concat(chunks),
      },
      new Date(),
    );
    if (!result.ok) {
      metrics?.refused(1);
      warn(
        'osmand refused',
        { remote, reason: result.reason, deviceId: result.deviceId },
        'osmand request refused',
      );
      return answer(result.status);
    }
    const vehicleId = registry.lookupFresh(result.deviceId) ?? (await registry.lookup(result.deviceId));
    if (vehicleId === null) {
      metrics?.refused(result.positions.length + result.skipped.length);
      unknownDevices?.seen(result.deviceId, 'osmand', result.positions.at(-1) ?? null);
      warn(
        'osmand unknown device',
        { remote, deviceId: result.deviceId },
        'osmand report from an unknown device',
      );
      return answer(osmandUnknownDeviceStatus(result.encoding));
    }
    for (const skipped of result.skipped) {
      log.info({ deviceId: result.deviceId, skipped }, 'osmand fix not stored');
    }
    const decoded = performance.now();
    metrics?.received(result.positions.length + result.skipped.length);
    if (result.skipped.length > 0) metrics?.refused(result.skipped.length);
    await writer.submit(vehicleId, result.positions);
    commands?.reportedBy(vehicleId, 'osmand');
    answer(200);
    metrics?.stored(result.positions.length, (performance.now() - decoded) / 1000);
  };

  const sockets = new Set<net.Socket>();
  let stopping = false;
  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log.error({ err: error }, 'osmand request failed');
      if (!response.headersSent) {
        response.statusCode = 503;
        response.end();
      } else {
        response.destroy();
      }
    });
  });
  server.keepAliveTimeout = options.idleTimeoutMs;
  server.timeout = options.idleTimeoutMs;
  server.requestTimeout = 60_000;
  server.headersTimeout = 30_000;
  server.maxConnections = options.maxConnections;
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (error, socket) => {
    log.debug({ err: error }, 'osmand bad request');
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  server.on('drop', () =>
    log.warn({ maxConnections: options.maxConnections }, 'osmand connection refused: limit reached'),
  );

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
    // Stops accepting; requests in progress finish (their positions committed, then answered) and their
    // connections close with them; idle keep-alive connections close at once.
    close: () =>
      new Promise((resolve) => {
        stopping = true;
        if (!server.listening) {
          for (const socket of sockets) socket.destroy();
          return resolve();
        }
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
