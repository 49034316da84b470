import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  eventsReportResponseSchema,
  inspectionsResponseSchema,
  itinerariesResponseSchema,
  stopsResponseSchema,
  summaryResponseSchema,
  tripsResponseSchema,
} from '@fleet/shared/schemas/reports';
import { drivingResponseSchema } from '@fleet/shared/schemas/driving';
import { fuelReportResponseSchema, temperatureReportResponseSchema } from '@fleet/shared/schemas/fuel';
import { api } from '@/lib/api-client';
import type { PageReportKind } from '@/features/reports/report-kinds';

export type { PageReportKind };
import { saveBlob } from '@/lib/download';

/** A report's filters as the API names them (`start_date`/`end_date`: days in the fleet's zone, inclusive). */
export type ReportFilters = {
  vehicle_ids?: string;
  start_date?: string;
  end_date?: string;
  group?: 'vehicle' | 'day' | 'driver';
  page?: number;
  per_page?: number;
};

const SCHEMAS = {
  summary: summaryResponseSchema,
  trips: tripsResponseSchema,
  stops: stopsResponseSchema,
  events: eventsReportResponseSchema,
  itineraries: itinerariesResponseSchema,
  inspections: inspectionsResponseSchema,
  driving: drivingResponseSchema,
  fuel: fuelReportResponseSchema,
  temperature: temperatureReportResponseSchema,
} as const satisfies Record<PageReportKind, unknown>;

export type ReportResponse<K extends PageReportKind> = ReturnType<(typeof SCHEMAS)[K]['parse']>;

export const reportKeys = {
  all: ['reports'] as const,
  report: (kind: PageReportKind, filters: ReportFilters) => [...reportKeys.all, kind, filters] as const,
};

function params(filters: ReportFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

export async function getReport<K extends PageReportKind>(
  kind: K,
  filters: ReportFilters,
): Promise<ReportResponse<K>> {
  const response = await api.get(`/dashboard/reports/${kind}`, { params: params(filters) });
  return SCHEMAS[kind].parse(response.data) as ReportResponse<K>;
}

export function useReport<K extends PageReportKind>(kind: K, filters: ReportFilters, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.report(kind, filters),
      queryFn: () => getReport(kind, filters),
      // The previous rows stay while the next page or filter loads, never another tab's (other columns).
      placeholderData: (previous, query) =>
        query?.queryKey[1] === kind ? keepPreviousData(previous) : undefined,
      enabled,
    }),
  );
}

/** Every row of the report as a spreadsheet (streamed by the server). */
export async function exportReport(kind: PageReportKind, format: 'xlsx' | 'csv', filters: ReportFilters) {
  const { page: _page, per_page: _perPage, ...rest } = filters;
  const response = await api.get<Blob>(`/dashboard/reports/${kind}`, {
    params: { ...params(rest), format },
    responseType: 'blob',
    timeout: 0,
  });
  saveBlob(response.data, response.headers['content-disposition'] as string | undefined, `${kind}.${format}`);
}
