import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, envelope, idParamsSchema } from '@fleet/shared/common';
import type { Language } from '@fleet/shared/constants';
import {
  eventsReportResponseSchema,
  inspectionsResponseSchema,
  itinerariesResponseSchema,
  MAX_REPORT_DAYS,
  rebuildInputSchema,
  rebuildSchema,
  type ReportKind,
  type ReportQuery,
  reportQuerySchema,
  stopsResponseSchema,
  summaryResponseSchema,
  tripsResponseSchema,
  type ReportRebuild,
  type SummaryRow,
} from '@fleet/shared/schemas/reports';
import { inspectionItemLabel } from '@fleet/shared/inspection-items';
import { z } from '@fleet/shared/validation';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type MessageKey, messages } from '../../lib/messages';
import { pageMeta } from '../../db/sql';
import { vehicleScopeOf } from '../../core/session';
import { audit } from '../audit';
import { toFleetEvent } from '../events';
import { contains, GeofenceIndex } from '../events';
import { GeofencesRepo } from '../geofences';
import { startOfDayIn } from '../../lib/dates';
import { addDays, todayIn } from '../../lib/dates';
import {
  duration,
  type ExportCell,
  exportContentType,
  fleetTimeFormatter,
  streamSheet,
} from './report-export';
import { EXPORT_PAGE, type Keyset, type ReportScope, ReportsRepo } from './reports.repo';

const tags = ['reports'];
const DAY_MS = 86_400_000;

/** The scope of a report query: `from`/`to` (`to` inclusive), else whole days, else today; null when too long. */
/** What a report's scope is read from (every report's query has them). */
export type ScopeQuery = Pick<ReportQuery, 'vehicle_ids' | 'from' | 'to' | 'start_date' | 'end_date'>;

export function reportScope(query: ScopeQuery, timeZone: string): ReportScope | null {
  let from: Date;
  let to: Date;
  if (query.from || query.to) {
    to = query.to ? new Date(Date.parse(query.to) + 1) : new Date();
    from = query.from ? new Date(query.from) : new Date(to.getTime() - DAY_MS);
  } else {
    const today = todayIn(timeZone);
    const start = query.start_date ?? query.end_date ?? today;
    const end = query.end_date ?? start;
    from = startOfDayIn(start, timeZone);
    to = startOfDayIn(addDays(end, 1), timeZone);
  }
  if (to.getTime() - from.getTime() > MAX_REPORT_DAYS * DAY_MS + 2 * 3_600_000) return null;
  const fromDay = todayIn(timeZone, from);
  const toDay = todayIn(timeZone, new Date(to.getTime() - 1));
  return { vehicleIds: query.vehicle_ids ?? null, from, to, fromDay, toDay };
}

/** The period and vehicles a report request asks for, within the vehicles an API key may see; 422 when too long. */
export function requestScope(request: FastifyRequest, query: ScopeQuery, timeZone: string): ReportScope {
  const scope = reportScope(query, timeZone);
  if (!scope) {
    const field = query.from || query.to ? 'to' : 'end_date';
    throw new ValidationError({ [field]: ['validation.report_range'] }, 'errors.validation', {
      days: MAX_REPORT_DAYS,
    });
  }
  const visible = vehicleScopeOf(request);
  if (visible) {
    scope.vehicleIds = scope.vehicleIds ? scope.vehicleIds.filter((id) => visible.has(id)) : [...visible];
  }
  return scope;
}

export type Column<T> = [key: string, value: (row: T) => ExportCell];

export const label = (lang: Language, key: string) =>
  (messages[lang] as Record<string, string>)[`reports.col.${key}`] ?? key;

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.timezone;
  const repo = new ReportsRepo(app.db, timeZone);
  const time = fleetTimeFormatter(timeZone);
  const geofences = new GeofencesRepo(app.db);

  /** Names a point by the active geofence it lies in ("Depot"), the smallest when several hold it. */
  async function placeNamer(): Promise<(lat: number, lon: number) => { id: number; name: string } | null> {
    const index = new GeofenceIndex(await geofences.active());
    if (index.size === 0) return () => null;
    return (lat, lon) => {
      const fix = { lat, lon };
      const inside = index.candidates(fix, fix).filter((g) => contains(g, fix));
      if (inside.length === 0) return null;
      inside.sort(
        (a, b) =>
          (a.bbox[2] - a.bbox[0]) * (a.bbox[3] - a.bbox[1]) -
          (b.bbox[2] - b.bbox[0]) * (b.bbox[3] - b.bbox[1]),
      );
      return { id: inside[0]!.id, name: inside[0]!.name };
    };
  }

  const scopeOf = (request: FastifyRequest, query: ReportQuery) => requestScope(request, query, timeZone);

  const yesNo = (lang: Language, value: boolean) => messages[lang][value ? 'reports.yes' : 'reports.no'];

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const columns: Record<ReportKind, (lang: Language, group: string) => Column<any>[]> = {
    summary: (_lang, group) => [
      ['vehicle', (r) => r.vehicle.name],
      ['plate_number', (r) => r.vehicle.plate_number],
      ...(group === 'day' ? [['day', (r: SummaryRow) => r.day ?? null] as Column<SummaryRow>] : []),
      ['distance_km', (r) => r.distance_km],
      ['driving_seconds', (r) => duration(r.driving_seconds)],
      ['idle_seconds', (r) => duration(r.idle_seconds)],
      ['stopped_seconds', (r) => duration(r.stopped_seconds)],
      ['max_speed', (r) => r.max_speed],
      ['avg_speed', (r) => r.avg_speed],
      ['trips', (r) => r.trips],
      ['stops', (r) => r.stops],
      ['overspeed_events', (r) => r.overspeed_events],
      ['odometer_start_km', (r) => r.odometer_start_km],
      ['odometer_end_km', (r) => r.odometer_end_km],
    ],
    trips: () => [
      ['vehicle', (r) => r.vehicle.name],
      ['plate_number', (r) => r.vehicle.plate_number],
      ['driver', (r) => r.driver?.name ?? null],
      ['start_time', (r) => time(r.start_time)],
      ['end_time', (r) => time(r.end_time)],
      ['start_place', (r) => r.start_place?.name ?? null],
      ['start_lat', (r) => r.start_lat],
      ['start_lon', (r) => r.start_lon],
      ['end_place', (r) => r.end_place?.name ?? null],
      ['end_lat', (r) => r.end_lat],
      ['end_lon', (r) => r.end_lon],
      ['distance_km', (r) => r.distance_km],
      ['duration_seconds', (r) => duration(r.duration_seconds)],
      ['max_speed', (r) => r.max_speed],
      ['avg_speed', (r) => r.avg_speed],
    ],
    stops: () => [
      ['vehicle', (r) => r.vehicle.name],
      ['plate_number', (r) => r.vehicle.plate_number],
      ['start_time', (r) => time(r.start_time)],
      ['end_time', (r) => time(r.end_time)],
      ['place', (r) => r.place?.name ?? null],
      ['lat', (r) => r.lat],
      ['lon', (r) => r.lon],
      ['duration_seconds', (r) => duration(r.duration_seconds)],
      ['engine_on_seconds', (r) => duration(r.engine_on_seconds)],
    ],
    events: (lang) => [
      ['time', (r) => time(r.time)],
      ['vehicle', (r) => r.vehicle.name],
      ['plate_number', (r) => r.vehicle.plate_number],
      ['type', (r) => (messages[lang] as Record<string, string>)[`reports.event.${r.type}`] ?? r.type],
      [
        'severity',
        (r) => (messages[lang] as Record<string, string>)[`reports.severity.${r.severity}`] ?? r.severity,
      ],
      ['place', (r) => r.geofence?.name ?? null],
      ['driver', (r) => r.driver?.name ?? null],
      ['message', (r) => r.message],
      ['lat', (r) => r.lat],
      ['lon', (r) => r.lon],
    ],
    itineraries: () => [
      ['itinerary', (r) => r.name],
      ['day', (r) => r.day],
      ['vehicle', (r) => r.vehicle.name],
      ['driver', (r) => r.driver?.name ?? null],
      ['stations', (r) => r.stations],
      ['on_time_stations', (r) => r.on_time_stations],
      ['late_stations', (r) => r.late_stations],
      ['skipped_stations', (r) => r.skipped_stations],
      ['delay_minutes_avg', (r) => r.delay_minutes_avg],
    ],
    inspections: (lang) => [
      ['vehicle', (r) => r.vehicle.name],
      ['plate_number', (r) => r.vehicle.plate_number],
      ['part', (r) => r.part_label],
      ['faults', (r) => r.faults],
      ['critical', (r) => r.critical],
      ['fixed', (r) => r.fixed],
      ['median_hours_to_fix', (r) => r.median_hours_to_fix],
      ['repeats', (r) => r.repeats],
      ['repeated', (r) => yesNo(lang, r.repeats > 0)],
    ],
  };

  /** The rows of a report page (named places added), or every row in keyset pages for an export. */
  async function read(
    kind: ReportKind,
    scope: ReportScope,
    query: ReportQuery,
    lang: Language,
    page: { limit: number; offset: number } | null,
    after?: Keyset,
  ) {
    switch (kind) {
      case 'summary':
        return repo.summary(scope, query.group, page);
      case 'trips': {
        const [result, place] = await Promise.all([repo.trips(scope, page, after), placeNamer()]);
        for (const row of result.rows) {
          row.start_place = place(row.start_lat, row.start_lon);
          row.end_place = place(row.end_lat, row.end_lon);
        }
        return result;
      }
      case 'stops': {
        const [result, place] = await Promise.all([repo.stops(scope, page, after), placeNamer()]);
        for (const row of result.rows) row.place = place(row.lat, row.lon);
        return result;
      }
      case 'events': {
        const result = await repo.events(scope, page, after);
        return { ...result, rows: result.rows.map((row) => toFleetEvent(row, lang)) };
      }
      case 'itineraries':
        return repo.itineraries(scope, page);
      case 'inspections': {
        const result = await repo.inspections(scope, page);
        for (const row of result.rows) row.part_label = inspectionItemLabel(row.part, lang);
        return result;
      }
    }
  }

  async function* allPages(
    kind: ReportKind,
    scope: ReportScope,
    query: ReportQuery,
    lang: Language,
    cols: Column<unknown>[],
  ) {
    const toCells = (rows: unknown[]) => rows.map((row) => cols.map(([, value]) => value(row)));
    if (kind === 'trips' || kind === 'stops' || kind === 'events') {
      // The next page is asked for before this one is formatted and written: the database works meanwhile.
      let next: ReturnType<typeof read> | null = read(kind, scope, query, lang, null);
      while (next) {
        const { rows } = await next;
        next = null;
        if (rows.length === 0) break;
        if (rows.length === EXPORT_PAGE) {
          const last = rows[rows.length - 1] as {
            start_time?: string;
            time?: string;
            vehicle: { id: number };
          };
          next = read(kind, scope, query, lang, null, {
            time: (last.start_time ?? last.time)!,
            vehicleId: last.vehicle.id,
          });
          // Kept from an unhandled rejection while this page is written; awaited (and thrown) on the next turn.
          next.catch(() => undefined);
        }
        yield toCells(rows);
      }
      return;
    }
    const { rows } = await read(kind, scope, query, lang, null);
    yield toCells(rows);
  }

  const responses = {
    summary: summaryResponseSchema,
    trips: tripsResponseSchema,
    stops: stopsResponseSchema,
    events: eventsReportResponseSchema,
    itineraries: itinerariesResponseSchema,
    inspections: inspectionsResponseSchema,
  } as const;

  for (const kind of Object.keys(responses) as ReportKind[]) {
    app.get(
      `/dashboard/reports/${kind}`,
      {
        config: { permission: 'show_reports', vehicleScope: 'filtered' },
        schema: {
          tags,
          summary: `The ${kind} report (docs/api.md#reports); \`format=xlsx|csv\` streams every row as a file`,
          querystring: reportQuerySchema,
          response: { 200: responses[kind], 401: errorSchema, 403: errorSchema, 422: errorSchema },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const scope = scopeOf(request, query);
        const lang = request.lang;
        if (query.format) {
          const cols = columns[kind](lang, query.group);
          const header = cols.map(([key]) => label(lang, key));
          const { format: _f, page: _p, per_page: _pp, ...filters } = query;
          await audit(app.db, {
            action: 'export',
            model: 'reports',
            recordId: kind,
            changes: { filters: [null, filters] },
          });
          const name = `${kind}-${scope.fromDay}-${scope.toDay}.${query.format}`;
          const stream = streamSheet(
            query.format,
            header,
            allPages(kind, scope, query, lang, cols),
            messages[lang][`reports.tab.${kind}` as MessageKey],
            lang,
            (error) => request.log.warn({ err: error }, 'report export failed'),
          );
          return reply
            .header('content-type', exportContentType[query.format])
            .header('content-disposition', `attachment; filename="${name}"`)
            .header('cache-control', 'no-store')
            .send(stream as never);
        }
        const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
        const result = await read(kind, scope, query, lang, page);
        return {
          data: result.rows as never[],
          meta: pageMeta(result.total, query.page, query.per_page),
          totals: result.totals,
        };
      },
    );
  }

  // ---- Rebuild from stored positions -------------------------------------------------------------

  const toRebuild = (row: Record<string, unknown>): ReportRebuild => ({
    id: Number(row.id),
    from: new Date(row.from_time as string).toISOString(),
    done: Number(row.done),
    total: Number(row.total),
    status: row.status as ReportRebuild['status'],
    created_at: new Date(row.created_at as string).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at as string).toISOString() : null,
  });

  app.post(
    '/dashboard/reports/rebuild',
    {
      config: { permission: 'update_settings' },
      schema: {
        tags,
        summary:
          "Recomputes trips, stops and daily totals from stored positions from `from` (or `start_date`) on, for `vehicle_ids` (default every vehicle); answers 202 with the rebuild's progress",
        body: rebuildInputSchema,
        response: { 202: envelope(rebuildSchema), 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const from = body.from
        ? new Date(body.from)
        : body.start_date
          ? startOfDayIn(body.start_date, timeZone)
          : null;
      if (!from) throw new ValidationError({ from: ['validation.required'] });
      const ids = await repo.vehicleIds(body.vehicle_ids);
      const row = await repo.insertRebuild(from, ids, request.session?.employee?.id ?? null);
      const id = Number(row!.id);
      await audit(app.db, {
        action: 'create',
        model: 'reports',
        recordId: `rebuild:${id}`,
        after: { from: from.toISOString(), vehicle_ids: body.vehicle_ids ?? [] },
      });
      void app.reports
        .rebuild(ids, from, async (done) => {
          await repo.rebuildProgress(id, done);
        })
        .then(
          () => repo.rebuildEnded(id, 'finished'),
          () => repo.rebuildEnded(id, 'failed'),
        )
        .catch((error: unknown) => app.log.warn({ err: error }, 'report rebuild'));
      return reply.code(202).send({ data: toRebuild(row!) });
    },
  );

  app.get(
    '/dashboard/reports/rebuild/:id',
    {
      config: { permission: 'show_reports' },
      schema: {
        tags,
        summary: "A rebuild's progress",
        params: idParamsSchema,
        response: { 200: envelope(rebuildSchema), 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const row = await repo.rebuild(request.params.id);
      if (!row) throw new NotFoundError();
      return { data: toRebuild(row) };
    },
  );

  app.get(
    '/dashboard/reports/rebuilds',
    {
      config: { permission: 'show_reports' },
      schema: {
        tags,
        summary: 'The latest rebuilds, newest first',
        querystring: z.object({}),
        response: { 200: envelope(z.array(rebuildSchema)), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const rows = await repo.latestRebuilds();
      return { data: rows.map(toRebuild) };
    },
  );
};

export default reportsRoutes;
