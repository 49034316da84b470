/** The sensors module's public surface: its plugin, the cache (the calibration and the detectors are lib/sensors), and the seeding of sensors once. */
export { default as sensorsModule } from './sensors.plugin';
export type { SensorCache } from './sensor-cache';
export { createSensorsOnce } from './seed';
