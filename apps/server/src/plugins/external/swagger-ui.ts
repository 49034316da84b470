import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { declareContextAccess } from '../../core/access-guard';
import { asyncApiDocument } from './asyncapi-document';

/**
 * Swagger UI under `<prefix>/docs`. Its routes come from the vendored plugin and cannot carry
 * our route config, so this context declares them public. It sets its own CSP because the UI
 * needs more than the SPA's policy allows.
 */
export default async function swaggerUiPlugin(app: FastifyInstance) {
  declareContextAccess(app, { access: 'public' });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // The UI is often opened over plain http on a LAN; do not force https sub-resources there.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { persistAuthorization: true },
  });
  // The event-driven interfaces (WebSocket, MQTT, AMQP), next to the OpenAPI document (`/docs/json`).
  const asyncApi = JSON.stringify(asyncApiDocument());
  app.get('/docs/asyncapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(asyncApi),
  );
}
