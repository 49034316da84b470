import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema } from '@fleet/shared/common';
import {
  createEmployeeInputSchema,
  employeeListQuerySchema,
  employeeListResponseSchema,
  employeeResponseSchema,
  updateEmployeeInputSchema,
} from '@fleet/shared/schemas/employees';
import { NotFoundError } from '../../lib/errors';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession } from '../../core/session';
import type { SessionUser } from '../../core/session';
import type { MediaStorage } from '../media';
import { EmployeesRepo } from './employees.repo';
import { employeeActions, EmployeesService, toEmployee } from './employees.service';

const tags = ['employees'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

export interface EmployeesRoutesOptions {
  storage: MediaStorage;
}

const employeesRoutes: FastifyPluginAsyncZod<EmployeesRoutesOptions> = async (app, { storage }) => {
  const repo = new EmployeesRepo(app.db);
  const service = new EmployeesService(repo, storage);

  const loadEmployee = async (id: number, session: SessionUser) => {
    const record = await repo.findById(id);
    if (!record) throw new NotFoundError();
    return toEmployee(
      record,
      employeeActions(permissionsOf(session), { id }, session.employee.id),
      app.urlSigner,
    );
  };

  app.get(
    '/dashboard/employees',
    {
      config: { permission: 'show_employees' },
      schema: {
        tags,
        summary: 'List employees (newest first); `name` searches name, email, phone and identity number',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const held = permissionsOf(session);
      const query = request.query;
      const { rows, total } = await repo.list(query, app.config.timezone);
      return {
        data: rows.map((row) =>
          toEmployee(row, employeeActions(held, row.employee, session.employee.id), app.urlSigner),
        ),
        meta: pageMeta(total, query.page, query.per_page),
      };
    },
  );

  app.post(
    '/dashboard/employees',
    {
      config: { permission: 'create_employees' },
      schema: {
        tags,
        summary: 'Create an employee: a login with the role’s permissions',
        body: createEmployeeInputSchema,
        response: { 201: employeeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await service.create(request.body);
      const data = await loadEmployee(id, requireSession(request));
      return reply.code(201).send({ data, message: request.t('employees.created') });
    },
  );

  app.get(
    '/dashboard/employees/:id',
    {
      config: { permission: 'show_employees' },
      schema: {
        tags,
        summary: 'One employee',
        params: idParamsSchema,
        response: { 200: employeeResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await loadEmployee(request.params.id, requireSession(request)) }),
  );

  app.put(
    '/dashboard/employees/:id',
    {
      config: { permission: 'update_employees', changesSessions: true },
      schema: {
        tags,
        summary: 'Replace an employee; an empty password keeps the current one. A new role applies at once',
        params: idParamsSchema,
        body: updateEmployeeInputSchema,
        response: { 200: employeeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.update(request.params.id, request.body);
      const data = await loadEmployee(request.params.id, requireSession(request));
      return { data, message: request.t('employees.updated') };
    },
  );

  app.delete(
    '/dashboard/employees/:id',
    {
      config: { permission: 'delete_employees', changesSessions: true },
      schema: {
        tags,
        summary: 'Delete an employee (not oneself); its sessions end at once',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.delete(request.params.id, requireSession(request).employee.id);
      return { message: request.t('employees.deleted') };
    },
  );
};

export default employeesRoutes;
