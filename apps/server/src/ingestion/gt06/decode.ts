import type { AlarmKind } from '@fleet/shared/schemas/events';
import { setAlarm } from '../alarm';
import { ByteReader } from '../byte-reader';
import { crc16X25 } from '../crc';
import { checkSanity, type CellTower, type Position } from '../position';
import { type Attributes } from '../../db/schema/positions';
import { utcFromFields } from '../utc-time';

// Protocol numbers, docs/protocols/gt06.md#messages-and-replies.
export const GT06_LOGIN = 0x01;
export const GT06_GPS = 0x10;
export const GT06_GPS_LBS = 0x12;
export const GT06_HEARTBEAT = 0x13;
export const GT06_COMMAND_RESPONSE = 0x15;
export const GT06_ALARM = 0x16;
export const GT06_COMMAND_RESPONSE_LONG = 0x21;
export const GT06_GPS_LBS_2 = 0x22;
/** Concox "GPS, LBS, status" variants laid out as `16` (alarm with multiple fences, with LBS extension). */
export const GT06_ALARM_2 = 0x26;
export const GT06_ALARM_3 = 0x27;
export const GT06_TIME_REQUEST = 0x8a;

const GPS_BLOCK_LENGTH = 18;

/** A frame that passed length, stop-byte and CRC checks. */
export interface Gt06Frame {
  protocol: number;
  /** `7979` frame (2-byte length). */
  long: boolean;
  content: Buffer;
  serial: number;
}

export interface TerminalInfo {
  armed: boolean;
  ignition: boolean;
  charging: boolean;
  /** Normalised: from the terminal info alarm bits, overridden by an alarm byte that is one. */
  alarm?: AlarmKind;
  gnssTracking: boolean;
  cutOff: boolean;
  /** 0–6. */
  voltageLevel?: number;
  /** 0–4 on most models. */
  gsmSignal?: number;
  alarmCode?: number;
  language?: number;
}

export type Gt06Message =
  | { kind: 'login'; imei: string; typeCode?: number; timezoneOffsetMinutes?: number }
  | { kind: 'bad-login'; reason: string }
  | {
      kind: 'location';
      /** Null when the frame holds an impossible date or out-of-range values: ACK it, store nothing. */
      position: Position | null;
      invalidReason?: string;
      alarm?: AlarmKind;
    }
  | { kind: 'heartbeat'; info: TerminalInfo }
  /** A reply to an online command (`15`, or `21`): the server flag it echoes and the device's text. */
  | { kind: 'command-reply'; serverFlag: number; text: string }
  | { kind: 'other'; ackable: boolean };

export interface Gt06Context {
  imei: string;
  /** Device clock offset from UTC (east positive), from the login's time-zone word. */
  timezoneOffsetMinutes: number;
  now: Date;
}

/** Decodes one verified frame. Never throws: a malformed content yields a null position. */
export function decodeGt06Message(frame: Gt06Frame, context: Gt06Context): Gt06Message {
  try {
    return decodeUnsafe(frame, context);
  } catch (error) {
    if (frame.protocol === GT06_LOGIN) return { kind: 'bad-login', reason: String(error) };
    if (isLocation(frame.protocol)) return { kind: 'location', position: null, invalidReason: String(error) };
    // A command reply too short to read is still a reply: no ACK is due.
    if (frame.protocol === GT06_COMMAND_RESPONSE || frame.protocol === GT06_COMMAND_RESPONSE_LONG)
      return { kind: 'other', ackable: false };
    return { kind: 'other', ackable: !frame.long };
  }
}

const ALARM_PROTOCOLS = [GT06_ALARM, GT06_ALARM_2, GT06_ALARM_3];

function isLocation(protocol: number): boolean {
  return [GT06_GPS, GT06_GPS_LBS, GT06_GPS_LBS_2, ...ALARM_PROTOCOLS].includes(protocol);
}

function decodeUnsafe(frame: Gt06Frame, context: Gt06Context): Gt06Message {
  const reader = new ByteReader(frame.content);
  switch (frame.protocol) {
    case GT06_LOGIN:
      return decodeLogin(reader);
    case GT06_GPS:
    case GT06_GPS_LBS:
    case GT06_GPS_LBS_2:
    case GT06_ALARM:
    case GT06_ALARM_2:
    case GT06_ALARM_3:
      return decodeLocation(frame.protocol, reader, context);
    case GT06_HEARTBEAT:
      return { kind: 'heartbeat', info: decodeStatus(reader) };
    case GT06_COMMAND_RESPONSE:
      return decodeCommandReply(reader);
    case GT06_COMMAND_RESPONSE_LONG:
      return decodeCommandReplyLong(reader);
    case GT06_TIME_REQUEST:
      return { kind: 'other', ackable: false };
    default:
      // A generic ACK is harmless for unknown 7878 frames; 7979 info frames get none.
      return { kind: 'other', ackable: !frame.long };
  }
}

// `15` (docs/protocols/gt06.md#the-devices-answer): command length (4 + text), server flag, text; models may
// append a language word.
function decodeCommandReply(reader: ByteReader): Gt06Message {
  const length = reader.u8();
  const serverFlag = reader.u32();
  const textLength = Math.max(0, Math.min(length - 4, reader.remaining));
  return { kind: 'command-reply', serverFlag, text: reader.bytes(textLength).toString('latin1') };
}

// `21`: server flag, encoding (`01` ASCII, `02` UTF-16BE), text to the end.
function decodeCommandReplyLong(reader: ByteReader): Gt06Message {
  const serverFlag = reader.u32();
  const encoding = reader.u8();
  const bytes = reader.bytes(reader.remaining);
  const text =
    encoding === 0x02 && bytes.length % 2 === 0
      ? Buffer.from(bytes).swap16().toString('utf16le')
      : bytes.toString('latin1');
  return { kind: 'command-reply', serverFlag, text };
}

// Login: 8-byte BCD terminal ID, optionally a 2-byte type code and a 2-byte time-zone word.
function decodeLogin(reader: ByteReader): Gt06Message {
  if (reader.remaining < 8) return { kind: 'bad-login', reason: 'terminal ID shorter than 8 bytes' };
  const digits = reader.bytes(8).toString('hex');
  if (!/^\d+$/.test(digits)) return { kind: 'bad-login', reason: `terminal ID ${digits} is not BCD` };
  const imei = digits.startsWith('0') ? digits.slice(1) : digits;
  if (reader.remaining < 4) return { kind: 'login', imei };
  const typeCode = reader.u16();
  const timezoneOffsetMinutes = timezoneFromWord(reader.u16());
  return timezoneOffsetMinutes === null
    ? { kind: 'login', imei, typeCode }
    : { kind: 'login', imei, typeCode, timezoneOffsetMinutes };
}

/** Upper 12 bits: offset as hhmm in decimal (e.g. 0x320 = 800 = 8 h 00); bit 3 set = west of UTC. */
export function timezoneFromWord(word: number): number | null {
  const hhmm = word >> 4;
  const hours = Math.floor(hhmm / 100);
  const minutes = hhmm % 100;
  if (hours > 14 || minutes > 59) return null;
  const offset = hours * 60 + minutes;
  return word & 0x08 ? -offset : offset;
}

function decodeLocation(protocol: number, reader: ByteReader, context: Gt06Context): Gt06Message {
  if (reader.remaining < GPS_BLOCK_LENGTH) {
    return { kind: 'location', position: null, invalidReason: 'content shorter than the GPS block' };
  }
  const gps = readGpsBlock(reader, context);
  const attributes = gps.attributes;
  let cellTower: CellTower | undefined;
  let alarm: AlarmKind | undefined;

  if (ALARM_PROTOCOLS.includes(protocol)) {
    const lbsLength = reader.remaining > 0 ? reader.u8() : 0; // counts itself
    if (lbsLength >= 9) {
      cellTower = readCellTower(reader);
      reader.skip(lbsLength - 9);
    } else if (lbsLength > 1) {
      reader.skip(lbsLength - 1);
    }
    const info = decodeStatus(reader);
    alarm = info.alarm;
    Object.assign(attributes, terminalAttributes(info));
  } else if (protocol !== GT06_GPS && reader.remaining >= 8) {
    cellTower = readCellTower(reader);
    // GT06N `22` (and some `12` models): ACC, upload mode, re-upload flag, optional mileage.
    if (reader.remaining >= 3) {
      attributes.ignition = reader.u8() !== 0;
      attributes.uploadMode = reader.u8();
      attributes.archive = reader.u8() !== 0;
    }
    if (reader.remaining >= 4) attributes.odometer = reader.u32();
  }

  if (gps.fixTime === null) return { kind: 'location', position: null, invalidReason: 'impossible date' };
  const position: Position = {
    deviceId: context.imei,
    fixTime: gps.fixTime,
    valid: gps.valid,
    lat: gps.lat,
    lon: gps.lon,
    speed: gps.speed,
    course: gps.course,
    altitude: null,
    satellites: gps.satellites,
    attributes,
  };
  if (cellTower) position.network = { cellTowers: [cellTower], wifiAccessPoints: [] };
  const sanity = checkSanity(position, context.now);
  const result: Gt06Message = sanity.store
    ? { kind: 'location', position }
    : { kind: 'location', position: null, invalidReason: sanity.reason };
  return alarm ? { ...result, alarm } : result;
}

// GPS block, docs/protocols/gt06.md#gps-block-18-bytes.
function readGpsBlock(reader: ByteReader, context: Gt06Context) {
  const [yy, month, day, hour, minute, second] = Array.from(reader.bytes(6));
  const deviceTime = utcFromFields(
    2000 + (yy ?? 0),
    month ?? 0,
    day ?? 0,
    hour ?? 0,
    minute ?? 0,
    second ?? 0,
  );
  const satellites = reader.u8() & 0x0f;
  let lat = reader.u32() / 1_800_000;
  let lon = reader.u32() / 1_800_000;
  const speed = reader.u8();
  const flags = reader.u16();
  if ((flags & (1 << 10)) === 0) lat = -lat; // bit 10 set = north
  if (flags & (1 << 11)) lon = -lon; // bit 11 set = west
  const attributes: Attributes = {};
  if (flags & (1 << 14)) attributes.ignition = (flags & (1 << 15)) !== 0; // bit 14: ignition known
  return {
    fixTime: deviceTime === null ? null : new Date(deviceTime - context.timezoneOffsetMinutes * 60_000),
    satellites,
    lat,
    lon,
    speed,
    course: flags & 0x3ff,
    valid: (flags & (1 << 12)) !== 0,
    attributes,
  };
}

function readCellTower(reader: ByteReader): CellTower {
  return { mcc: reader.u16(), mnc: reader.u8(), lac: reader.u16(), cid: reader.u24() };
}

// docs/protocols/gt06.md#terminal-info-and-alarms, bits 3–5.
const TERMINAL_ALARMS: Partial<Record<number, AlarmKind>> = {
  0b100: 'sos',
  0b011: 'low_battery',
  0b010: 'power_cut',
  0b001: 'vibration',
};

/**
 * The alarm byte of `13`/`16`/`26`/`27` frames, as Concox devices and the reference server's GT06 decoder use
 * it. Geofence (04, 05) and overspeed (06) are the server's own events, so they are no alarm here; any other
 * nonzero code is `other`.
 */
const ALARM_CODES: Partial<Record<number, AlarmKind | null>> = {
  0x01: 'sos',
  0x02: 'power_cut',
  0x03: 'vibration',
  0x04: null,
  0x05: null,
  0x06: null,
  0x09: 'vibration',
  0x0c: 'tamper',
  0x0e: 'low_battery',
  0x0f: 'low_battery',
  0x11: 'power_cut', // power off
  0x13: 'tamper',
  0x18: 'tamper', // removal
  0x19: 'low_battery',
  0x25: 'tamper',
};

/** The kind of a nonzero alarm byte (null: not an alarm of ours). */
export function gt06AlarmKind(code: number): AlarmKind | null {
  const kind = ALARM_CODES[code];
  return kind === undefined ? 'other' : kind;
}

// Terminal info, voltage level, GSM signal, alarm, language: each optional from the end.
function decodeStatus(reader: ByteReader): TerminalInfo {
  const terminal = reader.remaining > 0 ? reader.u8() : 0;
  const info: TerminalInfo = {
    armed: (terminal & 0x01) !== 0,
    ignition: (terminal & 0x02) !== 0,
    charging: (terminal & 0x04) !== 0,
    gnssTracking: (terminal & 0x40) !== 0,
    cutOff: (terminal & 0x80) !== 0,
  };
  const terminalAlarm = TERMINAL_ALARMS[(terminal >> 3) & 0x07];
  if (terminalAlarm) info.alarm = terminalAlarm;
  if (reader.remaining > 0) info.voltageLevel = reader.u8();
  if (reader.remaining > 0) info.gsmSignal = reader.u8();
  if (reader.remaining > 0) {
    const code = reader.u8();
    if (code !== 0) {
      info.alarmCode = code;
      const kind = gt06AlarmKind(code);
      if (kind !== null) info.alarm = kind;
    }
  }
  if (reader.remaining > 0) info.language = reader.u8();
  return info;
}

function terminalAttributes(info: TerminalInfo): Attributes {
  const attributes: Attributes = {
    armed: info.armed,
    ignition: info.ignition,
    charging: info.charging,
    gnssTracking: info.gnssTracking,
    cutOff: info.cutOff,
  };
  setAlarm(attributes, info.alarm ?? null, info.alarmCode);
  if (info.voltageLevel !== undefined) attributes.voltageLevel = info.voltageLevel;
  if (info.gsmSignal !== undefined) attributes.gsmSignal = info.gsmSignal;
  return attributes;
}

/** The 10-byte reply `7878 05 <protocol> <serial> <CRC of 05..serial> 0d0a`. */
export function gt06Ack(protocol: number, serial: number): Buffer {
  const reply = Buffer.from([
    0x78,
    0x78,
    0x05,
    protocol & 0xff,
    (serial >> 8) & 0xff,
    serial & 0xff,
    0,
    0,
    0x0d,
    0x0a,
  ]);
  reply.writeUInt16BE(crc16X25(reply, 2, 6), 6);
  return reply;
}
