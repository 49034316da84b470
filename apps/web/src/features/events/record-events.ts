import type { FleetEvent } from '@fleet/shared/schemas/events';

/** An event of the movement record with the place to draw it and its time in milliseconds. */
export type PlacedEvent = FleetEvent & { at: number; placeLat: number; placeLon: number };

/**
 * The events that can be shown on the track: at their own position, or, without one (an offline
 * device, an ignition change without a fix), where the track was at that time.
 */
export function placeEvents(
  events: readonly FleetEvent[],
  locate: (time: number) => { lat: number; lon: number } | null,
): PlacedEvent[] {
  const out: PlacedEvent[] = [];
  for (const event of events) {
    const at = Date.parse(event.time);
    if (Number.isNaN(at)) continue;
    if (event.lat !== null && event.lon !== null) {
      out.push({ ...event, at, placeLat: event.lat, placeLon: event.lon });
      continue;
    }
    const point = locate(at);
    if (point) out.push({ ...event, at, placeLat: point.lat, placeLon: point.lon });
  }
  return out.sort((a, b) => a.at - b.at || a.id - b.id);
}

/** The last event at or before `time` (the one the playback passed last), or null. */
export function lastPassed(events: readonly PlacedEvent[], time: number): PlacedEvent | null {
  let found: PlacedEvent | null = null;
  for (const event of events) {
    if (event.at > time) break;
    found = event;
  }
  return found;
}
