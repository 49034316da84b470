import { useMemo, useState } from 'react';
import type { LiveVehicle } from '@fleet/shared/schemas/tracking';
import type { LiveState } from '@/features/tracking/live/live-store';

const collator = new Intl.Collator(['ar', 'en'], { numeric: true, sensitivity: 'base' });

/**
 * Keeps the fleet's order by name between live updates: sorting 10,000 names on every update would cost
 * more than the update itself, so the order is redone only when vehicles come, go or are renamed.
 */
export class FleetSorter {
  private ids: number[] = [];
  private names = new Map<number, string>();

  sort(state: Pick<LiveState, 'vehicles' | 'changed'>): LiveVehicle[] {
    const { vehicles, changed } = state;
    let stale = changed === 'all' || vehicles.size !== this.ids.length;
    if (!stale && changed !== 'all') {
      for (const id of changed) {
        const vehicle = vehicles.get(id);
        if (!vehicle || this.names.get(id) !== vehicle.name) {
          stale = true;
          break;
        }
      }
    }
    if (stale) {
      const sorted = [...vehicles.values()].sort((a, b) => collator.compare(a.name, b.name));
      this.ids = sorted.map((v) => v.id);
      this.names = new Map(sorted.map((v) => [v.id, v.name]));
      return sorted;
    }
    const out: LiveVehicle[] = [];
    for (const id of this.ids) {
      const vehicle = vehicles.get(id);
      if (vehicle) out.push(vehicle);
    }
    return out;
  }
}

export function useSortedFleet(state: LiveState): LiveVehicle[] {
  const [sorter] = useState(() => new FleetSorter());
  const { version, vehicles, changed } = state;
  // `version` marks a new flush of the same (mutated) map.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => sorter.sort({ vehicles, changed }), [sorter, vehicles, version, changed]);
}
