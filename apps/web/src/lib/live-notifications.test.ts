import { describe, expect, it } from 'vitest';
import type { FleetNotification } from '@fleet/shared/schemas/notifications';
import { liveNotifications } from '@/lib/live-notifications';

const notification = (id: number): FleetNotification => ({
  id,
  read_at: null,
  created_at: '2026-11-25T10:00:00.000Z',
  event: {
    id: id * 10,
    type: 'alarm',
    time: '2026-11-25T10:00:00.000Z',
    vehicle: { id: 1, name: 'Bus 1', plate_number: 'ABC 1' },
    driver: null,
    lat: null,
    lon: null,
    geofence: null,
    trip: null,
    severity: 'critical',
    attributes: { alarm: 'sos' },
    message: 'Bus 1: alarm — SOS',
  },
});

describe('liveNotifications', () => {
  it('hands each new notification to the listeners once, even when a reconnect repeats it', () => {
    const heard: number[] = [];
    const stop = liveNotifications.subscribe((n) => heard.push(n.id));
    liveNotifications.push(notification(1));
    liveNotifications.push(notification(2));
    liveNotifications.push(notification(1));
    stop();
    liveNotifications.push(notification(3));
    expect(heard).toEqual([1, 2]);
  });
});
