import type { AlarmKind } from '@fleet/shared/schemas/events';
import { setAlarm } from '../../alarm';
import { ByteQueue } from '../../byte-queue';
import { normalizeDriverKey } from '../../driver-key';
import { checkSanity, type Attributes, type Position } from '../../position';
import { FieldReader } from '../../field-reader';
import { digitsAt, isDecimal, isDigits } from '../../text-fields';
import { utcFromFields } from '../../utc-time';
import type { CommandRequest, ProtocolSession, SessionEvent } from '../contract';
import { delimitedFrameEnd } from '../framing';
import { encodeSuntechCommand, type SuntechDialect } from './command';

/**
 * Suntech ST-series text reports, fields separated by `;`, each report ended by `\r`:
 * - the legacy format, headed by the model family and the report type (`ST300STT;<id>;...`, `SA200ALT;...`,
 *   `ST600EMG;...`, `ST910;Location;...`);
 * - the universal format (`STT;<id>;<report map>;...`), whose hex report map says which fields follow.
 * Both also come in binary forms, framed by their length: the legacy "zip" reports (`02 <len> ... 03`) and the
 * universal binary ones (`81`/`82 <len> ...`).
 */

/** Serial data (UEX) carries up to 500 bytes; a status report is under 300. */
export const SUNTECH_MAX_LINE = 2048;
const MAX_BINARY = 1024;

const CR = 0x0d;
const LF = 0x0a;
const STX = 0x02;
const ETX = 0x03;

// Field shapes, checked by the character loops of text-fields.ts (a dozen per record).
/** `^\d{8}$` */
const isDate = (value: string) => isDigits(value, 8, 8);
/** `^\d{2}:\d{2}:\d{2}$` */
const isTime = (value: string) =>
  value.length === 8 &&
  value.charCodeAt(2) === 0x3a &&
  value.charCodeAt(5) === 0x3a &&
  digitsAt(value, 0, 2) >= 0 &&
  digitsAt(value, 3, 2) >= 0 &&
  digitsAt(value, 6, 2) >= 0;
/** `^[+-]?\d{1,2}\.\d+$` */
const isLatitude = (value: string) => isDecimal(value, '+-', true, 1, 2);
/** `^[+-]?\d{1,3}\.\d+$` */
const isLongitude = (value: string) => isDecimal(value, '+-', true, 1, 3);
/** `^[+-]?\d+(\.\d+)?$` */
const isNumber = (value: string) => isDecimal(value, '+-');
const isFieldLatitude = (f: FieldReader, i: number) => f.isDecimal(i, '+-', true, 1, 2);
const isFieldLongitude = (f: FieldReader, i: number) => f.isDecimal(i, '+-', true, 1, 3);
const SEMICOLON = 0x3b;

export type { SuntechDialect } from './command';

/** Alert ids of ALT reports (legacy and universal share the table). Overspeed, geofence, power restored: none. */
const ALERT_ALARMS: Record<number, AlarmKind> = {
  14: 'low_battery',
  15: 'vibration',
  16: 'crash',
  41: 'power_cut',
  42: 'sos',
  50: 'jamming',
};
const ALERT_HARSH: Record<number, string> = { 46: 'acceleration', 47: 'braking', 48: 'cornering' };

/** Emergency ids of EMG reports: every emergency is an alarm, `other` when not one of these. */
const EMERGENCY_ALARMS: Record<number, AlarmKind> = { 1: 'sos', 3: 'power_cut', 8: 'vibration' };

export class SuntechSession implements ProtocolSession {
  private readonly queue = new ByteQueue();
  private readonly fields = new FieldReader();
  private current: string | null = null;
  private lastDialect: SuntechDialect | null = null;

  get deviceId(): string | null {
    return this.current;
  }

  /** The dialect of the last text report, so a command can be written in it. */
  get dialect(): SuntechDialect | null {
    return this.lastDialect;
  }

  /** A command in the dialect and with the id the device last used on this connection. */
  encodeCommand(command: CommandRequest): Buffer | null {
    return encodeSuntechCommand(command, this);
  }

  push(chunk: Buffer, now: Date): SessionEvent[] {
    this.queue.push(chunk);
    const events: SessionEvent[] = [];
    let garbage = 0;
    for (;;) {
      const available = this.queue.length;
      if (available === 0) break;
      const first = this.queue.byteAt(0)!;
      if (first === CR || first === LF) {
        this.queue.consume(1); // the line end's other half; not garbage
        continue;
      }
      if (first >= 0x81 && first <= 0x8f && available < 2) break; // a binary report's type byte, its length still to come
      if (first === STX || (first >= 0x81 && first <= 0x8f && this.queue.byteAt(1) === 0)) {
        if (available < 3) break;
        const header = this.queue.peek(3);
        const zip = first === STX;
        const total = header.readUInt16BE(1) + (zip ? 4 : 3);
        // Too long or too short for any report: a stray byte, not a frame start.
        if (total > MAX_BINARY || total < 12) {
          garbage += 1;
          this.queue.consume(1);
          continue;
        }
        if (available < total) break;
        const frame = Buffer.from(this.queue.peek(total));
        if (zip && frame[total - 1] !== ETX) {
          garbage += 1;
          this.queue.consume(1);
          continue;
        }
        this.queue.consume(total);
        this.decodeBinaryFrame(frame, now, events);
        continue;
      }
      if (first < 0x41 || first > 0x5a) {
        garbage += 1;
        this.queue.consume(1);
        continue;
      }
      const view = this.queue.peek(Math.min(available, SUNTECH_MAX_LINE + 1));
      const end = delimitedFrameEnd(view, findLineEnd(view), SUNTECH_MAX_LINE);
      if (end === 'wait') break;
      if (end === 'overlong') {
        garbage += SUNTECH_MAX_LINE;
        this.queue.consume(SUNTECH_MAX_LINE);
        continue;
      }
      this.decodeLine(this.fields.read(view, 0, end, SEMICOLON), now, events);
      this.queue.consume(end + 1);
    }
    if (garbage > 0) events.unshift({ type: 'garbage', bytes: garbage });
    return events;
  }

  private identify(deviceId: string, events: SessionEvent[]): boolean {
    if (!isDigits(deviceId, 1, 20)) {
      events.push({ type: 'drop', reason: `Suntech report with a malformed device id` });
      return false;
    }
    if (deviceId !== this.current) {
      this.current = deviceId;
      events.push({ type: 'identify', deviceId });
    }
    return true;
  }

  private decodeLine(fields: FieldReader, now: Date, events: SessionEvent[]): void {
    const universal = universalType(fields);
    if (universal !== null) {
      this.lastDialect = { kind: 'universal' };
      const deviceId =
        this.current !== null && fields.equals(1, this.current) ? this.current : fields.text(1);
      if (!this.identify(deviceId, events)) return;
      switch (universal) {
        case 'STT':
        case 'ALT':
        case 'EMG':
        case 'EVT':
        case 'UEX':
          this.store(decodeUniversal(universal, fields, deviceId), deviceId, now, events, undefined);
          return;
        case 'RES':
          events.push({ type: 'command-result', deviceId, text: fields.textBetween(0, fields.count) });
          return;
        case 'ALV':
          return;
        default:
          events.push({ type: 'drop', reason: `Suntech ${universal} report not read` });
          return;
      }
    }

    // The legacy dialects, rarer, are read from strings.
    const line = fields.textBetween(0, fields.count);
    const values = fields.texts();
    const head = values[0] ?? '';
    if (/^ST9\d\d$/.test(head)) {
      this.lastDialect = { kind: 'legacy', prefix: head };
      const deviceId = values[2] ?? '';
      if (!this.identify(deviceId, events)) return;
      this.store(decodePersonal(values, deviceId), deviceId, now, events, undefined);
      return;
    }

    const legacy = /^(S[A-Z]\d{3,4}[A-Z]?)([A-Z]{3})$/.exec(head);
    if (!legacy) {
      events.push({ type: 'drop', reason: `not a Suntech report: ${line.slice(0, 16)}` });
      return;
    }
    const [, prefix, type] = legacy as unknown as [string, string, string];
    this.lastDialect = { kind: 'legacy', prefix };
    if (values[1] === 'Res') {
      const deviceId = values[2] ?? '';
      if (this.identify(deviceId, events)) events.push({ type: 'command-result', deviceId, text: line });
      return;
    }
    const deviceId = values[1] ?? '';
    if (!this.identify(deviceId, events)) return;
    if (type === 'ALV') return;
    if (!['STT', 'EMG', 'EVT', 'ALT', 'UEX'].includes(type)) {
      events.push({ type: 'drop', reason: `Suntech ${type} report not read` });
      return;
    }
    const reply = type === 'EMG' ? suntechAckEmergency(prefix, deviceId) : undefined;
    this.store(decodeLegacy(prefix, type, values, deviceId), deviceId, now, events, reply);
  }

  private decodeBinaryFrame(frame: Buffer, now: Date, events: SessionEvent[]): void {
    const decoded = frame[0] === STX ? decodeZip(frame) : decodeUniversalBinary(frame);
    if (typeof decoded === 'string') {
      events.push({ type: 'drop', reason: decoded });
      return;
    }
    if (frame[0] !== STX) this.lastDialect = { kind: 'universal' };
    if (!this.identify(decoded.deviceId, events)) return;
    this.store(decoded.position, decoded.deviceId, now, events, undefined);
  }

  private store(
    position: Position | null,
    deviceId: string,
    now: Date,
    events: SessionEvent[],
    reply: Buffer | undefined,
  ): void {
    const sane = position !== null && checkSanity(position, now).store;
    const event: SessionEvent = {
      type: 'positions',
      deviceId,
      positions: sane ? [position] : [],
      skipped: sane ? 0 : 1,
    };
    if (reply) event.reply = reply;
    events.push(event);
  }
}

/**
 * A `\r` ends a report, except inside the serial data of a UEX report, which holds what the accessory sent,
 * line ends included. There the data's length field tells where the data ends; the report ends at the first
 * `\r` after it.
 */
function findLineEnd(view: Buffer): number {
  const first = view.indexOf(CR);
  if (!isSerialReport(view)) return first;
  const dataEnd = serialDataEnd(view.toString('latin1'));
  if (dataEnd === null) return first;
  return view.indexOf(CR, dataEnd);
}

function isSerialReport(view: Buffer): boolean {
  const end = Math.min(view.length, 12);
  // `UEX;` looked for in the bytes first: every line passes here.
  for (let i = 0; i + 4 <= end; i++) {
    if (view[i] === 0x55 && view[i + 1] === 0x45 && view[i + 2] === 0x58 && view[i + 3] === 0x3b) {
      return /^(S[A-Z]\d{3,4}[A-Z]?)?UEX;/.test(view.toString('latin1', 0, end));
    }
  }
  return false;
}

/** Where the serial data of a (partial) UEX report ends, once its length field has arrived; else null. */
function serialDataEnd(text: string): number | null {
  const fields = text.split(';');
  let lengthIndex: number;
  if (fields[0] === 'UEX') {
    const map = /^[0-9A-Fa-f]{1,8}$/.test(fields[2] ?? '') ? parseInt(fields[2]!, 16) : 0;
    lengthIndex = 3;
    for (let bit = 1; bit <= 18; bit++) if (map & (1 << bit)) lengthIndex++;
  } else {
    let d = 2;
    while (d + 1 < fields.length && !(isDate(fields[d]!) && isTime(fields[d + 1]!))) d++;
    let l = d + 2;
    while (l < Math.min(fields.length, d + 9) && !isLatitude(fields[l]!)) l++;
    lengthIndex = l + 9;
  }
  if (lengthIndex >= fields.length - 1 || !/^\d{1,4}$/.test(fields[lengthIndex]!)) return null;
  let start = 0;
  for (let i = 0; i <= lengthIndex; i++) start += fields[i]!.length + 1;
  return start + Number(fields[lengthIndex]);
}

const UNIVERSAL_TYPES = new Map<number, string>();

/** A universal report's type: a first field of three capitals (one string per type, not one per report). */
function universalType(fields: FieldReader): string | null {
  if (fields.length(0) !== 3) return null;
  let key = 0;
  for (let i = 0; i < 3; i++) {
    const c = fields.codeAt(0, i);
    if (c < 0x41 || c > 0x5a) return null;
    key = (key << 8) | c;
  }
  let type = UNIVERSAL_TYPES.get(key);
  if (type === undefined) {
    // Bounded: 26^3 types at most.
    type = fields.text(0);
    UNIVERSAL_TYPES.set(key, type);
  }
  return type;
}

/** `parseDateTime` on a date field and a time field of the frame; -1: absent. */
function fieldDateTime(fields: FieldReader, date: number, time: number): Date | null {
  if (date < 0 || time < 0 || !fields.isDigits(date, 8, 8)) return null;
  if (fields.length(time) !== 8 || fields.codeAt(time, 2) !== 0x3a || fields.codeAt(time, 5) !== 0x3a)
    return null;
  const hour = fields.digitsAt(time, 0, 2);
  const minute = fields.digitsAt(time, 3, 2);
  const second = fields.digitsAt(time, 6, 2);
  if (hour < 0 || minute < 0 || second < 0) return null;
  const ms = utcFromFields(
    fields.digitsAt(date, 0, 4),
    fields.digitsAt(date, 4, 2),
    fields.digitsAt(date, 6, 2),
    hour,
    minute,
    second,
  );
  return ms === null ? null : new Date(ms);
}

/** `num` on a field; -1: absent. */
function fieldNum(fields: FieldReader, index: number): number | null {
  return index < 0 ? null : fields.decimal(index, '+-');
}

/** `isBits` on a field; -1: absent. */
function fieldIsBits(fields: FieldReader, index: number): boolean {
  const length = index < 0 ? 0 : fields.length(index);
  if (length < 1 || length > 32) return false;
  for (let i = 0; i < length; i++) {
    const c = fields.codeAt(index, i);
    if (c !== 0x30 && c !== 0x31) return false;
  }
  return true;
}

function parseDateTime(date: string | undefined, time: string | undefined): Date | null {
  if (!date || !time || !isDate(date) || !isTime(time)) return null;
  const ms = utcFromFields(
    digitsAt(date, 0, 4),
    digitsAt(date, 4, 2),
    digitsAt(date, 6, 2),
    digitsAt(time, 0, 2),
    digitsAt(time, 3, 2),
    digitsAt(time, 6, 2),
  );
  return ms === null ? null : new Date(ms);
}

function num(value: string | undefined): number | null {
  return value !== undefined && isNumber(value) ? Number(value) : null;
}

function basePosition(deviceId: string, fixTime: Date, lat: number, lon: number): Position {
  return {
    deviceId,
    fixTime,
    valid: true,
    lat,
    lon,
    speed: null,
    course: null,
    altitude: null,
    satellites: null,
    attributes: {},
  };
}

function courseOf(value: string | undefined): number | null {
  const course = num(value);
  return course === null ? null : course % 360;
}

/** Legacy IO: ignition, inputs 1–3, outputs 1–2 as `0`/`1` characters. */
function legacyIo(io: string | undefined, attributes: Attributes): void {
  if (!io || !/^[01]{6,}$/.test(io)) return;
  attributes.ignition = io[0] === '1';
  for (let i = 1; i <= 3; i++) attributes[`in${i}`] = io[i] === '1';
  for (let i = 1; i <= 2; i++) attributes[`out${i}`] = io[i + 3] === '1';
}

function applyAlert(id: number, attributes: Attributes): void {
  attributes.event = id;
  const alarm = ALERT_ALARMS[id];
  if (alarm) setAlarm(attributes, alarm, id);
  const harsh = ALERT_HARSH[id];
  if (harsh) attributes.harsh = harsh;
}

function applyEmergency(id: number, attributes: Attributes): void {
  setAlarm(attributes, EMERGENCY_ALARMS[id] ?? 'other', id);
}

/**
 * `<prefix><type>;<id>;[<model>;]<sw ver>;<date>;<time>;[<cell>...;]<lat>;<lon>;<spd>;<crs>;<satt>;<fix>;<dist>;
 * <pwr volt>;<io>;<type fields>;[<h meter>;<bck volt>;<msg type>;]...`. Families differ in the fields before the
 * date (model) and between time and latitude (none on ST500, the cell id on ST300, five cell fields on ST600), so
 * the date and the latitude are found by their shape.
 */
function decodeLegacy(prefix: string, type: string, values: string[], deviceId: string): Position | null {
  let d = 2;
  while (d + 1 < values.length && !(isDate(values[d]!) && isTime(values[d + 1]!))) d++;
  const fixTime = parseDateTime(values[d], values[d + 1]);
  if (fixTime === null) return null;
  let l = d + 2;
  while (l < Math.min(values.length, d + 9) && !isLatitude(values[l]!)) l++;
  const lat = num(values[l]);
  const lon = isLongitude(values[l + 1] ?? '') ? Number(values[l + 1]) : null;
  if (lat === null || lon === null) return null;

  const position = basePosition(deviceId, fixTime, lat, lon);
  const attributes = position.attributes;
  position.speed = num(values[l + 2]);
  position.course = courseOf(values[l + 3]);
  const satellites = num(values[l + 4]);
  position.satellites = satellites;
  if (satellites !== null) attributes.sat = satellites;
  position.valid = values[l + 5] === '1';
  if (prefix.startsWith('ST4')) return position;

  const odometer = num(values[l + 6]);
  if (odometer !== null) attributes.odometer = odometer;
  const power = num(values[l + 7]);
  if (power !== null) attributes.power = power;
  legacyIo(values[l + 8], attributes);

  let next = l + 9;
  const code = num(values[next]);
  switch (type) {
    case 'STT':
      next += 2; // mode, message number
      break;
    case 'EMG':
      if (code !== null) applyEmergency(code, attributes);
      next += 1;
      break;
    case 'ALT':
      if (code !== null) applyAlert(code, attributes);
      next += 1;
      break;
    case 'EVT':
      if (code !== null) attributes.event = code;
      next += 1;
      break;
    case 'UEX':
      next = serialData(values, next, attributes);
      break;
  }

  // Hour meter (minutes), backup battery (volts), message type (0 = buffered): present when the device's
  // HBM option is on; the EVT report has one more field before them.
  for (let k = next; k <= next + 2 && k + 2 < values.length; k++) {
    if (/^\d+$/.test(values[k]!) && /^\d+\.\d+$/.test(values[k + 1]!) && /^[01]$/.test(values[k + 2]!)) {
      attributes.hours = Number(values[k]) * 60;
      attributes.battery = Number(values[k + 1]);
      next = k + 3;
      break;
    }
  }
  trailingSensors(values, next, attributes);
  return position;
}

/** iButton ids (14 hex digits) and 1-Wire temperature probes (`<16 hex id>:<±t>`) after the fixed fields. */
function trailingSensors(values: string[], from: number, attributes: Attributes): void {
  let probe = 0;
  for (let i = from; i < values.length; i++) {
    const value = values[i]!;
    if (/^[0-9A-Fa-f]{14}$/.test(value)) {
      const key = normalizeDriverKey(value);
      if (key) attributes.driver_key = key;
      continue;
    }
    const temperature = /^[0-9A-Fa-f]{16}:([+-]?\d+(\.\d+)?)$/.exec(value);
    if (temperature) attributes[`temp${++probe}`] = Number(temperature[1]);
  }
}

/**
 * UEX: `<length>;<data>;<checksum>`, the data being what the serial accessory sent (it may hold `;` itself).
 * Read: a driver id card (`GTSL|..|..|..|<id>|`, `RFID:<id>`), temperature and fuel sensors (`t_<n>=<hex>`,
 * `N_<n>=<hex>`). Returns the index after the checksum.
 */
function serialData(values: string[], index: number, attributes: Attributes): number {
  let remaining = num(values[index]) ?? 0;
  let i = index + 1;
  let fuel = 0;
  let hasFuel = false;
  // Devices differ by a byte or two on whether the length counts the data's own line end: allow that slack.
  while (remaining > 2 && i < values.length) {
    const item = values[i++]!;
    remaining -= item.length + 1;
    const trimmed = item.trim();
    if (trimmed.startsWith('GTSL')) {
      const key = normalizeDriverKey(trimmed.split('|')[4]);
      if (key) attributes.driver_key = key;
    } else if (trimmed.startsWith('RFID:')) {
      const key = normalizeDriverKey(trimmed.slice(5));
      if (key) attributes.driver_key = key;
    } else {
      const pair = /^([tN])_(\d)=([0-9A-Fa-f]+)/.exec(trimmed);
      if (pair) {
        const value = parseInt(pair[3]!, 16);
        if (pair[1] === 't') attributes[`temp${Number(pair[2]) + 1}`] = value;
        else {
          fuel += value;
          hasFuel = true;
        }
      }
    }
  }
  if (hasFuel) attributes.fuel = fuel;
  return i + 1; // the checksum
}

/** Report map bits of the universal format, in field order. */
const U = {
  model: 1,
  version: 2,
  messageType: 3,
  date: 4,
  time: 5,
  cell: 6,
  mcc: 7,
  mnc: 8,
  lac: 9,
  rxLevel: 10,
  lat: 11,
  lon: 12,
  speed: 13,
  course: 14,
  satellites: 15,
  fix: 16,
  inputs: 17,
  outputs: 18,
  field19: 19,
  field20: 20,
  field21: 21,
  reserved: 22,
  assign: 23,
} as const;

/** Universal format: the report map (hex) says which fields follow, in bit order. */
function decodeUniversal(type: string, fields: FieldReader, deviceId: string): Position | null {
  if (!fields.isHex(2, 1, 8)) return null;
  const map = fields.hex(2)!;
  const count = fields.count;
  // The index of each map bit's field, in order (-1: not in this report; past the last field: read as empty).
  // Written out rather than through a closure made per report.
  let i = 3;
  if (map & (1 << U.model)) i++;
  if (map & (1 << U.version)) i++;
  const messageType = map & (1 << U.messageType) ? i++ : -1;
  const date = map & (1 << U.date) ? i++ : -1;
  const time = map & (1 << U.time) ? i++ : -1;
  const cell = map & (1 << U.cell) ? i++ : -1;
  const mcc = map & (1 << U.mcc) ? i++ : -1;
  const mnc = map & (1 << U.mnc) ? i++ : -1;
  const lac = map & (1 << U.lac) ? i++ : -1;
  const rxLevel = map & (1 << U.rxLevel) ? i++ : -1;
  const lat = map & (1 << U.lat) ? i++ : -1;
  const lon = map & (1 << U.lon) ? i++ : -1;
  const fixTime = fieldDateTime(fields, date, time);
  if (
    fixTime === null ||
    lat < 0 ||
    !isFieldLatitude(fields, lat) ||
    lon < 0 ||
    !isFieldLongitude(fields, lon)
  )
    return null;

  const position = basePosition(deviceId, fixTime, fields.number(lat), fields.number(lon));
  const attributes = position.attributes;
  if (messageType >= 0 && fields.equals(messageType, '0')) attributes.archive = true;
  if (
    cell >= 0 &&
    mcc >= 0 &&
    mnc >= 0 &&
    lac >= 0 &&
    !fields.isEmpty(mcc) &&
    !fields.isEmpty(mnc) &&
    fields.isHex(cell) &&
    fields.isHex(lac)
  ) {
    // `Number` of the text, as the legacy reading does: a non-number is NaN and drops the tower.
    const mccValue = fields.decimal(mcc, '+-') ?? Number(fields.text(mcc));
    const mncValue = fields.decimal(mnc, '+-') ?? Number(fields.text(mnc));
    const tower = { mcc: mccValue, mnc: mncValue, lac: fields.hex(lac)!, cid: fields.hex(cell)! };
    if (Number.isFinite(tower.mcc) && Number.isFinite(tower.mnc) && tower.mcc > 0) {
      position.network = { cellTowers: [tower], wifiAccessPoints: [] };
    }
  }
  const rssi = fieldNum(fields, rxLevel);
  if (rssi !== null) attributes.rssi = rssi;
  position.speed = fieldNum(fields, map & (1 << U.speed) ? i++ : -1);
  const course = fieldNum(fields, map & (1 << U.course) ? i++ : -1);
  position.course = course === null ? null : course % 360;
  const satellites = fieldNum(fields, map & (1 << U.satellites) ? i++ : -1);
  position.satellites = satellites;
  if (satellites !== null) attributes.sat = satellites;
  const fix = map & (1 << U.fix) ? i++ : -1;
  if (fix >= 0 && fix < count) position.valid = fields.equals(fix, '1');
  const inputs = map & (1 << U.inputs) ? i++ : -1;
  if (fieldIsBits(fields, inputs)) {
    const length = fields.length(inputs);
    attributes.ignition = fields.codeAt(inputs, length - 1) === 0x31;
    for (let bit = 1; bit < length; bit++)
      setInput(attributes, bit, fields.codeAt(inputs, length - 1 - bit) === 0x31);
  }
  const outputs = map & (1 << U.outputs) ? i++ : -1;
  if (fieldIsBits(fields, outputs)) {
    const length = fields.length(outputs);
    for (let bit = 0; bit < length; bit++)
      setOutput(attributes, bit, fields.codeAt(outputs, length - 1 - bit) === 0x31);
  }

  if (type === 'UEX') {
    serialData(fields.texts(), i, attributes);
    return position;
  }
  const code = fieldNum(fields, map & (1 << U.field19) ? i++ : -1);
  if (map & (1 << U.field20)) i++;
  const data = map & (1 << U.field21) ? i++ : -1;
  if (code !== null) {
    if (type === 'ALT') applyAlert(code, attributes);
    if (type === 'ALT' && code === 59 && data >= 0 && fields.isHex(data, 6, 16)) {
      const key = normalizeDriverKey(fields.text(data));
      if (key) attributes.driver_key = key;
    } else if (type === 'EMG') applyEmergency(code, attributes);
    else if (type === 'EVT') attributes.event = code;
  }
  if (map & (1 << U.reserved)) i++;
  const assignAt = map & (1 << U.assign) ? i++ : -1;
  if (assignAt >= 0 && fields.isHex(assignAt, 1, 8)) {
    const assign = fields.hex(assignAt)!;
    for (let bit = 0; bit < 32; bit++) {
      if ((assign & (1 << bit)) === 0) continue;
      const index = i++;
      if (index >= count || fields.isEmpty(index)) continue;
      if (bit === 0 && fields.isDecimal(index, '+-')) attributes.battery = fields.number(index);
      else if (bit === 1 && fields.isDecimal(index, '+-')) attributes.power = fields.number(index);
      else attributes[`assign${bit + 1}`] = fields.text(index);
    }
  }
  return position;
}

/**
 * `in<bit>`, by named stores for the usual eight bits: stores by computed names turn an attributes object of this
 * many properties into a slow dictionary (bench/protocol-decoding.ts).
 */
function setInput(attributes: Attributes, bit: number, on: boolean): void {
  switch (bit) {
    case 1:
      attributes.in1 = on;
      break;
    case 2:
      attributes.in2 = on;
      break;
    case 3:
      attributes.in3 = on;
      break;
    case 4:
      attributes.in4 = on;
      break;
    case 5:
      attributes.in5 = on;
      break;
    case 6:
      attributes.in6 = on;
      break;
    case 7:
      attributes.in7 = on;
      break;
    default:
      attributes[`in${bit}`] = on;
  }
}

/** `out<bit + 1>`, as `setInput`. */
function setOutput(attributes: Attributes, bit: number, on: boolean): void {
  switch (bit) {
    case 0:
      attributes.out1 = on;
      break;
    case 1:
      attributes.out2 = on;
      break;
    case 2:
      attributes.out3 = on;
      break;
    case 3:
      attributes.out4 = on;
      break;
    case 4:
      attributes.out5 = on;
      break;
    case 5:
      attributes.out6 = on;
      break;
    case 6:
      attributes.out7 = on;
      break;
    case 7:
      attributes.out8 = on;
      break;
    default:
      attributes[`out${bit + 1}`] = on;
  }
}

/** ST9xx personal trackers: `ST910;<Location|Emergency|Alert>;<id>;[<ver>;]<date>;<time>;[<cell>;]<lat>;<lon>;<spd>;<crs>;<fix>;...`. */
function decodePersonal(values: string[], deviceId: string): Position | null {
  const kind = values[1];
  if (kind !== 'Location' && kind !== 'Emergency' && kind !== 'Alert') return null;
  let d = 3;
  while (d + 1 < values.length && !(isDate(values[d]!) && isTime(values[d + 1]!))) d++;
  const fixTime = parseDateTime(values[d], values[d + 1]);
  if (fixTime === null) return null;
  let l = d + 2;
  if (!isLatitude(values[l] ?? '')) l++;
  const lat = num(values[l]);
  const lon = isLongitude(values[l + 1] ?? '') ? Number(values[l + 1]) : null;
  if (lat === null || lon === null) return null;
  const position = basePosition(deviceId, fixTime, lat, lon);
  position.speed = num(values[l + 2]);
  position.course = courseOf(values[l + 3]);
  position.valid = values[l + 4] === '1';
  if (kind === 'Emergency') setAlarm(position.attributes, 'sos', kind);
  if (kind === 'Alert') setAlarm(position.attributes, 'other', kind);
  return position;
}

type BinaryReport = { deviceId: string; position: Position | null } | string;

function bcd(bytes: Buffer): number {
  let value = 0;
  for (const byte of bytes) value = value * 100 + (byte >> 4) * 10 + (byte & 0x0f);
  return value;
}

function binaryTime(bytes: Buffer): Date | null {
  const [y, mo, d, h, mi, s] = bytes as unknown as [number, number, number, number, number, number];
  const ms = utcFromFields(2000 + y, mo, d, h, mi, s);
  return ms === null ? null : new Date(ms);
}

/**
 * Legacy "zip" report: `02 <length:2> <header> <id:5 BCD> <model> <sw:2> <Y M D h m s> <cell:3> <lat:4> <lon:4>
 * <speed:3> <course:3> <fix/signs/satellites> <distance:4> <power:2> <io> ...  03`. Degrees are one binary byte
 * then six BCD digits of millionths; speed, course and volts a binary integer part then BCD hundredths. Read:
 * status (`10`: mode, message number:2, then hour meter:4, backup volts:2, message type) and alert (`13`: alert
 * id, then the same three).
 */
function decodeZip(frame: Buffer): BinaryReport {
  const type = frame[3];
  if ((type !== 0x10 && type !== 0x13) || frame.length < 47) return `Suntech zip report ${type} not read`;
  const deviceId = frame.subarray(4, 9).toString('hex').slice(0, 9);
  const fixTime = binaryTime(frame.subarray(12, 18));
  if (fixTime === null) return { deviceId, position: null };
  const degrees = (at: number) => frame[at]! + bcd(frame.subarray(at + 1, at + 4)) / 1e6;
  const hundredths = (at: number, integerBytes: number) =>
    frame.readUIntBE(at, integerBytes) + bcd(frame.subarray(at + integerBytes, at + integerBytes + 1)) / 100;
  const flags = frame[35]!;
  let lat = degrees(21);
  let lon = degrees(25);
  if (flags & 0x40) lat = -lat;
  if (flags & 0x20) lon = -lon;
  const position = basePosition(deviceId, fixTime, lat, lon);
  const attributes = position.attributes;
  position.speed = hundredths(29, 2);
  position.course = hundredths(32, 2) % 360;
  position.valid = (flags & 0x80) !== 0;
  position.satellites = flags & 0x1f;
  attributes.sat = position.satellites;
  attributes.odometer = frame.readUInt32BE(36);
  attributes.power = hundredths(40, 1);
  const io = frame[42]!;
  attributes.ignition = (io & 1) !== 0;
  for (let i = 1; i <= 3; i++) attributes[`in${i}`] = (io & (1 << i)) !== 0;
  for (let i = 1; i <= 2; i++) attributes[`out${i}`] = (io & (1 << (i + 3))) !== 0;
  let at = 43;
  if (type === 0x13) applyAlert(frame[at++]!, attributes);
  else at += 3; // mode, message number
  if (at + 7 <= frame.length - 1) {
    attributes.hours = frame.readUInt32BE(at) * 60;
    attributes.battery = hundredths(at + 4, 1);
    if (frame[at + 6] === 0) attributes.archive = true;
  }
  return { deviceId, position };
}

/**
 * Universal binary report: `<type 81 status | 82 alert> <length:2> <id:5, its hex digits> <report map:3>`, then
 * for each map bit: 1 model, 2 version:3, 3 message type, 4–5 Y M D h m s, 6 cell:4, 7 MCC:2, 8 MNC:2, 9 LAC:2,
 * 10 signal, 11 latitude:4 and 12 longitude:4 (sign and magnitude, millionths), 13 speed:2 and 14 course:2
 * (hundredths), 15 satellites, 16 fix, 17 inputs, 18 outputs, 19 the alert id (82).
 */
function decodeUniversalBinary(frame: Buffer): BinaryReport {
  const type = frame[0];
  if ((type !== 0x81 && type !== 0x82) || frame.length < 11) return `Suntech binary report ${type} not read`;
  const deviceId = frame.subarray(3, 8).toString('hex');
  const map = frame.readUIntBE(8, 3);
  const has = (bit: number) => (map & (1 << bit)) !== 0;
  let at = 11;
  const sizes: [number, number][] = [
    [U.model, 1],
    [U.version, 3],
    [U.messageType, 1],
  ];
  const fields = new Map<number, Buffer>();
  const read = (bit: number, size: number) => {
    if (!has(bit)) return;
    if (at + size > frame.length) throw new RangeError('short');
    fields.set(bit, frame.subarray(at, at + size));
    at += size;
  };
  try {
    for (const [bit, size] of sizes) read(bit, size);
    if (has(U.date) && has(U.time)) {
      if (at + 6 > frame.length) return { deviceId, position: null };
      fields.set(U.date, frame.subarray(at, at + 6));
      at += 6;
    }
    for (const [bit, size] of [
      [U.cell, 4],
      [U.mcc, 2],
      [U.mnc, 2],
      [U.lac, 2],
      [U.rxLevel, 1],
      [U.lat, 4],
      [U.lon, 4],
      [U.speed, 2],
      [U.course, 2],
      [U.satellites, 1],
      [U.fix, 1],
      [U.inputs, 1],
      [U.outputs, 1],
      [U.field19, 1],
    ] as const) {
      read(bit, size);
    }
  } catch {
    return { deviceId, position: null };
  }
  const time = fields.get(U.date);
  const latBytes = fields.get(U.lat);
  const lonBytes = fields.get(U.lon);
  const fixTime = time ? binaryTime(time) : null;
  if (fixTime === null || !latBytes || !lonBytes) return { deviceId, position: null };
  const signMagnitude = (bytes: Buffer) => {
    const raw = bytes.readUInt32BE(0);
    const magnitude = (raw & 0x7fffffff) / 1e6;
    return raw & 0x80000000 ? -magnitude : magnitude;
  };
  const position = basePosition(deviceId, fixTime, signMagnitude(latBytes), signMagnitude(lonBytes));
  const attributes = position.attributes;
  if (fields.get(U.messageType)?.[0] === 0) attributes.archive = true;
  const cell = fields.get(U.cell);
  const mcc = fields.get(U.mcc);
  const mnc = fields.get(U.mnc);
  const lac = fields.get(U.lac);
  if (cell && mcc && mnc && lac && mcc.readUInt16BE(0) > 0) {
    position.network = {
      cellTowers: [
        {
          mcc: mcc.readUInt16BE(0),
          mnc: mnc.readUInt16BE(0),
          lac: lac.readUInt16BE(0),
          cid: cell.readUInt32BE(0),
        },
      ],
      wifiAccessPoints: [],
    };
  }
  const rssi = fields.get(U.rxLevel);
  if (rssi) attributes.rssi = rssi[0]!;
  const speed = fields.get(U.speed);
  if (speed) position.speed = speed.readUInt16BE(0) / 100;
  const course = fields.get(U.course);
  if (course) position.course = (course.readUInt16BE(0) / 100) % 360;
  const satellites = fields.get(U.satellites);
  if (satellites) {
    position.satellites = satellites[0]!;
    attributes.sat = satellites[0]!;
  }
  const fix = fields.get(U.fix);
  if (fix) position.valid = fix[0]! > 0;
  const inputs = fields.get(U.inputs);
  if (inputs) {
    attributes.ignition = (inputs[0]! & 1) !== 0;
    for (let bit = 1; bit <= 3; bit++) attributes[`in${bit}`] = (inputs[0]! & (1 << bit)) !== 0;
  }
  const outputs = fields.get(U.outputs);
  if (outputs)
    for (let bit = 0; bit < 8; bit++) attributes[`out${bit + 1}`] = (outputs[0]! & (1 << bit)) !== 0;
  const alert = fields.get(U.field19);
  if (type === 0x82 && alert) {
    applyAlert(alert[0]!, attributes);
    // Alert 59 (driver identification) carries the 8-byte key after the 2-byte modifier.
    if (alert[0] === 59 && has(U.field20) && has(U.field21) && at + 10 <= frame.length) {
      const key = normalizeDriverKey(frame.subarray(at + 2, at + 10).toString('hex'));
      if (key) attributes.driver_key = key;
    }
  }
  return { deviceId, position };
}

/** `<prefix>CMD;<id>;02;AckEmerg\r`: tells a device in emergency that its reports arrived, so it stops repeating them. */
export function suntechAckEmergency(prefix: string, deviceId: string): Buffer {
  return Buffer.from(`${prefix}CMD;${deviceId};02;AckEmerg\r`, 'ascii');
}
