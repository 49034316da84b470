import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripResponseSchema, type Trip } from '@fleet/shared/schemas/trips';
import { api } from '@/lib/api-client';
import { tripKeys } from '@/features/trips/api/keys';

export async function getTrip(id: number) {
  const response = await api.get(`/dashboard/trips/${id}`, { notFoundRedirect: true });
  return tripResponseSchema.parse(response.data).data;
}

export const tripQueryOptions = (id: number) =>
  queryOptions({ queryKey: tripKeys.detail(id), queryFn: () => getTrip(id) });

/** A trip that can still change status: the clock alone moves it to late or skipped. */
export const isOpenTrip = (trip: Pick<Trip, 'status'>) =>
  trip.status !== 'finished' && trip.status !== 'skipped';

/** The server re-checks open trips every 15 s; the details page follows at that pace. */
const OPEN_TRIP_REFRESH_MS = 15_000;

export function useTrip(id: number | undefined, options: { follow?: boolean } = {}) {
  return useQuery({
    ...tripQueryOptions(id ?? 0),
    enabled: id !== undefined && id > 0,
    refetchInterval: (query) =>
      options.follow && query.state.data && isOpenTrip(query.state.data) ? OPEN_TRIP_REFRESH_MS : false,
  });
}
