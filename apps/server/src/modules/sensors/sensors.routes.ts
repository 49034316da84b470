import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema } from '@fleet/shared/common';
import {
  MAX_SENSORS_PER_VEHICLE,
  SENSOR_READINGS_MAX_DAYS,
  sensorInputSchema,
  sensorListResponseSchema,
  sensorParamsSchema,
  sensorReadingsQuerySchema,
  sensorReadingsResponseSchema,
  sensorResponseSchema,
} from '@fleet/shared/schemas/sensors';
import { messageKey } from '@fleet/shared/validation';
import { isStorableId } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { permissionsOf, requireSession } from '../../core/session';
import { audit } from '../audit';
import { readingsSeries } from './readings';
import { sensorAudit, toDefinition, toSensor } from './sensor-rows';
import type { SensorCache } from './sensor-cache';
import { SensorsRepo } from './sensors.repo';

const tags = ['vehicles'];
/** A month of reports every 10 s is 270,000: more than a chart shows; the series stops there. */
const MAX_READINGS = 300_000;
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

/** Ids beyond the column's range name no row (and must not reach the database as an error). */
function storable(id: number): number {
  if (!isStorableId(id)) throw new NotFoundError();
  return id;
}

/** docs/api.md#sensors: a vehicle's sensors (CRUD). The vehicle scope of API keys is the guard's (`/vehicles/:id`). */
const sensorsRoutes: FastifyPluginAsyncZod<{ cache: SensorCache }> = async (app, { cache }) => {
  const repo = new SensorsRepo(app.db);
  const canEdit = (held: ReadonlySet<string>) => held.has('update_vehicles');

  /** Every instance re-reads the vehicle's sensors; this one before it answers. */
  const changed = async (vehicleId: number) => {
    app.hub.publish({ type: 'sensors.changed', vehicle_ids: [vehicleId] });
    await cache.reload([vehicleId]);
  };

  app.get(
    '/dashboard/vehicles/:id/sensors',
    {
      config: { permission: 'show_vehicles' },
      schema: {
        tags,
        summary: 'The vehicle’s sensors (fuel level, fuel used, temperature)',
        params: idParamsSchema,
        response: { 200: sensorListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const vehicleId = storable(request.params.id);
      if (!(await repo.vehicleExists(vehicleId))) throw new NotFoundError();
      const rows = await repo.ofVehicle(vehicleId);
      return { data: rows.map((row) => toSensor(row, canEdit(held))) };
    },
  );

  app.get(
    '/dashboard/vehicles/:id/sensors/:sensor_id',
    {
      config: { permission: 'show_vehicles' },
      schema: {
        tags,
        summary: 'One sensor of the vehicle',
        params: sensorParamsSchema,
        response: { 200: sensorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const row = await repo.find(storable(request.params.id), storable(request.params.sensor_id));
      if (!row) throw new NotFoundError();
      return { data: toSensor(row, canEdit(held)) };
    },
  );

  app.get(
    '/dashboard/vehicles/:id/sensors/:sensor_id/readings',
    {
      config: { permission: 'show_vehicles' },
      schema: {
        tags,
        summary: `The sensor's calibrated, smoothed readings over at most ${SENSOR_READINGS_MAX_DAYS} days (for charts)`,
        params: sensorParamsSchema,
        querystring: sensorReadingsQuerySchema,
        response: { 200: sensorReadingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await repo.find(storable(request.params.id), storable(request.params.sensor_id));
      if (!row) throw new NotFoundError();
      const sensor = toDefinition(row);
      const rows = await repo.readings(
        row.vehicleId,
        sensor.attribute,
        new Date(request.query.from),
        new Date(request.query.to),
        MAX_READINGS,
      );
      return { data: readingsSeries(sensor, rows) };
    },
  );

  app.post(
    '/dashboard/vehicles/:id/sensors',
    {
      config: { permission: 'update_vehicles' },
      schema: {
        tags,
        summary: 'Add a sensor to the vehicle',
        params: idParamsSchema,
        body: sensorInputSchema,
        response: { 201: sensorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const held = permissionsOf(requireSession(request));
      const vehicleId = storable(request.params.id);
      const row = await repo.transaction(async (txRepo) => {
        if (!(await txRepo.lockVehicle(vehicleId))) throw new NotFoundError();
        if ((await txRepo.countOfVehicle(vehicleId)) >= MAX_SENSORS_PER_VEHICLE)
          throw new ValidationError(
            { name: [messageKey('validation.max_items', { max: MAX_SENSORS_PER_VEHICLE })] },
            'sensors.limit_reached',
            { count: MAX_SENSORS_PER_VEHICLE },
          );
        const created = await txRepo.insert(vehicleId, request.body);
        await audit(txRepo.database, sensorAudit('sensor_add', null, created));
        return created;
      });
      await changed(vehicleId);
      return reply
        .code(201)
        .send({ data: toSensor(row, canEdit(held)), message: request.t('sensors.created') });
    },
  );

  app.put(
    '/dashboard/vehicles/:id/sensors/:sensor_id',
    {
      config: { permission: 'update_vehicles' },
      schema: {
        tags,
        summary: 'Change a sensor of the vehicle',
        params: sensorParamsSchema,
        body: sensorInputSchema,
        response: { 200: sensorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const vehicleId = storable(request.params.id);
      const id = storable(request.params.sensor_id);
      const row = await repo.transaction(async (txRepo) => {
        const before = await txRepo.find(vehicleId, id);
        if (!before) throw new NotFoundError();
        const after = await txRepo.update(vehicleId, id, request.body);
        if (!after) throw new NotFoundError();
        await audit(txRepo.database, sensorAudit('sensor_update', before, after));
        return after;
      });
      await changed(vehicleId);
      return { data: toSensor(row, canEdit(held)), message: request.t('sensors.updated') };
    },
  );

  app.delete(
    '/dashboard/vehicles/:id/sensors/:sensor_id',
    {
      config: { permission: 'update_vehicles' },
      schema: {
        tags,
        summary: 'Remove a sensor from the vehicle (its past events stay)',
        params: sensorParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const vehicleId = storable(request.params.id);
      const id = storable(request.params.sensor_id);
      await repo.transaction(async (txRepo) => {
        const removed = await txRepo.delete(vehicleId, id);
        if (!removed) throw new NotFoundError();
        await audit(txRepo.database, sensorAudit('sensor_remove', removed, null));
      });
      await changed(vehicleId);
      return { message: request.t('sensors.deleted') };
    },
  );
};

export default sensorsRoutes;
