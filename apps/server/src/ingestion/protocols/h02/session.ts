import type { AlarmKind } from '@fleet/shared/schemas/events';
import { setAlarm } from '../../alarm';
import { ByteQueue } from '../../byte-queue';
import { checkSanity, type Attributes, type Position } from '../../position';
import { degreesFromDdmm, digitsAt, isDecimal, isDigits, isHex } from '../../text-fields';
import { utcFromFields } from '../../utc-time';
import type { CommandRequest, ProtocolSession, SessionEvent } from '../contract';
import { encodeH02Command } from './command';

const STAR = 0x2a;
const HASH = 0x23;
const DOLLAR = 0x24;
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
    const events: SessionEvent[] = [];
    for (;;) {
      const produced = this.next(now);
      if (produced === null) break;
      for (const event of produced) events.push(event);
    }
    return events;
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
        const frame = window.subarray(0, i + 1).toString('latin1');
        this.queue.consume(i + 1);
        return this.decodeText(frame, now);
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

  private decodeText(frame: string, now: Date): SessionEvent[] {
    const body = frame.slice(1, -1);
    const fields = body.split(',');
    const maker = fields[0] ?? '';
    const id = fields[1] ?? '';
    const type = (fields[2] ?? '').toUpperCase();
    if (!isTwoLetters(maker) || type === '') return [{ type: 'drop', reason: 'not an H02 text frame' }];
    if (!isDigits(id, 1, 20)) return [{ type: 'drop', reason: `H02 ${type} frame without a device id` }];
    const events = this.identify(id);
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
        if (type[0] !== 'V') events.push({ type: 'drop', reason: `H02 ${type} frame not read` });
        else this.decodeLocation(maker, id, type, fields, now, events);
        return events;
    }
  }

  /** `V1` and its siblings (`V2`, `V4` command confirmations, `V5`, `V6`, `V8`, `V19`, `VI1`...). */
  private decodeLocation(
    maker: string,
    id: string,
    type: string,
    fields: string[],
    now: Date,
    events: SessionEvent[],
  ): void {
    // The validity field is the one followed by latitude, N/S, longitude, E/W; what precedes it varies by type.
    let v = -1;
    for (let i = 3; i + 4 < fields.length; i++) {
      const ns = fields[i + 2];
      const ew = fields[i + 4];
      if ((ns === 'N' || ns === 'S') && (ew === 'E' || ew === 'W')) {
        v = i;
        break;
      }
    }
    if (v < 4) {
      events.push({ type: 'drop', reason: `H02 ${type} frame without coordinates` });
      return;
    }
    if (type === 'V4' && v > 5) {
      events.push({ type: 'command-result', deviceId: id, text: fields.slice(3, v - 2).join(',') });
    }
    const lat = textCoordinate(fields[v + 1]!, fields[v + 2]!);
    const lon = textCoordinate(fields[v + 3]!, fields[v + 4]!);
    if (lat === null || lon === null) {
      events.push({ type: 'drop', reason: `H02 ${type} frame without coordinates` });
      return;
    }
    let d = v + 7;
    if (!isDigits(fields[d] ?? '', 6, 6) && isDigits(fields[d + 1] ?? '', 6, 6)) d++;
    const time = textTime(fields[v - 1]!, fields[d] ?? '', now);
    if (time === null) {
      events.push({ type: 'drop', reason: `H02 ${type} frame with an impossible date` });
      return;
    }

    const attributes: Attributes = {};
    const statusIndex = isHex(fields[d + 1] ?? '', 8, 8)
      ? d + 1
      : isHex(fields[d + 4] ?? '', 8, 8)
        ? d + 4
        : -1;
    if (statusIndex !== -1) applyStatus(attributes, parseInt(fields[statusIndex]!, 16));
    let altitude: number | null = null;
    // Models with a fuel sensor: odometer, temperature, fuel, altitude, LAC, cell id after the status.
    const e = statusIndex + 1;
    if (
      statusIndex !== -1 &&
      fields.length - e === 6 &&
      isDigits(fields[e]!) &&
      isDecimal(fields[e + 1]!, '-', false, 1, Infinity, 0) &&
      isDecimal(fields[e + 2]!, '', true)
    ) {
      attributes.odometer = Number(fields[e]);
      attributes.temp1 = Number(fields[e + 1]);
      attributes.fuel = Number(fields[e + 2]);
      if (isDecimal(fields[e + 3]!, '-', false, 1, Infinity, 0)) altitude = Number(fields[e + 3]);
    }
    const validity = fields[v]!;
    const speedText = (fields[v + 5] ?? '').trim();
    const courseText = (fields[v + 6] ?? '').trim();
    const speed = speedText === '' ? NaN : Number(speedText);
    const course = courseText === '' ? null : Number(courseText);
    const position: Position = {
      deviceId: id,
      fixTime: new Date(time),
      // `0`/digits: a coding-scheme field some models put there; they send it only with a fix.
      valid: validity === 'A' || isDigits(validity),
      lat,
      lon,
      speed: Number.isFinite(speed) ? round(speed * KNOTS_TO_KMH) : null,
      course: course !== null && Number.isFinite(course) ? course : null,
      altitude,
      satellites: null,
      attributes,
    };
    const reply =
      type === 'V1' ? Buffer.from(`*${maker.toUpperCase()},${id},V4,V1,${stamp(now)}#`, 'latin1') : undefined;
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

/** `^[A-Za-z]{2}$` */
function isTwoLetters(value: string): boolean {
  if (value.length !== 2) return false;
  for (let i = 0; i < 2; i++) {
    const c = value.charCodeAt(i) | 0x20;
    if (c < 0x61 || c > 0x7a) return false;
  }
  return true;
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

/** `HHMMSS` and `DDMMYY` (UTC); both empty (no fix yet on some models): the server's clock. */
function textTime(time: string, date: string, now: Date): number | null {
  if (time === '' && date === '') return now.getTime();
  if (!isDigits(time, 6, 6) || !isDigits(date, 6, 6)) return null;
  return utcFromFields(
    2000 + digitsAt(date, 4, 2),
    digitsAt(date, 2, 2),
    digitsAt(date, 0, 2),
    digitsAt(time, 0, 2),
    digitsAt(time, 2, 2),
    digitsAt(time, 4, 2),
  );
}
