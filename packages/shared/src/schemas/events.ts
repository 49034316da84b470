import { z } from '../validation';
import { envelope, idSchema, paginated } from '../common';

/** docs/api.md#events: every type the engine (and later the timers and modules) may raise. */
export const EVENT_TYPES = [
  'geofence_enter',
  'geofence_exit',
  'overspeed',
  'ignition_on',
  'ignition_off',
  'idle',
  'device_offline',
  'device_online',
  'alarm',
  'trip_started',
  'trip_finished',
  'station_late',
  'station_skipped',
  'critical_fault',
  'document_expiring',
  'document_expired',
  'maintenance_due',
  'maintenance_overdue',
  'driver_changed',
  'unknown_driver',
  'command_answered',
  'command_failed',
  'harsh_acceleration',
  'harsh_braking',
  'harsh_cornering',
  'fuel_refuel',
  'fuel_drain',
  'temperature_out_of_range',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type EventSeverity = (typeof EVENT_SEVERITIES)[number];

export const ALARM_KINDS = [
  'sos',
  'power_cut',
  'low_battery',
  'vibration',
  'tamper',
  'crash',
  'towing',
  'jamming',
  'other',
] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/** Severity of a type; an `alarm` is critical for sos, crash and power cut, else a warning. */
export function eventSeverity(type: EventType, attributes: Record<string, unknown> = {}): EventSeverity {
  switch (type) {
    case 'alarm':
      return ['sos', 'crash', 'power_cut'].includes(String(attributes.alarm)) ? 'critical' : 'warning';
    case 'critical_fault':
    case 'document_expired':
    case 'maintenance_overdue':
    case 'fuel_drain':
      return 'critical';
    case 'overspeed':
    case 'idle':
    case 'device_offline':
    case 'station_late':
    case 'station_skipped':
    case 'document_expiring':
    case 'maintenance_due':
    case 'unknown_driver':
    case 'command_failed':
    case 'harsh_acceleration':
    case 'harsh_braking':
    case 'harsh_cornering':
    case 'temperature_out_of_range':
      return 'warning';
    default:
      return 'info';
  }
}

const ref = z.object({ id: z.number().int(), name: z.string() });

export const eventSchema = z.object({
  id: z.number().int(),
  type: z.enum(EVENT_TYPES),
  /** The fix time that caused it; server time for `device_offline` and date-driven types. */
  time: z.string(),
  vehicle: z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() }),
  driver: ref.nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  geofence: ref.nullable(),
  trip: ref.nullable(),
  severity: z.enum(EVENT_SEVERITIES),
  attributes: z.record(z.string(), z.unknown()),
  /** A sentence in the request's language. */
  message: z.string(),
});
export type FleetEvent = z.infer<typeof eventSchema>;

const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(50));

const instant = z.iso.datetime({ offset: true });

export const eventListQuerySchema = z
  .object({
    type: commaList(z.enum(EVENT_TYPES)).optional(),
    vehicle_id: idSchema.optional(),
    geofence_id: idSchema.optional(),
    severity: z.enum(EVENT_SEVERITIES).optional(),
    from: instant.optional(),
    to: instant.optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(15),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: 'validation.date_range',
    path: ['to'],
  });
export type EventListQuery = z.input<typeof eventListQuerySchema>;
export const eventListResponseSchema = paginated(eventSchema);

/** A vehicle's events for the movement record: `from`/`to` or whole days, as the positions query. */
export const vehicleEventsResponseSchema = envelope(z.array(eventSchema));

/** The tracking WebSocket's message for a new event. */
export const eventMessageSchema = z.object({ type: z.literal('event'), data: eventSchema });
