import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@fleet/shared/common';
import { currentDriverResponseSchema, driverSpansResponseSchema } from '@fleet/shared/schemas/commands';
import { MAX_POSITIONS_RANGE_DAYS, positionsQuerySchema } from '@fleet/shared/schemas/tracking';
import { isStorableId } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { positionsRange } from '../../lib/positions-range';
import { todayIn } from '../../lib/dates';
import { CurrentDriverRepo } from './current-driver.repo';

/** `GET /dashboard/vehicles/{id}/driver`: who drives now (docs/api.md#driver-keys), for the vehicle and live pages. */
const currentDriverRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new CurrentDriverRepo(app.db, app.database);
  app.get(
    '/dashboard/vehicles/:id/driver',
    {
      config: { permission: 'show_vehicles' },
      schema: {
        tags: ['vehicles'],
        summary:
          'The vehicle’s current driver: by the last key its device reported, else the assigned driver',
        params: idParamsSchema,
        response: { 200: currentDriverResponseSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      if (!isStorableId(id)) throw new NotFoundError();
      const row = await repo.current(id);
      if (!row) throw new NotFoundError();
      const since = row.since === null ? null : new Date(row.since).toISOString();
      if (row.key !== null)
        return {
          data: {
            driver:
              row.key_driver_id === null ? null : { id: row.key_driver_id, name: row.key_driver_name ?? '' },
            key: row.key,
            source: 'key' as const,
            since,
          },
        };
      if (row.assigned_id !== null)
        return {
          data: {
            driver: { id: row.assigned_id, name: row.assigned_name ?? '' },
            key: null,
            source: 'assignment' as const,
            since: null,
          },
        };
      return { data: { driver: null, key: null, source: 'none' as const, since: null } };
    },
  );

  app.get(
    '/dashboard/vehicles/:id/driver-history',
    {
      config: { permission: 'show_tracking' },
      schema: {
        tags: ['vehicles'],
        summary:
          'Who drove over a period (as the movement record), by the driver keys the device reported: one span per key',
        params: idParamsSchema,
        querystring: positionsQuerySchema,
        response: {
          200: driverSpansResponseSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      if (!isStorableId(id)) throw new NotFoundError();
      const range = positionsRange(request.query, app.config.timezone, todayIn(app.config.timezone));
      if (!range) throw new ValidationError({}, 'errors.positions_range', { days: MAX_POSITIONS_RANGE_DAYS });
      if (!(await repo.vehicleExists(id))) throw new NotFoundError();
      const rows = await repo.spans(id, range.from, range.to);
      const starts = rows.map((row) => new Date(row.from_time).toISOString());
      return {
        data: rows.map((row, index) => ({
          from: starts[index]!,
          to: starts[index + 1] ?? null,
          key: row.key,
          driver: row.driver_id === null ? null : { id: row.driver_id, name: row.driver_name ?? '' },
        })),
      };
    },
  );
};

export default currentDriverRoutes;
