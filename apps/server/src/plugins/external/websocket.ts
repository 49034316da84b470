import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { STREAM_TOKEN_PROTOCOL } from '../../lib/tokens';

/** Clients only listen: a message from one is never bigger than this. */
const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;

/**
 * WebSocket support for `/api/dashboard/tracking/stream`. A browser that offers sub-protocols must get one back:
 * `bearer` when it sent the token as `bearer, <token>`, else the one it offered.
 */
export default fp(
  async function websocketPlugin(app) {
    await app.register(websocket, {
      options: {
        maxPayload: MAX_CLIENT_MESSAGE_BYTES,
        handleProtocols: (protocols) =>
          protocols.has(STREAM_TOKEN_PROTOCOL)
            ? STREAM_TOKEN_PROTOCOL
            : (protocols.values().next().value ?? false),
      },
    });
  },
  { name: 'websocket' },
);
