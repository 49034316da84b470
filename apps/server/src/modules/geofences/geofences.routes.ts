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
  geofenceInputSchema,
  geofenceLayerResponseSchema,
  geofenceListQuerySchema,
  geofenceListResponseSchema,
  geofenceResponseSchema,
} from '@fleet/shared/schemas/geofences';
import { NotFoundError } from '../../lib/errors';
import { pagedAnswer } from '../../db/paged-list';
import { permissionsOf, requireSession } from '../../core/session';
import { GeofencesRepo } from './geofences.repo';
import { GeofencesService, toGeofence, toLayerItem } from './geofences.service';

const tags = ['geofences'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

const geofencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new GeofencesRepo(app.db);
  const service = new GeofencesService(repo, () => app.hub.publish({ type: 'geofences.changed' }));

  const load = async (id: number, held: ReadonlySet<string>) => {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError();
    return toGeofence(row, await repo.vehicles(row.vehicleIds), held);
  };

  app.get(
    '/dashboard/geofences',
    {
      config: { permission: 'show_geofences' },
      schema: {
        tags,
        summary: 'List geofences (newest first); `name` searches the name, `status` and `type` filter',
        querystring: geofenceListQuerySchema,
        response: { 200: geofenceListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const { rows, total } = await repo.list(request.query, app.config.timezone);
      const names = await repo.vehicles(rows.flatMap((row) => row.vehicleIds));
      return pagedAnswer(
        rows.map((row) => toGeofence(row, names, held)),
        total,
        request.query,
      );
    },
  );

  app.get(
    '/dashboard/geofences/layer',
    {
      config: { permission: ['show_geofences', 'show_tracking', 'show_events'] },
      schema: {
        tags,
        summary: 'Every active geofence for a map layer (no paging)',
        response: { 200: geofenceLayerResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ data: (await repo.active()).map(toLayerItem) }),
  );

  app.get(
    '/dashboard/geofences/options',
    {
      config: { permission: ['show_geofences', 'show_events'] },
      schema: {
        tags,
        summary: `Geofences as select options, searched by \`name\`, at most ${OPTIONS_LIMIT}, the \`selected\` one first (the events filter)`,
        querystring: optionsQuerySchema,
        response: { 200: optionsResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({
      data: (await repo.options(request.query)).map((row) => ({ label: row.name, value: row.id })),
    }),
  );

  app.post(
    '/dashboard/geofences',
    {
      config: { permission: 'create_geofences' },
      schema: {
        tags,
        summary:
          'Create a geofence; a bad shape (self-intersecting, too few points, size out of range) is a 422',
        body: geofenceInputSchema,
        response: { 201: geofenceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await service.create(request.body);
      const data = await load(id, permissionsOf(requireSession(request)));
      return reply.code(201).send({ data, message: request.t('geofences.created') });
    },
  );

  app.get(
    '/dashboard/geofences/:id',
    {
      config: { permission: 'show_geofences' },
      schema: {
        tags,
        summary: 'One geofence',
        params: idParamsSchema,
        response: { 200: geofenceResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await load(request.params.id, permissionsOf(requireSession(request))) }),
  );

  app.put(
    '/dashboard/geofences/:id',
    {
      config: { permission: 'update_geofences' },
      schema: {
        tags,
        summary: 'Replace a geofence',
        params: idParamsSchema,
        body: geofenceInputSchema,
        response: { 200: geofenceResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.update(request.params.id, request.body);
      const data = await load(request.params.id, permissionsOf(requireSession(request)));
      return { data, message: request.t('geofences.updated') };
    },
  );

  app.delete(
    '/dashboard/geofences/:id',
    {
      config: { permission: 'delete_geofences' },
      schema: {
        tags,
        summary: 'Delete a geofence (its events stay, without the link)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.delete(request.params.id);
      return { message: request.t('geofences.deleted') };
    },
  );
};

export default geofencesRoutes;
