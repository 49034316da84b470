import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from POST /api/auth/login' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'swagger' },
);
