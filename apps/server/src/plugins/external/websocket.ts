import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { STREAM_TOKEN_PROTOCOL } from '../../lib/tokens';
import { CLOSE_SERVICE_RESTART } from '../../core/lifecycle';
import { STREAM_COMPRESSION } from '../../live/stream-client';

/** Clients mostly listen (a `viewport` is under 200 bytes): a message from one is never bigger than this. */
const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;

/**
 * WebSocket support for `/api/dashboard/tracking/stream`. A browser that offers sub-protocols must get one back:
 * `bearer` when it sent the token as `bearer, <token>`, else the one it offered.
 */
export default fp(
  async function websocketPlugin(app) {
    await app.register(websocket, {
      // On shutdown every client hears "service restart" and reconnects at once (through the balancer, to
      // another instance); the default close carries no code.
      preClose: async () => {
        const server = app.websocketServer;
        for (const client of server.clients) client.close(CLOSE_SERVICE_RESTART, 'service restart');
        server.close();
      },
      options: {
        maxPayload: MAX_CLIENT_MESSAGE_BYTES,
        perMessageDeflate: STREAM_COMPRESSION,
        handleProtocols: (protocols) =>
          protocols.has(STREAM_TOKEN_PROTOCOL)
            ? STREAM_TOKEN_PROTOCOL
            : (protocols.values().next().value ?? false),
      },
    });
    app.metrics.gauge(
      'fleet_websocket_clients',
      'Dashboard WebSocket clients connected to this instance',
      () => app.websocketServer.clients.size,
    );
  },
  { name: 'websocket', dependencies: ['metrics'] },
);
