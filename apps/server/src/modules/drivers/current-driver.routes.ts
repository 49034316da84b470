import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@fleet/shared/common';
import { currentDriverResponseSchema, driverSpansResponseSchema } from '@fleet/shared/schemas/commands';
import { MAX_POSITIONS_RANGE_DAYS, positionsQuerySchema } from '@fleet/shared/schemas/tracking';
import { isStorableId, rowsOf } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { positionsRange } from '../../lib/positions-range';
import { todayIn } from '../../lib/dates';

/**
 * The keyed positions of a period (and the last one before it, however long ago: a vehicle parked over a weekend
 * keeps its driver; the partial index positions_driver_key_idx finds it), reduced to the positions where the key
 * changed, with the key's owner. Positions without a key do not end a span: the last key holds (API.md).
 */
const SPANS_SQL = `
WITH keyed AS (
  SELECT fix_time, attributes->>'driver_key' AS key FROM positions
  WHERE vehicle_id = $1 AND fix_time >= $2 AND fix_time < $3 AND attributes ? 'driver_key'
  UNION ALL
  (SELECT fix_time, attributes->>'driver_key' AS key FROM positions
   WHERE vehicle_id = $1 AND fix_time < $2 AND attributes ? 'driver_key'
   ORDER BY fix_time DESC LIMIT 1)
), changes AS (
  SELECT fix_time, key, lag(key) OVER (ORDER BY fix_time) AS previous FROM keyed
)
SELECT greatest(c.fix_time, $2::timestamptz) AS from_time, c.key, d.id AS driver_id, d.name AS driver_name
FROM changes c LEFT JOIN drivers d ON d.key_id = c.key
WHERE c.previous IS DISTINCT FROM c.key
ORDER BY c.fix_time`;

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
      const [vehicle] = await app.database.query<{ id: number }>('SELECT id FROM vehicles WHERE id = $1', [
        id,
      ]);
      if (!vehicle) throw new NotFoundError();
      const rows = await app.database.query<{
        from_time: Date | string;
        key: string;
        driver_id: number | null;
        driver_name: string | null;
      }>(SPANS_SQL, [id, range.from.toISOString(), range.to.toISOString()]);
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
