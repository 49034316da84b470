import type { EventSettings } from '@fleet/shared/schemas/settings';
import { HARSH_KINDS, type HarshKind } from '../../ingestion/alarm';
import type { StoredPosition } from '../../db/stored-position';
import type { EventFinal, RaisedEvent } from './event-record';

/** What a step produces (`StepOutput` in vehicle-engine.ts). */
interface Output {
  events: RaisedEvent[];
  finals: EventFinal[];
}

/**
 * Speeds of two fixes further apart than this say nothing about an acceleration (the vehicle may have braked and
 * sped up again between them), and readings further apart than this are separate episodes.
 */
export const HARSH_WINDOW_MS = 5_000;

/** An open harsh-driving episode: consecutive readings of one kind over the threshold. */
export interface HarshEpisode {
  /** First reading (the event's time and key), epoch ms. */
  t: number;
  lat: number;
  lon: number;
  source: 'device' | 'computed';
  /** m/s²; null while no reading of the episode had a magnitude. */
  peak: number | null;
  /** The value the event was raised with: a larger peak later is written to it when the episode ends. */
  raisedWith: number | null;
  /** Last reading, epoch ms. */
  last: number;
}

/** The part of a vehicle's engine state harsh driving keeps (saved with it as JSON). */
export interface HarshState {
  /** The previous fix's speed (km/h), null when it had none or was invalid. */
  speed: number | null;
  /** Open episodes by kind; null when none is (the usual case: nothing is allocated then). */
  open: Partial<Record<HarshKind, HarshEpisode>> | null;
}

export function freshHarshState(): HarshState {
  return { speed: null, open: null };
}

type Base = { vehicleId: number; driverId: number | null };

/**
 * Feeds one fix to the harsh-driving state (called by `step` with the previous fix's time, before it moves on).
 *
 * A reading is a fix where the device reports the kind (`attributes.harsh`, magnitude `harsh_ms2`: see
 * docs/protocols/README.md#harsh-driving) or where the speed change since the previous fix, at most
 * `HARSH_WINDOW_MS` earlier, is beyond the fleet's threshold (acceleration and braking only: speeds alone do not
 * show a turn's lateral force). The first reading raises the event (so its key is the episode's start whenever it
 * is seen); the episode ends at the first fix without a reading of its kind, or when readings stop for longer
 * than the window, and then its peak completes the event if it grew.
 */
export function harshStep(
  harsh: HarshState,
  fix: StoredPosition,
  t: number,
  previousT: number | null,
  settings: EventSettings,
  base: Base,
  out: Output,
): void {
  const speed = fix.valid ? fix.speed : null;
  let computed: HarshKind | null = null;
  let computedValue = 0;
  if (speed !== null && harsh.speed !== null && previousT !== null) {
    const dt = t - previousT;
    if (dt > 0 && dt <= HARSH_WINDOW_MS) {
      const a = ((speed - harsh.speed) / 3.6 / dt) * 1000;
      if (a >= settings.harsh_acceleration_ms2) {
        computed = 'acceleration';
        computedValue = a;
      } else if (-a >= settings.harsh_braking_ms2) {
        computed = 'braking';
        computedValue = -a;
      }
    }
  }
  harsh.speed = speed;

  const raw = fix.attributes.harsh;
  const reported =
    raw === 'acceleration' || raw === 'braking' || raw === 'cornering' ? (raw as HarshKind) : null;
  if (reported === null && computed === null && harsh.open === null) return; // the usual fix

  const measured = fix.attributes.harsh_ms2;
  const deviceValue =
    typeof measured === 'number' && Number.isFinite(measured) && measured > 0 ? measured : null;
  const open = (harsh.open ??= {});
  for (const kind of HARSH_KINDS) {
    let episode = open[kind];
    if (episode && t - episode.last > HARSH_WINDOW_MS) {
      endEpisode(kind, episode, base, out);
      episode = undefined;
      delete open[kind];
    }
    const byDevice = reported === kind;
    if (!byDevice && computed !== kind) {
      if (episode) {
        endEpisode(kind, episode, base, out);
        delete open[kind];
      }
      continue;
    }
    const value = byDevice ? (deviceValue ?? (computed === kind ? computedValue : null)) : computedValue;
    if (!episode) {
      const rounded = value === null ? null : round(value);
      const started: HarshEpisode = {
        t,
        lat: fix.lat,
        lon: fix.lon,
        source: byDevice ? 'device' : 'computed',
        peak: rounded,
        raisedWith: rounded,
        last: t,
      };
      open[kind] = started;
      out.events.push(harshEvent(kind, started, base));
    } else {
      episode.last = t;
      if (value !== null && (episode.peak === null || value > episode.peak)) episode.peak = round(value);
    }
  }
  if (open.acceleration === undefined && open.braking === undefined && open.cornering === undefined)
    harsh.open = null;
}

function endEpisode(kind: HarshKind, episode: HarshEpisode, base: Base, out: Output): void {
  if (episode.peak === episode.raisedWith) return;
  const event = harshEvent(kind, episode, base);
  out.finals.push({
    vehicleId: base.vehicleId,
    type: event.type,
    subject: '',
    time: event.time,
    attributes: event.attributes!,
  });
}

function harshEvent(kind: HarshKind, episode: HarshEpisode, base: Base): RaisedEvent {
  return {
    ...base,
    type: `harsh_${kind}`,
    time: new Date(episode.t),
    lat: episode.lat,
    lon: episode.lon,
    attributes: { source: episode.source, value: episode.peak },
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
