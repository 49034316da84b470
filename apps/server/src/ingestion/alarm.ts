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
