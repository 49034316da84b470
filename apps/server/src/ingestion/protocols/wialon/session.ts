import { ByteQueue } from '../../byte-queue';
import { crc16Ibm } from '../../crc';
import { alarmKindFromName, setAlarm } from '../../alarm';
import { normalizeDriverKey } from '../../driver-key';
import { FieldReader } from '../../field-reader';
import { checkSanity, type Attributes, type AttributeValue, type Position } from '../../position';
import type { ProtocolSession, SessionEvent } from '../contract';

/**
 * Wialon IPS 1.1 and 2.0 over TCP (docs/protocols/wialon.md): text packets `#TYPE#message\r\n`. Version 2.0 adds
 * a CRC-16/ARC, written as four hex digits after the message's last `;` (or `|` in a black box packet).
 */

/** A black box packet of a few hundred messages fits; a line with no end after this many bytes is garbage. */
export const WIALON_MAX_LINE = 65_536;
/** More named parameters than this in one message are ignored (bounds what one position stores). */
const MAX_PARAMS = 100;
const MAX_STRING_VALUE = 256;

/** Answer codes of the data packets (the `n` of `#AD#n`, `#ASD#n`). */
export const WIALON_ANSWER = {
  ok: '1',
  structure: '-1',
  time: '0',
  coordinates: '10',
  speedCourseAltitude: '11',
  satellites: '12',
  inputsOutputs: '13',
  adc: '14',
  params: '15',
  /** `#AD#16`, `#ASD#13`: 2.0 only. */
  checksumD: '16',
  checksumSD: '13',
} as const;

const HEADER = /#(L|SD|D|B|P|M|A[A-Z]*)#/;
/** What may precede the header: the id prefix of the UDP form (`2.0;IMEI` or `IMEI`), sent by some devices on TCP. */
const ID_PREFIX = /^(?:(\d+\.\d+);)?([0-9A-Za-z]{6,32})$/;

/** The headers devices send most, at the start of the line: found on the bytes, without the search `HEADER` does. */
const KNOWN_HEADERS = ['D', 'SD', 'B', 'P', 'L', 'M'].map((type) => ({
  index: 0,
  0: `#${type}#`,
  1: type,
  bytes: Buffer.from(`#${type}#`, 'latin1'),
}));

function knownHeader(raw: Buffer, end: number): { index: number; 0: string; 1: string } | null {
  if (raw[0] !== 0x23) return null;
  for (const header of KNOWN_HEADERS) {
    const bytes = header.bytes;
    if (bytes.length > end) continue;
    let same = true;
    for (let i = 1; i < bytes.length && same; i++) same = raw[i] === bytes[i];
    if (same) return header;
  }
  return null;
}

export function wialonReply(type: string, value = ''): Buffer {
  return Buffer.from(`#${type}#${value}\r\n`, 'latin1');
}

/** The answers to an accepted data packet, the same bytes every time (written, never changed). */
const AD_OK = wialonReply('AD', '1');
const ASD_OK = wialonReply('ASD', '1');
const SEMICOLON = 0x3b;
const COMMA = 0x2c;
const PIPE = 0x7c;

function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

class FieldError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const isNa = (value: string | undefined) => value === undefined || value === '' || value === 'NA';
/** `isNa` on a field (past the last: absent). */
const isNaField = (f: FieldReader, i: number) => f.isEmpty(i) || f.equals(i, 'NA');

function number(f: FieldReader, i: number, code: string): number | null {
  if (isNaField(f, i)) return null;
  if (!f.isDecimal(i)) throw new FieldError(code);
  const parsed = f.number(i);
  if (!Number.isFinite(parsed)) throw new FieldError(code);
  return parsed;
}

/** `DDMM.MMMM` / `DDDMM.MMMM` and a hemisphere letter, or null when both are `NA`. */
function coordinate(f: FieldReader, value: number, sign: number, positive: string, negative: string) {
  if (isNaField(f, value) && isNaField(f, sign)) return null;
  if (
    isNaField(f, value) ||
    !f.isDecimal(value, '') ||
    (!f.equals(sign, positive) && !f.equals(sign, negative))
  ) {
    throw new FieldError(WIALON_ANSWER.coordinates);
  }
  const raw = f.number(value);
  const degrees = Math.floor(raw / 100);
  const minutes = raw - degrees * 100;
  if (minutes >= 60) throw new FieldError(WIALON_ANSWER.coordinates);
  const result = degrees + minutes / 60;
  return f.equals(sign, negative) ? -result : result;
}

/** `DDMMYY` and `HHMMSS` (2.1 adds `.nnnnnnnnn`), UTC; both `NA` → the server's time, as the documents say. */
function fixTime(f: FieldReader, date: number, time: number, now: Date): Date {
  if (isNaField(f, date) && isNaField(f, time)) return new Date(now.getTime());
  // `^(\d\d)(\d\d)(\d\d)$` and `^(\d\d)(\d\d)(\d\d)(?:\.(\d{1,9}))?$`
  if (!f.isDigits(date, 6, 6) || f.digitsAt(time, 0, 6) < 0) {
    throw new FieldError(WIALON_ANSWER.time);
  }
  const length = f.length(time);
  const fraction = length > 7 ? f.text(time).slice(7) : '';
  if (length !== 6 && (f.codeAt(time, 6) !== 0x2e || !/^\d{1,9}$/.test(fraction)))
    throw new FieldError(WIALON_ANSWER.time);
  const ms = fraction !== '' ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const utc = f.dateAndTime(date, time, ms);
  if (utc === null) throw new FieldError(WIALON_ANSWER.time);
  return new Date(utc);
}

/** A parameter's value by its type: 1 integer, 2 double, 3 string. */
function paramValue(type: string, raw: string): AttributeValue | null {
  if (type === '1' || type === '2') {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value)) return null;
    if (type === '1' && !Number.isSafeInteger(value)) return raw;
    return value;
  }
  if (type === '3') {
    if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
    return raw.slice(0, MAX_STRING_VALUE);
  }
  return null;
}

/** A numeric value, also when a device typed it as a string (`bat:3:99`). */
function numeric(value: AttributeValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

const truthy = (value: AttributeValue) =>
  value === true || (typeof value === 'number' && value !== 0) || value === '1';

function setNumber(attributes: Attributes, key: string, value: number | null): void {
  if (value !== null) attributes[key] = value;
}

const mileageMetres = (km: number | null) => (km === null ? null : Math.round(km * 1000));

/** Keys a parameter may not overwrite: they are set from typed fields or carry the alarm contract. */
const PROTECTED = new Set(['alarm', 'alarmcode', 'driver_key', 'harsh', 'harsh_ms2']);

/**
 * Named parameters (`name:type:value`): the names common Wialon IPS devices and the Wialon retranslator use for
 * what other protocols carry in fixed fields are stored under the attribute names the engine reads; anything else
 * is kept under its own (lower-cased) name.
 */
function applyParam(attributes: Attributes, name: string, value: AttributeValue): void {
  const key = name.toLowerCase();
  switch (key) {
    case 'sos':
    case 'panic':
      if (truthy(value)) setAlarm(attributes, 'sos', name);
      return;
    case 'alarm':
      if (typeof value === 'string' && value !== '') setAlarm(attributes, alarmKindFromName(value), value);
      else if (typeof value === 'number' && value !== 0) setAlarm(attributes, 'other', value);
      return;
    case 'ign':
    case 'ignition':
      attributes.ignition = truthy(value);
      return;
    case 'pwr_ext':
    case 'power':
    case 'ext_voltage':
      setNumber(attributes, 'power', numeric(value));
      return;
    case 'pwr_int':
    case 'battery':
    case 'bat_voltage':
      setNumber(attributes, 'battery', numeric(value));
      return;
    case 'bat':
    case 'battery_level':
      setNumber(attributes, 'batteryLevel', numeric(value));
      return;
    case 'odometer':
    case 'mileage':
      // Wialon keeps mileage in kilometres.
      setNumber(attributes, 'odometer', mileageMetres(numeric(value)));
      return;
    case 'gsm':
    case 'csq':
      setNumber(attributes, 'rssi', numeric(value));
      return;
    case 'avl_driver':
    case 'rfid': {
      const driver = normalizeDriverKey(value);
      if (driver) attributes.driver_key = driver;
      return;
    }
  }
  if (PROTECTED.has(key) || key.length > 64) return;
  attributes[key] = value;
}

interface Parsed {
  position: Position | null;
  /** Why a well-formed message stores nothing: the answer code to send anyway. */
  skipCode?: string;
}

export class WialonSession implements ProtocolSession {
  private readonly queue = new ByteQueue();
  private readonly fields = new FieldReader();
  private readonly messages = new FieldReader();
  private readonly parts = new FieldReader();
  /** Inside an overlong line: everything up to its end is garbage. */
  private skipping = false;
  private imei: string | null = null;
  private version2 = false;
  /** The last coordinates a message carried: messages with `NA` coordinates keep them (as not valid). */
  private lastFix: { lat: number; lon: number } | null = null;

  get deviceId(): string | null {
    return this.imei;
  }

  push(chunk: Buffer, now: Date): SessionEvent[] {
    const events: SessionEvent[] = [];
    let offset = 0;
    while (offset < chunk.length) {
      const newline = chunk.indexOf(0x0a, offset);
      const end = newline < 0 ? chunk.length : newline + 1;
      if (this.skipping) {
        events.push({ type: 'garbage', bytes: end - offset });
        if (newline >= 0) this.skipping = false;
        offset = end;
        continue;
      }
      this.queue.push(chunk.subarray(offset, end));
      offset = end;
      if (newline < 0) {
        if (this.queue.length > WIALON_MAX_LINE) {
          events.push({ type: 'garbage', bytes: this.queue.length });
          this.queue.clear();
          this.skipping = true;
        }
        break;
      }
      // Read before the next push: what is decoded from it is copied out.
      const line = this.queue.peek(this.queue.length);
      this.queue.clear();
      if (line.length > WIALON_MAX_LINE) events.push({ type: 'garbage', bytes: line.length });
      else this.line(line, now, events);
    }
    return events;
  }

  private line(raw: Buffer, now: Date, events: SessionEvent[]): void {
    let end = raw.length;
    while (end > 0 && (raw[end - 1] === 0x0a || raw[end - 1] === 0x0d)) end--;
    const known = knownHeader(raw, end);
    const header = known ?? HEADER.exec(raw.toString('latin1', 0, end));
    if (!header) {
      if (end > 0) events.push({ type: 'garbage', bytes: raw.length });
      return;
    }
    const prefix = header.index === 0 ? '' : raw.toString('latin1', 0, header.index);
    let prefixId: string | null = null;
    if (prefix !== '') {
      const id = ID_PREFIX.exec(prefix);
      if (id && id[2]) {
        prefixId = id[2];
        if (id[1]) this.version2 = Number(id[1]) >= 2;
      } else {
        events.push({ type: 'garbage', bytes: Buffer.byteLength(prefix, 'latin1') });
      }
    }
    const type = header[1]!;
    const body = raw.subarray(header.index + header[0].length, end);
    if (prefixId !== null && type !== 'L' && prefixId !== this.imei) {
      this.imei = prefixId;
      events.push({ type: 'identify', deviceId: prefixId });
    }
    switch (type) {
      case 'L':
        return this.login(body, events);
      case 'P':
        events.push({ type: 'reply', bytes: wialonReply('AP') });
        return;
      case 'SD':
      case 'D':
        return this.data(type, body, now, events);
      case 'B':
        return this.blackBox(body, now, events);
      case 'M': {
        // A text from the driver: acknowledged (it is not stored).
        const ok = !this.version2 || this.checksumOk(body, 0x3b);
        events.push({ type: 'reply', bytes: wialonReply('AM', ok ? '1' : '10') });
        return;
      }
      default:
        // `#AM#1` and the like: the device's answer to a command.
        events.push({ type: 'command-result', text: `${type}#${body.toString('utf8')}` });
    }
  }

  /** The 2.0 CRC: four hex digits after the last `separator`, over the message up to and including it. */
  private checksumOk(body: Buffer, separator: number): boolean {
    const at = body.lastIndexOf(separator);
    if (at < 0) return false;
    // `^(0x)?[0-9A-Fa-f]{1,4}$`, read on the bytes.
    let from = at + 1;
    if (body[from] === 0x30 && body[from + 1] === 0x78) from += 2;
    const length = body.length - from;
    if (length < 1 || length > 4) return false;
    let written = 0;
    for (let i = from; i < body.length; i++) {
      const digit = hexDigit(body[i]!);
      if (digit < 0) return false;
      written = written * 16 + digit;
    }
    return written === crc16Ibm(body, 0, at + 1);
  }

  private login(body: Buffer, events: SessionEvent[]): void {
    const fields = body.toString('latin1').split(';');
    // 2.0: version;imei;password;crc — 1.1: imei;password
    const version2 = fields.length >= 4 && /^\d+\.\d+$/.test(fields[0]!);
    if (version2 && !this.checksumOk(body, 0x3b)) {
      events.push({ type: 'reply', bytes: wialonReply('AL', '10') });
      return;
    }
    const imei = version2 ? fields[1] : fields[0];
    if (!imei || isNa(imei) || !/^[0-9A-Za-z]{1,32}$/.test(imei)) {
      events.push({ type: 'reply', bytes: wialonReply('AL', '0') });
      events.push({ type: 'close', reason: 'login without a usable IMEI' });
      return;
    }
    this.version2 = version2 && Number(fields[0]) >= 2;
    this.imei = imei;
    events.push({ type: 'identify', deviceId: imei, reply: wialonReply('AL', '1'), closeIfUnknown: true });
  }

  private data(type: 'SD' | 'D', body: Buffer, now: Date, events: SessionEvent[]): void {
    const answer = type === 'SD' ? 'ASD' : 'AD';
    if (this.imei === null) {
      events.push({ type: 'drop', reason: `#${type}# before login` });
      return;
    }
    if (this.version2 && !this.checksumOk(body, 0x3b)) {
      const code = type === 'SD' ? WIALON_ANSWER.checksumSD : WIALON_ANSWER.checksumD;
      events.push({ type: 'reply', bytes: wialonReply(answer, code) });
      return;
    }
    const fields = this.fields.read(body, 0, body.length, SEMICOLON);
    const parsed = this.message(fields, fields.count - (this.version2 ? 1 : 0), type === 'D', now);
    if ('error' in parsed) {
      events.push({ type: 'reply', bytes: wialonReply(answer, parsed.error) });
      return;
    }
    const code = parsed.skipCode ?? WIALON_ANSWER.ok;
    const reply = code === WIALON_ANSWER.ok ? (type === 'SD' ? ASD_OK : AD_OK) : wialonReply(answer, code);
    const positions = parsed.position ? [parsed.position] : [];
    events.push({ type: 'positions', positions, skipped: 1 - positions.length, reply });
  }

  private blackBox(body: Buffer, now: Date, events: SessionEvent[]): void {
    if (this.imei === null) {
      events.push({ type: 'drop', reason: '#B# before login' });
      return;
    }
    if (this.version2 && !this.checksumOk(body, 0x7c)) {
      events.push({ type: 'reply', bytes: wialonReply('AB', '0') });
      return;
    }
    const messages = this.messages.read(body, 0, body.length, PIPE);
    const count = messages.count - (this.version2 ? 1 : 0);
    const positions: Position[] = [];
    for (let m = 0; m < count; m++) {
      const fields = this.fields.readField(messages, m, SEMICOLON);
      const parsed = this.message(fields, fields.count, fields.count > 10, now);
      if (!('error' in parsed) && parsed.position) positions.push(parsed.position);
    }
    const reply = wialonReply('AB', String(count));
    events.push({ type: 'positions', positions, skipped: count - positions.length, reply });
  }

  /** One short (10 fields) or extended (16 fields) message; `count`: its fields without the CRC. */
  private message(
    fields: FieldReader,
    count: number,
    extended: boolean,
    now: Date,
  ): Parsed | { error: string } {
    if (count !== (extended ? 16 : 10)) return { error: WIALON_ANSWER.structure };
    try {
      return this.parseMessage(fields, extended, now);
    } catch (error) {
      if (error instanceof FieldError) return { error: error.code };
      throw error;
    }
  }

  private parseMessage(f: FieldReader, extended: boolean, now: Date): Parsed {
    const time = fixTime(f, 0, 1, now);
    const lat = coordinate(f, 2, 3, 'N', 'S');
    const lon = coordinate(f, 4, 5, 'E', 'W');
    if ((lat === null) !== (lon === null)) throw new FieldError(WIALON_ANSWER.coordinates);
    const speed = number(f, 6, WIALON_ANSWER.speedCourseAltitude);
    let course = number(f, 7, WIALON_ANSWER.speedCourseAltitude);
    const altitude = number(f, 8, WIALON_ANSWER.speedCourseAltitude);
    const satellites = number(f, 9, WIALON_ANSWER.satellites);
    if (course === 360) course = 0;

    const attributes: Attributes = {};
    if (satellites !== null) attributes.sat = satellites;
    if (extended) this.extendedFields(f, attributes);

    const fix = lat !== null && lon !== null ? { lat, lon } : this.lastFix;
    if (!fix) return { position: null, skipCode: WIALON_ANSWER.ok };
    const position: Position = {
      deviceId: this.imei!,
      fixTime: time,
      valid: lat !== null && (satellites === null || satellites >= 3),
      lat: fix.lat,
      lon: fix.lon,
      speed,
      course,
      altitude,
      satellites,
      attributes,
    };
    const sanity = checkSanity(position, now);
    if (!sanity.store) {
      const code = sanity.reason.includes('time')
        ? WIALON_ANSWER.time
        : sanity.reason.startsWith('course')
          ? WIALON_ANSWER.speedCourseAltitude
          : WIALON_ANSWER.coordinates;
      return { position: null, skipCode: code };
    }
    if (lat !== null && lon !== null) this.lastFix = { lat, lon };
    return { position };
  }

  /** hdop;inputs;outputs;adc;ibutton;params */
  private extendedFields(f: FieldReader, attributes: Attributes): void {
    const hdop = number(f, 10, WIALON_ANSWER.satellites);
    if (hdop !== null) attributes.hdop = hdop;
    const inputs = number(f, 11, WIALON_ANSWER.inputsOutputs);
    const outputs = number(f, 12, WIALON_ANSWER.inputsOutputs);
    if ((inputs !== null && !Number.isInteger(inputs)) || (outputs !== null && !Number.isInteger(outputs))) {
      throw new FieldError(WIALON_ANSWER.inputsOutputs);
    }
    if (inputs !== null) {
      attributes.input = inputs;
      for (let bit = 0; bit < 8; bit++) attributes[`in${bit + 1}`] = Math.floor(inputs / 2 ** bit) % 2 === 1;
    }
    if (outputs !== null) {
      attributes.output = outputs;
      for (let bit = 0; bit < 8; bit++)
        attributes[`out${bit + 1}`] = Math.floor(outputs / 2 ** bit) % 2 === 1;
    }
    if (!isNaField(f, 13)) {
      const adcs = this.parts.readField(f, 13, COMMA);
      for (let index = 0; index < adcs.count; index++) {
        const adc = number(adcs, index, WIALON_ANSWER.adc);
        if (adc !== null) attributes[`adc${index + 1}`] = adc;
      }
    }
    if (!isNaField(f, 14)) {
      const key = normalizeDriverKey(f.utf8(14));
      if (key) attributes.driver_key = key;
    }
    if (!isNaField(f, 15)) {
      const params = f.utf8(15).split(',');
      for (const param of params.slice(0, MAX_PARAMS)) {
        const match = /^(.+):([123]):(.*)$/s.exec(param);
        if (!match) throw new FieldError(WIALON_ANSWER.params);
        const value = paramValue(match[2]!, match[3]!);
        if (value === null) throw new FieldError(WIALON_ANSWER.params);
        applyParam(attributes, match[1]!, value);
      }
    }
  }
}
