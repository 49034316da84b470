import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@fleet/shared/common';
import type { Language } from '@fleet/shared/constants';
import {
  type DrivingRow,
  drivingQuerySchema,
  drivingResponseSchema,
  drivingWeeklyQuerySchema,
  drivingWeeklyResponseSchema,
} from '@fleet/shared/schemas/driving';
import { vehicleScopeOf } from '../../core/session';
import { messages } from '../../lib/messages';
import { pageMeta } from '../../db/sql';
import { audit } from '../audit';
import { type Column, label, requestScope } from './reports.routes';
import { duration, exportContentType, streamSheet } from './report-export';
import { DrivingService } from './driving.service';

const tags = ['reports'];

function columns(lang: Language, group: 'driver' | 'vehicle'): Column<DrivingRow>[] {
  const noDriver = messages[lang]['reports.no_driver'];
  return [
    ...(group === 'driver'
      ? [['driver', (r: DrivingRow) => r.driver?.name ?? noDriver] as Column<DrivingRow>]
      : [
          ['vehicle', (r: DrivingRow) => r.vehicle?.name ?? null] as Column<DrivingRow>,
          ['plate_number', (r: DrivingRow) => r.vehicle?.plate_number ?? null] as Column<DrivingRow>,
        ]),
    ['rank', (r) => r.rank],
    // Under the minimum distance the score says nothing (docs/api.md#reports): a dash, as on the page.
    ['score', (r) => (r.scored ? r.score : '—')],
    ['distance_km', (r) => r.distance_km],
    ['driving_seconds', (r) => duration(r.driving_seconds)],
    ['harsh_acceleration', (r) => r.harsh_acceleration],
    ['harsh_braking', (r) => r.harsh_braking],
    ['harsh_cornering', (r) => r.harsh_cornering],
    ['overspeed_events', (r) => r.overspeed_events],
    ['overspeed_seconds', (r) => duration(r.overspeed_seconds)],
    ['idle_seconds', (r) => duration(r.idle_seconds)],
  ];
}

/** `GET /api/dashboard/reports/driving` (docs/api.md#reports). */
const drivingRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.timezone;
  const service = new DrivingService(app.db);

  app.get(
    '/dashboard/reports/driving',
    {
      config: { permission: 'show_reports', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary:
          'The driving report by driver or vehicle, with scores and ranks (docs/api.md#reports); `format=xlsx|csv` streams every row as a file',
        querystring: drivingQuerySchema,
        response: { 200: drivingResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const scope = requestScope(request, query, timeZone);
      const lang = request.lang;
      const { rows, totals } = await service.report(scope, query.group);
      if (query.format) {
        const cols = columns(lang, query.group);
        const { format: _f, page: _p, per_page: _pp, ...filters } = query;
        await audit(app.db, {
          action: 'export',
          model: 'reports',
          recordId: 'driving',
          changes: { filters: [null, filters] },
        });
        const stream = streamSheet(
          query.format,
          cols.map(([key]) => label(lang, key)),
          (async function* () {
            yield rows.map((row) => cols.map(([, value]) => value(row)));
          })(),
          messages[lang]['reports.tab.driving'],
          lang,
          (error) => request.log.warn({ err: error }, 'report export failed'),
        );
        return reply
          .header('content-type', exportContentType[query.format])
          .header(
            'content-disposition',
            `attachment; filename="driving-${scope.fromDay}-${scope.toDay}.${query.format}"`,
          )
          .header('cache-control', 'no-store')
          .send(stream as never);
      }
      const offset = (query.page - 1) * query.per_page;
      return {
        data: rows.slice(offset, offset + query.per_page),
        meta: pageMeta(rows.length, query.page, query.per_page),
        totals,
      };
    },
  );

  app.get(
    '/dashboard/reports/driving/weekly',
    {
      config: { permission: 'show_reports', vehicleScope: 'filtered' },
      schema: {
        tags,
        summary:
          "A driver's driving score in each of the last `weeks` (1–26, default 8) 7-day spans ending today, oldest first (for the driver's page)",
        querystring: drivingWeeklyQuerySchema,
        response: {
          200: drivingWeeklyResponseSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const visible = vehicleScopeOf(request);
      const { driver_id: driverId, weeks } = request.query;
      return { data: await service.weekly(driverId, weeks, visible ? [...visible] : null, timeZone) };
    },
  );
};

export default drivingRoutes;
