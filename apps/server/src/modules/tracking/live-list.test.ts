import { describe, expect, it } from 'vitest';
import type { LiveVehicle } from '@fleet/shared/schemas/tracking';
import { LiveList, type LiveListSource } from './live-list';

function vehicle(id: number, name: string, live_status: LiveVehicle['live_status'] = null): LiveVehicle {
  return {
    id,
    name,
    plate_number: `ABC ${1000 + id}`,
    device_id: `dev-${id}`,
    status: true,
    live_status,
    position: null,
    driver: id === 2 ? { id: 9, name: 'سائق أحمد' } : null,
    sensors: [],
  };
}

class Source implements LiveListSource {
  infoVersion = 0;
  reads = 0;
  constructor(public vehicles: Map<number, LiveVehicle>) {}
  ids() {
    this.reads++;
    return [...this.vehicles.keys()];
  }
  get(id: number) {
    return this.vehicles.get(id);
  }
}

describe('LiveList', () => {
  const fleet = () =>
    new Map(
      [
        vehicle(1, 'Bus 10', 'moving'),
        vehicle(2, 'Bus 2', 'pause'),
        vehicle(3, 'Car 1'),
        vehicle(4, 'bus 1'),
      ].map((v) => [v.id, v]),
    );

  it('sorts by name (numbers as numbers, case ignored), pages, searches and filters', () => {
    const list = new LiveList(new Source(fleet()));
    const page = list.page({ per_page: 2 }, null);
    expect(page.data.map((v) => v.id)).toEqual([4, 2]);
    expect(page.meta).toEqual({ per_page: 2, total: 4, current_page: 1, last_page: 2 });
    expect(list.page({ page: 2, per_page: 2 }, null).data.map((v) => v.id)).toEqual([1, 3]);
    expect(list.page({ search: 'BUS 1' }, null).data.map((v) => v.id)).toEqual([4, 1]);
    expect(list.page({ search: 'dev-3' }, null).data.map((v) => v.id)).toEqual([3]);
    expect(list.page({ search: 'احمد' }, null).data.map((v) => v.id)).toEqual([2]);
    expect(list.page({ status: 'moving' }, null).data.map((v) => v.id)).toEqual([1]);
    expect(list.page({}, new Set([1, 3])).meta.total).toBe(2);
  });

  it('sorts again only when the live state says names or vehicles changed, and reads live fields fresh', () => {
    const source = new Source(fleet());
    const list = new LiveList(source);
    list.page({}, null);
    list.page({ status: 'pause' }, null);
    expect(source.reads).toBe(1);
    source.vehicles.set(1, { ...source.vehicles.get(1)!, live_status: 'pause' });
    expect(list.page({ status: 'pause' }, null).data.map((v) => v.id)).toEqual([2, 1]);
    expect(source.reads).toBe(1);
    source.vehicles.set(3, vehicle(3, 'Bus 0'));
    source.infoVersion++;
    expect(list.page({ per_page: 1 }, null).data.map((v) => v.id)).toEqual([3]);
    expect(source.reads).toBe(2);
  });
});
