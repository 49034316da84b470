import { SENSOR_UNITS, type Sensor, type SensorType } from '@fleet/shared/schemas/sensors';
import type { VehicleSensorRow } from '../../db/schema';
import { defaultMinLitres, type SensorDefinition } from '../../lib/sensors/calibrate';

/** A stored sensor as the calibration and the detectors use it (defaults worked out). */
export function toDefinition(row: VehicleSensorRow): SensorDefinition {
  return {
    id: row.id,
    name: row.name,
    type: row.type as SensorType,
    attribute: row.attribute,
    calibration: row.calibration,
    multiplier: row.multiplier,
    capacity: row.capacity,
    min: row.min,
    max: row.max,
    refuelMinLitres: row.refuelMinLitres ?? defaultMinLitres(row.capacity),
    drainMinLitres: row.drainMinLitres ?? defaultMinLitres(row.capacity),
  };
}

/** A stored sensor as the API shows it; `canEdit`: the user holds `update_vehicles`. */
export function toSensor(row: VehicleSensorRow, canEdit: boolean): Sensor {
  const definition = toDefinition(row);
  return {
    id: row.id,
    vehicle_id: row.vehicleId,
    name: row.name,
    type: definition.type,
    attribute: row.attribute,
    calibration: row.calibration.map(([raw, value]) => [raw, value] as [number, number]),
    multiplier: row.multiplier,
    capacity: row.capacity,
    min: row.min,
    max: row.max,
    refuel_min_litres: definition.refuelMinLitres,
    drain_min_litres: definition.drainMinLitres,
    unit: SENSOR_UNITS[definition.type],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    actions: canEdit ? ['edit', 'delete'] : [],
  };
}

/**
 * The audit entry of a sensor added, changed or removed: in the vehicle's own history (model `vehicles`, the
 * vehicle's id), so its change log shows it. The action says what happened to a sensor; `sensor` names it (its name
 * before and after, the same on both sides when only other fields changed) and the other fields are the sensor's.
 */
export function sensorAudit(
  action: 'sensor_add' | 'sensor_update' | 'sensor_remove',
  before: VehicleSensorRow | null,
  after: VehicleSensorRow | null,
) {
  const row = (after ?? before)!;
  return {
    action,
    model: 'vehicles',
    recordId: row.vehicleId,
    before: before && auditedSensor(before),
    after: after && auditedSensor(after),
    changes: {
      sensor: [before && { id: before.id, name: before.name }, after && { id: after.id, name: after.name }],
    } as Record<string, [unknown, unknown]>,
  };
}

/** The row as the audit log keeps it (API field names, stored values; the vehicle is the entry's record). */
function auditedSensor(row: VehicleSensorRow): Record<string, unknown> {
  return {
    name: row.name,
    type: row.type,
    attribute: row.attribute,
    calibration: row.calibration,
    multiplier: row.multiplier,
    capacity: row.capacity,
    min: row.min,
    max: row.max,
    refuel_min_litres: row.refuelMinLitres,
    drain_min_litres: row.drainMinLitres,
  };
}
