import type { AlarmKind } from '@fleet/shared/schemas/events';
import type { Attributes } from '../db/schema/positions';

/**
 * Device alarms, normalised: every decoder puts one of `ALARM_KINDS` on the position as `attributes.alarm` (the
 * engine raises an `alarm` event from it) and keeps the device's raw code in another attribute.
 *
 * Alarms the server derives itself from positions (overspeed, geofence enter/exit, idle, movement) and
 * "restored"/"on" notices are not alarms here: the engine would report them twice.
 */
const NOT_AN_ALARM = null;

/**
 * Alarm names as the OsmAnd protocol's `alarm` parameter carries them: Traccar Client sends `sos`, and the
 * reference server's alarm names (its `Position.ALARM_*` values) are what other clients and forwarders use.
 * Looked up case-insensitively; our own kind names are accepted too.
 */
const ALARM_NAMES = new Map<string, AlarmKind | null>(
  Object.entries({
    sos: 'sos',
    panic: 'sos',
    powercut: 'power_cut',
    power_cut: 'power_cut',
    poweroff: 'power_cut',
    lowbattery: 'low_battery',
    low_battery: 'low_battery',
    lowpower: 'low_battery',
    vibration: 'vibration',
    shock: 'vibration',
    tampering: 'tamper',
    tamper: 'tamper',
    removing: 'tamper',
    gpsantennacut: 'tamper',
    accident: 'crash',
    crash: 'crash',
    tow: 'towing',
    towing: 'towing',
    jamming: 'jamming',
    overspeed: NOT_AN_ALARM,
    lowspeed: NOT_AN_ALARM,
    geofence: NOT_AN_ALARM,
    geofenceenter: NOT_AN_ALARM,
    geofenceexit: NOT_AN_ALARM,
    idle: NOT_AN_ALARM,
    movement: NOT_AN_ALARM,
    parking: NOT_AN_ALARM,
    poweron: NOT_AN_ALARM,
    powerrestored: NOT_AN_ALARM,
    hardacceleration: NOT_AN_ALARM,
    hardbraking: NOT_AN_ALARM,
    hardcornering: NOT_AN_ALARM,
  } satisfies Record<string, AlarmKind | null>),
);

/**
 * The kind of an alarm name (OsmAnd `alarm=`): a known name → its kind, a server-derived one → null, anything
 * else non-empty → `other`. The reference server joins several alarms with commas: the first that is one wins.
 */
export function alarmKindFromName(raw: string): AlarmKind | null {
  for (const part of raw.split(',')) {
    const name = part.trim().toLowerCase();
    if (name === '') continue;
    const kind = ALARM_NAMES.has(name) ? ALARM_NAMES.get(name)! : 'other';
    if (kind !== null) return kind;
  }
  return null;
}

/** Sets `attributes.alarm`, keeping a raw code/name under `alarmCode`. */
export function setAlarm(attributes: Attributes, kind: AlarmKind | null, rawCode?: string | number): void {
  if (rawCode !== undefined) attributes.alarmCode = rawCode;
  if (kind === null) delete attributes.alarm;
  else attributes.alarm = kind;
}

/**
 * Harsh driving, as every decoder writes it (docs/protocols/README.md#harsh-driving): `attributes.harsh` is one of
 * these, and `attributes.harsh_ms2` the device's measured magnitude in m/s² when it gives one. Not an alarm: the
 * engine raises `harsh_*` events from it.
 */
export const HARSH_KINDS = ['acceleration', 'braking', 'cornering'] as const;
export type HarshKind = (typeof HARSH_KINDS)[number];

/** Standard gravity: devices that measure in g (Teltonika hundredths of g) are converted with it. */
export const G_MS2 = 9.80665;

/** The reference server's harsh-driving alarm names (`Position.ALARM_ACCELERATION`, ...), lower case. */
const HARSH_NAMES = new Map<string, HarshKind>([
  ['hardacceleration', 'acceleration'],
  ['hardbraking', 'braking'],
  ['hardcornering', 'cornering'],
]);

/** The harsh-driving kind among alarm names (OsmAnd `alarm=`, comma-joined), if any. */
export function harshFromName(raw: string): HarshKind | null {
  for (const part of raw.split(',')) {
    const kind = HARSH_NAMES.get(part.trim().toLowerCase());
    if (kind) return kind;
  }
  return null;
}

/** Sets `attributes.harsh` (and `harsh_ms2` when the device measured it). */
export function setHarsh(attributes: Attributes, kind: HarshKind, ms2?: number): void {
  attributes.harsh = kind;
  if (ms2 !== undefined && Number.isFinite(ms2) && ms2 > 0)
    attributes.harsh_ms2 = Math.round(ms2 * 100) / 100;
}
