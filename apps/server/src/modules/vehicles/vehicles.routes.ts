import type { FastifyRequest } from 'fastify';
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
  blockVehicleInputSchema,
  importResponseSchema,
  importResultSchema,
  vehicleInputSchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
  vehicleResponseSchema,
  vehicleStatusHistoryResponseSchema,
} from '@fleet/shared/schemas/vehicles';
import { z } from '@fleet/shared/validation';
import { reasonInLanguage } from '@fleet/shared/status-reason';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { audit } from '../audit';
import { fastOkSerializer } from '../../lib/fast-serializer';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession, vehicleScopeOf } from '../../core/session';
import type { MediaStorage } from '../media';
import { todayIn } from '../../lib/dates';
import { importVehicles } from './vehicle-import';
import { answerImport, readImportRequest } from './import-request';
import { readSheet, sheetRows, TEMPLATE_EXAMPLE, writeVehicleSheet } from './vehicle-sheet';
import { sheetContentType, type SheetFormat } from '../../lib/sheet';
import { maintenanceFacts } from './maintenance-facts.repo';
import { VehiclesRepo } from './vehicles.repo';
import { toVehicle, vehicleActions, vehicleOption, VehiclesService } from './vehicles.service';

const tags = ['vehicles'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
/** The export holds the whole filtered list, up to this many vehicles. */
export const EXPORT_MAX_ROWS = 100_000;

const formatQuery = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
const exportQuerySchema = vehicleListQuerySchema.and(formatQuery);
/** 422 of an `all` import with bad rows: the usual error envelope plus the per-row report. */
const importFailedSchema = errorSchema.extend({ data: importResultSchema });

export interface VehiclesRoutesOptions {
  storage: MediaStorage;
}

const attachment = (name: string) => `attachment; filename="${name}"`;

const vehiclesRoutes: FastifyPluginAsyncZod<VehiclesRoutesOptions> = async (app, { storage }) => {
  const repo = new VehiclesRepo(app.db);
  const service = new VehiclesService(repo, storage);
  const today = () => todayIn(app.config.timezone);

  const loadVehicle = async (id: number, request: FastifyRequest) => {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError();
    const [facts, report] = await Promise.all([maintenanceFacts(app.db, [id]), repo.lastReport(id)]);
    return {
      ...toVehicle(row, {
        actions: vehicleActions(permissionsOf(requireSession(request)), row),
        lang: request.lang,
        today: today(),
        signer: app.urlSigner,
        live: app.liveState.vehicleLive(id),
      }),
      last_report: report && {
        server_time: report.serverTime.toISOString(),
        fix_time: report.fixTime.toISOString(),
        valid: report.valid,
        attributes: report.attributes,
      },
      ...facts.get(id),
    };
  };

  // Every successful change reaches the live map (on every instance) once it is committed and answered.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 300) return;
    const id = (request.params as { id?: unknown } | undefined)?.id;
    // Without an id (a created vehicle, an import) every vehicle is re-read: one query, rare.
    const ids = typeof id === 'number' ? [id] : null;
    app.hub.publish({ type: 'vehicles.changed', ids });
    app.hub.publish({ type: 'devices.changed' });
  });

  app.get(
    '/dashboard/vehicles',
    {
      config: { permission: 'show_vehicles', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary: 'List vehicles (newest first); `name` searches name, plate, VIN, model and device id',
        querystring: vehicleListQuerySchema,
        response: { 200: vehicleListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
      serializerCompiler: fastOkSerializer(vehicleListResponseSchema),
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const query = request.query;
      const day = today();
      const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
      const scope = vehicleScopeOf(request);
      const { rows, total } = scope
        ? await repo.listWithin(query, [...scope], page, app.config.timezone, day)
        : await repo.list(query, page, app.config.timezone, day);
      const facts = await maintenanceFacts(
        app.db,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) => ({
          ...toVehicle(row, {
            actions: vehicleActions(held, row),
            lang: request.lang,
            today: day,
            signer: app.urlSigner,
            live: app.liveState.vehicleLive(row.id),
          }),
          ...facts.get(row.id),
        })),
        meta: pageMeta(total, query.page, query.per_page),
      };
    },
  );

  app.post(
    '/dashboard/vehicles',
    {
      config: { permission: 'create_vehicles' },
      schema: {
        tags,
        summary: 'Create a vehicle',
        body: vehicleInputSchema,
        response: { 201: vehicleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await service.create(request.body);
      const data = await loadVehicle(id, request);
      return reply.code(201).send({ data, message: request.t('vehicles.created') });
    },
  );

  app.get(
    '/dashboard/vehicles/export',
    {
      config: { permission: 'show_vehicles', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary: `The whole filtered list as a spreadsheet (at most ${EXPORT_MAX_ROWS} rows), headers in the request language`,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const format: SheetFormat = request.query.format;
      const day = today();
      const scope = vehicleScopeOf(request);
      const rows = await repo.all(
        request.query,
        EXPORT_MAX_ROWS,
        app.config.timezone,
        day,
        scope ? [...scope] : undefined,
      );
      const { format: _format, ...filters } = request.query;
      await audit(app.db, { action: 'export', model: 'vehicles', changes: { filters: [null, filters] } });
      const sheet = writeVehicleSheet(
        // The sheet has no image column: nothing to sign.
        rows.map((row) =>
          toVehicle(
            { ...row, imageRefs: [] },
            { actions: [], lang: request.lang, today: day, signer: app.urlSigner },
          ),
        ),
        request.lang,
        format,
      );
      return reply
        .header('content-type', sheetContentType[format])
        .header('content-disposition', attachment(`vehicles-${day}.${format}`))
        .header('cache-control', 'no-store')
        .send(sheet);
    },
  );

  app.get(
    '/dashboard/vehicles/import/template',
    {
      config: { permission: 'create_vehicles' },
      schema: {
        tags,
        summary: 'Import template: the columns in the request language and one example row',
        querystring: formatQuery,
      },
    },
    async (request, reply) => {
      const format: SheetFormat = request.query.format;
      return reply
        .header('content-type', sheetContentType[format])
        .header('content-disposition', attachment(`vehicles-template.${format}`))
        .send(writeVehicleSheet([TEMPLATE_EXAMPLE], request.lang, format));
    },
  );

  app.post(
    '/dashboard/vehicles/import',
    {
      config: { permission: 'create_vehicles' },
      schema: {
        tags,
        summary:
          'Import vehicles from .xlsx, .xls or .csv (multipart `file`, field `mode`: preview | all | valid_only)',
        consumes: ['multipart/form-data'],
        response: {
          200: importResponseSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
          413: errorSchema,
          422: z.union([importFailedSchema, errorSchema]),
        },
      },
    },
    async (request, reply) => {
      const upload = await readImportRequest(request);
      const { mode } = upload;
      const rows = sheetRows(readSheet(upload.bytes, upload.filename), request.lang);
      if (rows.length === 0) {
        throw new ValidationError({ file: ['vehicles.import_empty'] }, 'vehicles.import_empty');
      }
      const result = await importVehicles(repo, rows, mode, request.lang);
      if (result.created > 0) {
        // Only speed is at stake: autovacuum merges the index later anyway.
        await repo
          .mergeSearchIndex()
          .catch((error: unknown) => request.log.warn({ err: error }, 'search index merge failed'));
      }
      return answerImport(request, reply, mode, result, 'vehicles.imported');
    },
  );

  app.get(
    '/dashboard/vehicles/:id',
    {
      config: { permission: 'show_vehicles' },
      schema: {
        tags,
        summary: 'One vehicle',
        params: idParamsSchema,
        response: { 200: vehicleResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await loadVehicle(request.params.id, request),
    }),
  );

  app.put(
    '/dashboard/vehicles/:id',
    {
      config: { permission: 'update_vehicles' },
      schema: {
        tags,
        summary: 'Replace a vehicle (images removed from it are deleted)',
        params: idParamsSchema,
        body: vehicleInputSchema,
        response: { 200: vehicleResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.update(request.params.id, request.body);
      const data = await loadVehicle(request.params.id, request);
      return { data, message: request.t('vehicles.updated') };
    },
  );

  app.delete(
    '/dashboard/vehicles/:id',
    {
      config: { permission: 'delete_vehicles' },
      schema: {
        tags,
        summary: 'Delete a vehicle and its image files',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.delete(request.params.id);
      return { message: request.t('vehicles.deleted') };
    },
  );

  app.post(
    '/dashboard/vehicles/:id/block',
    {
      config: { permission: 'block_vehicles' },
      schema: {
        tags,
        summary:
          'Block (deactivate) a vehicle with an optional reason; idempotent (a blocked vehicle keeps blocked, reason updated)',
        params: idParamsSchema,
        body: blockVehicleInputSchema.nullish(),
        response: { 200: vehicleResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await service.setStatus(request.params.id, false, request.body?.reason ?? null, session.employee.id);
      const data = await loadVehicle(request.params.id, request);
      return { data, message: request.t('vehicles.blocked') };
    },
  );

  app.get(
    '/dashboard/vehicles/options',
    {
      config: { permission: ['show_vehicles', 'show_examinations'] },
      schema: {
        tags,
        summary: `Vehicles as select options, searched by \`name\` (name, plate, VIN, model, device id), at most ${OPTIONS_LIMIT}, the \`selected\` one first (the examinations filter)`,
        querystring: optionsQuerySchema,
        response: { 200: optionsResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({ data: (await repo.options(request.query)).map(vehicleOption) }),
  );

  app.get(
    '/dashboard/vehicles/:id/status-history',
    {
      config: { permission: 'show_vehicles' },
      schema: {
        tags,
        summary:
          'The block/activate history, newest first: who (a user, or an examination with a critical fault) and why',
        params: idParamsSchema,
        response: { 200: vehicleStatusHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await repo.findById(request.params.id))) throw new NotFoundError();
      const rows = await repo.statusHistory(request.params.id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          status: row.status,
          reason: reasonInLanguage(row.reason, row.reasonCode, request.lang),
          reason_code: row.reasonCode,
          source: row.source,
          employee: row.employee,
          examination_id: row.examinationId,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/dashboard/vehicles/:id/activate',
    {
      config: { permission: 'active_vehicles' },
      schema: {
        tags,
        summary: 'Activate a vehicle (clears the block reason); idempotent',
        params: idParamsSchema,
        response: { 200: vehicleResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.setStatus(request.params.id, true, null, requireSession(request).employee.id);
      const data = await loadVehicle(request.params.id, request);
      return { data, message: request.t('vehicles.activated') };
    },
  );
};

export default vehiclesRoutes;
