import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  idParamsSchema,
  messageSchema,
  OPTIONS_LIMIT,
  optionsQuerySchema,
  optionsResponseSchema,
} from '@fleet/shared/common';
import {
  driverInputSchema,
  driverListQuerySchema,
  driverListResponseSchema,
  driverResponseSchema,
  freeVehiclesQuerySchema,
} from '@fleet/shared/schemas/drivers';
import { NotFoundError } from '../../lib/errors';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession } from '../../core/session';
import type { MediaStorage } from '../media';
import { todayIn } from '../../lib/dates';
import { vehicleOption } from '../vehicles';
import { DriversRepo } from './drivers.repo';
import { driverActions, DriversService, toDriver } from './drivers.service';

const tags = ['drivers'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

export interface DriversRoutesOptions {
  storage: MediaStorage;
}

const driversRoutes: FastifyPluginAsyncZod<DriversRoutesOptions> = async (app, { storage }) => {
  const repo = new DriversRepo(app.db);
  const service = new DriversService(repo, storage);
  const today = () => todayIn(app.config.timezone);

  const loadDriver = async (id: number, held: ReadonlySet<string>) => {
    const record = await repo.findById(id);
    if (!record) throw new NotFoundError();
    return toDriver(record, { actions: driverActions(held), today: today(), signer: app.urlSigner });
  };

  // The live map shows each vehicle's driver: a driver added, edited (maybe moved to another vehicle) or
  // deleted re-reads the vehicles' live state on every instance.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 300) return;
    app.hub.publish({ type: 'vehicles.changed', ids: null });
  });

  app.get(
    '/dashboard/drivers',
    {
      config: { permission: 'show_drivers' },
      schema: {
        tags,
        summary:
          'List drivers (newest first); `name` searches name, phone, identity and licence number; `status` = expired | expiring licences',
        querystring: driverListQuerySchema,
        response: { 200: driverListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const actions = driverActions(permissionsOf(requireSession(request)));
      const query = request.query;
      const day = today();
      const { rows, total } = await repo.list(query, app.config.timezone, day);
      return {
        data: rows.map((row) => toDriver(row, { actions, today: day, signer: app.urlSigner })),
        meta: pageMeta(total, query.page, query.per_page),
      };
    },
  );

  app.get(
    '/dashboard/drivers/options',
    {
      config: { permission: ['show_drivers', 'create_employees', 'update_employees', 'show_examinations'] },
      schema: {
        tags,
        summary: `Drivers as select options, searched by \`name\` (name, phone, identity, licence), at most ${OPTIONS_LIMIT}, the \`selected\` one first (linking an employee, the examinations filter)`,
        querystring: optionsQuerySchema,
        response: { 200: optionsResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({
      data: (await repo.options(request.query)).map((driver) => ({ label: driver.name, value: driver.id })),
    }),
  );

  app.get(
    '/dashboard/drivers/free-vehicles',
    {
      config: { permission: ['create_drivers', 'update_drivers'] },
      schema: {
        tags,
        summary: 'Vehicles without a driver (plus the one `driver_id` holds), as select options',
        querystring: freeVehiclesQuerySchema,
        response: { 200: optionsResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({
      data: (await repo.freeVehicles(request.query.driver_id)).map(vehicleOption),
    }),
  );

  app.post(
    '/dashboard/drivers',
    {
      config: { permission: 'create_drivers' },
      schema: {
        tags,
        summary: 'Create a driver; a vehicle that already has a driver is a 409',
        body: driverInputSchema,
        response: { 201: driverResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await service.create(request.body);
      const data = await loadDriver(id, permissionsOf(requireSession(request)));
      return reply.code(201).send({ data, message: request.t('drivers.created') });
    },
  );

  app.get(
    '/dashboard/drivers/:id',
    {
      config: { permission: 'show_drivers' },
      schema: {
        tags,
        summary: 'One driver',
        params: idParamsSchema,
        response: { 200: driverResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await loadDriver(request.params.id, permissionsOf(requireSession(request))),
    }),
  );

  app.put(
    '/dashboard/drivers/:id',
    {
      config: { permission: 'update_drivers' },
      schema: {
        tags,
        summary: 'Replace a driver; replaced documents and photos are deleted; an empty password keeps it',
        params: idParamsSchema,
        body: driverInputSchema,
        response: { 200: driverResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.update(request.params.id, request.body);
      const data = await loadDriver(request.params.id, permissionsOf(requireSession(request)));
      return { data, message: request.t('drivers.updated') };
    },
  );

  app.delete(
    '/dashboard/drivers/:id',
    {
      config: { permission: 'delete_drivers' },
      schema: {
        tags,
        summary: 'Delete a driver with its documents and photo',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.delete(request.params.id);
      return { message: request.t('drivers.deleted') };
    },
  );
};

export default driversRoutes;
