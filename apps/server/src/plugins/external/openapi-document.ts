import { z } from 'zod';
import { eventSchema } from '@fleet/shared/schemas/events';

/**
 * The served OpenAPI document's conventions, worked out from the routes' own definitions so that every route,
 * today's and tomorrow's, gets them without writing anything (docs/api.md#served-descriptions):
 * a stable camelCase `operationId` from method and path, a tag per module, a summary, `security: []` on public
 * operations, and the 4xx answers the guard, the validator and the router can give. It runs on the generated
 * document only; what the server sends is unchanged. A route may still declare any of these itself.
 */

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
/** Path segments that say nothing about the operation. */
const SKIPPED_SEGMENTS = new Set(['api', 'dashboard']);

const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * `GET /api/dashboard/vehicles/{id}/positions` → `getVehiclesByIdPositions`. The method and every path segment
 * are in it, so two operations never share one and renaming nothing keeps it stable.
 */
export function operationIdOf(method: string, path: string): string {
  const parts = path
    .split('/')
    .filter((segment) => segment && !SKIPPED_SEGMENTS.has(segment))
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['By', ...words(param[1]!).map(capital)] : words(segment).map(capital);
    });
  return [method.toLowerCase(), ...parts].join('') || method.toLowerCase();
}

/** The module of an operation: the first meaningful path segment (`/api/dashboard/api-keys/…` → `api-keys`). */
export function tagOf(path: string): string {
  const segments = path.split('/').filter((segment) => segment && !SKIPPED_SEGMENTS.has(segment));
  if (segments[0] === 'driver') return 'driver app';
  return (segments[0] ?? 'system').replaceAll('-', ' ');
}

const errorExample = (message: string, errors?: Record<string, string[]>) => ({
  'application/json': {
    schema: { $ref: '#/components/schemas/Error' },
    example: errors ? { message, errors } : { message },
  },
});

/** The error answers, once, referenced by every operation. */
const ERROR_RESPONSES: Record<string, Json> = {
  Unauthenticated: {
    description: 'No, a bad, an expired or a revoked token or API key',
    content: errorExample('Your session has ended. Please sign in again'),
  },
  Forbidden: {
    description:
      'Authenticated, but without the permission; an API key on an account route, or outside its vehicles',
    content: errorExample('You do not have permission to do this'),
  },
  NotFound: {
    description: 'No such record, or not visible to this caller',
    content: errorExample('The requested resource was not found'),
  },
  ValidationFailed: {
    description: 'Validation failed: `errors` names every bad field (nested fields with dots)',
    content: errorExample('Some fields are not valid. Please check them and try again', {
      name: ['This field is required'],
    }),
  },
  TooManyRequests: {
    description:
      'Too many requests: an API key over its `rate_limit_per_minute`, or repeated failed sign-ins. `Retry-After` says when to try again',
    headers: {
      'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
      'RateLimit-Limit': { description: 'Requests allowed a minute (API keys)', schema: { type: 'integer' } },
      'RateLimit-Remaining': {
        description: 'Requests left in this minute (API keys)',
        schema: { type: 'integer' },
      },
      'RateLimit-Reset': {
        description: 'Seconds until the count starts again (API keys)',
        schema: { type: 'integer' },
      },
    },
    content: errorExample('Too many requests for this API key. Try again in 12 seconds'),
  },
  ClientError: {
    description: 'A request the server cannot answer (the error envelope)',
    content: errorExample('The request could not be read'),
  },
};

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

function addResponse(responses: Json, status: string, name: keyof typeof ERROR_RESPONSES) {
  if (responses[status] === undefined) responses[status] = ref(name);
}

/**
 * A `z.record(z.enum([...]), …)` becomes `propertyNames` + `required` without `properties`, which linters
 * rightly read as requiring undefined properties: name them.
 */
function nameRecordProperties(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(nameRecordProperties);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  const names = (schema.propertyNames as { enum?: unknown } | undefined)?.enum;
  if (Array.isArray(names) && Array.isArray(schema.required) && !schema.properties) {
    const value = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
    schema.properties = Object.fromEntries(names.map((name) => [String(name), value]));
  }
  for (const child of Object.values(schema)) nameRecordProperties(child);
}

function webhooks(): Json {
  const event = z.toJSONSchema(eventSchema, { target: 'draft-2020-12', io: 'output' }) as Json;
  delete event.$schema;
  return {
    fleetEvent: {
      post: {
        operationId: 'fleetEventWebhook',
        tags: ['notifications'],
        summary: 'An event delivered to a notification rule’s webhook URL',
        description:
          'Sent for every event a rule with the `webhook` channel matches. Headers: `X-Fleet-Event` (the type), ' +
          '`X-Fleet-Delivery` (the delivery id, the same on every retry), `X-Fleet-Signature: sha256=<hex HMAC-SHA256 ' +
          'of the raw body with the rule’s secret>`. Any 2xx within 10 s is success; otherwise it is retried after ' +
          'about 5 s, then doubling up to an hour apart, for 24 hours.',
        security: [],
        parameters: [
          { name: 'X-Fleet-Event', in: 'header', required: true, schema: { type: 'string' } },
          { name: 'X-Fleet-Delivery', in: 'header', required: true, schema: { type: 'string' } },
          {
            name: 'X-Fleet-Signature',
            in: 'header',
            required: false,
            description: 'Present when the rule has a secret',
            schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'event'],
                properties: { id: { type: 'string', description: 'The delivery id' }, event },
              },
              example: {
                id: '42',
                event: {
                  id: 9001,
                  type: 'geofence_enter',
                  time: '2026-11-25T08:15:00.000Z',
                  vehicle: { id: 7, name: 'Bus 7', plate_number: 'ABC 1234' },
                  driver: null,
                  lat: 24.7136,
                  lon: 46.6753,
                  geofence: { id: 3, name: 'Depot' },
                  trip: null,
                  severity: 'info',
                  attributes: {},
                  message: 'Bus 7 entered Depot',
                },
              },
            },
          },
        },
        responses: {
          '200': { description: 'Received (any 2xx)' },
          '4XX': { description: 'Refused: the delivery is retried' },
        },
      },
    },
  };
}

/** Applies the conventions to the document @fastify/swagger generated (in place, and returns it). */
export function withConventions(document: Json): Json {
  const paths = (document.paths ?? {}) as Record<string, Json>;
  // Only the API is documented (not the web app's pages).
  for (const path of Object.keys(paths)) if (!path.startsWith('/api')) delete paths[path];

  for (const [path, item] of Object.entries(paths)) {
    const hasPathParams = path.includes('{');
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      if (!Array.isArray(operation.tags) || operation.tags.length === 0) operation.tags = [tagOf(path)];
      operation.summary ??= `${method.toUpperCase()} ${path}`;
      const secured = Array.isArray(operation.security) && operation.security.length > 0;
      // The guard puts `bearerAuth` on every non-public route; the rest are public, and say so.
      if (!secured) operation.security = [];
      const responses = (operation.responses ??= {}) as Json;
      const hasInput =
        (Array.isArray(operation.parameters) && operation.parameters.length > 0) ||
        operation.requestBody !== undefined;
      if (secured) {
        addResponse(responses, '401', 'Unauthenticated');
        addResponse(responses, '403', 'Forbidden');
        addResponse(responses, '429', 'TooManyRequests');
      }
      if (hasPathParams) addResponse(responses, '404', 'NotFound');
      if (hasInput) addResponse(responses, '422', 'ValidationFailed');
      if (!Object.keys(responses).some((status) => /^4/.test(status))) {
        addResponse(responses, '4XX', 'ClientError');
      }
    }
  }
  nameRecordProperties(paths);

  const components = (document.components ??= {}) as Json;
  components.schemas = {
    ...(components.schemas as Json | undefined),
    Error: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string', description: 'In the language of `accept-language` (ar by default)' },
        errors: {
          type: 'object',
          description: 'Field name (snake_case, nested with dots) → messages',
          additionalProperties: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  };
  components.responses = { ...(components.responses as Json | undefined), ...ERROR_RESPONSES };
  document.webhooks = { ...webhooks(), ...(document.webhooks as Json | undefined) };
  return document;
}
