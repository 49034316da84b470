import type { StoredPosition } from '../../db/stored-position';
import type { SensorDefinition } from '../../lib/sensors/calibrate';
import { type SensorOutcome, type SensorState, stepSensors } from '../../lib/sensors/sensor-events';
import type { EventFinal, RaisedEvent } from './event-record';

/**
 * The vehicle's sensors at one fix (docs/api.md#sensors): refuels, drains and temperature excursions, raised and
 * completed through the engine like its own episodes (the sensor id completes the natural key). A vehicle without
 * sensors never gets here.
 */
export function sensorStep(
  state: { sensors?: Record<string, SensorState> },
  fix: StoredPosition,
  sensors: readonly SensorDefinition[],
  temperatureMinSeconds: number,
  base: { vehicleId: number; driverId: number | null },
  out: { events: RaisedEvent[]; finals: EventFinal[] },
): void {
  const outcomes: SensorOutcome[] = [];
  const next = stepSensors(
    state.sensors ?? {},
    sensors,
    { t: fix.fixTime.getTime(), speed: fix.speed, ignition: fix.ignition, attributes: fix.attributes },
    temperatureMinSeconds,
    outcomes,
  );
  let any = false;
  for (const _ in next) {
    any = true;
    break;
  }
  if (any) state.sensors = next;
  else delete state.sensors;
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
}
