import { z } from '../validation';
import { envelope } from '../common';

/** docs/api.md#sensors */
export const SENSOR_TYPES = ['fuel_level', 'fuel_used', 'temperature'] as const;
export type SensorType = (typeof SENSOR_TYPES)[number];
/** The unit of each type's calibrated value. */
export const SENSOR_UNITS: Record<SensorType, string> = {
  fuel_level: 'L',
  fuel_used: 'L',
  temperature: '°C',
};
export const CALIBRATION_MIN_POINTS = 2;
export const CALIBRATION_MAX_POINTS = 200;
/** A vehicle has at most this many sensors (a tracker has a handful of inputs). */
export const MAX_SENSORS_PER_VEHICLE = 32;
/** `readings`: the longest period one call may ask for. */
export const SENSOR_READINGS_MAX_DAYS = 31;
/** Position attribute names as decoders write them (`io201`, `fuel`, `adc1`, `temp1`, `can.fuel_level`). */
const ATTRIBUTE_NAME = /^[A-Za-z0-9_.:-]+$/;
/** Any raw value a tracker reports, and any calibrated one, stays well inside this. */
const MAX_MAGNITUDE = 1e9;

const finite = () => z.number().min(-MAX_MAGNITUDE).max(MAX_MAGNITUDE);
const optionalNumber = (schema: z.ZodNumber) => schema.nullish().transform((value) => value ?? null);

export const sensorInputSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    type: z.enum(SENSOR_TYPES),
    attribute: z.string().trim().min(1).max(64).regex(ATTRIBUTE_NAME, 'validation.sensor_attribute'),
    calibration: z
      .array(z.tuple([finite(), finite()]))
      .max(CALIBRATION_MAX_POINTS)
      .nullish()
      .transform((points) => points ?? []),
    multiplier: finite()
      .nullish()
      .transform((value) => value ?? 1),
    capacity: optionalNumber(z.number().positive().max(1_000_000)),
    min: optionalNumber(z.number().min(-273).max(1_000)),
    max: optionalNumber(z.number().min(-273).max(1_000)),
    refuel_min_litres: optionalNumber(z.number().positive().max(1_000_000)),
    drain_min_litres: optionalNumber(z.number().positive().max(1_000_000)),
  })
  .superRefine((values, context) => {
    const points = values.calibration;
    if (points.length === 1)
      context.addIssue({
        code: 'custom',
        path: ['calibration'],
        message: 'validation.calibration_points',
      });
    for (let i = 1; i < points.length; i += 1) {
      if (points[i]![0] <= points[i - 1]![0]) {
        context.addIssue({
          code: 'custom',
          path: ['calibration', i, 0],
          message: 'validation.calibration_order',
        });
        break;
      }
    }
    if (values.min !== null && values.max !== null && values.min >= values.max)
      context.addIssue({ code: 'custom', path: ['max'], message: 'validation.sensor_range' });
  });
export type SensorInput = z.infer<typeof sensorInputSchema>;

export const sensorSchema = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  name: z.string(),
  type: z.enum(SENSOR_TYPES),
  attribute: z.string(),
  calibration: z.array(z.tuple([z.number(), z.number()])),
  multiplier: z.number(),
  capacity: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** As stored, or its default (5% of `capacity`, else 10). */
  refuel_min_litres: z.number(),
  drain_min_litres: z.number(),
  unit: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  actions: z.array(z.enum(['edit', 'delete'])),
});
export type Sensor = z.infer<typeof sensorSchema>;
export const sensorResponseSchema = envelope(sensorSchema);
export const sensorListResponseSchema = envelope(z.array(sensorSchema));
export const sensorParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  sensor_id: z.coerce.number().int().positive(),
});

/** A sensor's value at one fix, as positions and live vehicles carry it. */
export const sensorValueSchema = z.object({
  id: z.number().int(),
  type: z.enum(SENSOR_TYPES),
  name: z.string(),
  value: z.number().nullable(),
  unit: z.string(),
});
export type SensorValue = z.infer<typeof sensorValueSchema>;

export const sensorReadingsQuerySchema = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .superRefine((query, context) => {
    const from = Date.parse(query.from);
    const to = Date.parse(query.to);
    if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_range' });
    else if (to - from > SENSOR_READINGS_MAX_DAYS * 86_400_000)
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.readings_range' });
  });
export const sensorReadingSchema = z.object({ time: z.string(), raw: z.number(), value: z.number() });
export const sensorReadingsResponseSchema = envelope(z.array(sensorReadingSchema));
