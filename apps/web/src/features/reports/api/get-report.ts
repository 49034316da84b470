import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  eventsReportResponseSchema,
  inspectionsResponseSchema,
  itinerariesResponseSchema,
  type ReportKind,
  stopsResponseSchema,
  summaryResponseSchema,
  tripsResponseSchema,
} from '@fleet/shared/schemas/reports';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';

/** A report's filters as the API names them (`start_date`/`end_date`: days in the fleet's zone, inclusive). */
export type ReportFilters = {
  vehicle_ids?: string;
  start_date?: string;
  end_date?: string;
  group?: 'vehicle' | 'day';
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
} as const;

export type ReportResponse<K extends ReportKind> = ReturnType<(typeof SCHEMAS)[K]['parse']>;

export const reportKeys = {
  all: ['reports'] as const,
  report: (kind: ReportKind, filters: ReportFilters) => [...reportKeys.all, kind, filters] as const,
};

function params(filters: ReportFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

export async function getReport<K extends ReportKind>(
  kind: K,
  filters: ReportFilters,
): Promise<ReportResponse<K>> {
  const response = await api.get(`/dashboard/reports/${kind}`, { params: params(filters) });
  return SCHEMAS[kind].parse(response.data) as ReportResponse<K>;
}

export function useReport<K extends ReportKind>(kind: K, filters: ReportFilters, enabled = true) {
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
export async function exportReport(kind: ReportKind, format: 'xlsx' | 'csv', filters: ReportFilters) {
  const { page: _page, per_page: _perPage, ...rest } = filters;
  const response = await api.get<Blob>(`/dashboard/reports/${kind}`, {
    params: { ...params(rest), format },
    responseType: 'blob',
    timeout: 0,
  });
  saveBlob(response.data, response.headers['content-disposition'] as string | undefined, `${kind}.${format}`);
}
