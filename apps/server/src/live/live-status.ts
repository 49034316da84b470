import type { LiveStatus } from '@fleet/shared/schemas/tracking';

/**
 * The one place a vehicle's live status is decided (docs/api.md#live-stream: the client only displays it).
 *
 * Thresholds, and why:
 * - MOVING_MIN_SPEED_KMH = 5: a standing receiver's fix wanders and reports 1–3 km/h; at 5 km/h and above the
 *   vehicle is really rolling (walking pace is the slowest a vehicle moves on purpose). With the ignition reported
 *   off a speed is receiver drift or a tow, not driving: `pause`.
 * - MOVING_MAX_AGE_MS = 2 min: a moving tracker reports every few seconds to a minute (Teltonika and GT06 defaults
 *   are 10–60 s when moving, phone apps 5–30 s). A "moving" fix older than two missed reports is no evidence the
 *   vehicle still moves: it reads as `pause` until it reports again or goes quiet for good.
 * - REPORTING_MAX_AGE_MS = 10 min: with the ignition on (or unknown) a silent tracker for ten minutes is out of
 *   coverage, switched off or unplugged: `exit` (shown as "outside").
 * - PARKED_MAX_AGE_MS = 65 min: with the ignition off, trackers save power and report about once an hour
 *   (the Teltonika FMB default stationary period is 3600 s); five minutes of slack for a late connection.
 * - `busy` (on a running itinerary) wins over `moving` and `pause` — the dispatcher's question is "is it on a job" —
 *   but not over `exit`: a vehicle that has gone silent must show as outside even during an itinerary.
 */
export const MOVING_MIN_SPEED_KMH = 5;
export const MOVING_MAX_AGE_MS = 2 * 60_000;
export const REPORTING_MAX_AGE_MS = 10 * 60_000;
export const PARKED_MAX_AGE_MS = 65 * 60_000;

export interface StatusPosition {
  /** km/h; null when the device does not report it. */
  speed: number | null;
  /** Null when the device does not report it. */
  ignition: boolean | null;
  fixTime: Date;
  /** When the server received it: the age counts from here, so a device with a wrong clock is not "outside". */
  serverTime: Date;
}

export interface StatusContext {
  now: Date;
  /**
   * Whether the vehicle is on a running itinerary. The itineraries module fills this seam; until then the
   * caller passes false.
   */
  onRunningItinerary: boolean;
}

/** Null when the vehicle has never reported a position. */
export function deriveLiveStatus(position: StatusPosition | null, context: StatusContext): LiveStatus | null {
  if (!position) return null;
  const age = Math.max(0, context.now.getTime() - position.serverTime.getTime());
  const maxAge = position.ignition === false ? PARKED_MAX_AGE_MS : REPORTING_MAX_AGE_MS;
  if (age > maxAge) return 'exit';
  if (context.onRunningItinerary) return 'busy';
  const rolling = (position.speed ?? 0) >= MOVING_MIN_SPEED_KMH && position.ignition !== false;
  return rolling && age <= MOVING_MAX_AGE_MS ? 'moving' : 'pause';
}

/**
 * When the status of this position will change with no new report (the next threshold it crosses), or null
 * when time alone cannot change it. Lets the live state re-derive only the vehicles that are due.
 */
export function nextStatusChangeAt(position: StatusPosition | null, context: StatusContext): number | null {
  if (!position) return null;
  const received = position.serverTime.getTime();
  const maxAge = position.ignition === false ? PARKED_MAX_AGE_MS : REPORTING_MAX_AGE_MS;
  const status = deriveLiveStatus(position, context);
  if (status === 'exit') return null;
  if (status === 'moving') return received + MOVING_MAX_AGE_MS + 1;
  return received + maxAge + 1;
}
