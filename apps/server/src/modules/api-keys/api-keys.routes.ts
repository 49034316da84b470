import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema } from '@fleet/shared/common';
import {
  apiKeyInputSchema,
  apiKeyListQuerySchema,
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
  createdApiKeyResponseSchema,
} from '@fleet/shared/schemas/api-keys';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession } from '../../core/session';
import { ApiKeysRepo, newApiKey, toApiKey } from './api-keys.repo';

const tags = ['api keys'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

/**
 * docs/api.md#api-keys. Account routes: a key can never manage keys. Revoking declares
 * `changesSessions`, so every instance forgets the key's remembered session before the answer leaves.
 */
const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new ApiKeysRepo(app.db);
  const load = async (id: number, mayRevoke: boolean) => {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError();
    return toApiKey(row, mayRevoke);
  };

  app.get(
    '/dashboard/api-keys',
    {
      config: { permission: 'show_api_keys', account: true },
      schema: {
        tags,
        summary: 'List API keys (newest first); `name` searches the name and prefix, `status` filters',
        querystring: apiKeyListQuerySchema,
        response: { 200: apiKeyListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const mayRevoke = permissionsOf(requireSession(request)).has('delete_api_keys');
      const { rows, total } = await repo.list(request.query, app.config.timezone);
      return {
        data: rows.map((row) => toApiKey(row, mayRevoke)),
        meta: pageMeta(total, request.query.page, request.query.per_page),
      };
    },
  );

  app.post(
    '/dashboard/api-keys',
    {
      config: { permission: 'create_api_keys', account: true },
      schema: {
        tags,
        summary:
          'Create an API key: its permissions are at most the creator’s; `key` is shown in this answer only',
        body: apiKeyInputSchema,
        response: { 201: createdApiKeyResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const held = permissionsOf(session);
      const fields: Record<string, string[]> = {};
      request.body.permissions.forEach((permission, index) => {
        if (!held.has(permission)) fields[`permissions.${index}`] = ['validation.permission_not_held'];
      });
      if (Object.keys(fields).length > 0) throw new ValidationError(fields);
      const key = newApiKey();
      const id = await repo.create(request.body, key, session.employee.id);
      const data = await load(id, held.has('delete_api_keys'));
      return reply.code(201).send({ data: { ...data, key }, message: request.t('api_keys.created') });
    },
  );

  app.get(
    '/dashboard/api-keys/:id',
    {
      config: { permission: 'show_api_keys', account: true },
      schema: {
        tags,
        summary: 'One API key (never the key itself)',
        params: idParamsSchema,
        response: { 200: apiKeyResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await load(request.params.id, permissionsOf(requireSession(request)).has('delete_api_keys')),
    }),
  );

  app.delete(
    '/dashboard/api-keys/:id',
    {
      config: { permission: 'delete_api_keys', account: true, changesSessions: true },
      schema: {
        tags,
        summary: 'Revoke an API key at once, on every instance',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await repo.findById(request.params.id))) throw new NotFoundError();
      await repo.revoke(request.params.id);
      return { message: request.t('api_keys.revoked') };
    },
  );
};

export default apiKeysRoutes;
