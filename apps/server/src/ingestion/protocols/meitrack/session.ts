import type { AlarmKind } from '@fleet/shared/schemas/events';
import { setAlarm } from '../../alarm';
import { ByteQueue } from '../../byte-queue';
import { normalizeDriverKey } from '../../driver-key';
import { checkSanity, type Attributes, type Position } from '../../position';
import { utcFromFields } from '../../utc-time';
import type { CommandRequest, ProtocolSession, SessionEvent } from '../contract';
import { cceToPosition, decodeCce } from './cce';
import { encodeMeitrackCommand, meitrackFlag } from './command';
import { meitrackChecksum, meitrackServerFrame } from './frame';

export { meitrackChecksum, meitrackServerFrame } from './frame';

/**
 * Meitrack GPRS protocol (docs/protocols/meitrack.md), T- and P-series:
 * `$$<flag><length>,<IMEI>,<command>,<data>*<checksum>\r\n`. `length` counts from the first comma through `\r\n`;
 * the checksum is the byte sum, modulo 256, of everything from `$$` through `*`, as two hex digits. Server frames
 * start with `@@`. The buffered-data command `CCC` carries binary records in the same envelope.
 */

/** Larger than the biggest buffered (CCC) packet the devices send. */
export const MEITRACK_MAX_LENGTH = 16_384;
/** `$$`, the flag, the length, the IMEI and the command: checked before a frame is waited for. */
const HEADER = /^\$\$[\x21-\x7e](\d{1,5}),(\d{1,20}),([A-Za-z0-9]{3})[,*]/;
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

function ioBits(attributes: Attributes, inputs: number, outputs: number): void {
  attributes.input = inputs;
  attributes.output = outputs;
  for (let bit = 0; bit < 8; bit++) {
    attributes[`in${bit + 1}`] = ((inputs >> bit) & 1) === 1;
    attributes[`out${bit + 1}`] = ((outputs >> bit) & 1) === 1;
  }
}

const hex = (value: string | undefined) =>
  value && /^[0-9A-Fa-f]+$/.test(value) ? parseInt(value, 16) : null;
const decimal = (value: string | undefined) =>
  value !== undefined && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : null;

class Unreadable extends Error {}

function required(value: number | null, what: string): number {
  if (value === null) throw new Unreadable(what);
  return value;
}

/** The fields of an `AAA` report after the command, as a position. */
function decodeAaa(imei: string, f: string[]): Position {
  if (f.length < 16) throw new Unreadable(`AAA with ${f.length} fields`);
  const event = required(decimal(f[0]), 'event code');
  const lat = required(decimal(f[1]), 'latitude');
  const lon = required(decimal(f[2]), 'longitude');
  const t = /^(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(f[3] ?? '');
  const time = t ? utcFromFields(2000 + +t[1]!, +t[2]!, +t[3]!, +t[4]!, +t[5]!, +t[6]!) : null;
  if (time === null) throw new Unreadable('date and time');
  if (f[4] !== 'A' && f[4] !== 'V') throw new Unreadable('positioning status');
  const satellites = decimal(f[5]);
  const speed = decimal(f[7]);
  const course = decimal(f[8]);

  const attributes: Attributes = {};
  eventAttributes(attributes, event);
  const rssi = decimal(f[6]);
  if (rssi !== null) attributes.rssi = rssi;
  const hdop = decimal(f[9]);
  if (hdop !== null) attributes.hdop = hdop;
  if (satellites !== null) attributes.sat = satellites;
  const odometer = decimal(f[11]);
  if (odometer !== null) attributes.odometer = odometer;
  const runtime = decimal(f[12]);
  if (runtime !== null) attributes.hours = runtime;

  const io = f[14] ?? '';
  if (/^[0-9A-Fa-f]{4}$/.test(io))
    ioBits(attributes, parseInt(io.slice(0, 2), 16), parseInt(io.slice(2), 16));
  analog(attributes, f[15] ?? '');
  extras(attributes, event, f.slice(16));

  return {
    deviceId: imei,
    fixTime: new Date(time),
    valid: f[4] === 'A',
    lat,
    lon,
    speed,
    course: course === 360 ? 0 : course,
    altitude: decimal(f[10]),
    satellites,
    attributes,
  };
}

/**
 * `AD1|AD2|AD3|battery|external power`: hex, the voltages in hundredths of a volt; some firmware writes
 * `battery|power|rtc|mcu|gps` as decimal volts instead.
 */
function analog(attributes: Attributes, field: string): void {
  const parts = field.split('|');
  if (parts.some((part) => part.includes('.'))) {
    const battery = decimal(parts[0]);
    const power = decimal(parts[1]);
    if (battery !== null) attributes.battery = battery;
    if (power !== null) attributes.power = power;
    return;
  }
  for (let i = 0; i < 3; i++) {
    const value = hex(parts[i]);
    if (value !== null) attributes[`adc${i + 1}`] = value;
  }
  const battery = hex(parts[3]);
  const power = hex(parts[4]);
  if (battery !== null) attributes.battery = battery / 100;
  if (power !== null) attributes.power = power / 100;
}

/** Assisted event information, customised data, protocol version, fuel, temperature sensors. */
function extras(attributes: Attributes, event: number, f: string[]): void {
  const [info, custom, protocolField, fuel, temperatures] = f;
  if (info) {
    if (event === RFID_EVENT) {
      const key = normalizeDriverKey(info);
      if (key) attributes.driver_key = key;
    } else {
      attributes.eventInfo = info.slice(0, 128);
    }
  }
  if (custom) attributes.customData = custom.slice(0, 128);
  const protocol = decimal(protocolField) ?? 0;
  if (fuel && /^[0-9A-Fa-f]{4}$/.test(fuel)) {
    // Percent: the first byte the whole part, the second the hundredths.
    attributes.fuel = parseInt(fuel.slice(0, 2), 16) + parseInt(fuel.slice(2), 16) / 100;
  }
  for (const sensor of (temperatures ?? '').split('|')) {
    if (!/^[0-9A-Fa-f]{6}$/.test(sensor)) continue;
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
    const skip = (count: number) => {
      this.queue.consume(count);
      garbage += count;
    };
    while (this.queue.length >= 2) {
      const head = this.queue.peek(Math.min(this.queue.length, HEADER_CHECK));
      if (head[0] !== 0x24 || head[1] !== 0x24) {
        const next = head.indexOf('$$', 1, 'latin1');
        skip(next > 0 ? next : head.length - (head[head.length - 1] === 0x24 ? 1 : 0));
        continue;
      }
      const text = head.toString('latin1');
      const header = HEADER.exec(text);
      if (!header) {
        // A header still arriving is waited for; anything else after `$$` is not a frame start.
        if (head.length < HEADER_CHECK && PARTIAL_HEADER.test(text)) break;
        skip(2);
        continue;
      }
      const prefixLength = 3 + header[1]!.length;
      const total = prefixLength + Number(header[1]);
      if (total > MEITRACK_MAX_LENGTH || total < header[0].length + 4) {
        skip(2);
        continue;
      }
      if (this.queue.length < total) break;
      const frame = Buffer.from(this.queue.peek(total));
      const end = frame.length;
      if (frame[end - 2] !== 0x0d || frame[end - 1] !== 0x0a || frame[end - 5] !== 0x2a) {
        // The length does not lead to `*XX\r\n`: not a frame.
        skip(2);
        continue;
      }
      this.queue.consume(total);
      if (garbage > 0) events.push({ type: 'garbage', bytes: garbage });
      garbage = 0;
      if (frame.toString('latin1', end - 4, end - 2).toUpperCase() !== meitrackChecksum(frame, end - 4)) {
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
    const imeiEnd = frame.indexOf(',', bodyStart, 'latin1');
    if (imeiEnd < 0 || imeiEnd > bodyEnd) {
      events.push({ type: 'drop', reason: 'frame without a command' });
      return;
    }
    const imei = frame.toString('latin1', bodyStart, imeiEnd);
    const command = frame.toString('latin1', imeiEnd + 1, Math.min(imeiEnd + 4, bodyEnd));
    if (imei !== this.imei) {
      this.imei = imei;
      events.push({ type: 'identify', deviceId: imei });
    }
    const dataStart = Math.min(imeiEnd + 5, bodyEnd);
    switch (command) {
      case 'AAA': {
        const fields = frame.toString('latin1', dataStart, bodyEnd).split(',');
        try {
          const position = decodeAaa(imei, fields);
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
      case 'CCC':
        return this.buffered(flag, imei, frame.subarray(dataStart, bodyEnd), now, events);
      case 'CCE':
        return this.tagged(imei, frame.subarray(dataStart, bodyEnd), now, events);
      case 'AAC':
        // The device's keep-alive: it waits for `AAC,1`.
        events.push({ type: 'reply', deviceId: imei, bytes: meitrackServerFrame(flag, imei, 'AAC,1') });
        return;
      default: {
        // An answer echoes its command's flag; one with a flag of no command of ours answers the one in flight.
        const serial = this.sentFlags.get(flag);
        const text = frame.toString('latin1', imeiEnd + 1, bodyEnd).slice(0, 512);
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
