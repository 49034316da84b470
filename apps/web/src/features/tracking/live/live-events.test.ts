import { describe, expect, it } from 'vitest';
import type { FleetEvent } from '@fleet/shared/schemas/events';
import { LiveEvents, RECENT_EVENTS } from '@/features/tracking/live/live-events';
import { readEventMessage } from '@/features/tracking/live/stream-guard';

const event = (id: number, minute: number): FleetEvent => ({
  id,
  type: 'geofence_enter',
  time: new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString(),
  vehicle: { id: 1, name: 'Bus', plate_number: 'A 1' },
  driver: null,
  lat: 24.7,
  lon: 46.7,
  geofence: { id: 2, name: 'Depot' },
  trip: null,
  severity: 'info',
  attributes: { dwell_seconds: 10 },
  message: 'Bus entered Depot',
});

describe('live events', () => {
  it('keeps the newest events once each and counts the unseen', () => {
    const store = new LiveEvents();
    store.push(event(1, 0));
    store.push(event(2, 5));
    store.push(event(1, 0));
    expect(store.getState().recent.map((e) => e.id)).toEqual([2, 1]);
    expect(store.getState().unseen).toBe(2);
    // Handed to a component as a callback, detached from the store.
    const { markSeen } = store;
    markSeen();
    expect(store.getState().unseen).toBe(0);
    for (let i = 3; i < 3 + RECENT_EVENTS; i++) store.push(event(i, i));
    expect(store.getState().recent).toHaveLength(RECENT_EVENTS);
    expect(store.getState().recent[0]!.id).toBe(2 + RECENT_EVENTS);
  });

  it('reads only event messages that follow the contract', () => {
    expect(readEventMessage({ type: 'event', data: event(1, 0) })?.id).toBe(1);
    expect(readEventMessage({ type: 'event', data: { ...event(1, 0), type: 'teleport' } })).toBeNull();
    expect(readEventMessage({ type: 'event' })).toBeNull();
  });
});
