import { describe, expect, it } from 'vitest';
import {
  deriveLiveStatus,
  MOVING_MAX_AGE_MS,
  MOVING_MIN_SPEED_KMH,
  nextStatusChangeAt,
  PARKED_MAX_AGE_MS,
  REPORTING_MAX_AGE_MS,
  type StatusPosition,
} from './live-status';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const at = (ms: number) => new Date(NOW.getTime() + ms);

function position(overrides: Partial<StatusPosition> & { ageMs?: number } = {}): StatusPosition {
  const { ageMs = 5_000, ...rest } = overrides;
  return { speed: 40, ignition: true, fixTime: ago(ageMs), serverTime: ago(ageMs), ...rest };
}

const free = { now: NOW, onRunningItinerary: false };
const onTrip = { now: NOW, onRunningItinerary: true };

describe('deriveLiveStatus', () => {
  it('is null for a vehicle that never reported', () => {
    expect(deriveLiveStatus(null, free)).toBeNull();
    expect(deriveLiveStatus(null, onTrip)).toBeNull();
  });

  it('moving at or above the speed threshold, pause below it or with the speed unknown', () => {
    expect(deriveLiveStatus(position({ speed: MOVING_MIN_SPEED_KMH }), free)).toBe('moving');
    expect(deriveLiveStatus(position({ speed: MOVING_MIN_SPEED_KMH - 0.1 }), free)).toBe('pause');
    expect(deriveLiveStatus(position({ speed: 0 }), free)).toBe('pause');
    expect(deriveLiveStatus(position({ speed: null }), free)).toBe('pause');
  });

  it('a speed with the ignition reported off is drift or a tow: pause; unknown ignition still moves', () => {
    expect(deriveLiveStatus(position({ speed: 30, ignition: false }), free)).toBe('pause');
    expect(deriveLiveStatus(position({ speed: 30, ignition: null }), free)).toBe('moving');
  });

  it('a moving fix older than two minutes reads as pause, then exit after ten minutes of silence', () => {
    expect(deriveLiveStatus(position({ ageMs: MOVING_MAX_AGE_MS }), free)).toBe('moving');
    expect(deriveLiveStatus(position({ ageMs: MOVING_MAX_AGE_MS + 1 }), free)).toBe('pause');
    expect(deriveLiveStatus(position({ ageMs: REPORTING_MAX_AGE_MS }), free)).toBe('pause');
    expect(deriveLiveStatus(position({ ageMs: REPORTING_MAX_AGE_MS + 1 }), free)).toBe('exit');
  });

  it('a parked vehicle (ignition off) may stay silent for an hour before it is outside', () => {
    const parked = (ageMs: number) => position({ speed: 0, ignition: false, ageMs });
    expect(deriveLiveStatus(parked(REPORTING_MAX_AGE_MS + 1), free)).toBe('pause');
    expect(deriveLiveStatus(parked(PARKED_MAX_AGE_MS), free)).toBe('pause');
    expect(deriveLiveStatus(parked(PARKED_MAX_AGE_MS + 1), free)).toBe('exit');
    // Unknown ignition is treated as on: ten minutes.
    expect(
      deriveLiveStatus(position({ speed: 0, ignition: null, ageMs: REPORTING_MAX_AGE_MS + 1 }), free),
    ).toBe('exit');
  });

  it('age counts from the server time, so a device clock far behind does not make it outside', () => {
    const late = position({ fixTime: ago(3 * 3600_000), serverTime: ago(1_000) });
    expect(deriveLiveStatus(late, free)).toBe('moving');
  });

  it('a fix received "in the future" (clock skew between instances) counts as fresh', () => {
    expect(deriveLiveStatus(position({ serverTime: at(2_000) }), free)).toBe('moving');
  });

  it('busy on a running itinerary, whether moving or paused, but outside wins', () => {
    expect(deriveLiveStatus(position(), onTrip)).toBe('busy');
    expect(deriveLiveStatus(position({ speed: 0 }), onTrip)).toBe('busy');
    expect(deriveLiveStatus(position({ ageMs: REPORTING_MAX_AGE_MS + 1 }), onTrip)).toBe('exit');
  });
});

describe('nextStatusChangeAt', () => {
  it('is the next threshold the position crosses with no new report', () => {
    const moving = position({ ageMs: 1_000 });
    const change = nextStatusChangeAt(moving, free)!;
    expect(change).toBe(moving.serverTime.getTime() + MOVING_MAX_AGE_MS + 1);
    expect(deriveLiveStatus(moving, { ...free, now: new Date(change - 1) })).toBe('moving');
    expect(deriveLiveStatus(moving, { ...free, now: new Date(change) })).toBe('pause');

    const paused = nextStatusChangeAt(moving, { ...free, now: new Date(change) })!;
    expect(deriveLiveStatus(moving, { ...free, now: new Date(paused) })).toBe('exit');
    expect(nextStatusChangeAt(moving, { ...free, now: new Date(paused) })).toBeNull();

    const parked = position({ speed: 0, ignition: false });
    expect(nextStatusChangeAt(parked, free)).toBe(parked.serverTime.getTime() + PARKED_MAX_AGE_MS + 1);
    expect(nextStatusChangeAt(null, free)).toBeNull();
  });
});
