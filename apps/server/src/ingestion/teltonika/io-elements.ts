import type { AlarmKind } from '@fleet/shared/schemas/events';
import { G_MS2, type HarshKind, setHarsh } from '../alarm';
import { DRIVER_KEY_IO, driverKeyOfIo } from '../driver-key';
import type { Attributes } from '../../db/schema/positions';

/** A known element's attribute: its key, and its value from the raw one. */
interface KnownIo {
  key: string;
  value: (raw: number) => number | boolean;
}

const on = (raw: number) => raw !== 0;
const same = (raw: number) => raw;
const thousandths = (raw: number) => raw / 1000;
const tenths = (raw: number) => raw / 10;

const KNOWN_IO: Record<number, KnownIo> = {
  1: { key: 'in1', value: on },
  2: { key: 'in2', value: on },
  3: { key: 'in3', value: on },
  4: { key: 'in4', value: on },
  16: { key: 'odometer', value: same },
  21: { key: 'rssi', value: same },
  24: { key: 'gnssSpeed', value: same },
  66: { key: 'power', value: thousandths },
  67: { key: 'battery', value: thousandths },
  179: { key: 'out1', value: on },
  180: { key: 'out2', value: on },
  181: { key: 'pdop', value: tenths },
  182: { key: 'hdop', value: tenths },
  199: { key: 'tripOdometer', value: same },
  239: { key: 'ignition', value: on },
  240: { key: 'motion', value: on },
  241: { key: 'operator', value: same },
};

/**
 * Stores one fixed-size IO element under its named or `io<ID>` key: `value` is the raw unsigned value, or its
 * hex when it is beyond `Number.MAX_SAFE_INTEGER` (8-byte elements only).
 */
export function setFixedIo(attributes: Attributes, id: number, value: number | string): void {
  if (DRIVER_KEY_IO.has(id)) {
    // iButton (78) / RFID (207): the driver's key, 16 hex digits; 0 = no key.
    const key = driverKeyOfIo(value);
    if (key) attributes.driver_key = key;
  }
  if (typeof value === 'string') {
    attributes[`io${id}`] = value;
    return;
  }
  const known = KNOWN_IO[id];
  if (known) {
    attributes[known.key] = known.value(value);
  } else {
    attributes[`io${id}`] = value;
  }
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** An 8-byte IO value as a number, or as 16 hex digits when a number cannot hold it exactly. */
export function eightByteIo(value: bigint): number | string {
  return value > MAX_SAFE ? value.toString(16).padStart(16, '0') : Number(value);
}

/** Variable-length (Codec 8 Extended NX) elements are opaque: kept as hex. */
export function setVariableIo(attributes: Attributes, id: number, raw: Buffer): void {
  attributes[`io${id}`] = raw.toString('hex');
}

/**
 * FMB event IO elements that are alarms (Teltonika's FMB AVL ID list): the kind for the value the element has
 * when it is raised, or null when that value is not an alarm (back to normal, a warning only).
 * Movement (240), ignition (239), idle (251), overspeed (255), trip (250) and the geofence zones raise records
 * too, but the server derives those events itself. Green driving (253) is harsh driving, not an alarm
 * (`greenDriving`).
 */
const ALARM_IO: Record<number, (value: number) => AlarmKind | null> = {
  236: (v) => (v === 1 ? 'sos' : null), // "Alarm": raised by the panic-button scenario; 1 = alarm event
  246: (v) => (v === 1 ? 'towing' : null), // towing detection: 1 = towing
  247: (v) => (v >= 1 && v <= 6 ? 'crash' : null), // crash detection: 1 real crash, 2–6 crash traces/calibrated crash
  249: (v) => (v === 1 ? 'jamming' : null), // GSM jamming: 1 = jamming start, 0 = stop
  252: (v) => (v === 1 ? 'power_cut' : null), // unplug: 1 = battery (external power) unplugged
  318: (v) => (v === 2 ? 'jamming' : null), // GNSS jamming: 0 OK, 1 warning, 2 critical
};

/** The alarm a record raises: only when its event IO is an alarm element and the element's value says "on". */
export function eventAlarm(eventIo: number, value: number | undefined): AlarmKind | null {
  const kind = ALARM_IO[eventIo];
  return kind === undefined || value === undefined ? null : kind(value);
}

/** Green driving (IO 253) types: 1 harsh acceleration, 2 harsh braking, 3 harsh cornering. */
const GREEN_DRIVING: Record<number, HarshKind> = { 1: 'acceleration', 2: 'braking', 3: 'cornering' };

/**
 * Harsh driving from a record raised by green driving (event IO 253; its value is the type), with IO 254, the
 * green driving value in hundredths of g, as m/s². On a periodic record the element is state, not an event.
 */
export function greenDriving(attributes: Attributes, eventIo: number, value: number | undefined): void {
  if (eventIo !== 253 || value === undefined) return;
  const kind = GREEN_DRIVING[value];
  if (!kind) return;
  const g = attributes.io254;
  setHarsh(attributes, kind, typeof g === 'number' ? (g / 100) * G_MS2 : undefined);
}
