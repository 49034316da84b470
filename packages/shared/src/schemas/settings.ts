import { z } from '../validation';
import { envelope } from '../common';

/** docs/api.md#events and #reports: the fleet's thresholds, `GET, PUT /api/dashboard/settings/events`. */
export const EVENT_SETTINGS_DEFAULTS = {
  overspeed_limit: 120,
  overspeed_min_seconds: 15,
  idle_minutes: 5,
  offline_minutes: 10,
  geofence_dwell_seconds: 10,
  document_warning_days: 30,
  trip_min_distance_m: 500,
  trip_min_seconds: 120,
  stop_min_seconds: 300,
  moving_speed_kmh: 5,
  immobilise_max_speed_kmh: 10,
  harsh_acceleration_ms2: 3.5,
  harsh_braking_ms2: 4.0,
  temperature_min_seconds: 120,
} as const;

const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const decimal = (min: number, max: number) => z.number().min(min).max(max);

export const eventSettingsSchema = z.object({
  overspeed_limit: whole(10, 300),
  overspeed_min_seconds: whole(0, 3600),
  idle_minutes: whole(1, 1440),
  offline_minutes: whole(1, 10_080),
  geofence_dwell_seconds: whole(0, 3600),
  document_warning_days: whole(1, 365),
  trip_min_distance_m: whole(0, 100_000),
  trip_min_seconds: whole(0, 86_400),
  stop_min_seconds: whole(30, 86_400),
  moving_speed_kmh: whole(1, 50),
  immobilise_max_speed_kmh: whole(0, 100),
  /** m/s²: below 1 every gentle start would count, above 15 nothing a road vehicle does would. */
  harsh_acceleration_ms2: decimal(1, 15),
  harsh_braking_ms2: decimal(1, 15),
  temperature_min_seconds: whole(0, 86_400),
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;
/** PUT takes any subset; the rest keep their values. */
export const eventSettingsInputSchema = eventSettingsSchema.partial();
export const eventSettingsResponseSchema = envelope(eventSettingsSchema);
