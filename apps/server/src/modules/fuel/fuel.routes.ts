import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema } from '@fleet/shared/common';
import {
  type FuelTransactionInput,
  fuelTransactionInputSchema,
  fuelTransactionListQuerySchema,
  fuelTransactionListResponseSchema,
  fuelTransactionResponseSchema,
} from '@fleet/shared/schemas/fuel';
import { importResponseSchema, importResultSchema } from '@fleet/shared/schemas/vehicles';
import { z } from '@fleet/shared/validation';
import { isStorableId } from '../../db/client';
import { pageMeta } from '../../db/sql';
import { addDays, startOfDayIn } from '../../lib/dates';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { permissionsOf, requireSession, vehicleScopeOf } from '../../core/session';
import { audit } from '../audit';
import { answerImport, readImportRequest, readSheet, specRows } from '../vehicles';
import { fuelSheetSpec, importFuel } from './fuel-import';
import { FuelRepo, type TransactionFilter } from './fuel.repo';
import { toTransaction } from './fuel.service';

const tags = ['fuel'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const importFailedSchema = errorSchema.extend({ data: importResultSchema });

/** Ids beyond the column's range name no row (and must not reach the database as an error). */
function storable(id: number): number {
  if (!isStorableId(id)) throw new NotFoundError();
  return id;
}

const audited = (v: FuelTransactionInput | Record<string, unknown>) => ({
  vehicle_id: Number(v.vehicle_id),
  time: v.time instanceof Date ? v.time.toISOString() : new Date(String(v.time)).toISOString(),
  litres: Number(v.litres),
  cost: v.cost === null || v.cost === undefined ? null : Number(v.cost),
  station: v.station ?? null,
  card: v.card ?? null,
});

/**
 * docs/api.md#sensors, fuel cards: `/api/dashboard/fuel-transactions` (CRUD, model `fuel`, audited) and its import.
 * Each transaction is shown with its match to the vehicle's detected refuel, worked out as it is read. An API key
 * limited to some vehicles sees and writes only theirs (another vehicle's transaction is a 404, another vehicle in
 * a body a 422 as one that does not exist).
 */
const fuelRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new FuelRepo(app.db);
  const timeZone = app.config.timezone;

  /** 422 unless the vehicle exists and the request may see it. */
  async function checkVehicle(r: FuelRepo, vehicleId: number, visible: ReadonlySet<number> | null) {
    const ok =
      isStorableId(vehicleId) &&
      (!visible || visible.has(vehicleId)) &&
      (await r.existingVehicles([vehicleId])).has(vehicleId);
    if (!ok) throw new ValidationError({ vehicle_id: ['fuel.vehicle_missing'] });
  }

  /** One transaction the request may see, else 404. */
  async function visibleOne(id: number, visible: ReadonlySet<number> | null) {
    const [row] = await repo.list({ vehicleIds: visible ? [...visible] : null, id }, 1);
    if (!row) throw new NotFoundError();
    return row;
  }

  app.get(
    '/dashboard/fuel-transactions',
    {
      config: { permission: 'show_fuel', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary: 'Fuel-card transactions, newest first, each with its match to a detected refuel',
        querystring: fuelTransactionListQuerySchema,
        response: { 200: fuelTransactionListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const held = permissionsOf(requireSession(request));
      const visible = vehicleScopeOf(request);
      let vehicleIds: number[] | null = query.vehicle_ids ?? null;
      if (visible) vehicleIds = vehicleIds ? vehicleIds.filter((id) => visible.has(id)) : [...visible];
      const filter: TransactionFilter = {
        vehicleIds,
        from: query.from
          ? new Date(query.from)
          : query.start_date
            ? startOfDayIn(query.start_date, timeZone)
            : undefined,
        to: query.to
          ? new Date(Date.parse(query.to) + 1)
          : query.end_date
            ? startOfDayIn(addDays(query.end_date, 1), timeZone)
            : undefined,
      };
      if (query.flagged === undefined) {
        const [total, rows] = await Promise.all([
          repo.count(filter),
          repo.list(filter, query.per_page, (query.page - 1) * query.per_page),
        ]);
        return {
          data: rows.map((row) => stripped(toTransaction(row, held))),
          meta: pageMeta(total, query.page, query.per_page),
        };
      }
      // Flagged or not is worked out on read: filtered after the match.
      const wanted = query.flagged === 'true';
      const all = (await repo.list(filter, null))
        .map((row) => toTransaction(row, held))
        .filter((t) => t.flagged === wanted);
      const offset = (query.page - 1) * query.per_page;
      return {
        data: all.slice(offset, offset + query.per_page).map(stripped),
        meta: pageMeta(all.length, query.page, query.per_page),
      };
    },
  );

  app.get(
    '/dashboard/fuel-transactions/:id',
    {
      config: { permission: 'show_fuel', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary: 'One fuel-card transaction with its match',
        params: idParamsSchema,
        response: { 200: fuelTransactionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const row = await visibleOne(storable(request.params.id), vehicleScopeOf(request));
      return { data: stripped(toTransaction(row, held)) };
    },
  );

  app.post(
    '/dashboard/fuel-transactions',
    {
      config: { permission: 'create_fuel', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary: 'Add a fuel-card transaction',
        body: fuelTransactionInputSchema,
        response: { 201: fuelTransactionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const visible = vehicleScopeOf(request);
      const id = await repo.transaction(async (txRepo) => {
        await checkVehicle(txRepo, request.body.vehicle_id, visible);
        const [created] = await txRepo.insert([request.body], session.employee.id);
        await audit(txRepo.database, {
          action: 'create',
          model: 'fuel',
          recordId: created!,
          after: audited(request.body),
        });
        return created!;
      });
      const row = await visibleOne(id, visible);
      return reply.code(201).send({
        data: stripped(toTransaction(row, permissionsOf(session))),
        message: request.t('fuel.created'),
      });
    },
  );

  app.put(
    '/dashboard/fuel-transactions/:id',
    {
      config: { permission: 'update_fuel', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary: 'Change a fuel-card transaction',
        params: idParamsSchema,
        body: fuelTransactionInputSchema,
        response: { 200: fuelTransactionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const visible = vehicleScopeOf(request);
      const id = storable(request.params.id);
      await repo.transaction(async (txRepo) => {
        const before = await txRepo.findForUpdate(id);
        if (!before || (visible && !visible.has(Number(before.vehicle_id)))) throw new NotFoundError();
        await checkVehicle(txRepo, request.body.vehicle_id, visible);
        await txRepo.update(id, request.body);
        await audit(txRepo.database, {
          action: 'update',
          model: 'fuel',
          recordId: id,
          before: audited(before),
          after: audited(request.body),
        });
      });
      const row = await visibleOne(id, visible);
      return {
        data: stripped(toTransaction(row, permissionsOf(session))),
        message: request.t('fuel.updated'),
      };
    },
  );

  app.delete(
    '/dashboard/fuel-transactions/:id',
    {
      config: { permission: 'delete_fuel', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary: 'Delete a fuel-card transaction',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const visible = vehicleScopeOf(request);
      const id = storable(request.params.id);
      await repo.transaction(async (txRepo) => {
        const before = await txRepo.findForUpdate(id);
        if (!before || (visible && !visible.has(Number(before.vehicle_id)))) throw new NotFoundError();
        await txRepo.delete(id);
        await audit(txRepo.database, {
          action: 'delete',
          model: 'fuel',
          recordId: id,
          before: audited(before),
        });
      });
      return { message: request.t('fuel.deleted') };
    },
  );

  app.post(
    '/dashboard/fuel-transactions/import',
    {
      config: { permission: 'create_fuel', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary:
          'Import fuel-card transactions from .xlsx, .xls or .csv (multipart `file`, field `mode`: preview | all | valid_only), as the vehicles’ import',
        consumes: ['multipart/form-data'],
        response: {
          200: importResponseSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          422: z.union([importFailedSchema, errorSchema]),
        },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const upload = await readImportRequest(request);
      const { mode } = upload;
      const rows = specRows(readSheet(upload.bytes, upload.filename), request.lang, fuelSheetSpec(timeZone));
      if (rows.length === 0) throw new ValidationError({ file: ['fuel.import_empty'] }, 'fuel.import_empty');
      const result = await importFuel(
        repo,
        rows,
        mode,
        request.lang,
        vehicleScopeOf(request),
        session.employee.id,
      );
      return answerImport(request, reply, mode, result, 'fuel.imported');
    },
  );
};

/** The API's transaction (without the report's `unmatched_litres`). */
function stripped<T extends { unmatched_litres: number }>(t: T): Omit<T, 'unmatched_litres'> {
  const { unmatched_litres: _u, ...rest } = t;
  return rest;
}

export default fuelRoutes;
