import type { AlarmKind } from '@fleet/shared/schemas/events';
import { DRIVER_KEY_IO, driverKeyOfIo } from '../driver-key';
import type { Attributes } from '../position';

type IoMapper = (value: number) => [string, number | boolean];

const KNOWN_IO: Record<number, IoMapper> = {
  1: (v) => ['in1', v !== 0],
  2: (v) => ['in2', v !== 0],
  3: (v) => ['in3', v !== 0],
  4: (v) => ['in4', v !== 0],
  16: (v) => ['odometer', v],
  21: (v) => ['rssi', v],
  24: (v) => ['gnssSpeed', v],
  66: (v) => ['power', v / 1000],
  67: (v) => ['battery', v / 1000],
  179: (v) => ['out1', v !== 0],
  180: (v) => ['out2', v !== 0],
  181: (v) => ['pdop', v / 10],
  182: (v) => ['hdop', v / 10],
  199: (v) => ['tripOdometer', v],
  239: (v) => ['ignition', v !== 0],
  240: (v) => ['motion', v !== 0],
  241: (v) => ['operator', v],
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
  const mapper = KNOWN_IO[id];
  if (mapper) {
    const [key, mapped] = mapper(value);
    attributes[key] = mapped;
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
 * Movement (240), ignition (239), idle (251), overspeed (255), trip (250), green driving (253) and the
 * geofence zones raise records too, but the server derives those events itself.
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
