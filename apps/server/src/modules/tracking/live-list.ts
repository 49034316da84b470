import type { LiveListQuery, LiveVehicle } from '@fleet/shared/schemas/tracking';
import { DEFAULT_PER_PAGE } from '@fleet/shared/constants';
import { pageMeta } from '../../db/sql';

const collator = new Intl.Collator(['ar', 'en'], { numeric: true, sensitivity: 'base' });

/** Search text as users type it: case, Arabic diacritics and the letter forms they mix are ignored. */
export function normalizeSearch(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the list reads of the live state. */
export interface LiveListSource {
  /** Changes when vehicles come or go or their names, plates, devices or drivers change. */
  readonly infoVersion: number;
  ids(): number[];
  get(id: number): LiveVehicle | undefined;
}

/**
 * The home page's list of live vehicles, paged. The order by name and each vehicle's search text are kept
 * until `infoVersion` changes (a vehicle created, renamed or deleted), so a request at 100,000 vehicles does
 * not sort the fleet: it walks the kept order, filtering by status and search, and reads one page.
 */
export class LiveList {
  private kept: { version: number; ids: number[]; text: Map<number, string> } | null = null;

  constructor(private readonly live: LiveListSource) {}

  page(query: LiveListQuery, scope: ReadonlySet<number> | null) {
    const page = Number(query.page ?? 1);
    const perPage = Number(query.per_page ?? DEFAULT_PER_PAGE);
    const search = query.search ? normalizeSearch(query.search) : '';
    const { ids, text } = this.order();
    const from = (page - 1) * perPage;
    const rows: LiveVehicle[] = [];
    let total = 0;
    for (const id of ids) {
      if (scope && !scope.has(id)) continue;
      if (search && !text.get(id)!.includes(search)) continue;
      if (query.status) {
        if (this.live.get(id)?.live_status !== query.status) continue;
      }
      if (total >= from && rows.length < perPage) {
        const vehicle = this.live.get(id);
        if (vehicle) rows.push(vehicle);
      }
      total++;
    }
    return { data: rows, meta: pageMeta(total, page, perPage) };
  }

  private order() {
    const version = this.live.infoVersion;
    if (this.kept?.version === version) return this.kept;
    const names = new Map<number, string>();
    const text = new Map<number, string>();
    for (const id of this.live.ids()) {
      const vehicle = this.live.get(id);
      if (!vehicle) continue;
      names.set(id, vehicle.name);
      text.set(
        id,
        normalizeSearch(
          [vehicle.name, vehicle.plate_number, vehicle.device_id ?? '', vehicle.driver?.name ?? ''].join(' '),
        ),
      );
    }
    const ids = [...names.keys()].sort((a, b) => collator.compare(names.get(a)!, names.get(b)!) || a - b);
    this.kept = { version, ids, text };
    return this.kept;
  }
}
