import { describe, expect, it } from 'vitest';
import { MemoryHub } from './hub';
import { inBoxes, LiveSpatial, viewportBoxes } from './live-spatial';
import { LiveState, type LiveVehicleRow } from './live-state';
import { adaptiveFlushInterval, DEFAULT_STREAM_OPTIONS } from './stream-client';

const quiet = { warn: () => {}, info: () => {} };

describe('viewportBoxes', () => {
  it('adds a quarter of the size around the box, within the poles', () => {
    expect(viewportBoxes([46, 24, 47, 25], 0.25)).toEqual([
      { west: 45.75, south: 23.75, east: 47.25, north: 25.25 },
    ]);
    expect(viewportBoxes([0, -89, 10, 89], 0.25)[0]).toMatchObject({ south: -90, north: 90 });
  });

  it('splits a box across the antimeridian in two and brings a wrapped map back to ±180', () => {
    expect(viewportBoxes([170, -10, 190, 10])).toEqual([
      { west: 170, south: -10, east: 180, north: 10 },
      { west: -180, south: -10, east: -170, north: 10 },
    ]);
    expect(viewportBoxes([406, 24, 407, 25])).toEqual([{ west: 46, south: 24, east: 47, north: 25 }]);
    expect(viewportBoxes([-200, 0, 200, 10])).toEqual([{ west: -180, south: 0, east: 180, north: 10 }]);
    expect(inBoxes(viewportBoxes([170, -10, 190, 10]), 0, -175)).toBe(true);
    expect(inBoxes(viewportBoxes([170, -10, 190, 10]), 0, 0)).toBe(false);
  });
});

describe('adaptive flushing', () => {
  it('keeps the base interval for a few clients and grows with many, up to the maximum', () => {
    expect(adaptiveFlushInterval(DEFAULT_STREAM_OPTIONS, 1)).toBe(10);
    expect(adaptiveFlushInterval(DEFAULT_STREAM_OPTIONS, 100)).toBe(10);
    expect(adaptiveFlushInterval(DEFAULT_STREAM_OPTIONS, 1_500)).toBe(150);
    expect(adaptiveFlushInterval(DEFAULT_STREAM_OPTIONS, 100_000)).toBe(250);
  });
});

describe('LiveSpatial', () => {
  it('finds vehicles in a box as they move, and clusters them with counts that add up', async () => {
    const rows: LiveVehicleRow[] = Array.from({ length: 300 }, (_, i) => ({
      id: i + 1,
      name: `V${i + 1}`,
      plateNumber: `P ${i + 1}`,
      deviceId: null,
      status: true,
      driver: null,
      position:
        i === 299
          ? null
          : {
              lat: 20 + (i % 10),
              lon: 40 + Math.floor(i / 10) * 0.1,
              speed: i % 2 ? 40 : 0,
              course: 0,
              ignition: true,
              fix_time: new Date().toISOString(),
              server_time: new Date().toISOString(),
              altitude: null,
              satellites: null,
              attributes: {},
            },
    }));
    const hub = new MemoryHub(quiet);
    const live = new LiveState({ load: async () => rows }, hub, quiet);
    await live.start();
    const now = 0;
    const spatial = new LiveSpatial(live, () => now);
    expect(spatial.search(viewportBoxes([39, 19.5, 45, 20.5]))).toHaveLength(30);
    const all = spatial.clusters(viewportBoxes([-180, -85, 180, 85]), 3, null);
    expect(all.reduce((sum, c) => sum + c.count, 0)).toBe(299);
    for (const cluster of all) {
      expect(Object.values(cluster.statuses).reduce((sum, n) => sum + (n ?? 0), 0)).toBe(cluster.count);
    }
    expect(spatial.summary(null).total).toBe(300);

    const time = new Date(Date.now() + 5_000).toISOString();
    hub.publish({
      type: 'positions',
      positions: [
        {
          vehicle_id: 1,
          lat: 10,
          lon: 10,
          speed: 0,
          course: 0,
          ignition: true,
          fix_time: time,
          server_time: time,
        },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(spatial.search(viewportBoxes([39, 19.5, 45, 20.5]))).toHaveLength(29);
    expect(spatial.search(viewportBoxes([9, 9, 11, 11]))).toEqual([1]);
    expect(spatial.clusters(viewportBoxes([9, 9, 11, 11]), 3, null)).toEqual([
      { lat: 10, lon: 10, count: 1, statuses: { [live.get(1)!.live_status!]: 1 } },
    ]);
    expect(spatial.clusters(viewportBoxes([9, 9, 11, 11]), 3, new Set([2]))).toEqual([]);
    spatial.stop();
    live.stop();
  });
});
