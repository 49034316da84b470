/** The sensors module's public surface: its plugin, the cache and the pure calibration. */
export { default as sensorsModule } from './sensors.plugin';
export type { SensorCache } from './sensor-cache';
export { calibrate, rawReading, sensorValues, type SensorDefinition } from './calibrate';
export { stepSensors, type SensorOutcome, type SensorState } from './sensor-events';
