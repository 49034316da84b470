import { useMemo, useState } from 'react';
import type { LiveFleet } from '@/features/tracking/live/live-fleet';
import type { VehicleInfo } from '@/features/tracking/live/fleet-batch';
import type { LiveState } from '@/features/tracking/live/live-store';
import { normalizeSearch, type StatusFilter } from '@/features/tracking/status';

const collator = new Intl.Collator(['ar', 'en'], { numeric: true, sensitivity: 'base' });

type FleetColumns = Pick<LiveFleet, 'keys' | 'info' | 'infoVersion' | 'liveStatus'>;

/**
 * The side list's vehicles as ids: sorted by name, filtered by status and search, without building a
 * vehicle object per vehicle (the list builds those of the rows in view). The order is redone only
 * when vehicles come, go or are renamed; the search text of a vehicle only when its name, plate or
 * driver changes.
 */
export class FleetSorter {
  private ids: number[] = [];
  private infoVersion = -1;
  private searchText = new WeakMap<VehicleInfo, string>();

  sorted(fleet: FleetColumns): readonly number[] {
    if (fleet.infoVersion !== this.infoVersion) {
      this.infoVersion = fleet.infoVersion;
      const names = new Map<number, string>();
      for (const id of fleet.keys()) names.set(id, fleet.info(id)?.name ?? '');
      this.ids = [...names.keys()].sort((a, b) => collator.compare(names.get(a)!, names.get(b)!));
    }
    return this.ids;
  }

  /** Sorted, then those of the status and matching the (normalized) query. */
  listed(fleet: FleetColumns, filter: StatusFilter, normalizedQuery: string): number[] {
    const out: number[] = [];
    for (const id of this.sorted(fleet)) {
      if (filter !== 'all' && fleet.liveStatus(id) !== filter) continue;
      if (normalizedQuery && !this.text(fleet.info(id)).includes(normalizedQuery)) continue;
      out.push(id);
    }
    return out;
  }

  private text(info: VehicleInfo | undefined): string {
    if (!info) return '';
    let text = this.searchText.get(info);
    if (text === undefined) {
      text = normalizeSearch(`${info.name} ${info.plate_number} ${info.driver?.name ?? ''}`);
      this.searchText.set(info, text);
    }
    return text;
  }
}

/** Ids of the vehicles the side list shows, recomputed with each live batch. */
export function useListedFleet(state: LiveState, fleet: FleetColumns, filter: StatusFilter, query: string) {
  const [sorter] = useState(() => new FleetSorter());
  const { version } = state;
  // `version` marks a new flush of the same (mutated) fleet.
  return useMemo(
    () => sorter.listed(fleet, filter, normalizeSearch(query)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sorter, fleet, version, filter, query],
  );
}
