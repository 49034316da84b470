import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema } from '@fleet/shared/common';
import {
  availabilityQuerySchema,
  clockMinutes,
  availabilityResponseSchema,
  duplicateResponseSchema,
  duplicateTripSchema,
  tripInputSchema,
  tripListQuerySchema,
  tripListResponseSchema,
  tripResponseSchema,
} from '@fleet/shared/schemas/trips';
import { NotFoundError } from '../../lib/errors';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession } from '../../core/session';
import { TripsRepo } from './trips.repo';
import { toTrip, TripsService } from './trips.service';

const tags = ['trips'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new TripsRepo(app.db);
  const service = new TripsService(repo, app.config.timezone, (ids) => app.tripTracker.planChanged(ids));

  const loadTrip = async (id: number, held: ReadonlySet<string>) => {
    const record = await repo.findById(id);
    if (!record) throw new NotFoundError();
    return toTrip(record, held);
  };

  app.get(
    '/dashboard/trips',
    {
      config: { permission: 'show_trips' },
      schema: {
        tags,
        summary:
          'List itineraries (latest day first); `name` searches the name, driver and vehicle; `status` is a tab; dates filter `day`',
        querystring: tripListQuerySchema,
        response: { 200: tripListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const { rows, total } = await repo.list(request.query);
      return {
        data: rows.map((row) => toTrip(row, held)),
        meta: pageMeta(total, request.query.page, request.query.per_page),
      };
    },
  );

  app.get(
    '/dashboard/trips/availability',
    {
      config: { permission: ['create_trips', 'update_trips'] },
      schema: {
        tags,
        summary: 'Every driver and vehicle with the itineraries that hold it on `day` (for the form selects)',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const { day, except_id: exceptId } = request.query;
      const [dayTrips, people] = await Promise.all([repo.ofDay(day), repo.driversAndVehicles()]);
      const windows = dayTrips
        .filter((trip) => trip.id !== exceptId)
        .map((trip) => {
          const last = trip.stations[trip.stations.length - 1];
          const end = last ? clockMinutes(last.plannedTime) + (last.nextDay ? 1440 : 0) : 0;
          return {
            driverId: trip.driverId,
            vehicleId: trip.vehicleId,
            busy: { trip_id: trip.id, name: trip.name, from: trip.startTime, to: hhmm(end) },
          };
        });
      return {
        data: {
          drivers: people.drivers.map((driver) => ({
            id: driver.id,
            name: driver.name,
            busy: windows.filter((w) => w.driverId === driver.id).map((w) => w.busy),
          })),
          vehicles: people.vehicles.map((vehicle) => ({
            id: vehicle.id,
            name: vehicle.name,
            plate_number: vehicle.plateNumber,
            blocked: !vehicle.status,
            busy: windows.filter((w) => w.vehicleId === vehicle.id).map((w) => w.busy),
          })),
        },
      };
    },
  );

  app.post(
    '/dashboard/trips',
    {
      config: { permission: 'create_trips' },
      schema: {
        tags,
        summary:
          'Create an itinerary; an overlapping plan of the driver or vehicle, or a blocked vehicle, is a 422',
        body: tripInputSchema,
        response: { 201: tripResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await service.create(request.body);
      const data = await loadTrip(id, permissionsOf(requireSession(request)));
      return reply.code(201).send({ data, message: request.t('trips.created') });
    },
  );

  app.post(
    '/dashboard/trips/:id/duplicate',
    {
      config: { permission: 'create_trips' },
      schema: {
        tags,
        summary:
          'Copy an itinerary to other days (all or none; a day where it would overlap is named `days.N`)',
        params: idParamsSchema,
        body: duplicateTripSchema,
        response: { 201: duplicateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = await service.duplicate(request.params.id, request.body.days);
      return reply
        .code(201)
        .send({ data: { ids }, message: request.t('trips.duplicated', { count: ids.length }) });
    },
  );

  app.get(
    '/dashboard/trips/:id',
    {
      config: { permission: 'show_trips' },
      schema: {
        tags,
        summary: 'One itinerary with its timeline',
        params: idParamsSchema,
        response: { 200: tripResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await loadTrip(request.params.id, permissionsOf(requireSession(request))) }),
  );

  app.put(
    '/dashboard/trips/:id',
    {
      config: { permission: 'update_trips' },
      schema: {
        tags,
        summary: 'Replace an itinerary (its status is derived again); a finished one is a 409',
        params: idParamsSchema,
        body: tripInputSchema,
        response: { 200: tripResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.update(request.params.id, request.body);
      const data = await loadTrip(request.params.id, permissionsOf(requireSession(request)));
      return { data, message: request.t('trips.updated') };
    },
  );

  app.delete(
    '/dashboard/trips/:id',
    {
      config: { permission: 'delete_trips' },
      schema: {
        tags,
        summary: 'Delete an itinerary',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.delete(request.params.id);
      return { message: request.t('trips.deleted') };
    },
  );
};

export default tripsRoutes;
