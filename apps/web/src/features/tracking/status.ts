import type { LiveStatus, LiveVehicle } from '@fleet/shared/schemas/tracking';
import { LIVE_STATUSES } from '@fleet/shared/schemas/vehicles';

/** The home page's counters: every vehicle, then one per live status (spec: moving, pause, outside, busy). */
export type StatusFilter = 'all' | LiveStatus;
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...LIVE_STATUSES];

export type StatusCounts = Record<StatusFilter, number>;

/**
 * Marker and badge colors per live status; a vehicle that never reported is grey. Each is 4:1 or more
 * against the base map's land (#f3efe6) and white (markers need 3:1); the status signs of
 * `status-glyphs.ts` tell them apart without colour.
 */
export const STATUS_COLORS: Record<LiveStatus, string> = {
  moving: '#15803d',
  pause: '#b45309',
  exit: '#dc2626',
  busy: '#2563eb',
};
export const UNKNOWN_STATUS_COLOR = '#64748b';

export function isStatusFilter(value: unknown): value is StatusFilter {
  return typeof value === 'string' && (STATUS_FILTERS as readonly string[]).includes(value);
}

export function countStatuses(vehicles: Iterable<Pick<LiveVehicle, 'live_status'>>): StatusCounts {
  const counts: StatusCounts = { all: 0, moving: 0, pause: 0, exit: 0, busy: 0 };
  for (const vehicle of vehicles) {
    counts.all++;
    if (vehicle.live_status) counts[vehicle.live_status]++;
  }
  return counts;
}

/** The same counts from the live fleet's columns: status codes (0 none, else 1 + index) of used slots. */
export function countStatusCodes(codes: Uint8Array, used: Uint8Array, slots: number): StatusCounts {
  const byCode = [0, 0, 0, 0, 0];
  let all = 0;
  for (let i = 0; i < slots; i++) {
    if (!used[i]) continue;
    all++;
    byCode[codes[i]!]!++;
  }
  const counts: StatusCounts = { all, moving: 0, pause: 0, exit: 0, busy: 0 };
  LIVE_STATUSES.forEach((status, i) => (counts[status] = byCode[i + 1]!));
  return counts;
}

export function matchesStatus(vehicle: Pick<LiveVehicle, 'live_status'>, filter: StatusFilter): boolean {
  return filter === 'all' || vehicle.live_status === filter;
}

/** Side-list search: name, plate or driver, ignoring case and Arabic/Latin letter forms that users mix. */
export function normalizeSearch(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[\u064B-\u065F\u0670]/g, '') // Arabic diacritics
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchesSearch(
  vehicle: Pick<LiveVehicle, 'name' | 'plate_number' | 'driver'>,
  normalizedQuery: string,
): boolean {
  if (!normalizedQuery) return true;
  return [vehicle.name, vehicle.plate_number, vehicle.driver?.name ?? ''].some((field) =>
    normalizeSearch(field).includes(normalizedQuery),
  );
}
