import type { Language } from '@fleet/shared/constants';
import {
  eventSeverity,
  type EventType,
  type FleetEvent,
  type EventSeverity,
} from '@fleet/shared/schemas/events';
import { translate } from '../../lib/i18n';
import type { MessageKey } from '../../lib/messages';

/**
 * An event as the engine and the modules raise it: the natural key (`vehicleId`, `type`, `subject`, `time`)
 * and its facts. `subject` completes the key when the type and time do not say it all (a geofence id, an
 * alarm kind, a document and its date, a station).
 */
export interface RaisedEvent {
  vehicleId: number;
  type: EventType;
  subject?: string;
  time: Date;
  lat?: number | null;
  lon?: number | null;
  geofenceId?: number | null;
  tripId?: number | null;
  driverId?: number | null;
  attributes?: Record<string, unknown>;
}

/** The final attributes of an event raised earlier (an episode that ended), merged into it by its natural key. */
export interface EventFinal {
  vehicleId: number;
  type: EventType;
  subject: string;
  time: Date;
  attributes: Record<string, unknown>;
}

/** A stored event with the names it refers to, language-free: what the hub carries and the API presents. */
export interface StoredEvent {
  id: number;
  vehicleId: number;
  type: EventType;
  subject: string;
  time: string;
  severity: EventSeverity;
  lat: number | null;
  lon: number | null;
  geofenceId: number | null;
  tripId: number | null;
  driverId: number | null;
  attributes: Record<string, unknown>;
  vehicleName: string;
  plateNumber: string;
  geofenceName: string | null;
  tripName: string | null;
  driverName: string | null;
}

export function severityOf(event: RaisedEvent): EventSeverity {
  return eventSeverity(event.type, event.attributes ?? {});
}

function duration(seconds: unknown, lang: Language): string {
  const total = Math.max(0, Math.round(Number(seconds) || 0));
  if (total < 60) return translate('events.duration.seconds', lang, { count: total });
  const minutes = Math.round(total / 60);
  if (minutes < 60) return translate('events.duration.minutes', lang, { count: minutes });
  return translate('events.duration.hours', lang, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** The event's sentence in `lang`. */
export function eventMessage(event: StoredEvent, lang: Language): string {
  const a = event.attributes;
  const values: Record<string, string | number> = {
    vehicle: event.vehicleName,
    geofence: event.geofenceName ?? '',
    trip: event.tripName ?? '',
    speed: Math.round(Number(a.speed_max) || 0),
    limit: text(a.limit),
    duration: duration(a.duration_seconds ?? a.silent_seconds, lang),
    station: text(a.station),
    delay: text(a.delay_minutes),
    date: text(a.expires_on),
    // Sensor events (fuel, temperature): the sensor is `{id, name}`.
    sensor: text((a.sensor as { name?: unknown } | undefined)?.name),
    litres: text(a.litres),
    min: text(a.min),
    max: text(a.max),
    extreme: text(a.extreme),
  };
  if (typeof a.value === 'number' && event.type.startsWith('harsh_')) {
    values.value = translate('events.harsh_value', lang, { value: Math.round(a.value * 10) / 10 });
  } else values.value = '';
  if (event.type === 'alarm') values.alarm = translate(`events.alarm.${text(a.alarm)}`, lang);
  if (a.document === 'registration' || a.document === 'licence') {
    values.document = translate(`events.document.${a.document}`, lang);
  }
  return translate(
    `events.message.${event.type}` satisfies `events.message.${string}` as MessageKey,
    lang,
    values,
  );
}

export function toFleetEvent(event: StoredEvent, lang: Language): FleetEvent {
  return {
    id: event.id,
    type: event.type,
    time: event.time,
    vehicle: { id: event.vehicleId, name: event.vehicleName, plate_number: event.plateNumber },
    driver:
      event.driverId !== null && event.driverName !== null
        ? { id: event.driverId, name: event.driverName }
        : null,
    lat: event.lat,
    lon: event.lon,
    geofence:
      event.geofenceId !== null && event.geofenceName !== null
        ? { id: event.geofenceId, name: event.geofenceName }
        : null,
    trip:
      event.tripId !== null && event.tripName !== null ? { id: event.tripId, name: event.tripName } : null,
    severity: event.severity,
    attributes: event.attributes,
    message: eventMessage(event, lang),
  };
}
