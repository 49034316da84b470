import type { AlarmKind } from '@fleet/shared/schemas/events';
import { setAlarm } from '../../alarm';
import { ByteReader } from '../../byte-reader';
import type { Attributes, Position } from '../../position';
import { utcFromFields } from '../../utc-time';
import { hex } from './frame';

/** The fixed part of a location report (0x0200 body): alarm, status, lat, lon, altitude, speed, course, time. */
export const LOCATION_BASE_LENGTH = 28;

/** The standard's clock is Beijing time (UTC+8). */
const DEVICE_UTC_OFFSET_MS = 8 * 3600 * 1000;

// Status word bits (JT/T 808 table "status bits").
const STATUS_ACC = 1 << 0;
const STATUS_FIXED = 1 << 1;
const STATUS_SOUTH = 1 << 2;
const STATUS_WEST = 1 << 3;
const STATUS_OIL_CUT = 1 << 10;
const STATUS_CIRCUIT_CUT = 1 << 11;
const STATUS_DOOR_LOCKED = 1 << 12;
const STATUS_DOOR1_OPEN = 1 << 13;

/**
 * Alarm word bits → kinds. Bits the server derives itself (overspeed 1 and 13, areas and routes 20–23, driving and
 * parking time 18–19, fuel 25) and equipment faults (4, 9–12, 24) are kept in `alarmCode` only. Bits 15–17 are
 * reserved in the standard; common trackers use them for vibration and tampering.
 */
const ALARM_BITS: [number, AlarmKind][] = [
  [0, 'sos'],
  [2, 'other'], // fatigue driving
  [3, 'other'], // danger warning
  [5, 'tamper'], // GNSS antenna cut
  [6, 'tamper'], // GNSS antenna short-circuited
  [7, 'low_battery'], // main power under voltage
  [8, 'power_cut'], // main power off
  [15, 'vibration'],
  [16, 'tamper'],
  [17, 'tamper'],
  [26, 'tamper'], // stolen (the vehicle's anti-theft device)
  [27, 'other'], // ignition without authorisation
  [28, 'towing'], // moved without authorisation
  [29, 'crash'], // collision
  [30, 'crash'], // rollover
  [31, 'other'], // door opened without authorisation
];

/** When several alarms are raised at once, the most serious is the position's. */
const ALARM_RANK: AlarmKind[] = [
  'sos',
  'crash',
  'power_cut',
  'towing',
  'tamper',
  'jamming',
  'vibration',
  'low_battery',
  'other',
];

function mostSerious(kinds: AlarmKind[]): AlarmKind | null {
  let best: AlarmKind | null = null;
  for (const kind of kinds)
    if (best === null || ALARM_RANK.indexOf(kind) < ALARM_RANK.indexOf(best)) best = kind;
  return best;
}

export function alarmOfWord(word: number): AlarmKind | null {
  const kinds: AlarmKind[] = [];
  for (const [bit, kind] of ALARM_BITS) if ((word >>> bit) & 1) kinds.push(kind);
  return mostSerious(kinds);
}

/** Harsh driving types of the "intense driving" item 0x70 (JT/T 808 active-safety extension). */
const HARSH_TYPES: Record<number, 'acceleration' | 'braking' | 'cornering'> = {
  1: 'acceleration',
  2: 'braking',
  3: 'cornering',
};

/**
 * The UTC time of a BCD[6] `YYMMDDhhmmss` written in the device's zone (UTC+8 unless the report says otherwise),
 * or null when it is not a date.
 */
export function readBcdTime(bytes: Buffer, offsetMs = DEVICE_UTC_OFFSET_MS): Date | null {
  // Six BCD bytes, every nibble a decimal digit; read byte by byte (this runs once per report).
  if (bytes.length !== 6) return null;
  const field: number[] = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 6; i++) {
    const byte = bytes[i]!;
    if (byte >> 4 > 9 || (byte & 0x0f) > 9) return null;
    field[i] = (byte >> 4) * 10 + (byte & 0x0f);
  }
  const local = utcFromFields(2000 + field[0]!, field[1]!, field[2]!, field[3]!, field[4]!, field[5]!);
  return local === null ? null : new Date(local - offsetMs);
}

/** The BCD[6] a device writes for a UTC time. */
export function writeBcdTime(time: Date): Buffer {
  const local = new Date(time.getTime() + DEVICE_UTC_OFFSET_MS);
  const pairs = [
    local.getUTCFullYear() % 100,
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  ];
  return Buffer.from(pairs.map((n) => String(n).padStart(2, '0')).join(''), 'hex');
}

export type DecodedLocation = { ok: true; position: Position } | { ok: false; reason: string };

/**
 * One location report body (0x0200, and each item of 0x0704; 0x0201/0x0500 after their reply serial). The
 * position is not sanity-checked here. Additional items that run past the body end the list; what was read stays.
 */
export function decodeLocation(body: Buffer, deviceId: string, version: number | null): DecodedLocation {
  if (body.length < LOCATION_BASE_LENGTH) {
    return {
      ok: false,
      reason: `location of ${body.length} bytes, at least ${LOCATION_BASE_LENGTH} expected`,
    };
  }
  const reader = new ByteReader(body);
  const alarmWord = reader.u32();
  const status = reader.u32();
  const latitude = reader.u32() / 1e6;
  const longitude = reader.u32() / 1e6;
  const altitude = reader.i16();
  const speed = reader.u16() / 10;
  const course = reader.u16();
  const timeBytes = reader.bytes(6);
  const fixTime = readBcdTime(timeBytes);
  if (fixTime === null) return { ok: false, reason: `time ${timeBytes.toString('hex')}` };

  const attributes: Attributes = {
    ignition: (status & STATUS_ACC) !== 0,
    status,
  };
  if (status & STATUS_OIL_CUT) attributes.blocked = true;
  if (status & STATUS_CIRCUIT_CUT) attributes.circuitCut = true;
  if (status & STATUS_DOOR_LOCKED) attributes.doorLocked = true;
  if (status & STATUS_DOOR1_OPEN) attributes.door = true;

  const position: Position = {
    deviceId,
    fixTime,
    valid: (status & STATUS_FIXED) !== 0,
    lat: status & STATUS_SOUTH ? -latitude : latitude,
    lon: status & STATUS_WEST ? -longitude : longitude,
    speed,
    // The standard's range is 0–359; anything else is unknown, not a reason to drop the fix.
    course: course < 360 ? course : null,
    altitude,
    satellites: null,
    attributes,
  };
  const alarms: VendorAlarm[] = [];
  readItems(body, reader.position, position, version, alarms);
  const zone = typeof attributes.timezone === 'string' ? zoneOffsetMs(attributes.timezone) : null;
  if (zone !== null) position.fixTime = readBcdTime(timeBytes, zone) ?? fixTime;
  const kinds: AlarmKind[] = [];
  for (const alarm of alarms) kinds.push(alarm.kind);
  const wordKind = alarmWord !== 0 ? alarmOfWord(alarmWord) : null;
  if (wordKind !== null) kinds.push(wordKind);
  const kind = mostSerious(kinds);
  if (alarmWord !== 0) setAlarm(attributes, kind, alarmWord);
  else if (alarms[0]) setAlarm(attributes, kind, alarms[0].code);
  return { ok: true, position };
}

/** An alarm an additional item raises, with the raw value kept as its code. */
interface VendorAlarm {
  kind: AlarmKind;
  code: string;
}

function readItems(
  body: Buffer,
  start: number,
  position: Position,
  version: number | null,
  alarms: VendorAlarm[],
): void {
  const attributes = position.attributes;
  let at = start;
  while (at + 2 <= body.length) {
    const id = body[at]!;
    const length = body[at + 1]!;
    const valueStart = at + 2;
    const valueEnd = valueStart + length;
    if (valueEnd > body.length) return;
    const value = body.subarray(valueStart, valueEnd);
    at = valueEnd;
    const known =
      id === 0xeb ? readExtended(value, position, alarms) : readItem(id, value, position, version);
    if (!known) attributes[`item_${hex(id, 2)}`] = value.toString('hex');
  }
}

/** Sets what a known item says; false for an item (or a length) this decoder does not know. */
function readItem(id: number, value: Buffer, position: Position, version: number | null): boolean {
  const attributes = position.attributes;
  const n = value.length;
  switch (id) {
    case 0x01: // mileage, 1/10 km
      if (n !== 4) return false;
      attributes.odometer = value.readUInt32BE(0) * 100;
      return true;
    case 0x02: // fuel, 1/10 L
      if (n !== 2) return false;
      attributes.fuel = value.readUInt16BE(0) / 10;
      return true;
    case 0x03: // speed from the tachograph, 1/10 km/h
      if (n !== 2) return false;
      attributes.obdSpeed = value.readUInt16BE(0) / 10;
      return true;
    case 0x04: // id of an alarm event that needs a person's confirmation
      if (n !== 2) return false;
      attributes.alarmEventId = value.readUInt16BE(0);
      return true;
    case 0x06: // 2019: compartment temperature, °C, the high bit is the sign
      if (version === null || n !== 2) return false;
      attributes.temp1 = signMagnitude16(value.readUInt16BE(0));
      return true;
    case 0x25: // extended vehicle signals (lights, brake, reverse, ...)
      if (n !== 4) return false;
      attributes.signals = value.readUInt32BE(0);
      return true;
    case 0x2a: // IO status (deep sleep, sleep)
      if (n !== 2) return false;
      attributes.ioStatus = value.readUInt16BE(0);
      return true;
    case 0x2b: // analog inputs: AD0 in bits 0–15, AD1 in bits 16–31
      if (n !== 4) return false;
      attributes.adc1 = value.readUInt16BE(2);
      attributes.adc2 = value.readUInt16BE(0);
      return true;
    case 0x30: // wireless network signal strength
      if (n !== 1) return false;
      attributes.rssi = value[0]!;
      return true;
    case 0x31: // GNSS satellites in use
      if (n !== 1) return false;
      position.satellites = value[0]!;
      return true;
    case 0x70: {
      // intense driving: alarm serial DWORD, status BYTE, type BYTE, ...
      if (n < 6) return false;
      const harsh = HARSH_TYPES[value[5]!];
      if (harsh === undefined) return false;
      attributes.harsh = harsh;
      return true;
    }
    default:
      return false;
  }
}

function signMagnitude16(raw: number): number {
  return raw & 0x8000 ? -(raw & 0x7fff) : raw;
}

/** Item 0xEB holding the zone of the report's time as text (`UTC+08:00`), as some Jimi firmware sends it. */
const ZONE_TEXT = /^UTC([+-])(\d{2}):(\d{2})$/;

function zoneOffsetMs(text: string): number | null {
  const match = ZONE_TEXT.exec(text);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (minutes > 14 * 60) return null;
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}

/**
 * Item 0xEB as Concox and Jimi trackers fill it: entries of WORD length (type and value), WORD type, value.
 * 0x002D voltage (4 bytes: external, mV; 2 bytes: internal battery, mV), 0x00A8 battery %, 0x00B2 ICCID,
 * 0x0089 and 0x00C5 status words whose bits are cleared while an alarm holds (0x0089 bit 0 external power,
 * bit 12 removal; 0x00C5 bit 6 vibration). False when the entries do not fill the item exactly.
 */
function readExtended(value: Buffer, position: Position, alarms: VendorAlarm[]): boolean {
  const attributes = position.attributes;
  const text = value.toString('latin1');
  if (ZONE_TEXT.test(text)) {
    attributes.timezone = text;
    return true;
  }
  const found: (() => void)[] = [];
  const raised: VendorAlarm[] = [];
  let at = 0;
  while (at < value.length) {
    if (at + 4 > value.length) return false;
    const length = value.readUInt16BE(at);
    const type = value.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > value.length) return false;
    const data = value.subarray(at + 4, end);
    at = end;
    const code = `${hex(type, 4)}:${data.toString('hex')}`;
    if (type === 0x002d && data.length === 4)
      found.push(() => (attributes.power = data.readUInt32BE(0) / 1000));
    else if (type === 0x002d && data.length === 2)
      found.push(() => (attributes.battery = data.readUInt16BE(0) / 1000));
    else if (type === 0x00a8 && data.length === 1) found.push(() => (attributes.batteryLevel = data[0]!));
    else if (type === 0x00b2 && data.length === 10)
      found.push(() => (attributes.iccid = data.toString('hex').replace(/f+$/, '')));
    else if (type === 0x0089 && data.length === 4) {
      const bits = data.readUInt32BE(0);
      if ((bits & (1 << 0)) === 0) raised.push({ kind: 'power_cut', code });
      if ((bits & (1 << 12)) === 0) raised.push({ kind: 'tamper', code });
    } else if (type === 0x00c5 && data.length === 4) {
      if ((data.readUInt32BE(0) & (1 << 6)) === 0) raised.push({ kind: 'vibration', code });
    }
  }
  for (const set of found) set();
  alarms.push(...raised);
  return true;
}
