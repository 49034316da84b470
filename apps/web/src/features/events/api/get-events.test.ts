import { describe, expect, it } from 'vitest';
import { eventListQuerySchema } from '@fleet/shared/schemas/events';
import { toEventsParams } from '@/features/events/api/get-events';

describe('events query', () => {
  it('sends the filters and the date range as instants the contract accepts', () => {
    const params = toEventsParams({
      page: 2,
      type: 'overspeed',
      vehicle_id: '7',
      geofence_id: '3',
      severity: 'warning',
      start_date: '2026-03-01',
      end_date: '2026-03-02',
      name: 'ignored',
    });
    expect(params).toMatchObject({
      page: '2',
      type: 'overspeed',
      vehicle_id: '7',
      geofence_id: '3',
      severity: 'warning',
    });
    expect(params.name).toBeUndefined();
    expect(new Date(params.from!).getDate()).toBe(1);
    expect(new Date(params.from!).getHours()).toBe(0);
    expect(new Date(params.to!).getDate()).toBe(2);
    expect(new Date(params.to!).getHours()).toBe(23);
    expect(eventListQuerySchema.safeParse(params).success).toBe(true);
  });
});
