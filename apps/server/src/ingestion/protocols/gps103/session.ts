import type { AlarmKind } from '@fleet/shared/schemas/events';
import { setAlarm } from '../../alarm';
import { ByteQueue } from '../../byte-queue';
import { normalizeDriverKey } from '../../driver-key';
import { checkSanity, type Attributes, type Position } from '../../position';
import { FieldReader } from '../../field-reader';
import { digitsAt, isDecimal, isDigits } from '../../text-fields';
import { utcFromFields } from '../../utc-time';
import type { CommandRequest, ProtocolSession, SessionEvent } from '../contract';
import { collectFrames } from '../framing';
import { encodeGps103Command } from './command';

/** A message with no delimiter within this many bytes is garbage (the longest, OBD with trouble codes, is ~200). */
export const GPS103_MAX_LINE = 1024;

const SEMICOLON = 0x3b;
const COMMA = 0x2c;
const IMEI_TAG = Buffer.from('imei:', 'latin1');
/** The characters `String.trim` removes that a latin1 byte can be. */
const isBlank = (byte: number) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d) || byte === 0xa0;
const STAR = 0x2a;
const CR = 0x0d;
const LF = 0x0a;
const isDelimiter = (byte: number) => byte === SEMICOLON || byte === LF || byte === CR || byte === STAR;

const KNOTS_TO_KMH = 1.852;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Device keywords that are alarms; those naming what the server derives itself (speed, stockade, move) are not. */
const KEYWORD_ALARMS: Record<string, AlarmKind> = {
  'help me': 'sos',
  'low battery': 'low_battery',
  'ac alarm': 'power_cut',
  'sensor alarm': 'vibration',
  'accident alarm': 'crash',
  'door alarm': 'other',
  'bonnet alarm': 'other',
  'footbrake alarm': 'other',
  oil: 'other',
  oil1: 'other',
  oil2: 'other',
};

const reply = (text: string) => Buffer.from(text, 'latin1');

/**
 * One GPS103 connection (Coban TK103/TK303 and clones, docs/protocols/gps103.md): ASCII messages ended by `;`,
 * a line break, or `*` (the alternative layout). A login `##,imei:<id>,A;`, heartbeats `<id>;`, and
 * `imei:<id>,<keyword>,...` messages that each name their device.
 */
export class Gps103Session implements ProtocolSession {
  private readonly queue = new ByteQueue();
  private readonly fields = new FieldReader();
  private id: string | null = null;
  /** Inside an overlong message: bytes up to the next delimiter are garbage. */
  private discarding = false;

  get deviceId(): string | null {
    return this.id;
  }

  /** A command to the IMEI exactly as the device writes it. */
  encodeCommand(command: CommandRequest): Buffer | null {
    return encodeGps103Command({ ...command, deviceId: this.id ?? command.deviceId });
  }

  push(chunk: Buffer, now: Date): SessionEvent[] {
    this.queue.push(chunk);
    return collectFrames(() => this.next(now));
  }

  private next(now: Date): SessionEvent[] | null {
    const queue = this.queue;
    if (queue.length === 0) return null;
    const window = queue.peek(Math.min(queue.length, GPS103_MAX_LINE + 1));
    let end = 0;
    while (end < window.length && !isDelimiter(window[end]!)) end++;
    if (this.discarding) {
      const count = end < window.length ? end + 1 : window.length;
      if (end < window.length) this.discarding = false;
      queue.consume(count);
      return [{ type: 'garbage', bytes: count }];
    }
    if (end === window.length) {
      if (window.length <= GPS103_MAX_LINE) return null;
      queue.consume(window.length);
      this.discarding = true;
      return [{ type: 'garbage', bytes: window.length }];
    }
    const delimiter = window[end]!;
    // A plain `imei:<id>,...` message, the usual report, is read from the bytes; logins, heartbeats and messages
    // with something glued in front from the text.
    let from = 0;
    let to = end;
    while (from < to && isBlank(window[from]!)) from++;
    while (to > from && isBlank(window[to - 1]!)) to--;
    if (from === to) {
      queue.consume(end + 1);
      return [];
    }
    let events: SessionEvent[];
    if (window.indexOf(IMEI_TAG, from) === from) {
      events = this.decodeMessage(this.fields.read(window, from, to, COMMA), delimiter === STAR, now, []);
    } else {
      events = this.decodeLine(window.toString('latin1', 0, end), delimiter === STAR, now);
    }
    queue.consume(end + 1);
    return events;
  }

  private identify(id: string, events: SessionEvent[]): void {
    if (id === this.id) return;
    this.id = id;
    events.push({ type: 'identify', deviceId: id });
  }

  private decodeLine(raw: string, starEnded: boolean, now: Date): SessionEvent[] {
    const line = raw.trim();
    const login = line.startsWith('##,') ? /^##,imei:(\d{1,20}),/.exec(line + ',') : null;
    if (login) {
      this.id = login[1]!;
      return [{ type: 'identify', deviceId: login[1]!, reply: reply('LOAD'), closeIfUnknown: true }];
    }
    if (isDigits(line, 1, 20)) {
      const events: SessionEvent[] = [];
      this.identify(line, events);
      events.push({ type: 'reply', deviceId: line, bytes: reply('ON') });
      return events;
    }
    const start = line.indexOf('imei:');
    if (start < 0) return [{ type: 'drop', reason: 'not a GPS103 message' }];
    const events: SessionEvent[] = [];
    const prefix = line.slice(0, start);
    const message = line.slice(start);
    const idEnd = message.indexOf(',');
    const id = message.slice(5, idEnd < 0 ? message.length : idEnd);
    if (!isDigits(id, 1, 20)) return [{ type: 'drop', reason: 'GPS103 message without a device id' }];
    // Some models glue their heartbeat (the bare id) to the next message.
    if (prefix !== '' && isDigits(prefix)) {
      this.identify(id, events);
      events.push({ type: 'reply', deviceId: id, bytes: reply('ON') });
    } else if (prefix !== '') {
      events.push({ type: 'garbage', bytes: prefix.length });
    }
    const bytes = Buffer.from(message, 'latin1');
    return this.decodeMessage(this.fields.read(bytes, 0, bytes.length, COMMA), starEnded, now, events);
  }

  /** `imei:<id>,...` split at its commas. */
  private decodeMessage(
    fields: FieldReader,
    starEnded: boolean,
    now: Date,
    events: SessionEvent[],
  ): SessionEvent[] {
    const idLength = fields.length(0) - 5;
    if (idLength < 1 || idLength > 20 || !allDigits(fields, 0, 5))
      return [{ type: 'drop', reason: 'GPS103 message without a device id' }];
    const id = this.id !== null && sameId(fields, this.id) ? this.id : fields.text(0).slice(5);
    this.identify(id, events);
    if (starEnded && fields.isDigits(5, 6, 6) && fields.isDigits(6, 6, 6)) {
      events.push(this.decodeAlternative(id, fields, now));
    } else {
      events.push(this.decodeRegular(id, fields, now));
    }
    return events;
  }

  /** `imei:<id>,<keyword>,<local time>,<phone|rfid>,F|L,<utc time>,A|V,<lat>,N|S,<lon>,E|W,<speed>,...` */
  private decodeRegular(id: string, fields: FieldReader, now: Date): SessionEvent {
    const keyword = fields.equals(1, 'tracker') ? 'tracker' : fields.text(1).trim();
    if (keyword === 'OBD') return { type: 'drop', reason: 'GPS103 OBD report: no coordinates' };
    if (keyword === 'vr') return { type: 'drop', reason: 'GPS103 photo data not read' };
    if (!fields.equals(4, 'F'))
      return { type: 'drop', reason: `GPS103 ${keyword || 'message'} without a GPS fix` };

    let c = 6;
    const valid = fields.equals(c, 'A');
    if (!valid && !fields.equals(c, 'V')) return { type: 'drop', reason: 'GPS103 message not read' };
    c++;
    const latitude = readCoordinate(fields, c, 'N', 'S', false);
    if (!latitude) return { type: 'drop', reason: 'GPS103 message without coordinates' };
    c = latitude.next;
    const longitude = readCoordinate(fields, c, 'E', 'W', true);
    if (!longitude) return { type: 'drop', reason: 'GPS103 message without coordinates' };
    c = longitude.next;

    const time = fixTime(fields.text(2), fields.text(5));
    if (time === null) return { type: 'drop', reason: 'GPS103 message with an impossible date' };

    const speed = numberOrNull(fields, c);
    const course = numberOrNull(fields, c + 1);
    const altitude = numberOrNull(fields, c + 2);
    const attributes: Attributes = {};
    const acc = bit(fields, c + 3);
    if (acc !== null) attributes.ignition = acc;
    const door = bit(fields, c + 4);
    if (door !== null) attributes.door = door;
    const fuel1 = percent(fields, c + 5);
    if (fuel1 !== null) attributes.fuel = fuel1;
    const fuel2 = percent(fields, c + 6);
    if (fuel2 !== null) attributes.fuel2 = fuel2;
    if (fields.isDecimal(c + 7, '+-')) attributes.temp1 = fields.number(c + 7);

    applyKeyword(attributes, keyword, fields.text(3));
    const position: Position = {
      deviceId: id,
      fixTime: new Date(time),
      valid,
      lat: latitude.value,
      lon: longitude.value,
      speed: speed === null ? null : round(speed * KNOTS_TO_KMH),
      course: course === null ? null : course,
      altitude,
      satellites: null,
      attributes,
    };
    // The device repeats an SOS until this arrives.
    const ack = keyword === 'help me' ? reply(`**,imei:${id},E;`) : undefined;
    return positionsEvent(id, position, now, ack);
  }

  /**
   * `imei:<id>,<name>,<event>,<sensor id>,<sensor volts>,HHMMSS,DDMMYY,<rssi>,<gps 0|1>,<lat>,<lon>,<km/h>,<course>,
   * <altitude>,<hdop>,<satellites>,<ignition>,<charging>,<error>,*` (decimal degrees, UTC).
   */
  private decodeAlternative(id: string, fields: FieldReader, now: Date): SessionEvent {
    const ms = fields.dateAndTime(6, 5);
    const lat = numberOrNull(fields, 9);
    const lon = numberOrNull(fields, 10);
    if (ms === null || lat === null || lon === null) {
      return { type: 'drop', reason: 'GPS103 message not read' };
    }
    const attributes: Attributes = {};
    const rssi = numberOrNull(fields, 7);
    if (rssi !== null) attributes.rssi = rssi;
    const hdop = numberOrNull(fields, 14);
    if (hdop !== null) attributes.hdop = hdop;
    const ignition = bit(fields, 16);
    if (ignition !== null) attributes.ignition = ignition;
    const charge = bit(fields, 17);
    if (charge !== null) attributes.charge = charge;
    const event = fields.text(2);
    if (!/^-*$/.test(event)) attributes.event = event;
    const satellites = numberOrNull(fields, 15);
    const position: Position = {
      deviceId: id,
      fixTime: new Date(ms),
      valid: fields.equals(8, '1'),
      lat,
      lon,
      speed: numberOrNull(fields, 11),
      course: numberOrNull(fields, 12),
      altitude: numberOrNull(fields, 13),
      satellites: satellites === null ? null : Math.trunc(satellites),
      attributes,
    };
    return positionsEvent(id, position, now);
  }
}

/** Ignition, alarm, temperature, fuel and driver key carried by the keyword (the message's second field). */
function applyKeyword(attributes: Attributes, keyword: string, third: string): void {
  if (keyword === 'acc on') attributes.ignition = true;
  else if (keyword === 'acc off') attributes.ignition = false;
  const temperature = keyword.startsWith('T:') ? /^T:([-+]?\d+(?:\.\d+)?)$/.exec(keyword) : null;
  if (temperature) attributes.temp1 = Number(temperature[1]);
  const fuel = keyword.startsWith('oil ') ? /^oil (\d+(?:\.\d+)?)$/.exec(keyword) : null;
  if (fuel) attributes.fuel = Number(fuel[1]);
  if (keyword === 'rfid') {
    const key = normalizeDriverKey(third);
    if (key) attributes.driver_key = key;
  }
  const alarm = KEYWORD_ALARMS[keyword];
  if (alarm) setAlarm(attributes, alarm, keyword);
  else if (keyword !== '' && keyword !== 'tracker') attributes.event = keyword;
}

/**
 * A `DDMM.MMMM` coordinate whose hemisphere letter comes before or after it (both are sent). A missing letter
 * after the number (an empty field) reads as N/E.
 */
function readCoordinate(
  fields: FieldReader,
  at: number,
  positive: 'N' | 'E',
  negative: 'S' | 'W',
  letterOptional: boolean,
): { value: number; next: number } | null {
  let c = at;
  let letter = -1;
  const first = fields.length(c) === 1 ? fields.codeAt(c, 0) : -1;
  if (first === 0x4e || first === 0x53 || first === 0x45 || first === 0x57) {
    letter = c;
    c++;
  }
  const value = fields.ddmm(c++);
  if (value === null) return null;
  if (letter === -1) letter = c++;
  if (!isHemisphere(fields, letter, positive, negative, letterOptional)) return null;
  return { value: fields.equals(letter, 'S') || fields.equals(letter, 'W') ? -value : value, next: c };
}

/** The field is the letter `positive` or `negative`, or (when `optional`) present and empty. */
function isHemisphere(
  fields: FieldReader,
  index: number,
  positive: string,
  negative: string,
  optional: boolean,
): boolean {
  return (
    fields.equals(index, positive) ||
    fields.equals(index, negative) ||
    (optional && index < fields.count && fields.isEmpty(index))
  );
}

/** `^(\d+(?:\.\d+)?)%$`: a percentage; else null. */
function percent(fields: FieldReader, index: number): number | null {
  const length = fields.length(index);
  if (length === 0 || fields.codeAt(index, length - 1) !== 0x25) return null;
  const number = fields.text(index).slice(0, -1);
  return isDecimal(number, '') ? Number(number) : null;
}

/** A `0`/`1` field as a boolean; null for anything else. */
function bit(fields: FieldReader, index: number): boolean | null {
  if (fields.length(index) !== 1) return null;
  const code = fields.codeAt(index, 0);
  return code === 0x31 ? true : code === 0x30 ? false : null;
}

/** Field `index` is all digits from `offset` on. */
function allDigits(fields: FieldReader, index: number, offset: number): boolean {
  for (let i = offset; i < fields.length(index); i++) {
    const code = fields.codeAt(index, i);
    if (code < 0x30 || code > 0x39) return false;
  }
  return true;
}

/** The first field is `imei:<id>`. */
function sameId(fields: FieldReader, id: string): boolean {
  if (fields.length(0) !== 5 + id.length) return false;
  for (let i = 0; i < id.length; i++) if (fields.codeAt(0, 5 + i) !== id.charCodeAt(i)) return false;
  return true;
}

/**
 * The fix time: the local date (`YYMMDDhhmm[ss]`, or `YY/MM/DD hh:mm`) with the UTC time of day (`hhmmss[.sss]`),
 * moved by a day when the local clock is across midnight from UTC (offsets within ±12 h). Without a UTC time of day,
 * the local time is taken as UTC.
 */
function fixTime(local: string, utc: string): number | null {
  const digits = isDigits(local) ? local : local.replace(/[/ :]/g, '');
  if (!isDigits(digits, 10, 12) || digits.length === 11) return null;
  const year = 2000 + digitsAt(digits, 0, 2);
  const month = digitsAt(digits, 2, 2);
  const day = digitsAt(digits, 4, 2);
  const localMs = utcFromFields(
    year,
    month,
    day,
    digitsAt(digits, 6, 2),
    digitsAt(digits, 8, 2),
    digits.length === 12 ? digitsAt(digits, 10, 2) : 0,
  );
  if (localMs === null) return null;
  // `^(\d\d)(\d\d)(\d\d)(?:\.(\d{1,3}))?$`
  const fraction = utc.length > 7 ? utc.slice(7) : '';
  if (
    !(utc.length === 6 || (utc.length >= 8 && utc.length <= 10 && utc[6] === '.' && isDigits(fraction))) ||
    digitsAt(utc, 0, 6) < 0
  )
    return localMs;
  const millis = fraction === '' ? 0 : Number(fraction.padEnd(3, '0'));
  let result = utcFromFields(
    year,
    month,
    day,
    digitsAt(utc, 0, 2),
    digitsAt(utc, 2, 2),
    digitsAt(utc, 4, 2),
    millis,
  );
  if (result === null) return null;
  if (localMs - result > 12 * HOUR_MS) result += DAY_MS;
  else if (localMs - result <= -12 * HOUR_MS) result -= DAY_MS;
  return result;
}

/** `Number` of the field's trimmed text; null when empty or not finite (a plain decimal read on the bytes). */
function numberOrNull(fields: FieldReader, index: number): number | null {
  if (fields.isDecimal(index, '+-')) {
    const value = fields.number(index);
    return Number.isFinite(value) ? value : null;
  }
  const trimmed = fields.text(index).trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function positionsEvent(id: string, position: Position, now: Date, ack?: Buffer): SessionEvent {
  const stored = checkSanity(position, now).store;
  const event: SessionEvent = { type: 'positions', deviceId: id, positions: stored ? [position] : [] };
  if (!stored) event.skipped = 1;
  if (ack) event.reply = ack;
  return event;
}
