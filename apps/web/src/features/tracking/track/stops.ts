import { EVENT_SETTINGS_DEFAULTS } from '@fleet/shared/schemas/settings';
import {
  detectAll,
  type DetectedStop,
  type DetectionFix,
  type DetectionSettings,
  ZoneDays,
} from '@fleet/shared/trip-detection';
import { indexAt, type Track } from '@/features/tracking/track/track';

/** A vehicle standing still for more than a few minutes (spec: stops listed with durations). */
export type Stop = {
  /** Indices of the first and last point of the stop in the track. */
  from: number;
  to: number;
  lat: number;
  lon: number;
  start: number;
  end: number;
  /** Milliseconds. */
  duration: number;
};

export type StopOptions = DetectionSettings;
/** The fleet's defaults (docs/api.md#reports); the server's reports use the thresholds saved in the event settings. */
export const DEFAULT_STOP_OPTIONS: StopOptions = {
  moving_speed_kmh: EVENT_SETTINGS_DEFAULTS.moving_speed_kmh,
  stop_min_seconds: EVENT_SETTINGS_DEFAULTS.stop_min_seconds,
  trip_min_distance_m: EVENT_SETTINGS_DEFAULTS.trip_min_distance_m,
  trip_min_seconds: EVENT_SETTINGS_DEFAULTS.trip_min_seconds,
};

// Days are not used here (the record is one span), any zone does.
const DAYS = new ZoneDays('UTC');

/**
 * The stops of a track by the same detection as the server's trips and stops reports
 * (`@fleet/shared/trip-detection`), so the movement record and the reports agree. Besides the stops the
 * detector has finished, the record shows the one before a movement already long enough to be a trip, and the
 * one the vehicle is in at the end of the track.
 */
export function detectStops(track: Track, options: StopOptions = DEFAULT_STOP_OPTIONS): Stop[] {
  const fixes: DetectionFix[] = [];
  for (let i = 0; i < track.length; i++) {
    const speed = track.speed[i]!;
    fixes.push({
      t: track.time[i]!,
      lat: track.lat[i]!,
      lon: track.lon[i]!,
      speed: Number.isNaN(speed) ? null : speed,
      ignition: null,
    });
  }
  const { stops, state } = detectAll(fixes, options, DAYS);
  const all: DetectedStop[] = [...stops];
  const minMs = options.stop_min_seconds * 1000;
  const open = state.stop;
  if (open && state.last) {
    const trip = state.trip;
    if (!trip) {
      if (state.last.t - open.t >= minMs)
        all.push({
          startTime: open.t,
          endTime: state.last.t,
          lat: open.lat,
          lon: open.lon,
          engineOnSeconds: 0,
        });
    } else {
      const moved = state.still ? state.still.distanceM : trip.distanceM;
      const until = state.still ? state.still.t : state.last.t;
      const tripOk =
        moved >= options.trip_min_distance_m && until - trip.t >= options.trip_min_seconds * 1000;
      if (tripOk && trip.t - open.t >= minMs)
        all.push({ startTime: open.t, endTime: trip.t, lat: open.lat, lon: open.lon, engineOnSeconds: 0 });
    }
  }
  return all.map((stop) => ({
    from: indexAt(track, stop.startTime),
    to: indexAt(track, stop.endTime),
    lat: stop.lat,
    lon: stop.lon,
    start: stop.startTime,
    end: stop.endTime,
    duration: stop.endTime - stop.startTime,
  }));
}
