import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withConventions } from './openapi-document';

/** Generates the OpenAPI document from route schemas; must load before any route. */
export default fp(
  async function swaggerPlugin(app) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Fleet dashboard API',
          description: 'REST API of the fleet tracking dashboard. Send `accept-language: ar|en`.',
          version: '0.1.0',
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: '/', description: 'This server' }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A person’s token from POST /api/auth/login, or an integration’s API key (`fk_…`, created under Settings → API keys)',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (documentObject) =>
        'openapiObject' in documentObject
          ? (withConventions(
              documentObject.openapiObject as Record<string, unknown>,
            ) as typeof documentObject.openapiObject)
          : documentObject.swaggerObject,
    });
  },
  { name: 'swagger' },
);
