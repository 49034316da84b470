import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@fleet/shared/common';
import { currentDriverResponseSchema } from '@fleet/shared/schemas/commands';
import { isStorableId } from '../../db/client';
import { NotFoundError } from '../../lib/errors';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** `GET /dashboard/vehicles/{id}/driver`: who drives now (API.md "Driver keys"), for the vehicle page and live view. */
const currentDriverRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const [row] = rowsOf<{
        key: string | null;
        since: Date | string | null;
        key_driver_id: number | null;
        key_driver_name: string | null;
        assigned_id: number | null;
        assigned_name: string | null;
      }>(
        await app.db.execute(sql`
          SELECT k.driver_key AS key, k.since, kd.id AS key_driver_id, kd.name AS key_driver_name,
                 ad.id AS assigned_id, ad.name AS assigned_name
          FROM vehicles v
          LEFT JOIN vehicle_drivers k ON k.vehicle_id = v.id
          LEFT JOIN drivers kd ON kd.id = k.driver_id
          LEFT JOIN drivers ad ON ad.vehicle_id = v.id
          WHERE v.id = ${id}`),
      );
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
};

export default currentDriverRoutes;
