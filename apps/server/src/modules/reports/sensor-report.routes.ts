import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@fleet/shared/common';
import type { Language } from '@fleet/shared/constants';
import {
  type FuelRow,
  fuelReportQuerySchema,
  fuelReportResponseSchema,
  type TemperatureRow,
  temperatureReportQuerySchema,
  temperatureReportResponseSchema,
} from '@fleet/shared/schemas/fuel';
import { messages } from '../../lib/messages';
import { pageMeta } from '../../db/sql';
import { audit } from '../audit';
import { type Column, label, requestScope } from './reports.routes';
import { duration, type ExportFormat, exportContentType, streamSheet } from './report-export';
import type { ReportScope } from './reports.repo';
import { SensorReportService } from './sensor-report.service';

const tags = ['reports'];
const errors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

function fuelColumns(group: 'vehicle' | 'day'): Column<FuelRow>[] {
  return [
    ['vehicle', (r) => r.vehicle.name],
    ['plate_number', (r) => r.vehicle.plate_number],
    ...(group === 'day' ? [['day', (r: FuelRow) => r.day ?? null] as Column<FuelRow>] : []),
    ['start_litres', (r) => r.start_litres],
    ['end_litres', (r) => r.end_litres],
    ['refuelled_litres', (r) => r.refuelled_litres],
    ['refuels', (r) => r.refuels],
    ['drained_litres', (r) => r.drained_litres],
    ['drains', (r) => r.drains],
    ['consumed_litres', (r) => r.consumed_litres],
    ['distance_km', (r) => r.distance_km],
    ['litres_per_100km', (r) => r.litres_per_100km],
    ['card_litres', (r) => r.card_litres],
    ['card_unmatched_litres', (r) => r.card_unmatched_litres],
  ];
}

const temperatureColumns: Column<TemperatureRow>[] = [
  ['vehicle', (r) => r.vehicle.name],
  ['plate_number', (r) => r.vehicle.plate_number],
  ['sensor', (r) => r.sensor.name],
  ['min', (r) => r.min],
  ['max', (r) => r.max],
  ['avg', (r) => r.avg],
  ['out_of_range_seconds', (r) => duration(r.out_of_range_seconds)],
  ['excursions', (r) => r.excursions],
];

/** The fuel and temperature reports (docs/api.md#sensors): scoped as every report, exported as the others. */
const sensorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.timezone;
  const service = new SensorReportService(app.db, timeZone);

  /** Streams every row as a sheet, audited as the other exports. */
  async function exportRows<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'fuel' | 'temperature',
    query: Record<string, unknown> & { format?: ExportFormat },
    scope: ReportScope,
    cols: Column<T>[],
    rows: T[],
  ) {
    const lang: Language = request.lang;
    const format = query.format!;
    const { format: _f, page: _p, per_page: _pp, ...filters } = query;
    await audit(app.db, {
      action: 'export',
      model: 'reports',
      recordId: kind,
      changes: { filters: [null, filters] },
    });
    const stream = streamSheet(
      format,
      cols.map(([key]) => label(lang, key)),
      (async function* () {
        yield rows.map((row) => cols.map(([, value]) => value(row)));
      })(),
      messages[lang][`reports.tab.${kind}`],
      lang,
      (error) => request.log.warn({ err: error }, 'report export failed'),
    );
    return reply
      .header('content-type', exportContentType[format])
      .header(
        'content-disposition',
        `attachment; filename="${kind}-${scope.fromDay}-${scope.toDay}.${format}"`,
      )
      .header('cache-control', 'no-store')
      .send(stream as never);
  }

  app.get(
    '/dashboard/reports/fuel',
    {
      config: { permission: 'show_reports', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary:
          'The fuel report by vehicle or day: levels, refuels, drains, consumption, L/100 km, fuel cards and the flagged ones (docs/api.md#sensors); `format=xlsx|csv` streams every row as a file',
        querystring: fuelReportQuerySchema,
        response: { 200: fuelReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const scope = requestScope(request, query, timeZone);
      const page = query.format ? null : { offset: (query.page - 1) * query.per_page, limit: query.per_page };
      const { rows, total, totals, flagged } = await service.fuel(scope, query.group, page);
      if (query.format)
        return exportRows(request, reply, 'fuel', query, scope, fuelColumns(query.group), rows);
      return {
        data: rows,
        meta: pageMeta(total, query.page, query.per_page),
        totals,
        flagged: flagged.map(({ unmatched_litres: _u, ...t }) => t),
      };
    },
  );

  app.get(
    '/dashboard/reports/temperature',
    {
      config: { permission: 'show_reports', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary:
          'The temperature report per vehicle and sensor: min, max, average, time out of range, excursions (docs/api.md#sensors); `format=xlsx|csv` streams every row',
        querystring: temperatureReportQuerySchema,
        response: { 200: temperatureReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const scope = requestScope(request, query, timeZone);
      const settings = await app.eventSettings.get();
      const { rows, totals } = await service.temperature(scope, settings.temperature_min_seconds);
      if (query.format)
        return exportRows(request, reply, 'temperature', query, scope, temperatureColumns, rows);
      const offset = (query.page - 1) * query.per_page;
      return {
        data: rows.slice(offset, offset + query.per_page),
        meta: pageMeta(rows.length, query.page, query.per_page),
        totals,
      };
    },
  );
};

export default sensorReportRoutes;
