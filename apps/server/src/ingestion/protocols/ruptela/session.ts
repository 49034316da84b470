import type { AlarmKind } from '@fleet/shared/schemas/events';
import { setAlarm } from '../../alarm';
import { ByteQueue } from '../../byte-queue';
import { ByteReader, FrameOverrunError } from '../../byte-reader';
import { crc16Kermit } from '../../crc';
import { normalizeDriverKey } from '../../driver-key';
import { checkSanity, type Attributes, type Position } from '../../position';
import type { ProtocolSession, SessionEvent } from '../contract';

/**
 * Ruptela FM-series (docs/protocols/ruptela.md): `length(2) | IMEI(8) | command(1) | payload | CRC-16/KERMIT(2)`,
 * the length counting IMEI through payload and the CRC computed over the same bytes. Server packets drop the IMEI.
 */

export const RUPTELA_COMMAND = {
  records: 1,
  configuration: 2,
  version: 3,
  firmware: 4,
  setConnection: 5,
  setOdometer: 6,
  smsResponse: 7,
  smsViaGprs: 8,
  dtcs: 9,
  identification: 15,
  heartbeat: 16,
  setIo: 17,
  extendedRecords: 68,
} as const;
/** File transfer (camera pictures): framed and dropped, not handled. */
const FILES_COMMAND = 37;

const DEVICE_COMMANDS = new Set<number>([...Object.values(RUPTELA_COMMAND), FILES_COMMAND]);

/** The answer to device command `n` is command `100 + n`, except records (1 and 68), answered by 100. */
const ANSWER_OFFSET = 100;
const RECORDS_ANSWER = 100;
/** IMEI and command. */
const MIN_LENGTH = 9;
/** Larger than any records or file packet the devices send; a bigger length is not a frame start. */
export const RUPTELA_MAX_LENGTH = 4096;
const NO_COORDINATE = -0x8000_0000;

/** A server packet: length, command, payload, CRC-16/KERMIT of command and payload. */
export function ruptelaServerPacket(command: number, payload: Buffer = Buffer.alloc(0)): Buffer {
  const packet = Buffer.alloc(2 + 1 + payload.length + 2);
  packet.writeUInt16BE(1 + payload.length, 0);
  packet[2] = command;
  payload.copy(packet, 3);
  packet.writeUInt16BE(crc16Kermit(packet, 2, 3 + payload.length), 3 + payload.length);
  return packet;
}

/** The positive answer to a records, identification, heartbeat or DTC packet (`0002 64 01 13bc` for records). */
export function ruptelaAck(deviceCommand: number): Buffer {
  const records =
    deviceCommand === RUPTELA_COMMAND.records || deviceCommand === RUPTELA_COMMAND.extendedRecords;
  return ruptelaServerPacket(records ? RECORDS_ANSWER : ANSWER_OFFSET + deviceCommand, Buffer.from([0x01]));
}

const on = (raw: number) => raw !== 0;
const scaled = (factor: number) => (raw: number) => Math.round(raw * factor * 1000) / 1000;
const signed = (bytes: number, factor: number) => (raw: number) => {
  const bits = bytes * 8;
  const value = raw >= 2 ** (bits - 1) ? raw - 2 ** bits : raw;
  return Math.round(value * factor * 1000) / 1000;
};

/** FM-series IO ids with a shared attribute name (Ruptela's IO list). */
const KNOWN_IO: Record<number, { key: string; value: (raw: number, size: number) => number | boolean }> = {
  2: { key: 'in1', value: on },
  3: { key: 'in2', value: on },
  4: { key: 'in3', value: on },
  5: { key: 'in4', value: on },
  13: { key: 'motion', value: on },
  173: { key: 'motion', value: on },
  22: { key: 'adc1', value: (raw) => raw },
  23: { key: 'adc2', value: (raw) => raw },
  20: { key: 'adc3', value: (raw) => raw },
  21: { key: 'adc4', value: (raw) => raw },
  27: { key: 'rssi', value: (raw) => raw },
  29: { key: 'power', value: scaled(0.001) },
  30: { key: 'battery', value: scaled(0.001) },
  32: { key: 'deviceTemp', value: (raw, size) => signed(size, 1)(raw) },
  65: { key: 'odometer', value: (raw) => raw },
  78: { key: 'temp1', value: (raw, size) => signed(size, 0.1)(raw) },
  79: { key: 'temp2', value: (raw, size) => signed(size, 0.1)(raw) },
  80: { key: 'temp3', value: (raw, size) => signed(size, 0.1)(raw) },
  74: { key: 'temp4', value: (raw, size) => signed(size, 0.1)(raw) },
  98: { key: 'fuel', value: scaled(100 / 255) },
  150: { key: 'operator', value: (raw) => raw },
  163: { key: 'odometer', value: (raw) => raw * 5 },
  164: { key: 'tripOdometer', value: (raw) => raw * 5 },
  170: { key: 'charge', value: on },
  197: { key: 'rpm', value: scaled(0.125) },
  207: { key: 'fuel', value: scaled(0.4) },
  208: { key: 'fuel_used', value: scaled(0.5) },
  251: { key: 'ignition', value: on },
  409: { key: 'ignition', value: on },
};

/** IO ids whose record is an alarm when the record's event is that IO and its value says so. */
const ALARM_IO: Record<number, (raw: number) => AlarmKind | null> = {
  88: (v) => (v > 0 ? 'jamming' : null),
  410: (v) => (v > 0 ? 'towing' : null),
  411: (v) => (v > 0 ? 'crash' : null),
  415: (v) => (v === 0 ? 'tamper' : null), // GNSS antenna: 0 = disconnected
  758: (v) => (v === 1 ? 'tamper' : null),
};

const HARSH_IO: Record<number, 'braking' | 'acceleration' | 'cornering'> = {
  134: 'braking',
  136: 'acceleration',
};

/** iButton (34): the key's 8 bytes as 16 hex digits. */
const IBUTTON_IO = 34;
/** Tachograph driver card: the id as 16 ASCII characters over two 8-byte IOs. */
const TACHO_DRIVER_IO = [155, 156] as const;

interface RecordIo {
  attributes: Attributes;
  values: Map<number, number>;
  tacho: Map<number, Buffer>;
}

function readIo(reader: ByteReader, extended: boolean, io: RecordIo): void {
  for (const size of [1, 2, 4, 8]) {
    const count = reader.u8();
    for (let i = 0; i < count; i++) {
      const id = extended ? reader.u16() : reader.u8();
      const raw = reader.bytes(size);
      if (id === IBUTTON_IO) {
        const key = normalizeDriverKey(raw.toString('hex'));
        if (key) io.attributes.driver_key = key;
        continue;
      }
      if ((TACHO_DRIVER_IO as readonly number[]).includes(id) && size === 8) {
        io.tacho.set(id, raw);
        continue;
      }
      const value = size === 8 ? raw.readBigUInt64BE() : raw.readUIntBE(0, size);
      if (typeof value === 'bigint' && value > BigInt(Number.MAX_SAFE_INTEGER)) {
        io.attributes[`io${id}`] = raw.toString('hex');
        continue;
      }
      const number = Number(value);
      io.values.set(id, number);
      const known = KNOWN_IO[id];
      io.attributes[known ? known.key : `io${id}`] = known ? known.value(number, size) : number;
    }
  }
  const first = io.tacho.get(TACHO_DRIVER_IO[0]);
  const second = io.tacho.get(TACHO_DRIVER_IO[1]);
  if (first && second) {
    const key = normalizeDriverKey(Buffer.concat([first, second]).toString('latin1').replace(/\0/g, ''));
    if (key) io.attributes.driver_key = key;
  }
}

export class RuptelaSession implements ProtocolSession {
  private readonly queue = new ByteQueue();
  private imei: string | null = null;
  /** The 8 bytes the IMEI came in: compared as bytes, a frame of the same device needs no BigInt to string. */
  private readonly imeiBytes = Buffer.alloc(8);
  private lastFix: { lat: number; lon: number } | null = null;

  get deviceId(): string | null {
    return this.imei;
  }

  push(chunk: Buffer, now: Date): SessionEvent[] {
    const events: SessionEvent[] = [];
    this.queue.push(chunk);
    let garbage = 0;
    while (this.queue.length >= 2) {
      const length = this.queue.peek(2).readUInt16BE(0);
      if (length < MIN_LENGTH || length > RUPTELA_MAX_LENGTH) {
        // Not a frame start: resynchronise byte by byte.
        this.queue.consume(1);
        garbage++;
        continue;
      }
      if (this.queue.length < 2 + MIN_LENGTH) break;
      if (!this.plausibleHeader(this.queue.peek(2 + MIN_LENGTH))) {
        this.queue.consume(1);
        garbage++;
        continue;
      }
      if (this.queue.length < 2 + length + 2) break;
      // Read before the next push: what is decoded from it is copied out.
      const frame = this.queue.peek(2 + length + 2);
      if (frame.readUInt16BE(2 + length) !== crc16Kermit(frame, 2, 2 + length)) {
        this.queue.consume(1);
        garbage++;
        continue;
      }
      this.queue.consume(frame.length);
      if (garbage > 0) events.push({ type: 'garbage', bytes: garbage });
      garbage = 0;
      this.frame(frame.subarray(2, 2 + length), now, events);
    }
    if (garbage > 0) events.push({ type: 'garbage', bytes: garbage });
    return events;
  }

  /**
   * Whether a length, IMEI and command can start a frame: without this check a stray length would hold back the
   * frames behind it until its bytes arrived. An IMEI has at most 15 digits (so its first byte is 0 and its second
   * at most 3), the connection's IMEI once known, and the command one the devices send.
   */
  private plausibleHeader(header: Buffer): boolean {
    const imei = header.readBigUInt64BE(2);
    if (imei >= 1_000_000_000_000_000n) return false;
    if (this.imei !== null && this.imeiBytes.compare(header, 2, 10) !== 0) return false;
    return DEVICE_COMMANDS.has(header[10]!);
  }

  private frame(data: Buffer, now: Date, events: SessionEvent[]): void {
    const imei =
      this.imei !== null && this.imeiBytes.compare(data, 0, 8) === 0
        ? this.imei
        : data.readBigUInt64BE(0).toString();
    const command = data[8]!;
    const payload = data.subarray(9);
    const identification = command === RUPTELA_COMMAND.identification;
    if (imei !== this.imei || identification) {
      this.imei = imei;
      data.copy(this.imeiBytes, 0, 0, 8);
      events.push(
        identification
          ? { type: 'identify', deviceId: imei, reply: ruptelaAck(command), closeIfUnknown: true }
          : { type: 'identify', deviceId: imei },
      );
      if (identification) return;
    }
    try {
      switch (command) {
        case RUPTELA_COMMAND.records:
        case RUPTELA_COMMAND.extendedRecords:
          return this.records(imei, payload, command === RUPTELA_COMMAND.extendedRecords, now, events);
        case RUPTELA_COMMAND.heartbeat:
        case RUPTELA_COMMAND.dtcs:
          // Diagnostic trouble codes are acknowledged so the device moves on; they are not stored.
          events.push({ type: 'reply', deviceId: imei, bytes: ruptelaAck(command) });
          return;
        case RUPTELA_COMMAND.configuration:
        case RUPTELA_COMMAND.version:
        case RUPTELA_COMMAND.firmware:
        case RUPTELA_COMMAND.smsResponse:
          events.push({ type: 'command-result', deviceId: imei, text: payload.toString('latin1').trim() });
          return;
        case RUPTELA_COMMAND.setConnection:
        case RUPTELA_COMMAND.setOdometer:
        case RUPTELA_COMMAND.setIo:
          events.push({
            type: 'command-result',
            deviceId: imei,
            text: `${command}:${payload.toString('hex')}`,
          });
          return;
        default:
          events.push({ type: 'drop', reason: `command ${command} not handled` });
      }
    } catch (error) {
      if (!(error instanceof FrameOverrunError)) throw error;
      events.push({ type: 'drop', reason: `command ${command} overrun: ${error.message}` });
    }
  }

  private records(imei: string, payload: Buffer, extended: boolean, now: Date, events: SessionEvent[]): void {
    const reader = new ByteReader(payload);
    reader.u8(); // records left in the device's memory: it sends them next
    const count = reader.u8();
    const read: { position: Position | null; store: boolean }[] = [];
    for (let i = 0; i < count; i++) {
      const seconds = reader.u32();
      reader.u8(); // timestamp extension: orders records of the same second
      let part = 0;
      if (extended) part = reader.u8() & 0x0f; // record extension: low nibble, this record's part of a merged one
      reader.u8(); // priority
      const lon = reader.i32();
      const lat = reader.i32();
      const altitude = reader.u16() / 10;
      const course = reader.u16() / 100;
      const satellites = reader.u8();
      const speed = reader.u16();
      const hdop = reader.u8() / 10;
      const eventId = extended ? reader.u16() : reader.u8();
      const io: RecordIo = { attributes: {}, values: new Map(), tacho: new Map() };
      readIo(reader, extended, io);

      const previous = read.at(-1);
      if (part > 0 && previous?.position) {
        // A continuation of the previous record (more IO than one record holds): merge it.
        Object.assign(previous.position.attributes, io.attributes);
        this.eventAttributes(previous.position.attributes, eventId, io.values);
        continue;
      }

      const hasFix = lon !== NO_COORDINATE && lat !== NO_COORDINATE;
      const fix = hasFix ? { lat: lat / 1e7, lon: lon / 1e7 } : this.lastFix;
      const attributes: Attributes = io.attributes;
      attributes.hdop = hdop;
      if (eventId !== 0) attributes.event = eventId;
      this.eventAttributes(attributes, eventId, io.values);
      if (!fix) {
        read.push({ position: null, store: false });
        continue;
      }
      const position: Position = {
        deviceId: imei,
        fixTime: new Date(seconds * 1000),
        valid: hasFix && satellites > 0,
        lat: fix.lat,
        lon: fix.lon,
        speed,
        course: course >= 360 ? null : course,
        altitude,
        satellites,
        attributes,
      };
      const store = checkSanity(position, now).store;
      if (store && hasFix) this.lastFix = fix;
      read.push({ position, store });
    }
    if (reader.remaining !== 0) {
      events.push({ type: 'drop', reason: `records underrun by ${reader.remaining} bytes` });
      return;
    }
    const positions: Position[] = [];
    for (const r of read) if (r.store && r.position) positions.push(r.position);
    events.push({
      type: 'positions',
      deviceId: imei,
      positions,
      skipped: read.length - positions.length,
      reply: ruptelaAck(RUPTELA_COMMAND.records),
    });
  }

  private eventAttributes(attributes: Attributes, eventId: number, values: Map<number, number>): void {
    const value = values.get(eventId);
    if (value === undefined) return;
    const alarm = ALARM_IO[eventId];
    const kind = alarm ? alarm(value) : null;
    if (kind) setAlarm(attributes, kind, eventId);
    const harsh = HARSH_IO[eventId];
    if (harsh && value > 0) attributes.harsh = harsh;
  }
}
