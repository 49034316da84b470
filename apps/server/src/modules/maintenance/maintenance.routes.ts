import * as XLSX from '@e965/xlsx';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@fleet/shared/validation';
import { errorSchema, idParamsSchema, messageSchema } from '@fleet/shared/common';
import {
  completeWorkOrderSchema,
  dueListResponseSchema,
  dueQuerySchema,
  maintenanceSettingsResponseSchema,
  maintenanceSettingsSchema,
  metersInputSchema,
  metersResponseSchema,
  programmeInputSchema,
  programmeListQuerySchema,
  programmeListResponseSchema,
  programmeResponseSchema,
  vehicleMaintenanceResponseSchema,
  workOrderInputSchema,
  workOrderListQuerySchema,
  workOrderListResponseSchema,
  workOrderResponseSchema,
} from '@fleet/shared/schemas/maintenance';
import { NotFoundError } from '../../lib/errors';
import { pagedAnswer } from '../../db/paged-list';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession } from '../../core/session';
import { ExaminationsRepo } from '../examinations';
import { ExaminationsService } from '../examinations';
import type { MediaStorage } from '../media';
import { MaintenanceRepo } from './maintenance.repo';
import { MaintenanceService } from './maintenance.service';

const tags = ['maintenance'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const BASE = '/dashboard/maintenance';

export interface MaintenanceRoutesOptions {
  storage: MediaStorage;
}

const SHEET_HEADERS = {
  en: ['Month', 'Completed work orders', 'Cost', 'Currency'],
  ar: ['الشهر', 'أوامر العمل المكتملة', 'التكلفة', 'العملة'],
} as const;

const maintenanceRoutes: FastifyPluginAsyncZod<MaintenanceRoutesOptions> = async (app, { storage }) => {
  const repo = new MaintenanceRepo(app.db);
  const examinations = new ExaminationsService(
    new ExaminationsRepo(app.db),
    storage,
    app.urlSigner,
    app.config.repeatDefectDays,
    app.events,
  );
  const service = new MaintenanceService(
    app.db,
    repo,
    app.maintenance,
    examinations,
    app.urlSigner,
    app.config.timezone,
  );

  // ---- programmes ----

  app.get(
    `${BASE}/programmes`,
    {
      config: { permission: 'show_maintenance' },
      schema: {
        tags,
        summary: 'List service programmes (newest first); `name` searches',
        querystring: programmeListQuerySchema,
        response: { 200: programmeListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const { rows, total } = await repo.listProgrammes(request.query);
      return pagedAnswer(await service.programmes(rows, held), total, request.query);
    },
  );

  app.post(
    `${BASE}/programmes`,
    {
      config: { permission: 'create_maintenance' },
      schema: {
        tags,
        summary: 'Create a programme (at least one of every_km / every_hours / every_months)',
        body: programmeInputSchema,
        response: { 201: programmeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await service.createProgramme(request.body);
      const data = await service.programme(id, permissionsOf(requireSession(request)));
      return reply.code(201).send({ data, message: request.t('maintenance.programme_created') });
    },
  );

  app.get(
    `${BASE}/programmes/:id`,
    {
      config: { permission: 'show_maintenance' },
      schema: {
        tags,
        summary: 'One programme',
        params: idParamsSchema,
        response: { 200: programmeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.programme(request.params.id, permissionsOf(requireSession(request))),
    }),
  );

  app.put(
    `${BASE}/programmes/:id`,
    {
      config: { permission: 'update_maintenance' },
      schema: {
        tags,
        summary: 'Replace a programme (counts already running keep their start)',
        params: idParamsSchema,
        body: programmeInputSchema,
        response: { 200: programmeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.updateProgramme(request.params.id, request.body);
      const data = await service.programme(request.params.id, permissionsOf(requireSession(request)));
      return { data, message: request.t('maintenance.programme_updated') };
    },
  );

  app.delete(
    `${BASE}/programmes/:id`,
    {
      config: { permission: 'delete_maintenance' },
      schema: {
        tags,
        summary: 'Delete a programme',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteProgramme(request.params.id);
      return { message: request.t('maintenance.programme_deleted') };
    },
  );

  // ---- due ----

  app.get(
    `${BASE}/due`,
    {
      config: { permission: 'show_maintenance' },
      schema: {
        tags,
        summary:
          'Per vehicle and programme, the next due point, most urgent first; `status` due_soon|overdue (default: both), `all` includes ok',
        querystring: dueQuerySchema,
        response: { 200: dueListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const { status, vehicle_id, programme_id, page, per_page } = request.query;
      const items = (
        await service.due({
          ...(vehicle_id ? { vehicleId: vehicle_id } : {}),
          ...(programme_id ? { programmeId: programme_id } : {}),
        })
      ).filter((item) => (status === 'all' ? true : status ? item.status === status : item.status !== 'ok'));
      return {
        data: items.slice((page - 1) * per_page, page * per_page),
        meta: pageMeta(items.length, page, per_page),
      };
    },
  );

  // ---- work orders ----

  app.get(
    `${BASE}/work-orders`,
    {
      config: { permission: 'show_maintenance' },
      schema: {
        tags,
        summary:
          'List work orders (newest first); `name` searches title, vendor, vehicle; `status`, `vehicle_id` filter',
        querystring: workOrderListQuerySchema,
        response: { 200: workOrderListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const { rows, total } = await repo.listWorkOrders(request.query, app.config.timezone);
      return pagedAnswer(await service.workOrders(rows, held, request.lang), total, request.query);
    },
  );

  app.post(
    `${BASE}/work-orders`,
    {
      config: { permission: 'create_maintenance' },
      schema: {
        tags,
        summary:
          'Create a work order: ad hoc, for a programme, or for damaged examination parts of its vehicle',
        body: workOrderInputSchema,
        response: { 201: workOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await service.createWorkOrder(request.body);
      const data = await service.workOrder(id, permissionsOf(requireSession(request)), request.lang);
      return reply.code(201).send({ data, message: request.t('maintenance.order_created') });
    },
  );

  app.get(
    `${BASE}/work-orders/:id`,
    {
      config: { permission: 'show_maintenance' },
      schema: {
        tags,
        summary: 'One work order',
        params: idParamsSchema,
        response: { 200: workOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.workOrder(request.params.id, permissionsOf(requireSession(request)), request.lang),
    }),
  );

  app.put(
    `${BASE}/work-orders/:id`,
    {
      config: { permission: 'update_maintenance' },
      schema: {
        tags,
        summary: 'Replace a work order (not a completed one); status open, in_progress or cancelled',
        params: idParamsSchema,
        body: workOrderInputSchema,
        response: { 200: workOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.updateWorkOrder(request.params.id, request.body);
      const data = await service.workOrder(
        request.params.id,
        permissionsOf(requireSession(request)),
        request.lang,
      );
      return { data, message: request.t('maintenance.order_updated') };
    },
  );

  app.post(
    `${BASE}/work-orders/:id/complete`,
    {
      config: { permission: 'update_maintenance' },
      schema: {
        tags,
        summary:
          'Complete a work order with `acknowledgement: true`: fixes its examination parts (as the fix call does) and restarts its programme count',
        params: idParamsSchema,
        body: completeWorkOrderSchema,
        response: { 200: workOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { vehicleId, vehicleChanged } = await service.complete(
        request.params.id,
        request.body,
        session.employee.id,
      );
      if (vehicleChanged) app.hub.publish({ type: 'vehicles.changed', ids: [vehicleId] });
      const data = await service.workOrder(request.params.id, permissionsOf(session), request.lang);
      return { data, message: request.t('maintenance.order_completed') };
    },
  );

  app.delete(
    `${BASE}/work-orders/:id`,
    {
      config: { permission: 'delete_maintenance' },
      schema: {
        tags,
        summary: 'Delete a work order',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteWorkOrder(request.params.id);
      return { message: request.t('maintenance.order_deleted') };
    },
  );

  // ---- settings ----

  app.get(
    `${BASE}/settings`,
    {
      config: { permission: 'show_maintenance' },
      schema: {
        tags,
        summary: 'The currency of work order costs (SAR by default)',
        response: { 200: maintenanceSettingsResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ data: { currency: await service.currency() } }),
  );

  app.put(
    `${BASE}/settings`,
    {
      config: { permission: 'update_maintenance' },
      schema: {
        tags,
        summary: 'Set the currency of new work orders (ISO 4217 code)',
        body: maintenanceSettingsSchema,
        response: {
          200: maintenanceSettingsResponseSchema,
          401: errorSchema,
          403: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      await service.setCurrency(request.body.currency);
      return { data: { currency: request.body.currency }, message: request.t('maintenance.settings_saved') };
    },
  );

  // ---- per vehicle ----

  const vehicleMaintenance = async (vehicleId: number, held: ReadonlySet<string>, lang: 'ar' | 'en') => {
    const meters = await repo.meters(vehicleId);
    if (!meters) throw new NotFoundError();
    const [due, orders, months, currency] = await Promise.all([
      service.due({ vehicleId }),
      repo.vehicleWorkOrders(vehicleId),
      repo.costByMonth(vehicleId, app.config.timezone),
      service.currency(),
    ]);
    const status = due[0]?.status ?? 'ok';
    return {
      meters: {
        odometer_km: Math.round(meters.km * 10) / 10,
        engine_hours: Math.round((meters.seconds / 3600) * 10) / 10,
        device_odometer: meters.device,
      },
      status,
      due,
      work_orders: await service.workOrders(orders, held, lang),
      currency,
      cost_total: Math.round(months.reduce((sum, m) => sum + m.total, 0) * 100) / 100,
      cost_by_month: months,
    };
  };

  app.get(
    '/dashboard/vehicles/:id/maintenance',
    {
      config: { permission: 'show_maintenance' },
      schema: {
        tags,
        summary: "A vehicle's meters, programmes with next due, work-order history and cost totals",
        params: idParamsSchema,
        response: { 200: vehicleMaintenanceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await vehicleMaintenance(request.params.id, permissionsOf(requireSession(request)), request.lang),
    }),
  );

  app.get(
    '/dashboard/vehicles/:id/maintenance/export',
    {
      config: { permission: 'show_maintenance' },
      schema: {
        tags,
        summary: "The vehicle's maintenance cost per month as a spreadsheet (.xlsx or .csv)",
        params: idParamsSchema,
        querystring: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
      },
    },
    async (request, reply) => {
      if (!(await repo.meters(request.params.id))) throw new NotFoundError();
      const [months, currency] = await Promise.all([
        repo.costByMonth(request.params.id, app.config.timezone),
        service.currency(),
      ]);
      const rows = [
        [...SHEET_HEADERS[request.lang]],
        ...months.map((m) => [m.month, m.count, m.total, currency]),
      ];
      const sheet = XLSX.utils.aoa_to_sheet(rows);
      const { format } = request.query;
      const name = `vehicle-${request.params.id}-maintenance.${format}`;
      let body: Buffer;
      if (format === 'csv') body = Buffer.from(`\ufeff${XLSX.utils.sheet_to_csv(sheet)}\n`, 'utf8');
      else {
        const book = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(book, sheet, request.lang === 'ar' ? 'الصيانة' : 'Maintenance');
        if (request.lang === 'ar') book.Workbook = { ...book.Workbook, Views: [{ RTL: true }] };
        body = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
      }
      return reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.put(
    '/dashboard/vehicles/:id/meters',
    {
      config: { permission: 'update_vehicles' },
      schema: {
        tags,
        summary:
          "Correct a vehicle's odometer and/or engine hours: re-bases them from now on (history is kept)",
        params: idParamsSchema,
        body: metersInputSchema,
        response: { 200: metersResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await repo.meters(request.params.id))) throw new NotFoundError();
      const state = await app.maintenance.correct(request.params.id, request.body);
      return {
        data: {
          odometer_km: Math.round(state.km * 10) / 10,
          engine_hours: Math.round((state.seconds / 3600) * 10) / 10,
          device_odometer: state.deviceKm !== null,
        },
        message: request.t('maintenance.meters_corrected'),
      };
    },
  );
};

export default maintenanceRoutes;
