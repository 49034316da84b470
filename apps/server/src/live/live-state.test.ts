import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryHub } from './hub';
import { type LiveChange, LiveState, type LiveVehicleRow, STATUS_TICK_MS } from './live-state';
import { MOVING_MAX_AGE_MS, REPORTING_MAX_AGE_MS } from './live-status';

const quiet = { warn: () => {}, info: () => {} };
const T0 = Date.parse('2026-03-01T10:00:00.000Z');

function row(id: number, overrides: Partial<LiveVehicleRow> = {}): LiveVehicleRow {
  return {
    id,
    name: `V${id}`,
    plateNumber: `P ${id}`,
    deviceId: `dev${id}`,
    status: true,
    driver: null,
    position: null,
    ...overrides,
  };
}

function setup(rows: LiveVehicleRow[]) {
  let now = T0;
  const table = new Map(rows.map((r) => [r.id, r]));
  const source = {
    load: vi.fn(async (ids: readonly number[] | null) =>
      [...table.values()].filter((r) => !ids || ids.includes(r.id)),
    ),
  };
  const hub = new MemoryHub(quiet);
  const live = new LiveState(source, hub, quiet, { now: () => new Date(now) });
  const changes: LiveChange[] = [];
  live.onChange((c) => changes.push(c));
  return {
    live,
    hub,
    table,
    source,
    changes,
    advance: (ms: number) => {
      now += ms;
      vi.advanceTimersByTime(ms);
    },
    at: (offset: number) => new Date(T0 + offset).toISOString(),
  };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveState', () => {
  it('turns moving into pause and then outside as time passes with no report', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const t = setup([row(1)]);
    await t.live.start();
    t.changes.length = 0;
    t.hub.publish({
      type: 'positions',
      positions: [
        {
          vehicle_id: 1,
          lat: 24.7,
          lon: 46.7,
          speed: 50,
          course: 10,
          ignition: true,
          fix_time: t.at(0),
          server_time: t.at(0),
        },
      ],
    });
    await flush();
    expect(t.live.get(1)?.live_status).toBe('moving');
    t.advance(MOVING_MAX_AGE_MS + STATUS_TICK_MS);
    expect(t.live.get(1)?.live_status).toBe('pause');
    t.advance(REPORTING_MAX_AGE_MS);
    expect(t.live.get(1)?.live_status).toBe('exit');
    expect(t.changes.map((c) => c.changed)).toEqual([[1], [1], [1]]);
    t.live.stop();
  });

  it('keeps the newest fix, not the newest arrival, and ignores duplicates', async () => {
    const t = setup([row(1)]);
    await t.live.start();
    t.changes.length = 0;
    const p = (offset: number, lat: number) => ({
      vehicle_id: 1,
      lat,
      lon: 46.7,
      speed: 0,
      course: null,
      ignition: null,
      fix_time: t.at(offset),
      server_time: t.at(0),
    });
    t.hub.publish({ type: 'positions', positions: [p(-1_000, 24.2)] });
    t.hub.publish({ type: 'positions', positions: [p(-5_000, 24.1)] });
    t.hub.publish({ type: 'positions', positions: [p(-1_000, 24.2)] });
    await flush();
    expect(t.live.get(1)?.position?.lat).toBe(24.2);
    expect(t.changes).toHaveLength(1);
    t.live.stop();
  });

  it('reads a vehicle it does not know yet when a position arrives for it, and drops deleted ones', async () => {
    const t = setup([row(1)]);
    await t.live.start();
    t.changes.length = 0;
    t.table.set(2, row(2));
    t.hub.publish({
      type: 'positions',
      positions: [
        {
          vehicle_id: 2,
          lat: 24,
          lon: 46,
          speed: 9,
          course: 1,
          ignition: true,
          fix_time: t.at(0),
          server_time: t.at(0),
        },
      ],
    });
    await flush();
    await t.live.settled();
    expect(t.live.get(2)?.position?.lat).toBe(24);
    expect(t.source.load).toHaveBeenLastCalledWith([2]);

    t.table.delete(1);
    t.hub.publish({ type: 'vehicles.changed', ids: [1] });
    await flush();
    await t.live.settled();
    expect(t.live.get(1)).toBeUndefined();
    expect(t.changes.at(-1)).toEqual({ changed: [], removed: [1] });
    expect(JSON.parse(t.live.json(2)!)).toEqual(t.live.get(2));
    t.live.stop();
  });

  it('joins reload requests made while a read waits: a burst of changes costs a few reads', async () => {
    const t = setup([row(1), row(2), row(3)]);
    await t.live.start();
    t.source.load.mockClear();
    const all = [t.live.reload([1]), t.live.reload([2]), t.live.reload([2, 3])];
    await Promise.all(all);
    expect(t.source.load).toHaveBeenCalledTimes(1);
    expect(t.source.load).toHaveBeenLastCalledWith([1, 2, 3]);

    t.source.load.mockClear();
    await Promise.all([t.live.reload([1]), t.live.reload(null), t.live.reload([2])]);
    expect(t.source.load.mock.calls).toEqual([[null]]);
    t.live.stop();
  });

  it('carries sensor values: derived from the kept readings when the sensors arrive, from each fix after', async () => {
    const position = {
      lat: 24.7,
      lon: 46.7,
      speed: 0,
      course: 0,
      ignition: false,
      fix_time: new Date(T0).toISOString(),
      server_time: new Date(T0).toISOString(),
    };
    const t = setup([row(1, { position, readings: { fuel: 100 } }), row(2, { position })]);
    await t.live.start();
    expect(t.live.get(1)!.sensors).toEqual([]);
    const scale = new Map([[1, 2]]);
    const sensors = {
      readings: (id: number, attributes: Readonly<Record<string, unknown>>) =>
        scale.has(id) ? { fuel: attributes.fuel as number } : undefined,
      values: (id: number, readings: Readonly<Record<string, unknown>> | null) => {
        const factor = scale.get(id);
        if (factor === undefined) return [];
        const raw = readings?.fuel;
        return [
          {
            id: 9,
            type: 'fuel_level' as const,
            name: 'Tank',
            value: typeof raw === 'number' ? raw * factor : null,
            unit: 'L',
          },
        ];
      },
    };
    t.changes.length = 0;
    t.live.useSensors(sensors);
    expect(t.changes).toEqual([{ changed: [1], removed: [] }]);
    expect(t.live.get(1)!.sensors).toEqual([expect.objectContaining({ value: 200 })]);
    expect(t.live.get(2)!.sensors).toEqual([]);
    expect(JSON.parse(t.live.json(1)!).sensors[0].value).toBe(200);
    // A newer fix with its readings.
    t.hub.publish({
      type: 'positions',
      positions: [
        { vehicle_id: 1, ...position, fix_time: t.at(1000), server_time: t.at(1000), readings: { fuel: 50 } },
      ],
    });
    await flush();
    expect(t.live.get(1)!.sensors[0]!.value).toBe(100);
    expect(t.live.readingsOf(1, { fuel: 7, other: 1 })).toEqual({ fuel: 7 });
    expect(t.live.readingsOf(2, { fuel: 7 })).toBeUndefined();
    // The sensors changed: the vehicle is read again, its values derived with the sensors as they are now.
    scale.set(1, 3);
    t.table.set(
      1,
      row(1, {
        position: { ...position, fix_time: t.at(1000), server_time: t.at(1000) },
        readings: { fuel: 50 },
      }),
    );
    await t.live.sensorsChanged([1]);
    expect(t.live.get(1)!.sensors[0]!.value).toBe(150);
    t.live.stop();
  });
});
