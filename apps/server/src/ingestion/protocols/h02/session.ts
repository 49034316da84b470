import type { AlarmKind } from '@fleet/shared/schemas/events';
import { setAlarm } from '../../alarm';
import { ByteQueue } from '../../byte-queue';
import { checkSanity, type Attributes, type Position } from '../../position';
import { FieldReader } from '../../field-reader';
import { degreesFromDdmm, isDigits } from '../../text-fields';
import { utcFromFields } from '../../utc-time';
import type { CommandRequest, ProtocolSession, SessionEvent } from '../contract';
import { collectFrames } from '../framing';
import { encodeH02Command } from './command';

const STAR = 0x2a;
const HASH = 0x23;
const DOLLAR = 0x24;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

/** A text frame (`*` … `#`) longer than this is garbage: the longest real ones (SMS replies) stay well under. */
export const H02_MAX_TEXT_FRAME = 1024;

/** Binary frame lengths: 5-byte id (short and long layouts) and 8-byte id. */
const BINARY_SHORT = 32;
const BINARY_LONG = 45;
const BINARY_LONG_ID = 42;
/** Bytes every binary layout shares after the id: time, date, latitude, battery, longitude, speed/course, status. */
const BINARY_BODY = 23;

const KNOTS_TO_KMH = 1.852;

/**
 * One H02 connection (docs/protocols/h02.md): text frames `*HQ,<id>,<type>,...#` and 32/42/45-byte binary frames
 * starting with `$`, mixed on one stream. H02 has no login: every frame names its device.
 */
export class H02Session implements ProtocolSession {
  private readonly queue = new ByteQueue();
  private readonly fields = new FieldReader();
  private id: string | null = null;
  /** The binary frame length this device uses, once seen (its frames carry no length). */
  private binaryLength: number | null = null;

  get deviceId(): string | null {
    return this.id;
  }

  /** A command to the id exactly as the device writes it (a vehicle's `device_id` may differ in leading zeros). */
  encodeCommand(command: CommandRequest): Buffer | null {
    return encodeH02Command({ ...command, deviceId: this.id ?? command.deviceId }, new Date());
  }

  push(chunk: Buffer, now: Date): SessionEvent[] {
    this.queue.push(chunk);
    return collectFrames(() => this.next(now));
  }

  /** The events of the next frame, [] when only separators were consumed, null when more bytes are needed. */
  private next(now: Date): SessionEvent[] | null {
    const first = this.queue.byteAt(0);
    if (first === undefined) return null;
    if (first === CR || first === LF) {
      this.queue.consume(1);
      return [];
    }
    if (first === STAR) return this.nextText(now);
    if (first === DOLLAR) return this.nextBinary(now);
    return [this.skipGarbage()];
  }

  /** Skips up to the next byte that may start a frame. */
  private skipGarbage(): SessionEvent {
    const window = this.queue.peek(Math.min(this.queue.length, H02_MAX_TEXT_FRAME));
    let count = 1;
    while (count < window.length && window[count] !== STAR && window[count] !== DOLLAR) count++;
    this.queue.consume(count);
    return { type: 'garbage', bytes: count };
  }

  private nextText(now: Date): SessionEvent[] | null {
    const window = this.queue.peek(Math.min(this.queue.length, H02_MAX_TEXT_FRAME));
    for (let i = 1; i < window.length; i++) {
      const byte = window[i]!;
      if (byte === HASH) {
        // Read before the consume: what is decoded from the window is copied out.
        const events = this.decodeText(this.fields.read(window, 1, i, COMMA), now);
        this.queue.consume(i + 1);
        return events;
      }
      // A new start, or a byte no text frame holds: what came before was a truncated frame.
      if (byte === STAR || byte === DOLLAR || (byte < 0x20 && byte !== CR && byte !== LF) || byte > 0x7e) {
        this.queue.consume(i);
        return [{ type: 'garbage', bytes: i }];
      }
    }
    if (window.length >= H02_MAX_TEXT_FRAME) return [this.skipGarbage()];
    return null;
  }

  private nextBinary(now: Date): SessionEvent[] | null {
    const length = this.binaryFrameLength();
    if (length === 'invalid') return [this.skipGarbage()];
    if (length === null) return null;
    const frame = Buffer.from(this.queue.peek(length));
    this.queue.consume(length);
    this.binaryLength = length;
    return this.decodeBinary(frame, length === BINARY_LONG_ID ? 8 : 5, now);
  }

  /**
   * The length of the binary frame at the head of the queue: the device's known length, else the layout whose
   * fields are valid BCD, told apart by where the next frame starts. A lone 32-byte frame on a new connection
   * waits for the next bytes (it may be the start of a 45-byte one).
   */
  private binaryFrameLength(): number | 'invalid' | null {
    const queue = this.queue;
    const head = queue.peek(Math.min(queue.length, 1 + 8 + BINARY_BODY));
    if (this.binaryLength !== null) {
      const known = this.binaryLength;
      if (!binaryFieldsValid(head, known === BINARY_LONG_ID ? 8 : 5)) return 'invalid';
      return queue.length >= known ? known : null;
    }
    if (binaryFieldsValid(head, 5)) {
      const at32 = queue.byteAt(BINARY_SHORT);
      if (at32 === DOLLAR || at32 === STAR) return BINARY_SHORT;
      if (queue.length >= BINARY_LONG) return BINARY_LONG;
      return null;
    }
    if (binaryFieldsValid(head, 8)) return queue.length >= BINARY_LONG_ID ? BINARY_LONG_ID : null;
    return 'invalid';
  }

  private identify(id: string): SessionEvent[] {
    if (id === this.id) return [];
    this.id = id;
    return [{ type: 'identify', deviceId: id }];
  }

  private decodeBinary(frame: Buffer, idBytes: 5 | 8, now: Date): SessionEvent[] {
    const hex = frame.toString('hex');
    const id = idBytes === 5 ? hex.slice(2, 12) : hex.slice(2, 17);
    const events = this.identify(id);
    const at = 1 + idBytes;
    const digits = (offset: number, count: number) => Number(hex.slice(offset * 2, offset * 2 + count));
    const time = utcFromFields(
      2000 + digits(at + 5, 2),
      digits(at + 4, 2),
      digits(at + 3, 2),
      digits(at, 2),
      digits(at + 1, 2),
      digits(at + 2, 2),
    );
    const latDigits = hex.slice((at + 6) * 2, (at + 10) * 2);
    const lonDigits = hex.slice((at + 11) * 2, (at + 11) * 2 + 9);
    const flags = frame[at + 15]! & 0x0f;
    const lat = Number(latDigits.slice(0, 2)) + Number(latDigits.slice(2)) / 10000 / 60;
    const lon = Number(lonDigits.slice(0, 3)) + Number(lonDigits.slice(3)) / 10000 / 60;
    const motion = hex.slice((at + 16) * 2, (at + 19) * 2);
    const attributes: Attributes = {};
    const level = batteryLevel(frame[at + 10]!);
    if (level !== null) attributes.batteryLevel = level;
    applyStatus(attributes, frame.readUInt32BE(at + 19));
    if (time === null) return [...events, { type: 'drop', reason: 'binary frame with an impossible date' }];
    const position: Position = {
      deviceId: id,
      fixTime: new Date(time),
      valid: (flags & 0x02) !== 0,
      lat: (flags & 0x04) !== 0 ? lat : -lat,
      lon: (flags & 0x08) !== 0 ? lon : -lon,
      speed: round(Number(motion.slice(0, 3)) * KNOTS_TO_KMH),
      course: Number(motion.slice(3, 6)),
      altitude: null,
      satellites: null,
      attributes,
    };
    return [...events, positionsEvent(id, position, now)];
  }

  private decodeText(f: FieldReader, now: Date): SessionEvent[] {
    const type = f.text(2).toUpperCase();
    if (!isTwoLetters(f) || type === '') return [{ type: 'drop', reason: 'not an H02 text frame' }];
    if (!f.isDigits(1, 1, 20)) return [{ type: 'drop', reason: `H02 ${type} frame without a device id` }];
    const id = this.id !== null && f.equals(1, this.id) ? this.id : f.text(1);
    const events = this.identify(id);
    // Location reports, the most frequent, are read from the bytes; the rest from the fields' text.
    if (type[0] === 'V' && type !== 'V0' && type !== 'VP1') {
      this.decodeLocation(id, type, f, now, events);
      return events;
    }
    const fields = f.texts();
    const maker = fields[0] ?? '';
    switch (type) {
      case 'V0':
      case 'HTBT':
        events.push({ type: 'reply', deviceId: id, bytes: latin1(`*${maker},${id},${fields[2]}#`) });
        return events;
      case 'NBR':
        // Cell towers only: nothing to store, but the device waits for this answer.
        events.push({
          type: 'reply',
          deviceId: id,
          bytes: latin1(`*${maker.toUpperCase()},${id},V4,NBR,${stamp(now)}#`),
        });
        return events;
      case 'SMS':
        events.push({ type: 'command-result', deviceId: id, text: fields.slice(3).join(',') });
        return events;
      case 'VP1':
        for (const event of this.decodeVp1(id, fields, now)) events.push(event);
        return events;
      default:
        events.push({ type: 'drop', reason: `H02 ${type} frame not read` });
        return events;
    }
  }

  /** `V1` and its siblings (`V2`, `V4` command confirmations, `V5`, `V6`, `V8`, `V19`, `VI1`...). */
  private decodeLocation(
    id: string,
    type: string,
    fields: FieldReader,
    now: Date,
    events: SessionEvent[],
  ): void {
    // The validity field is the one followed by latitude, N/S, longitude, E/W; what precedes it varies by type.
    let v = -1;
    for (let i = 3; i + 4 < fields.count; i++) {
      const ns = fields.length(i + 2) === 1 ? fields.codeAt(i + 2, 0) : 0;
      const ew = fields.length(i + 4) === 1 ? fields.codeAt(i + 4, 0) : 0;
      if ((ns === 0x4e || ns === 0x53) && (ew === 0x45 || ew === 0x57)) {
        v = i;
        break;
      }
    }
    if (v < 4) {
      events.push({ type: 'drop', reason: `H02 ${type} frame without coordinates` });
      return;
    }
    if (type === 'V4' && v > 5) {
      events.push({ type: 'command-result', deviceId: id, text: fields.textBetween(3, v - 2) });
    }
    const lat = fieldCoordinate(fields, v + 1, v + 2);
    const lon = fieldCoordinate(fields, v + 3, v + 4);
    if (lat === null || lon === null) {
      events.push({ type: 'drop', reason: `H02 ${type} frame without coordinates` });
      return;
    }
    let d = v + 7;
    if (!fields.isDigits(d, 6, 6) && fields.isDigits(d + 1, 6, 6)) d++;
    const time = fieldTime(fields, v - 1, d, now);
    if (time === null) {
      events.push({ type: 'drop', reason: `H02 ${type} frame with an impossible date` });
      return;
    }

    const attributes: Attributes = {};
    const statusIndex = fields.isHex(d + 1, 8, 8) ? d + 1 : fields.isHex(d + 4, 8, 8) ? d + 4 : -1;
    if (statusIndex !== -1) applyStatus(attributes, fields.hex(statusIndex)!);
    let altitude: number | null = null;
    // Models with a fuel sensor: odometer, temperature, fuel, altitude, LAC, cell id after the status.
    const e = statusIndex + 1;
    if (
      statusIndex !== -1 &&
      fields.count - e === 6 &&
      fields.isDigits(e) &&
      fields.isDecimal(e + 1, '-', false, 1, Infinity, 0) &&
      fields.isDecimal(e + 2, '', true)
    ) {
      attributes.odometer = fields.number(e);
      attributes.temp1 = fields.number(e + 1);
      attributes.fuel = fields.number(e + 2);
      if (fields.isDecimal(e + 3, '-', false, 1, Infinity, 0)) altitude = fields.number(e + 3);
    }
    const speed = fieldNumber(fields, v + 5) ?? NaN;
    const course = fieldNumber(fields, v + 6);
    const position: Position = {
      deviceId: id,
      fixTime: new Date(time),
      // `0`/digits: a coding-scheme field some models put there; they send it only with a fix.
      valid: fields.equals(v, 'A') || fields.isDigits(v),
      lat,
      lon,
      speed: Number.isFinite(speed) ? round(speed * KNOTS_TO_KMH) : null,
      course: course !== null && Number.isFinite(course) ? course : null,
      altitude,
      satellites: null,
      attributes,
    };
    const reply = type === 'V1' ? v1Reply(fields, now) : undefined;
    events.push(positionsEvent(id, position, now, reply));
  }

  /** `VP1`: a fix with its date only (`A`/`B`), or cell towers (`V`) with nothing to store. */
  private decodeVp1(id: string, fields: string[], now: Date): SessionEvent[] {
    const [, , , validity, latText, ns, lonText, ew, speedText, courseText, dateText] = fields;
    if (validity !== 'A' && validity !== 'B') return [];
    const lat = textCoordinate(latText ?? '', ns ?? '');
    const lon = textCoordinate(lonText ?? '', ew ?? '');
    const date = isDigits(dateText ?? '', 6, 6) ? dateText! : null;
    if (lat === null || lon === null || date === null)
      return [{ type: 'drop', reason: 'H02 VP1 frame not read' }];
    const midnight = utcFromFields(
      2000 + Number(date.slice(4, 6)),
      Number(date.slice(2, 4)),
      Number(date.slice(0, 2)),
      0,
      0,
      0,
    );
    if (midnight === null) return [{ type: 'drop', reason: 'H02 VP1 frame with an impossible date' }];
    // No time of day: the server's clock when the date is today's, else the start of that day.
    const sameDay = now.getTime() - midnight >= 0 && now.getTime() - midnight < 86_400_000;
    const speed = Number(speedText);
    const course = Number(courseText);
    const position: Position = {
      deviceId: id,
      fixTime: new Date(sameDay ? now.getTime() : midnight),
      valid: true,
      lat,
      lon,
      speed: Number.isFinite(speed) ? round(speed * KNOTS_TO_KMH) : null,
      course: Number.isFinite(course) ? course % 360 : null,
      altitude: null,
      satellites: null,
      attributes: {},
    };
    return [positionsEvent(id, position, now)];
  }
}

function positionsEvent(id: string, position: Position, now: Date, reply?: Buffer): SessionEvent {
  const stored = checkSanity(position, now).store;
  const event: SessionEvent = { type: 'positions', deviceId: id, positions: stored ? [position] : [] };
  if (!stored) event.skipped = 1;
  if (reply) event.reply = reply;
  return event;
}

function latin1(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

/** `^[A-Za-z]{2}$`: the maker field. */
function isTwoLetters(fields: FieldReader): boolean {
  if (fields.length(0) !== 2) return false;
  for (let i = 0; i < 2; i++) {
    const c = fields.codeAt(0, i) | 0x20;
    if (c < 0x61 || c > 0x7a) return false;
  }
  return true;
}

const V1_REPLY_MIDDLE = Buffer.from(',V4,V1,', 'latin1');

/**
 * `*<MAKER>,<id>,V4,V1,<yyyyMMddHHmmss>#`, the answer to every V1 frame, written byte by byte from the frame's own
 * maker and id fields and the clock's numbers (no text formatted per frame).
 */
function v1Reply(fields: FieldReader, now: Date): Buffer {
  const idLength = fields.length(1);
  const reply = Buffer.allocUnsafe(4 + idLength + V1_REPLY_MIDDLE.length + 14 + 1);
  let at = 0;
  reply[at++] = STAR;
  reply[at++] = upper(fields.codeAt(0, 0));
  reply[at++] = upper(fields.codeAt(0, 1));
  reply[at++] = COMMA;
  for (let i = 0; i < idLength; i++) reply[at++] = fields.codeAt(1, i);
  at += V1_REPLY_MIDDLE.copy(reply, at);
  at = writeDigits(reply, at, now.getUTCFullYear(), 4);
  at = writeDigits(reply, at, now.getUTCMonth() + 1, 2);
  at = writeDigits(reply, at, now.getUTCDate(), 2);
  at = writeDigits(reply, at, now.getUTCHours(), 2);
  at = writeDigits(reply, at, now.getUTCMinutes(), 2);
  at = writeDigits(reply, at, now.getUTCSeconds(), 2);
  reply[at] = HASH;
  return reply;
}

function upper(code: number): number {
  return code >= 0x61 && code <= 0x7a ? code - 0x20 : code;
}

/** `value` as `width` decimal digits (zero-padded) at `at`; returns the offset after them. */
function writeDigits(bytes: Buffer, at: number, value: number, width: number): number {
  for (let i = width - 1; i >= 0; i--) {
    bytes[at + i] = 0x30 + (value % 10);
    value = Math.floor(value / 10);
  }
  return at + width;
}

/** `textCoordinate` of a field and its hemisphere field; the plain `DDMM.MMMM` read on the bytes. */
function fieldCoordinate(fields: FieldReader, value: number, hemisphere: number): number | null {
  const usual = fields.ddmm(value);
  if (usual === null) return textCoordinate(fields.text(value), fields.text(hemisphere));
  return fields.equals(hemisphere, 'S') || fields.equals(hemisphere, 'W') ? -usual : usual;
}

/** `Number` of the field's trimmed text, null when empty (the plain decimal read on the bytes). */
function fieldNumber(fields: FieldReader, index: number): number | null {
  if (fields.isDecimal(index)) return fields.number(index);
  const text = fields.text(index).trim();
  return text === '' ? null : Number(text);
}

/** A `HHMMSS` time and a `DDMMYY` date field in ms, UTC; both empty: the server's clock. */
function fieldTime(fields: FieldReader, time: number, date: number, now: Date): number | null {
  if (fields.isEmpty(time) && fields.isEmpty(date)) return now.getTime();
  if (!fields.isDigits(time, 6, 6) || !fields.isDigits(date, 6, 6)) return null;
  return fields.dateAndTime(date, time);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** `yyyyMMddHHmmss`, UTC. */
function stamp(now: Date): string {
  // Written from the fields: this answers every V1 frame.
  return (
    String(now.getUTCFullYear()) +
    two(now.getUTCMonth() + 1) +
    two(now.getUTCDate()) +
    two(now.getUTCHours()) +
    two(now.getUTCMinutes()) +
    two(now.getUTCSeconds())
  );
}

function two(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

const HEX_DIGITS = '0123456789ABCDEF';

const isBcd = (byte: number) => byte >> 4 <= 9 && (byte & 0x0f) <= 9;
const bcd = (byte: number) => (byte >> 4) * 10 + (byte & 0x0f);

/**
 * Whether the bytes so far can be a binary frame with an id of `idBytes`: BCD id, time, date, coordinates and
 * speed/course, with the time and date in range. Checked on a prefix, so garbage starting with `$` is skipped
 * without waiting for a whole frame.
 */
function binaryFieldsValid(head: Buffer, idBytes: 5 | 8): boolean {
  const at = 1 + idBytes;
  const limits: [number, number, number][] = [
    [at, 0, 23],
    [at + 1, 0, 59],
    [at + 2, 0, 59],
    [at + 3, 1, 31],
    [at + 4, 1, 12],
  ];
  const idEnd = idBytes === 5 ? at : at - 1; // the 8-byte id's last byte holds a filler nibble
  for (let i = 1; i < Math.min(head.length, at + 15); i++) {
    if (i === at + 10 || (i >= idEnd && i < at)) continue; // battery byte; 8-byte id filler
    if (!isBcd(head[i]!)) return false;
  }
  for (const [offset, min, max] of limits) {
    if (offset >= head.length) break;
    const value = bcd(head[offset]!);
    if (value < min || value > max) return false;
  }
  if (at + 15 < head.length && !isBcd(head[at + 15]! & 0xf0)) return false;
  for (let i = at + 16; i < Math.min(head.length, at + 19); i++) {
    const byte = head[i]!;
    if (i === at + 17 ? byte >> 4 > 9 || (byte & 0x0f) > 3 : !isBcd(byte)) return false;
  }
  return true;
}

/**
 * The binary frame's battery byte: 1–6 are the bars of models with a six-step gauge (6 = full), 7–100 a
 * percentage; 0 and anything else say nothing.
 */
function batteryLevel(value: number): number | null {
  if (value >= 1 && value <= 6) return (value - 1) * 20;
  if (value > 6 && value <= 100) return value;
  return null;
}

/**
 * The 32-bit vehicle status, negative logic (a 0 bit is active). Bit 0 burglar alarm (vibration), bits 1 and 18
 * SOS, bit 19 main power cut (running on the backup battery); bit 2 overspeed is the server's own event. Bit 10
 * set: ACC on.
 */
function applyStatus(attributes: Attributes, status: number): void {
  // A bit is active when it is 0.
  let alarm: AlarmKind | null = null;
  if ((status & (1 << 1)) === 0 || (status & (1 << 18)) === 0) alarm = 'sos';
  else if ((status & (1 << 19)) === 0) alarm = 'power_cut';
  else if ((status & 1) === 0) alarm = 'vibration';
  if (alarm !== null) setAlarm(attributes, alarm);
  attributes.ignition = (status & (1 << 10)) !== 0;
  let hex = '';
  for (let shift = 28; shift >= 0; shift -= 4) hex += HEX_DIGITS[(status >>> shift) & 0x0f];
  attributes.status = hex;
}

/**
 * A text coordinate: `DDMM.MMMM` / `DDDMM.MMMMM` (any count of degree digits), `-DD-MM.MMMM`, or the digits-only
 * `DDMMmmmm` (four decimals of minutes implied); negative for S and W.
 */
function textCoordinate(value: string, hemisphere: string): number | null {
  const text = value.trim();
  let degrees: number;
  let minutes: number;
  // `DDMM.MMMM`, the usual form, read without a regular expression (it comes twice per frame).
  const usual = degreesFromDdmm(text);
  if (usual !== null) return hemisphere === 'S' || hemisphere === 'W' ? -usual : usual;
  let match = /^-(\d+)-(\d+\.\d+)$/.exec(text);
  if (match) {
    degrees = Number(match[1]);
    minutes = Number(match[2]);
  } else if ((match = /^(\d*)(\d\d\.\d+)$/.exec(text))) {
    degrees = Number(match[1] || '0');
    minutes = Number(match[2]);
  } else if ((match = /^(\d+)(\d\d)(\d{4})$/.exec(text))) {
    degrees = Number(match[1]);
    minutes = Number(match[2]) + Number(match[3]) / 10000;
  } else {
    return null;
  }
  if (minutes >= 60) return null;
  const result = degrees + minutes / 60;
  return hemisphere === 'S' || hemisphere === 'W' ? -result : result;
}
