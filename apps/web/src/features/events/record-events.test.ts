import { describe, expect, it } from 'vitest';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import { lastPassed, placeEvents } from '@/features/events/record-events';

const event = (id: number, time: string, lat: number | null, lon: number | null): FleetEvent => ({
  id,
  type: 'overspeed',
  time,
  vehicle: { id: 1, name: 'Bus', plate_number: 'A 1' },
  driver: null,
  lat,
  lon,
  geofence: null,
  trip: null,
  severity: 'warning',
  attributes: {},
  message: 'Overspeed',
});

describe('record events', () => {
  it('places events at their position, or where the track was, in time order', () => {
    const placed = placeEvents(
      [
        event(2, '2026-03-01T10:05:00Z', null, null),
        event(1, '2026-03-01T10:00:00Z', 24.7, 46.7),
        event(3, 'not a time', 1, 1),
      ],
      (time) => (time === Date.parse('2026-03-01T10:05:00Z') ? { lat: 24.8, lon: 46.8 } : null),
    );
    expect(placed.map((e) => [e.id, e.placeLat, e.placeLon])).toEqual([
      [1, 24.7, 46.7],
      [2, 24.8, 46.8],
    ]);
  });

  it('drops an event without a position when the track has no point for it', () => {
    expect(placeEvents([event(1, '2026-03-01T10:00:00Z', null, null)], () => null)).toEqual([]);
  });

  it('knows the last event the playback passed', () => {
    const placed = placeEvents(
      [event(1, '2026-03-01T10:00:00Z', 1, 1), event(2, '2026-03-01T10:05:00Z', 1, 1)],
      () => null,
    );
    expect(lastPassed(placed, Date.parse('2026-03-01T09:59:59Z'))).toBeNull();
    expect(lastPassed(placed, Date.parse('2026-03-01T10:00:00Z'))?.id).toBe(1);
    expect(lastPassed(placed, Date.parse('2026-03-01T10:07:00Z'))?.id).toBe(2);
  });
});
