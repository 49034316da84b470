import { ALARM_KINDS, type AlarmKind } from '@fleet/shared/schemas/events';
import type { EventSettings } from '@fleet/shared/schemas/settings';
import type { StoredPosition } from '../../db/stored-position';
import type { EventFinal, RaisedEvent } from './event-record';
import { freshHarshState, harshStep, type HarshState } from './harsh-driving';
import { type CompiledGeofence, contains, type GeofenceIndex, insideSpan } from './geofence-index';
import type { SensorDefinition } from '../../lib/sensors/calibrate';
import { type SensorState, SensorStates } from '../../lib/sensors/sensor-events';
import { sensorStep } from './sensor-step';

/**
 * One vehicle's engine state: small, saved as JSON in `engine_cursors` (see event-engine.ts). Times are epoch ms.
 */
export interface VehicleState {
  /** Newest processed fix. */
  last: { t: number; server: number; lat: number; lon: number } | null;
  ignition: boolean | null;
  /** Geofences the vehicle is in (confirmed). */
  inside: number[];
  /** Crossings waiting for the dwell time: geofence id → first fix on the other side. */
  pending: PendingCrossings;
  /** `raised`: its event is stored (it qualified); its end only completes that event's attributes. */
  overspeed: {
    t: number;
    lat: number;
    lon: number;
    max: number;
    limit: number;
    /** The geofence whose lower limit applied (a school zone), so a rule can watch speeding there. */
    zone?: number;
    raised?: boolean;
  } | null;
  idle: { t: number; lat: number; lon: number; raised?: boolean } | null;
  alarm: { kind: string; t: number } | null;
  harsh: HarshState;
  /** The fuel and temperature detectors of the vehicle's sensors (absent without sensors; saved by sensor id). */
  sensors?: SensorStates;
}

export interface PendingCrossing {
  t: number;
  lat: number;
  lon: number;
}

/**
 * Saved as a JSON object keyed by geofence id, but a map in memory: V8 keeps the small integer keys of a new object
 * in an array as long as the largest key (12 kB for geofence 1000), which every `for in` scans.
 */
export class PendingCrossings extends Map<number, PendingCrossing> {
  toJSON(): Record<string, PendingCrossing> {
    return Object.fromEntries(this);
  }
}

/** A state as `engine_cursors` holds it. */
export type SavedVehicleState = Omit<VehicleState, 'pending' | 'sensors'> & {
  pending: Record<string, PendingCrossing>;
  sensors?: Record<string, SensorState>;
};

export function freshState(): VehicleState {
  return {
    last: null,
    ignition: null,
    inside: [],
    pending: new PendingCrossings(),
    overspeed: null,
    idle: null,
    alarm: null,
    harsh: freshHarshState(),
  };
}

/** The state saved as `saved` (none: a fresh one); `JSON.stringify` gives it back. */
export function restoredState(saved: Partial<SavedVehicleState> | undefined): VehicleState {
  const pending = Object.entries(saved?.pending ?? {}).map(
    ([id, crossing]) => [Number(id), crossing] as const,
  );
  const { sensors, ...rest } = saved ?? {};
  return {
    ...freshState(),
    ...rest,
    pending: new PendingCrossings(pending),
    ...(sensors && { sensors: new SensorStates(sensors) }),
  };
}

export interface VehicleFacts {
  speedLimit: number | null;
  driverId: number | null;
  /** The vehicle's sensors (most have none). */
  sensors?: readonly SensorDefinition[];
}

/**
 * Consecutive reports carrying the same alarm less than this apart are one alarm (a device repeats an alarm
 * until acknowledged, or in every report while the condition lasts): one event per run of reports, a new one
 * after a report without it, another kind, or this long without it.
 */
export const ALARM_REPEAT_MS = 60_000;

const ALARMS = new Set<string>(ALARM_KINDS);

/** What fixes produce: new events, and the final attributes of episodes raised earlier that ended. */
export interface StepOutput {
  events: RaisedEvent[];
  finals: EventFinal[];
}

/**
 * Feeds one fix (newer than `state.last`) to the vehicle's state and appends what it produces to `out`. Pure: the
 * same state and fixes give the same events with the same keys, which is what makes a replay after a restart
 * harmless.
 *
 * An overspeed or idle episode is raised as soon as it has lasted the minimum, at its first fix (so its key does
 * not depend on when it is seen), with its maximum and duration so far; its end gives the final ones as an
 * update of that event (`finals`).
 */
export function step(
  state: VehicleState,
  fix: StoredPosition,
  settings: EventSettings,
  geofences: GeofenceIndex,
  vehicle: VehicleFacts,
  out: StepOutput,
): void {
  const events = out.events;
  const t = fix.fixTime.getTime();
  const server = fix.serverTime.getTime();
  const base = { vehicleId: fix.vehicleId, driverId: vehicle.driverId };
  const previous = state.last;

  // Back after silence (the timer raised device_offline from server time): the first report says so.
  const offlineMs = settings.offline_minutes * 60_000;
  if (previous && server - previous.server >= offlineMs) {
    events.push({
      ...base,
      type: 'device_online',
      ...at(t, fix.lat, fix.lon),
      attributes: { silent_seconds: Math.round((server - previous.server) / 1000) },
    });
  }

  // A gap in the track ends what was going on at its last fix: an idle or overspeed episode is not stretched
  // over an hour nobody heard from the vehicle.
  if (previous && t - previous.t >= offlineMs) {
    endOverspeed(state, base, previous.t, settings, out);
    endIdle(state, base, previous.t, settings, out);
  }

  if (fix.valid) geofenceStep(state, fix, t, settings, geofences, events, base);

  // Ignition changes.
  if (fix.ignition !== null) {
    if (state.ignition !== null && state.ignition !== fix.ignition) {
      events.push({
        ...base,
        type: fix.ignition ? 'ignition_on' : 'ignition_off',
        ...at(t, fix.lat, fix.lon),
      });
    }
    state.ignition = fix.ignition;
  }

  // Overspeed episode: from the first fix above the limit to the first at or below it.
  if (fix.valid && fix.speed !== null) {
    let limit = vehicle.speedLimit ?? settings.overspeed_limit;
    let zone: number | undefined;
    if (vehicle.speedLimit === null) {
      let lowest = Infinity;
      for (const id of state.inside) {
        const zoneLimit = geofences.byId.get(id)?.speedLimit ?? Infinity;
        if (zoneLimit < lowest) {
          lowest = zoneLimit;
          zone = id;
        }
      }
      if (lowest !== Infinity) limit = lowest;
    }
    let episode = state.overspeed;
    if (fix.speed > limit) {
      if (!episode) {
        episode = state.overspeed = { t, lat: fix.lat, lon: fix.lon, max: fix.speed, limit };
        if (zone !== undefined) episode.zone = zone;
      } else episode.max = Math.max(episode.max, fix.speed);
      if (!episode.raised && t - episode.t >= settings.overspeed_min_seconds * 1000) {
        events.push(overspeedEvent(base, episode, t));
        episode.raised = true;
      }
    } else endOverspeed(state, base, t, settings, out);
  }

  // Idle episode: ignition on and not moving.
  const idling = fix.ignition === true && (fix.speed ?? 0) < settings.moving_speed_kmh;
  const idleMs = settings.idle_minutes * 60_000;
  if (idling) {
    const idle = (state.idle ??= { t, lat: fix.lat, lon: fix.lon });
    if (!idle.raised && t - idle.t >= idleMs) {
      events.push(idleEvent(base, idle, t));
      idle.raised = true;
    }
  } else endIdle(state, base, t, settings, out);

  // Device alarms (decoders normalise them into `attributes.alarm`).
  const kind = fix.attributes.alarm;
  if (typeof kind === 'string' && ALARMS.has(kind)) {
    const repeat = state.alarm && state.alarm.kind === kind && t - state.alarm.t < ALARM_REPEAT_MS;
    if (!repeat) {
      events.push({
        ...base,
        type: 'alarm',
        subject: kind,
        ...at(t, fix.lat, fix.lon),
        attributes: { alarm: kind as AlarmKind },
      });
    }
    state.alarm = { kind, t };
  } else {
    state.alarm = null;
  }

  harshStep(state.harsh, fix, t, previous ? previous.t : null, settings, base, out);
  if (vehicle.sensors?.length || state.sensors)
    sensorStep(state, fix, vehicle.sensors ?? [], settings.temperature_min_seconds, base, out);

  if (previous) {
    previous.t = t;
    previous.server = server;
    previous.lat = fix.lat;
    previous.lon = fix.lon;
  } else state.last = { t, server, lat: fix.lat, lon: fix.lon };
}

type Base = { vehicleId: number; driverId: number | null };

/** Ends an open overspeed episode at `end`: its final values, or its event if it qualifies only now. */
function endOverspeed(
  state: VehicleState,
  base: Base,
  end: number,
  settings: EventSettings,
  out: StepOutput,
) {
  const episode = state.overspeed;
  if (!episode) return;
  if (episode.raised) out.finals.push(finalOf(overspeedEvent(base, episode, end)));
  else if (end - episode.t >= settings.overspeed_min_seconds * 1000)
    out.events.push(overspeedEvent(base, episode, end));
  state.overspeed = null;
}

/** Ends an open idle episode at `end`, as `endOverspeed`. */
function endIdle(state: VehicleState, base: Base, end: number, settings: EventSettings, out: StepOutput) {
  const idle = state.idle;
  if (!idle) return;
  if (idle.raised) out.finals.push(finalOf(idleEvent(base, idle, end)));
  else if (end - idle.t >= settings.idle_minutes * 60_000) out.events.push(idleEvent(base, idle, end));
  state.idle = null;
}

function overspeedEvent(base: Base, episode: NonNullable<VehicleState['overspeed']>, t: number): RaisedEvent {
  return {
    ...base,
    type: 'overspeed',
    time: new Date(episode.t),
    lat: episode.lat,
    lon: episode.lon,
    ...(episode.zone !== undefined ? { geofenceId: episode.zone } : {}),
    attributes: {
      speed_max: Math.round(episode.max * 10) / 10,
      limit: episode.limit,
      duration_seconds: Math.round((t - episode.t) / 1000),
    },
  };
}

function idleEvent(base: Base, idle: NonNullable<VehicleState['idle']>, t: number): RaisedEvent {
  return {
    ...base,
    type: 'idle',
    time: new Date(idle.t),
    lat: idle.lat,
    lon: idle.lon,
    attributes: { duration_seconds: Math.round((t - idle.t) / 1000) },
  };
}

function finalOf(event: RaisedEvent): EventFinal {
  return {
    vehicleId: event.vehicleId,
    type: event.type,
    subject: '',
    time: event.time,
    attributes: event.attributes ?? {},
  };
}

function at(time: number, lat: number, lon: number) {
  return { time: new Date(time), lat, lon };
}

function applies(vehicleIds: ReadonlySet<number>, vehicleId: number): boolean {
  return vehicleIds.size === 0 || vehicleIds.has(vehicleId);
}

/**
 * Geofence hysteresis: a fix on the other side of a boundary opens a pending crossing; it is confirmed (the event,
 * at that first fix) once the track has stayed across for the dwell time, and forgotten if a fix comes back
 * first. A zone crossed entirely between two fixes (both outside, the straight track through it for at least
 * `minChord`) gives its enter and exit at the interpolated boundary times.
 */
function geofenceStep(
  state: VehicleState,
  fix: StoredPosition,
  t: number,
  settings: EventSettings,
  geofences: GeofenceIndex,
  events: RaisedEvent[],
  base: Base,
): void {
  const previous = state.last;
  const pending = state.pending;
  const near = geofences.candidates(previous ?? fix, fix);
  // Most fixes are near no zone, in none and crossing none: nothing to do (this runs for every fix, so the rest
  // avoids allocating: a vehicle is in at most a few zones, and arrays beat sets at that size).
  if (near.length === 0 && state.inside.length === 0 && pending.size === 0) return;
  const dwellMs = settings.geofence_dwell_seconds * 1000;
  // The zones it is in or waiting on are looked at too, wherever the track went; zones no longer active are
  // forgotten without an event.
  const candidates = [...near];
  let inside = state.inside;
  for (const id of state.inside) {
    const g = geofences.byId.get(id);
    if (g) candidates.push(g);
    else inside = without(inside, id);
  }
  for (const id of pendingIds(pending)) {
    const g = geofences.byId.get(id);
    if (g) candidates.push(g);
    else pending.delete(id);
  }

  for (let i = 0; i < candidates.length; i++) {
    const g = candidates[i]!;
    if (candidates.indexOf(g) !== i) continue; // met twice (found in the index and also inside or pending)
    const confirmed = inside.includes(g.id);
    if (!applies(g.vehicleIds, fix.vehicleId)) {
      if (confirmed) inside = without(inside, g.id);
      pending.delete(g.id);
      continue;
    }
    const rawIn = contains(g, fix);
    if (rawIn === confirmed) {
      pending.delete(g.id);
      if (!confirmed && previous) transit(g, previous, fix, t, events, base);
      continue;
    }
    let waiting = pending.get(g.id);
    if (!waiting) pending.set(g.id, (waiting = { t, lat: fix.lat, lon: fix.lon }));
    if (t - waiting.t < dwellMs) continue;
    const dwell = Math.round((t - waiting.t) / 1000);
    const type = rawIn ? 'geofence_enter' : 'geofence_exit';
    events.push(geofenceEvent(base, g, type, waiting.t, waiting.lat, waiting.lon, dwell));
    inside = rawIn ? [...inside, g.id].sort((a, b) => a - b) : without(inside, g.id);
    pending.delete(g.id);
  }
  state.inside = inside;
}

/** In increasing order, as they were looked at when `pending` was an object. */
function pendingIds(pending: PendingCrossings): number[] {
  const ids = [...pending.keys()];
  return ids.length > 1 ? ids.sort((a, b) => a - b) : ids;
}

/**
 * A zone crossed entirely between two fixes outside it: its enter and exit at the interpolated times, when the
 * straight track between them runs at least `minChord` inside. (The track is looked at first: it mostly passes by,
 * which `insideSpan` tells cheaply.)
 */
function transit(
  g: CompiledGeofence,
  previous: NonNullable<VehicleState['last']>,
  fix: StoredPosition,
  t: number,
  events: RaisedEvent[],
  base: Base,
): void {
  const span = insideSpan(g, previous, fix);
  if (!span || span.metres < g.minChord || contains(g, previous)) return;
  const dwell = Math.round(((t - previous.t) * (span.tOut - span.tIn)) / 1000);
  for (const [type, u] of [
    ['geofence_enter', span.tIn],
    ['geofence_exit', span.tOut],
  ] as const) {
    const time = Math.round(previous.t + (t - previous.t) * u);
    const lat = previous.lat + (fix.lat - previous.lat) * u;
    const lon = previous.lon + (fix.lon - previous.lon) * u;
    events.push(geofenceEvent(base, g, type, time, lat, lon, dwell));
  }
}

function geofenceEvent(
  base: Base,
  g: CompiledGeofence,
  type: 'geofence_enter' | 'geofence_exit',
  time: number,
  lat: number,
  lon: number,
  dwellSeconds: number,
): RaisedEvent {
  return {
    vehicleId: base.vehicleId,
    driverId: base.driverId,
    subject: String(g.id),
    geofenceId: g.id,
    type,
    time: new Date(time),
    lat,
    lon,
    attributes: { dwell_seconds: dwellSeconds },
  };
}

/** A copy of `ids` without `id` (the state's arrays are replaced, never changed in place). */
function without(ids: number[], id: number): number[] {
  return ids.filter((other) => other !== id);
}
