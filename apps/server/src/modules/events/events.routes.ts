import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@fleet/shared/common';
import {
  eventListQuerySchema,
  eventListResponseSchema,
  vehicleEventsResponseSchema,
} from '@fleet/shared/schemas/events';
import { MAX_POSITIONS_RANGE_DAYS, positionsQuerySchema } from '@fleet/shared/schemas/tracking';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { pageMeta } from '../../db/sql';
import { vehicleScopeOf } from '../../core/session';
import { positionsRange } from '../../lib/positions-range';
import { todayIn } from '../../lib/dates';
import { toFleetEvent } from './event-record';
import { EventsRepo } from './events.repo';

const tags = ['events'];

const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new EventsRepo(app.db);

  app.get(
    '/dashboard/events',
    {
      config: { permission: 'show_events', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary:
          'Events, newest first; filters `type` (comma list), `vehicle_id`, `geofence_id`, `severity`, `from`, `to`. `meta.total` counts up to 10,000: beyond, it is 10,000 with `meta.total_capped: true` and the pages end there',
        querystring: eventListQuerySchema,
        response: { 200: eventListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const visible = vehicleScopeOf(request);
      const { rows, total, capped } = await repo.list(
        {
          types: q.type,
          vehicleId: q.vehicle_id,
          vehicleIds: visible ? [...visible] : undefined,
          geofenceId: q.geofence_id,
          severity: q.severity,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
        },
        q.page,
        q.per_page,
      );
      return {
        data: rows.map((row) => toFleetEvent(row, request.lang)),
        meta: { ...pageMeta(total, q.page, q.per_page), ...(capped ? { total_capped: true } : {}) },
      };
    },
  );

  app.get(
    '/dashboard/vehicles/:id/events',
    {
      config: { permission: ['show_events', 'show_tracking'] },
      schema: {
        tags,
        summary: `One vehicle's events in time order over at most ${MAX_POSITIONS_RANGE_DAYS} days (as its positions; default today)`,
        params: idParamsSchema,
        querystring: positionsQuerySchema,
        response: {
          200: vehicleEventsResponseSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const range = positionsRange(request.query, app.config.timezone, todayIn(app.config.timezone));
      if (!range) throw new ValidationError({}, 'errors.positions_range', { days: MAX_POSITIONS_RANGE_DAYS });
      if (!(await repo.vehicleExists(request.params.id))) throw new NotFoundError();
      const rows = await repo.ofVehicle(request.params.id, range.from, range.to);
      return { data: rows.map((row) => toFleetEvent(row, request.lang)) };
    },
  );
};

export default eventsRoutes;
