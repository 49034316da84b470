/** The sensors module's public surface: its plugin and the cache (the calibration and the detectors are lib/sensors). */
export { default as sensorsModule } from './sensors.plugin';
export type { SensorCache } from './sensor-cache';
