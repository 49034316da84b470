import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endOfDay, format, startOfDay } from 'date-fns';
import { eventListResponseSchema } from '@fleet/shared/schemas/events';
import { api } from '@/lib/api-client';
import { fromApiDate } from '@/lib/dates';
import type { ListQueryState } from '@/lib/list-query';
import { eventKeys } from '@/features/events/api/keys';

const instant = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm:ssXXX");

/**
 * The list's URL state as the events query: the date range's days become instants at the browser's
 * midnight (the API takes `from`/`to`, not dates), the rest passes as is.
 */
export function toEventsParams(query: ListQueryState): Record<string, string> {
  const out: Record<string, string> = { page: String(query.page) };
  if (query.type) out.type = query.type;
  if (query.vehicle_id) out.vehicle_id = query.vehicle_id;
  if (query.geofence_id) out.geofence_id = query.geofence_id;
  if (query.severity) out.severity = query.severity;
  const start = fromApiDate(query.start_date);
  const end = fromApiDate(query.end_date);
  if (start) out.from = instant(startOfDay(start));
  if (end) out.to = instant(endOfDay(end));
  return out;
}

/** One page of events, newest first. */
export async function getEvents(query: ListQueryState) {
  const response = await api.get('/dashboard/events', { params: toEventsParams(query) });
  return eventListResponseSchema.parse(response.data);
}

export function useEvents(query: ListQueryState) {
  return useQuery(
    queryOptions({
      queryKey: eventKeys.list(query),
      queryFn: () => getEvents(query),
      placeholderData: keepPreviousData,
    }),
  );
}
