import type { StoredPosition } from '../../db/stored-position';
import type { SensorDefinition } from '../../lib/sensors/calibrate';
import { type SensorFix, type SensorOutcome, SensorStates } from '../../lib/sensors/sensor-events';
import type { EventFinal, RaisedEvent } from './event-record';

const NO_ATTRIBUTES: Readonly<Record<string, unknown>> = Object.freeze({});

/** The fix as the detectors read it, and what they give: filled and emptied per fix (this runs for every fix). */
const sensorFix: SensorFix = { t: 0, speed: null, ignition: null, lat: 0, lon: 0, attributes: NO_ATTRIBUTES };
const outcomes: SensorOutcome[] = [];

/**
 * The vehicle's sensors at one fix (docs/api.md#sensors): refuels, drains and temperature excursions, raised and
 * completed through the engine like its own episodes (the sensor id completes the natural key). A vehicle without
 * sensors never gets here.
 */
export function sensorStep(
  state: { sensors?: SensorStates },
  fix: StoredPosition,
  sensors: readonly SensorDefinition[],
  temperatureMinSeconds: number,
  base: { vehicleId: number; driverId: number | null },
  out: { events: RaisedEvent[]; finals: EventFinal[] },
): void {
  const states = (state.sensors ??= new SensorStates());
  outcomes.length = 0;
  sensorFix.t = fix.fixTime.getTime();
  sensorFix.speed = fix.speed;
  sensorFix.ignition = fix.ignition;
  // An invalid fix's position is none (often 0, 0): the detector keeps the last valid one.
  sensorFix.lat = fix.valid ? fix.lat : undefined;
  sensorFix.lon = fix.valid ? fix.lon : undefined;
  sensorFix.attributes = fix.attributes;
  try {
    states.step(sensors, sensorFix, temperatureMinSeconds, outcomes);
  } finally {
    sensorFix.attributes = NO_ATTRIBUTES;
  }
  if (states.empty) delete state.sensors;
  for (const outcome of outcomes) {
    const time = new Date(outcome.t);
    if (outcome.kind === 'final') {
      out.finals.push({
        vehicleId: base.vehicleId,
        type: outcome.type,
        subject: outcome.subject,
        time,
        attributes: outcome.attributes,
      });
    } else {
      out.events.push({
        ...base,
        type: outcome.type,
        subject: outcome.subject,
        time,
        lat: fix.lat,
        lon: fix.lon,
        attributes: outcome.attributes,
      });
    }
  }
  outcomes.length = 0;
}
