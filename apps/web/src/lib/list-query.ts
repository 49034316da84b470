import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The filter params of the spec (section 3), plus `registration` of the vehicle list and the vehicle,
 * driver and repeat-defect filters of the examination list and the type, geofence and severity of the events list; `page` is kept apart because it never
 * counts as a filter.
 */
export const LIST_FILTER_KEYS = [
  'name',
  'status',
  'registration',
  'start_date',
  'end_date',
  'vehicle_id',
  'driver_id',
  'flagged',
  'type',
  'geofence_id',
  'severity',
  'maintenance',
] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

export type ListQueryState = {
  name?: string;
  status?: string;
  registration?: string;
  start_date?: string;
  end_date?: string;
  vehicle_id?: string;
  driver_id?: string;
  flagged?: string;
  /** The geofence list's shape filter; the events list's type. */
  type?: string;
  geofence_id?: string;
  severity?: string;
  /** The vehicle list's maintenance filter (`due_soon`, `overdue`). */
  maintenance?: string;
  page: number;
};

export function readListQuery(params: URLSearchParams): ListQueryState {
  const query: ListQueryState = { page: 1 };
  for (const key of LIST_FILTER_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/** Any filter change sets (or removes) its params and resets the page to 1. */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<Record<ListFilterKey, string | null | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  next.delete('page');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The clear button shows only when a query param other than page is set. */
export function hasActiveFilters(params: URLSearchParams): boolean {
  return [...params.keys()].some((key) => key !== 'page' && params.get(key) !== '');
}

/** List query state kept in the URL. */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);

  const setFilters = useCallback(
    (changes: Partial<Record<ListFilterKey, string | null | undefined>>) =>
      setParams((current) => withFilters(current, changes), { replace: true }),
    [setParams],
  );
  const setFilter = useCallback(
    (key: ListFilterKey, value: string | null | undefined) => setFilters({ [key]: value }),
    [setFilters],
  );
  const setPage = useCallback((page: number) => setParams((current) => withPage(current, page)), [setParams]);
  // Clearing resets the whole query.
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  return { query, setFilter, setFilters, setPage, clear, hasFilters: hasActiveFilters(params) };
}

/** The query sent to a list endpoint: params as strings, empty ones left out. */
export function toRequestParams(query: ListQueryState): Record<string, string> {
  const out: Record<string, string> = { page: String(query.page) };
  for (const key of LIST_FILTER_KEYS) {
    const value = query[key];
    if (value) out[key] = value;
  }
  return out;
}
