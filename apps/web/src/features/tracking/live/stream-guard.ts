import { commandMessageSchema, type Command } from '@fleet/shared/schemas/commands';
import {
  clustersMessageSchema,
  summaryMessageSchema,
  type LiveVehicle,
  type StreamMessage,
} from '@fleet/shared/schemas/tracking';
import { LIVE_STATUSES } from '@fleet/shared/schemas/vehicles';
import { SENSOR_TYPES } from '@fleet/shared/schemas/sensors';
import { eventMessageSchema, type FleetEvent } from '@fleet/shared/schemas/events';
import { notificationMessageSchema, type FleetNotification } from '@fleet/shared/schemas/notifications';

/*
 * Checks stream messages against the contract of `streamMessageSchema` by hand: a message may carry
 * 10,000 vehicles several times a minute, and the zod parse of that costs several times the JSON
 * parse on the main thread. The test runs both over the same messages.
 */

const statuses = new Set<string>(LIVE_STATUSES);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const numOrNull = (v: unknown) => v === null || isNum(v);

function isPosition(p: unknown): boolean {
  return (
    p === null ||
    (isObject(p) &&
      isNum(p.lat) &&
      isNum(p.lon) &&
      numOrNull(p.speed) &&
      numOrNull(p.course) &&
      (p.ignition === null || typeof p.ignition === 'boolean') &&
      typeof p.fix_time === 'string' &&
      typeof p.server_time === 'string')
  );
}

const sensorTypes = new Set<string>(SENSOR_TYPES);

/** `sensors`: `[{id, type, name, value, unit}]` (docs/api.md#sensors). */
export function isSensorValues(list: unknown): boolean {
  return (
    Array.isArray(list) &&
    list.every(
      (s: unknown) =>
        isObject(s) &&
        isInt(s.id) &&
        typeof s.type === 'string' &&
        sensorTypes.has(s.type) &&
        typeof s.name === 'string' &&
        numOrNull(s.value) &&
        typeof s.unit === 'string',
    )
  );
}

export function isLiveVehicle(v: unknown): v is LiveVehicle {
  return (
    isObject(v) &&
    isInt(v.id) &&
    typeof v.name === 'string' &&
    typeof v.plate_number === 'string' &&
    (v.device_id === null || typeof v.device_id === 'string') &&
    typeof v.status === 'boolean' &&
    (v.live_status === null || (typeof v.live_status === 'string' && statuses.has(v.live_status))) &&
    isPosition(v.position) &&
    (v.driver === null || (isObject(v.driver) && isInt(v.driver.id) && typeof v.driver.name === 'string')) &&
    isSensorValues(v.sensors)
  );
}

/** The message if it follows the contract, else null. */
export function readStreamMessage(value: unknown): StreamMessage | null {
  if (!isObject(value)) return null;
  if (value.type === 'error') return typeof value.message === 'string' ? (value as StreamMessage) : null;
  // Clusters and the summary come at most once a second, with no vehicles in them: zod checks them.
  if (value.type === 'clusters') return clustersMessageSchema.safeParse(value).data ?? null;
  if (value.type === 'summary') return summaryMessageSchema.safeParse(value).data ?? null;
  if (value.type !== 'snapshot' && value.type !== 'changes') return null;
  if (typeof value.server_time !== 'string' || !Array.isArray(value.vehicles)) return null;
  if (!value.vehicles.every(isLiveVehicle)) return null;
  if (value.type === 'changes' && !(Array.isArray(value.removed) && value.removed.every(isInt))) return null;
  return value as StreamMessage;
}

/** The event of an `event` message if it follows the contract, else null (events are small: zod checks them). */
export function readNotificationMessage(value: unknown): FleetNotification | null {
  const parsed = notificationMessageSchema.safeParse(value);
  return parsed.success ? parsed.data.data : null;
}

export function readCommandMessage(value: unknown): Command | null {
  const parsed = commandMessageSchema.safeParse(value);
  return parsed.success ? parsed.data.data : null;
}

export function readEventMessage(value: unknown): FleetEvent | null {
  const parsed = eventMessageSchema.safeParse(value);
  return parsed.success ? parsed.data.data : null;
}
