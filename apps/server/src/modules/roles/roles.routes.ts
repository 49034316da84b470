import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  errorSchema,
  idParamsSchema,
  messageSchema,
  selectOptionSchema,
} from '@fleet/shared/common';
import {
  deleteRoleInputSchema,
  permissionCatalogueResponseSchema,
  roleInputSchema,
  roleListQuerySchema,
  roleListResponseSchema,
  roleResponseSchema,
} from '@fleet/shared/schemas/roles';
import { z } from '@fleet/shared/validation';
import { NotFoundError } from '../../lib/errors';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession } from '../../core/session';
import { permissionCatalogue } from './permission-catalogue';
import { RolesRepo } from './roles.repo';
import { createRole, deleteRole, roleActions, toRole, updateRole } from './roles.service';

const tags = ['roles'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const roleOptionsResponseSchema = envelope(z.array(selectOptionSchema));

const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new RolesRepo(app.db);

  const loadRole = async (id: number, held: ReadonlySet<string>) => {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError();
    return toRole(row, roleActions(held));
  };

  app.get(
    '/dashboard/roles',
    {
      config: { permission: 'show_roles' },
      schema: {
        tags,
        summary: 'List roles (newest first)',
        querystring: roleListQuerySchema,
        response: { 200: roleListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const actions = roleActions(permissionsOf(requireSession(request)));
      const query = request.query;
      const { rows, total } = await repo.list(query, app.config.timezone);
      return {
        data: rows.map((row) => toRole(row, actions)),
        meta: pageMeta(total, query.page, query.per_page),
      };
    },
  );

  app.get(
    '/dashboard/roles/options',
    {
      config: { permission: ['show_roles', 'delete_roles', 'create_employees', 'update_employees'] },
      schema: {
        tags,
        summary: 'Every role as a select option',
        response: { 200: roleOptionsResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ data: (await repo.options()).map((role) => ({ label: role.name, value: role.id })) }),
  );

  app.post(
    '/dashboard/roles',
    {
      config: { permission: 'create_roles' },
      schema: {
        tags,
        summary: 'Create a role',
        body: roleInputSchema,
        response: { 201: roleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createRole(repo, request.body);
      const data = await loadRole(id, permissionsOf(requireSession(request)));
      return reply.code(201).send({ data, message: request.t('roles.created') });
    },
  );

  app.get(
    '/dashboard/roles/:id',
    {
      config: { permission: 'show_roles' },
      schema: {
        tags,
        summary: 'One role',
        params: idParamsSchema,
        response: { 200: roleResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await loadRole(request.params.id, permissionsOf(requireSession(request))) }),
  );

  app.put(
    '/dashboard/roles/:id',
    {
      config: { permission: 'update_roles', changesSessions: true },
      schema: {
        tags,
        summary: 'Update a role',
        params: idParamsSchema,
        body: roleInputSchema,
        response: { 200: roleResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateRole(repo, request.params.id, request.body);
      const data = await loadRole(request.params.id, permissionsOf(requireSession(request)));
      return { data, message: request.t('roles.updated') };
    },
  );

  app.delete(
    '/dashboard/roles/:id',
    {
      config: { permission: 'delete_roles', changesSessions: true },
      schema: {
        tags,
        summary: 'Delete a role, moving its employees to `new_role_id` (required when it has employees)',
        params: idParamsSchema,
        body: deleteRoleInputSchema.nullish(), // a DELETE often has no body at all
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await deleteRole(repo, request.params.id, request.body?.new_role_id);
      return { message: request.t('roles.deleted') };
    },
  );

  app.get(
    '/dashboard/permissions',
    {
      config: { permission: ['show_roles', 'create_roles', 'update_roles'] },
      schema: {
        tags,
        summary: 'The permission catalogue grouped by navbar area',
        response: { 200: permissionCatalogueResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return { data: permissionCatalogue(request.lang) };
    },
  );
};

export default rolesRoutes;
