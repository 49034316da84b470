import type { AlarmKind } from '@fleet/shared/schemas/events';
import { setAlarm } from '../../alarm';
import { ByteQueue } from '../../byte-queue';
import { normalizeDriverKey } from '../../driver-key';
import { checkSanity, type Attributes, type Position } from '../../position';
import { FieldReader } from '../../field-reader';
import { isHex } from '../../text-fields';
import { utcFromFields } from '../../utc-time';
import type { CommandRequest, ProtocolSession, SessionEvent } from '../contract';
import { cceToPosition, decodeCce } from './cce';
import { encodeMeitrackCommand, meitrackFlag } from './command';
import { meitrackServerFrame, meitrackSum } from './frame';

export { meitrackChecksum, meitrackServerFrame } from './frame';

/**
 * Meitrack GPRS protocol (docs/protocols/meitrack.md), T- and P-series:
 * `$$<flag><length>,<IMEI>,<command>,<data>*<checksum>\r\n`. `length` counts from the first comma through `\r\n`;
 * the checksum is the byte sum, modulo 256, of everything from `$$` through `*`, as two hex digits. Server frames
 * start with `@@`. The buffered-data command `CCC` carries binary records in the same envelope.
 */

/** Larger than the biggest buffered (CCC) packet the devices send. */
export const MEITRACK_MAX_LENGTH = 16_384;
/** Any beginning of such a header. */
const PARTIAL_HEADER = /^\$\$(?:[\x21-\x7e](?:\d{1,5}(?:,(?:\d{1,20}(?:,[A-Za-z0-9]{0,3})?)?)?)?)?$/;
/** Longer than the longest header (`$$`, flag, 5 digits, comma, 20 digits, comma, command, comma). */
const HEADER_CHECK = 40;
const CCC_RECORD = 52;
/** CCC times count seconds from 2000-01-01. */
const EPOCH_2000 = Date.UTC(2000, 0, 1);

/** Event codes that are alarms (Meitrack's event code table). */
const ALARM_EVENTS: Record<number, AlarmKind> = {
  1: 'sos', // input 1 active: the SOS button
  17: 'low_battery', // internal battery low
  18: 'low_battery', // external power low
  23: 'power_cut', // external power off
  28: 'tamper', // GPS antenna cut
  36: 'towing',
  44: 'jamming', // GSM jamming
  58: 'other', // vehicle theft
  78: 'crash',
  81: 'tamper', // drop-off (removed)
};
const HARSH_EVENTS: Record<number, 'braking' | 'acceleration' | 'cornering'> = {
  129: 'braking',
  130: 'acceleration',
  90: 'cornering', // sharp turn left
  91: 'cornering', // sharp turn right
};
/** RFID / iButton swipe: the card id is the event's assisted information. */
const RFID_EVENT = 37;

function eventAttributes(attributes: Attributes, event: number): void {
  attributes.event = event;
  const alarm = ALARM_EVENTS[event];
  if (alarm) setAlarm(attributes, alarm, event);
  const harsh = HARSH_EVENTS[event];
  if (harsh) attributes.harsh = harsh;
}

/**
 * Written out bit by bit: named stores, in the same order every record, keep the attributes object on V8's fast
 * path; stores by computed names (`in${n}`) turn an object of this many attributes into a slow dictionary, which
 * made this the costliest step of the record.
 */
function ioBits(attributes: Attributes, inputs: number, outputs: number): void {
  attributes.input = inputs;
  attributes.output = outputs;
  attributes.in1 = (inputs & 0x01) !== 0;
  attributes.in2 = (inputs & 0x02) !== 0;
  attributes.in3 = (inputs & 0x04) !== 0;
  attributes.in4 = (inputs & 0x08) !== 0;
  attributes.in5 = (inputs & 0x10) !== 0;
  attributes.in6 = (inputs & 0x20) !== 0;
  attributes.in7 = (inputs & 0x40) !== 0;
  attributes.in8 = (inputs & 0x80) !== 0;
  attributes.out1 = (outputs & 0x01) !== 0;
  attributes.out2 = (outputs & 0x02) !== 0;
  attributes.out3 = (outputs & 0x04) !== 0;
  attributes.out4 = (outputs & 0x08) !== 0;
  attributes.out5 = (outputs & 0x10) !== 0;
  attributes.out6 = (outputs & 0x20) !== 0;
  attributes.out7 = (outputs & 0x40) !== 0;
  attributes.out8 = (outputs & 0x80) !== 0;
}

const COMMA = 0x2c;
const PIPE = 0x7c;
const DOT = 0x2e;

/**
 * `$$`, the flag, the length, the IMEI and the command (`^\$\$[\x21-\x7e](\d{1,5}),(\d{1,20}),([A-Za-z0-9]{3})[,*]`),
 * checked before a frame is waited for: the length field, its digit count and the header's length; else null.
 */
function readHeader(head: Buffer): { length: number; lengthDigits: number; headerLength: number } | null {
  const size = head.length;
  if (size < 3 || head[0] !== 0x24 || head[1] !== 0x24 || head[2]! < 0x21 || head[2]! > 0x7e) return null;
  let i = 3;
  let length = 0;
  while (i < size && i < 8 && head[i]! >= 0x30 && head[i]! <= 0x39) length = length * 10 + head[i++]! - 0x30;
  const lengthDigits = i - 3;
  if (lengthDigits === 0 || head[i] !== 0x2c) return null;
  const imeiStart = ++i;
  while (i < size && i - imeiStart < 20 && head[i]! >= 0x30 && head[i]! <= 0x39) i++;
  if (i === imeiStart || head[i] !== 0x2c) return null;
  for (let end = ++i + 3; i < end; i++) {
    const c = head[i];
    if (
      c === undefined ||
      !((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a))
    )
      return null;
  }
  if (head[i] !== 0x2c && head[i] !== 0x2a) return null;
  return { length, lengthDigits, headerLength: i + 1 };
}

/** Whether `bytes[from, to)` is `text`. */
function sameText(bytes: Buffer, from: number, to: number, text: string): boolean {
  if (to - from !== text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[from + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** The two hex digits at `at` as a number; -1 when they are not hex digits. */
function hexByte(frame: Buffer, at: number): number {
  let value = 0;
  for (let i = at; i < at + 2; i++) {
    const c = frame[i]!;
    const digit =
      c >= 0x30 && c <= 0x39
        ? c - 0x30
        : c >= 0x41 && c <= 0x46
          ? c - 55
          : c >= 0x61 && c <= 0x66
            ? c - 87
            : -1;
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

class Unreadable extends Error {}

function required(value: number | null, what: string): number {
  if (value === null) throw new Unreadable(what);
  return value;
}

/** The fields of an `AAA` report after the command, as a position. `parts`: a reader for `a|b|c` fields. */
function decodeAaa(imei: string, f: FieldReader, parts: FieldReader): Position {
  if (f.count < 16) throw new Unreadable(`AAA with ${f.count} fields`);
  const event = required(f.decimal(0), 'event code');
  const lat = required(f.decimal(1), 'latitude');
  const lon = required(f.decimal(2), 'longitude');
  const time =
    f.length(3) === 12 && f.digitsAt(3, 0, 12) >= 0
      ? utcFromFields(
          2000 + f.digitsAt(3, 0, 2),
          f.digitsAt(3, 2, 2),
          f.digitsAt(3, 4, 2),
          f.digitsAt(3, 6, 2),
          f.digitsAt(3, 8, 2),
          f.digitsAt(3, 10, 2),
        )
      : null;
  if (time === null) throw new Unreadable('date and time');
  const valid = f.equals(4, 'A');
  if (!valid && !f.equals(4, 'V')) throw new Unreadable('positioning status');
  const satellites = f.decimal(5);
  const speed = f.decimal(7);
  const course = f.decimal(8);

  const attributes: Attributes = {};
  eventAttributes(attributes, event);
  const rssi = f.decimal(6);
  if (rssi !== null) attributes.rssi = rssi;
  const hdop = f.decimal(9);
  if (hdop !== null) attributes.hdop = hdop;
  if (satellites !== null) attributes.sat = satellites;
  const odometer = f.decimal(11);
  if (odometer !== null) attributes.odometer = odometer;
  const runtime = f.decimal(12);
  if (runtime !== null) attributes.hours = runtime;

  if (f.isHex(14, 4, 4)) {
    const bits = f.hex(14)!;
    ioBits(attributes, bits >> 8, bits & 0xff);
  }
  analog(attributes, f.includes(15, DOT), parts.readField(f, 15, PIPE));
  if (f.count > 16) extras(attributes, event, f);

  return {
    deviceId: imei,
    fixTime: new Date(time),
    valid,
    lat,
    lon,
    speed,
    course: course === 360 ? 0 : course,
    altitude: f.decimal(10),
    satellites,
    attributes,
  };
}

/**
 * `AD1|AD2|AD3|battery|external power`: hex, the voltages in hundredths of a volt; some firmware writes
 * `battery|power|rtc|mcu|gps` as decimal volts instead (`decimal`: the field has a `.`).
 */
function analog(attributes: Attributes, decimal: boolean, parts: FieldReader): void {
  if (decimal) {
    const battery = parts.decimal(0);
    const power = parts.decimal(1);
    if (battery !== null) attributes.battery = battery;
    if (power !== null) attributes.power = power;
    return;
  }
  // Named stores, not `attributes[`adc${i}`]`: see `ioBits`.
  const adc1 = parts.hex(0);
  if (adc1 !== null) attributes.adc1 = adc1;
  const adc2 = parts.hex(1);
  if (adc2 !== null) attributes.adc2 = adc2;
  const adc3 = parts.hex(2);
  if (adc3 !== null) attributes.adc3 = adc3;
  const battery = parts.hex(3);
  const power = parts.hex(4);
  if (battery !== null) attributes.battery = battery / 100;
  if (power !== null) attributes.power = power / 100;
}

/** Assisted event information, customised data, protocol version, fuel, temperature sensors (`f[16]`...). */
function extras(attributes: Attributes, event: number, f: FieldReader): void {
  const info = f.text(16);
  const custom = f.text(17);
  const fuel = f.text(19);
  const temperatures = f.text(20);
  if (info) {
    if (event === RFID_EVENT) {
      const key = normalizeDriverKey(info);
      if (key) attributes.driver_key = key;
    } else {
      attributes.eventInfo = info.slice(0, 128);
    }
  }
  if (custom) attributes.customData = custom.slice(0, 128);
  const protocol = f.decimal(18) ?? 0;
  if (fuel && isHex(fuel, 4, 4)) {
    // Percent: the first byte the whole part, the second the hundredths.
    const raw = parseInt(fuel, 16);
    attributes.fuel = (raw >> 8) + (raw & 0xff) / 100;
  }
  if (!temperatures) return;
  for (const sensor of temperatures.split('|')) {
    if (!isHex(sensor, 6, 6)) continue;
    const index = parseInt(sensor.slice(0, 2), 16);
    let value: number;
    if (protocol >= 3) {
      const raw = parseInt(sensor.slice(2), 16);
      value = (raw >= 0x8000 ? raw - 0x10000 : raw) / 100;
    } else {
      // Older firmware: a signed whole part and the hundredths.
      const whole = parseInt(sensor.slice(2, 4), 16);
      const signedWhole = whole >= 0x80 ? whole - 0x100 : whole;
      const hundredths = parseInt(sensor.slice(4), 16) / 100;
      value = signedWhole < 0 ? signedWhole - hundredths : signedWhole + hundredths;
    }
    attributes[`temp${index}`] = Math.round(value * 100) / 100;
  }
}

/** One 52-byte CCC record (little-endian). */
function decodeCccRecord(imei: string, r: Buffer): Position {
  const attributes: Attributes = {};
  eventAttributes(attributes, r.readUInt8(0));
  const satellites = r.readUInt8(14);
  attributes.sat = satellites;
  attributes.rssi = r.readUInt8(15);
  attributes.hdop = r.readUInt16LE(20) / 10;
  attributes.odometer = r.readUInt32LE(24);
  attributes.hours = r.readUInt32LE(28);
  const io = r.readUInt16LE(40);
  ioBits(attributes, io >> 8, io & 0xff);
  attributes.adc1 = r.readUInt16LE(42);
  attributes.battery = r.readUInt16LE(44) / 100;
  attributes.power = r.readUInt16LE(46) / 100;
  const course = r.readUInt16LE(18);
  return {
    deviceId: imei,
    fixTime: new Date(EPOCH_2000 + r.readUInt32LE(9) * 1000),
    valid: r.readUInt8(13) === 1,
    lat: r.readInt32LE(1) / 1e6,
    lon: r.readInt32LE(5) / 1e6,
    speed: r.readUInt16LE(16),
    course: course === 360 ? 0 : course,
    altitude: r.readInt16LE(22),
    satellites,
    attributes,
  };
}

export class MeitrackSession implements ProtocolSession {
  private readonly queue = new ByteQueue();
  private readonly fields = new FieldReader();
  private readonly parts = new FieldReader();
  private imei: string | null = null;
  /** The flag of each command written on this connection, to its serial: the device echoes the flag. */
  private readonly sentFlags = new Map<string, number>();

  get deviceId(): string | null {
    return this.imei;
  }

  /** A command to the IMEI exactly as the device writes it, its flag remembered to name the answer. */
  encodeCommand(command: CommandRequest): Buffer | null {
    const bytes = encodeMeitrackCommand({ ...command, deviceId: this.imei ?? command.deviceId });
    if (bytes !== null) this.sentFlags.set(meitrackFlag(command.serial), command.serial);
    return bytes;
  }

  push(chunk: Buffer, now: Date): SessionEvent[] {
    const events: SessionEvent[] = [];
    this.queue.push(chunk);
    let garbage = 0;
    while (this.queue.length >= 2) {
      const head = this.queue.peek(Math.min(this.queue.length, HEADER_CHECK));
      if (head[0] !== 0x24 || head[1] !== 0x24) {
        const next = head.indexOf('$$', 1, 'latin1');
        const count = next > 0 ? next : head.length - (head[head.length - 1] === 0x24 ? 1 : 0);
        this.queue.consume(count);
        garbage += count;
        continue;
      }
      const header = readHeader(head);
      if (header === null) {
        // A header still arriving is waited for; anything else after `$$` is not a frame start.
        if (head.length < HEADER_CHECK && PARTIAL_HEADER.test(head.toString('latin1'))) break;
        this.queue.consume(2);
        garbage += 2;
        continue;
      }
      const prefixLength = 3 + header.lengthDigits;
      const total = prefixLength + header.length;
      if (total > MEITRACK_MAX_LENGTH || total < header.headerLength + 4) {
        this.queue.consume(2);
        garbage += 2;
        continue;
      }
      if (this.queue.length < total) break;
      // Read before the next push: the decoded values are copies, nothing keeps the received bytes.
      const frame = this.queue.peek(total);
      const end = frame.length;
      if (frame[end - 2] !== 0x0d || frame[end - 1] !== 0x0a || frame[end - 5] !== 0x2a) {
        // The length does not lead to `*XX\r\n`: not a frame.
        this.queue.consume(2);
        garbage += 2;
        continue;
      }
      this.queue.consume(total);
      if (garbage > 0) events.push({ type: 'garbage', bytes: garbage });
      garbage = 0;
      if (hexByte(frame, end - 4) !== meitrackSum(frame, end - 4)) {
        events.push({ type: 'drop', reason: 'checksum mismatch' });
        continue;
      }
      this.frame(frame, prefixLength + 1, now, events);
    }
    if (garbage > 0) events.push({ type: 'garbage', bytes: garbage });
    return events;
  }

  private frame(frame: Buffer, bodyStart: number, now: Date, events: SessionEvent[]): void {
    const flag = String.fromCharCode(frame[2]!);
    const bodyEnd = frame.length - 5; // before `*XX\r\n`
    const comma = frame.indexOf(COMMA, bodyStart);
    if (comma < 0 || comma >= bodyEnd) {
      events.push({ type: 'drop', reason: 'frame without a command' });
      return;
    }
    const imei =
      this.imei !== null && sameText(frame, bodyStart, comma, this.imei)
        ? this.imei
        : frame.toString('latin1', bodyStart, comma);
    if (imei !== this.imei) {
      this.imei = imei;
      events.push({ type: 'identify', deviceId: imei });
    }
    // The live report, the most frequent frame, read from the bytes; the others from the body's text.
    if (comma + 4 <= bodyEnd && sameText(frame, comma + 1, comma + 4, 'AAA')) {
      const fields = this.fields.read(frame, Math.min(comma + 5, bodyEnd), bodyEnd, COMMA);
      try {
        const position = decodeAaa(imei, fields, this.parts);
        const store = checkSanity(position, now).store;
        events.push({
          type: 'positions',
          deviceId: imei,
          positions: store ? [position] : [],
          skipped: store ? 0 : 1,
        });
      } catch (error) {
        if (!(error instanceof Unreadable)) throw error;
        events.push({ type: 'drop', reason: `AAA: ${error.message}` });
      }
      return;
    }
    const body = frame.toString('latin1', bodyStart, bodyEnd);
    const imeiEnd = comma - bodyStart;
    const command = body.slice(imeiEnd + 1, imeiEnd + 4);
    const dataStart = Math.min(imeiEnd + 5, body.length);
    switch (command) {
      case 'CCC':
        return this.buffered(flag, imei, frame.subarray(bodyStart + dataStart, bodyEnd), now, events);
      case 'CCE':
        return this.tagged(imei, frame.subarray(bodyStart + dataStart, bodyEnd), now, events);
      case 'AAC':
        // The device's keep-alive: it waits for `AAC,1`.
        events.push({ type: 'reply', deviceId: imei, bytes: meitrackServerFrame(flag, imei, 'AAC,1') });
        return;
      default: {
        // An answer echoes its command's flag; one with a flag of no command of ours answers the one in flight.
        const serial = this.sentFlags.get(flag);
        const text = body.slice(imeiEnd + 1, imeiEnd + 1 + 512);
        events.push(
          serial === undefined
            ? { type: 'command-result', deviceId: imei, text }
            : { type: 'command-result', deviceId: imei, text, serial },
        );
        if (serial !== undefined) this.sentFlags.delete(flag);
      }
    }
  }

  /** CCE: tagged records; the devices wait for no answer. */
  private tagged(imei: string, data: Buffer, now: Date, events: SessionEvent[]): void {
    const decoded = decodeCce(data);
    if (!decoded.ok) {
      events.push({ type: 'drop', reason: decoded.reason });
      return;
    }
    const positions: Position[] = [];
    for (const record of decoded.records) {
      const position = cceToPosition(imei, record);
      if (!position) continue;
      if (record.event !== undefined) eventAttributes(position.attributes, record.event);
      if (position.satellites !== null) position.attributes.sat = position.satellites;
      if (checkSanity(position, now).store) positions.push(position);
    }
    events.push({
      type: 'positions',
      deviceId: imei,
      positions,
      skipped: decoded.records.length - positions.length,
    });
  }

  /** CCC: protocol version (2), record size (2), records still cached (4), then the records; all little-endian. */
  private buffered(flag: string, imei: string, data: Buffer, now: Date, events: SessionEvent[]): void {
    const size = data.length >= 8 ? data.readUInt16LE(2) : 0;
    if (size < CCC_RECORD || (data.length - 8) % size !== 0) {
      events.push({ type: 'drop', reason: `CCC records of ${size} bytes do not fill ${data.length - 8}` });
      return;
    }
    const count = (data.length - 8) / size;
    const positions: Position[] = [];
    for (let i = 0; i < count; i++) {
      const position = decodeCccRecord(imei, data.subarray(8 + i * size, 8 + i * size + CCC_RECORD));
      if (checkSanity(position, now).store) positions.push(position);
    }
    events.push({
      type: 'positions',
      deviceId: imei,
      positions,
      skipped: count - positions.length,
      reply: meitrackServerFrame(flag, imei, `CCC,${count}`),
    });
  }
}
