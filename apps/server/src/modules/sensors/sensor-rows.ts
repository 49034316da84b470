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

/** The row as the audit log keeps it (API field names, stored values). */
export function auditedSensor(row: VehicleSensorRow): Record<string, unknown> {
  return {
    vehicle_id: row.vehicleId,
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
