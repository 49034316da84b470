import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema } from '@fleet/shared/common';
import { INSPECTION_AREAS, type InspectionArea } from '@fleet/shared/inspection-items';
import {
  examinationCreateSchema,
  examinationListQuerySchema,
  examinationListResponseSchema,
  examinationResponseSchema,
  examinationUpdateSchema,
  faultsPerWeekQuerySchema,
  faultsPerWeekResponseSchema,
  fixExaminationSchema,
} from '@fleet/shared/schemas/examinations';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession } from '../../core/session';
import type { MediaStorage } from '../media';
import { addDays, todayIn } from '../../lib/dates';
import { ExaminationsRepo } from './examinations.repo';
import { examinationActions, ExaminationsService, toListItem } from './examinations.service';

const tags = ['examinations'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
/** The chart's default period: this week and the eleven before it. */
const DEFAULT_CHART_WEEKS = 12;

export interface ExaminationsRoutesOptions {
  storage: MediaStorage;
}

/** Monday (yyyy-MM-dd) of the week holding `day`. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

const examinationsRoutes: FastifyPluginAsyncZod<ExaminationsRoutesOptions> = async (app, { storage }) => {
  const repo = new ExaminationsRepo(app.db);
  const service = new ExaminationsService(
    repo,
    storage,
    app.urlSigner,
    app.config.repeatDefectDays,
    app.events,
  );

  const publishVehicle = (vehicleId: number, changed: boolean) => {
    if (changed) app.hub.publish({ type: 'vehicles.changed', ids: [vehicleId] });
  };

  app.get(
    '/dashboard/examinations',
    {
      config: { permission: 'show_examinations' },
      schema: {
        tags,
        summary:
          'List inspection reports (newest first). `status` is the crash-log tab (all | faulty | faultless | addressed); `meta.counts` holds every tab’s total under the same filters; `name` searches vehicle, plate, driver, address and notes',
        querystring: examinationListQuerySchema,
        response: { 200: examinationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const actions = examinationActions(permissionsOf(requireSession(request)));
      const { rows, total, counts } = await repo.list(query, app.config.timezone);
      const context = { lang: request.lang, signer: app.urlSigner, actions };
      return {
        data: rows.map((row) => toListItem(row, context)),
        meta: { ...pageMeta(total, query.page, query.per_page), counts },
      };
    },
  );

  app.get(
    '/dashboard/examinations/faults-per-week',
    {
      config: { permission: 'show_examinations' },
      schema: {
        tags,
        summary:
          'Damaged parts per week (Monday in the fleet time zone) and area, every week of the period; default the last 12 weeks',
        querystring: faultsPerWeekQuerySchema,
        response: { 200: faultsPerWeekResponseSchema, ...errors },
      },
    },
    async (request) => {
      const today = todayIn(app.config.timezone);
      const to = request.query.end_date ?? today;
      const from = mondayOf(request.query.start_date ?? addDays(to, -7 * (DEFAULT_CHART_WEEKS - 1)));
      const rows = await repo.faultsPerWeek(request.query, from, to, app.config.timezone);
      const weeks: { week_start: string; total: number; areas: Record<InspectionArea, number> }[] = [];
      for (let week = from; week <= to && weeks.length < 260; week = addDays(week, 7)) {
        const areas = Object.fromEntries(INSPECTION_AREAS.map((area) => [area, 0])) as Record<
          InspectionArea,
          number
        >;
        let total = 0;
        for (const row of rows.filter((entry) => entry.week === week)) {
          if (row.area in areas) areas[row.area as InspectionArea] += row.total;
          total += row.total;
        }
        weeks.push({ week_start: week, total, areas });
      }
      return { data: weeks };
    },
  );

  app.get(
    '/dashboard/examinations/:id',
    {
      config: { permission: 'show_examinations' },
      schema: {
        tags,
        summary:
          'One report: every part with its status, photos, signature and the malfunction log (fix fields)',
        params: idParamsSchema,
        response: { 200: examinationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actions = examinationActions(permissionsOf(requireSession(request)));
      return { data: await service.load(request.params.id, request.lang, actions) };
    },
  );

  app.post(
    '/dashboard/examinations',
    {
      config: { permission: 'create_examinations' },
      schema: {
        tags,
        summary:
          'Record a report for a driver (a paper inspection entered at the office); same rules as the driver app. Photos and the signature come from `POST /api/dashboard/media`',
        body: examinationCreateSchema,
        response: { 201: examinationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const body = request.body;
      const { vehicle, driver } = await repo.vehicleAndDriverExist(body.vehicle_id, body.driver_id);
      const missing = {
        ...(vehicle ? {} : { vehicle_id: ['examinations.vehicle_missing'] }),
        ...(driver ? {} : { driver_id: ['examinations.driver_missing'] }),
      };
      if (Object.keys(missing).length > 0) throw new ValidationError(missing);
      const result = await service.submit(
        { ...body, driverId: body.driver_id },
        { employeeId: session.employee.id },
      );
      publishVehicle(body.vehicle_id, result.vehicleChanged);
      const data = await service.load(result.id, request.lang, examinationActions(permissionsOf(session)));
      return reply.code(201).send({ data, message: request.t('examinations.created') });
    },
  );

  app.put(
    '/dashboard/examinations/:id',
    {
      config: { permission: 'update_examinations' },
      schema: {
        tags,
        summary:
          'Correct the type, address and notes of a report; the parts, photos and signature stay as the driver signed them',
        params: idParamsSchema,
        body: examinationUpdateSchema,
        response: { 200: examinationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      if (!(await repo.findSummary(request.params.id))) throw new NotFoundError();
      await repo.update(request.params.id, request.body);
      const data = await service.load(
        request.params.id,
        request.lang,
        examinationActions(permissionsOf(session)),
      );
      return { data, message: request.t('examinations.updated') };
    },
  );

  app.post(
    '/dashboard/examinations/:id/fix',
    {
      config: { permission: 'fix_examinations' },
      schema: {
        tags,
        summary:
          'Mark damaged parts fixed: `fixed_by` (the workshop or mechanic), notes, optional photos, and `acknowledgement: true` (422 without it). The acknowledging user is recorded; fixing the vehicle’s last critical fault puts it back in service unless a user blocked it',
        params: idParamsSchema,
        body: fixExaminationSchema,
        response: { 200: examinationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { vehicleChanged } = await service.fix(request.params.id, request.body, session.employee.id);
      const data = await service.load(
        request.params.id,
        request.lang,
        examinationActions(permissionsOf(session)),
      );
      publishVehicle(data.vehicle_id, vehicleChanged);
      return { data, message: request.t('examinations.fixed') };
    },
  );

  app.delete(
    '/dashboard/examinations/:id',
    {
      config: { permission: 'delete_examinations' },
      schema: {
        tags,
        summary: 'Delete a report with its photos and signature',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const row = await repo.findSummary(request.params.id);
      if (!row) throw new NotFoundError();
      const { vehicleChanged } = await service.delete(request.params.id);
      publishVehicle(row.vehicleId, vehicleChanged);
      return { message: request.t('examinations.deleted') };
    },
  );
};

export default examinationsRoutes;
