import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@fleet/shared/common';
import {
  MAX_POSITIONS_RANGE_DAYS,
  positionsQuerySchema,
  positionsResponseSchema,
} from '@fleet/shared/schemas/tracking';
import type { z } from '@fleet/shared/validation';
import { acceptedEncoding } from '../../lib/content-encoding';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { todayIn } from '../../lib/dates';
import { MovementRecords } from './movement-records';
import { positionsRange } from '../../lib/positions-range';
import type { SensorDefinition } from '../../lib/sensors/calibrate';
import { PositionsRepo } from './positions.repo';

type PositionsResponse = z.infer<typeof positionsResponseSchema>;

/**
 * A number per version of a vehicle's sensors: the sensor cache hands out a new list whenever a vehicle's sensors
 * are re-read, so a record kept under the old list's number is not served once they changed (docs/api.md#sensors).
 */
const sensorVersions = new WeakMap<object, number>();
let nextSensorVersion = 1;
function sensorVersion(sensors: readonly SensorDefinition[]): number {
  if (sensors.length === 0) return 0;
  let version = sensorVersions.get(sensors);
  if (version === undefined) sensorVersions.set(sensors, (version = nextSensorVersion++));
  return version;
}

/** A vehicle's movement record: its stored positions over a period, in fix-time order. */
const positionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new PositionsRepo(app.database);
  const records = new MovementRecords();

  app.get(
    '/dashboard/vehicles/:id/positions',
    {
      config: { permission: 'show_tracking' },
      schema: {
        tags: ['tracking'],
        summary: `Stored positions of one vehicle over at most ${MAX_POSITIONS_RANGE_DAYS} days (default: today in FLEET_TIMEZONE)`,
        params: idParamsSchema,
        querystring: positionsQuerySchema,
        response: {
          200: positionsResponseSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const range = positionsRange(request.query, app.config.timezone, todayIn(app.config.timezone));
      if (!range) throw new ValidationError({}, 'errors.positions_range', { days: MAX_POSITIONS_RANGE_DAYS });
      const revision = await repo.revision(id);
      if (revision === null) throw new NotFoundError();
      // Each position's `sensors` are the vehicle's sensors now: a record is kept per version of them.
      const sensors = app.sensors.of(id);
      const key = `${id}/${range.from.toISOString()}/${range.to.toISOString()}/${sensorVersion(sensors)}`;
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      // Already the response's JSON (built by the database, UTF-8, compressed if the client accepts it):
      // Fastify sends a buffer as is.
      const body = await records.get(
        key,
        revision,
        {
          count: () => repo.count(id, range.from, range.to),
          build: () => repo.rangeJson(id, range.from, range.to, sensors),
        },
        encoding,
      );
      reply.header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(body as unknown as PositionsResponse);
    },
  );
};

export default positionsRoutes;
