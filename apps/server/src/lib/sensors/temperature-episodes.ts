/**
 * Temperature excursions (docs/api.md#sensors): a temperature sensor outside its `min`–`max` for at least
 * `temperature_min_seconds` is one excursion, raised once at its first fix outside, with the farthest reading and the
 * duration so far; its end gives the final ones. Pure and incremental, on a JSON state saved with the engine's.
 */

export interface TemperatureState {
  /** The excursion under way: its first fix outside (epoch ms), the farthest reading, whether it was raised. */
  since: number | null;
  extreme: number | null;
  raised: boolean;
}

export interface TemperatureLimits {
  min: number | null;
  max: number | null;
}

export interface TemperatureExcursion {
  /** `raise`: a new excursion's event; `final`: the end of a raised one (its attributes brought up to date). */
  kind: 'raise' | 'final';
  /** The excursion's first fix outside, epoch ms (the event's time and key). */
  t: number;
  extreme: number;
  durationSeconds: number;
}

export function freshTemperatureState(): TemperatureState {
  return { since: null, extreme: null, raised: false };
}

const outside = (limits: TemperatureLimits, value: number) =>
  (limits.min !== null && value < limits.min) || (limits.max !== null && value > limits.max);

/** How far outside the range a reading is (0 inside): the farthest reading is the one with the largest. */
function distance(limits: TemperatureLimits, value: number): number {
  if (limits.min !== null && value < limits.min) return limits.min - value;
  if (limits.max !== null && value > limits.max) return value - limits.max;
  return 0;
}

/**
 * Feeds one reading at `t` (null: the fix lacks it, which changes nothing); what it raises or ends, if anything.
 * A reading back inside ends the excursion at its own time.
 */
export function stepTemperature(
  state: TemperatureState,
  t: number,
  value: number | null,
  limits: TemperatureLimits,
  minSeconds: number,
): TemperatureExcursion | null {
  if (value === null) return null;
  if (outside(limits, value)) {
    if (state.since === null) {
      state.since = t;
      state.extreme = value;
      state.raised = false;
    } else if (distance(limits, value) > distance(limits, state.extreme!)) state.extreme = value;
    if (!state.raised && t - state.since >= minSeconds * 1000) {
      state.raised = true;
      return {
        kind: 'raise',
        t: state.since,
        extreme: state.extreme!,
        durationSeconds: seconds(t - state.since),
      };
    }
    return null;
  }
  return endTemperature(state, t);
}

/** Ends an excursion under way at `t` (back inside, or the sensor's range changed): its final values if raised. */
export function endTemperature(state: TemperatureState, t: number): TemperatureExcursion | null {
  const { since, extreme, raised } = state;
  state.since = null;
  state.extreme = null;
  state.raised = false;
  if (since === null || !raised) return null;
  return { kind: 'final', t: since, extreme: extreme!, durationSeconds: seconds(t - since) };
}

const seconds = (ms: number) => Math.round(ms / 1000);
