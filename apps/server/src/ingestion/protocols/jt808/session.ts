import { ByteQueue } from '../../byte-queue';
import { normalizeDriverKey } from '../../driver-key';
import { checkSanity, type Position } from '../../position';
import type { CommandRequest, ProtocolSession, SessionEvent } from '../contract';
import { jt808Command } from './commands';
import {
  buildFrame,
  DELIMITER,
  hex,
  MAX_FRAME_LENGTH,
  parseMessage,
  terminalId,
  unescape,
  type Jt808Header,
  type Jt808Message,
} from './frame';
import { decodeLocation, readBcdTime, type DecodedLocation } from './location';

// Terminal → platform message ids.
export const MSG_TERMINAL_RESPONSE = 0x0001;
export const MSG_HEARTBEAT = 0x0002;
export const MSG_LOGOUT = 0x0003;
export const MSG_REGISTER = 0x0100;
export const MSG_AUTH = 0x0102;
export const MSG_LOCATION = 0x0200;
export const MSG_POSITION_QUERY_RESPONSE = 0x0201;
export const MSG_VEHICLE_CONTROL_RESPONSE = 0x0500;
export const MSG_DRIVER_IDENTITY = 0x0702;
export const MSG_LOCATION_BATCH = 0x0704;
// Platform → terminal replies.
export const MSG_PLATFORM_RESPONSE = 0x8001;
export const MSG_REGISTER_RESPONSE = 0x8100;

/** 0x8001 results. */
export const RESULT_OK = 0;
export const RESULT_NOT_SUPPORTED = 3;

/**
 * Messages answered with a plain "OK" general response and nothing else kept: event, question and information
 * reports, upgrade results, multimedia, pass-through data, compressed data.
 */
const ACKNOWLEDGED = new Set([0x0108, 0x0301, 0x0302, 0x0303, 0x0800, 0x0801, 0x0900, 0x0901]);
/** Answers to queries this server never sends: nothing is due, nothing is kept. */
const UNSOLICITED_RESPONSES = new Set([0x0104, 0x0107, 0x0700, 0x0802, 0x0805]);

const RESULT_NAMES = ['success', 'failure', 'message error', 'not supported', 'alarm confirmed'];

/**
 * Subpackaged messages put back together: those that carry positions or the driver. Packets of others
 * (multimedia, pass-through) are answered one by one and not kept.
 */
const ASSEMBLED = new Set([
  MSG_LOCATION,
  MSG_LOCATION_BATCH,
  MSG_POSITION_QUERY_RESPONSE,
  MSG_VEHICLE_CONTROL_RESPONSE,
  MSG_DRIVER_IDENTITY,
]);
/** Bounds on one message put back together from packets. */
const MAX_PACKETS = 64;
const MAX_ASSEMBLED_BYTES = 64 * 1024;

interface Assembly {
  header: Jt808Header;
  total: number;
  parts: (Buffer | undefined)[];
  bytes: number;
}

/**
 * One JT/T 808 connection (docs/protocols/jt808.md). Every message names its terminal, so every message may
 * identify; registration and authentication carry their replies on the `identify` event. Location reports are
 * acknowledged (0x8001) only through the `positions` event, after they are stored.
 */
export class Jt808Session implements ProtocolSession {
  private readonly queue = new ByteQueue();
  private readonly pending: SessionEvent[] = [];
  private closed = false;
  private currentId: string | null = null;
  /** The last header seen: commands copy its terminal bytes and version. */
  private lastHeader: Jt808Header | null = null;
  private serverSerial = 0;
  /** From a driver identity report (0x0702) until the card is taken out. */
  private driverKey: string | null = null;
  private readonly assemblies = new Map<number, Assembly>();

  get deviceId(): string | null {
    return this.currentId;
  }

  push(chunk: Buffer, now: Date): SessionEvent[] {
    if (this.closed) return [];
    this.queue.push(chunk);
    const events: SessionEvent[] = [];
    try {
      for (;;) {
        const event = this.pending.shift() ?? this.next(now);
        if (!event) break;
        events.push(event);
      }
    } catch (error) {
      events.push({ type: 'close', reason: `jt808 session error: ${String(error)}` });
      this.closed = true;
      this.queue.clear();
    }
    return events;
  }

  /**
   * The frame for a command on this connection: the terminal number and header version as the device sends them.
   * Null before the device has sent anything, or for a request that cannot be sent.
   */
  encodeCommand(request: CommandRequest): Buffer | null {
    if (this.lastHeader === null) return null;
    return jt808Command(request, this.lastHeader);
  }

  private next(now: Date): SessionEvent | null {
    const queue = this.queue;
    for (;;) {
      if (queue.length === 0) return null;
      if (queue.byteAt(0) !== DELIMITER) return this.skipGarbage();
      const window = queue.peek(Math.min(queue.length, MAX_FRAME_LENGTH));
      const end = window.indexOf(DELIMITER, 1);
      if (end < 0) {
        if (window.length < MAX_FRAME_LENGTH) return null;
        // No closing delimiter where the longest frame must have ended: not a frame.
        queue.consume(window.length);
        return { type: 'garbage', bytes: window.length };
      }
      if (end === 1) {
        // Two delimiters in a row: the first closed something already read or skipped.
        queue.consume(1);
        continue;
      }
      const data = unescape(window.subarray(1, end));
      const message = data === null ? 'bad escape sequence' : parseMessage(data);
      if (typeof message === 'string') {
        // Keep the closing delimiter: it may open the next good frame.
        queue.consume(end);
        return { type: 'drop', reason: message };
      }
      queue.consume(end + 1);
      this.pending.push(...this.handle(message, now));
      const first = this.pending.shift();
      if (first) return first;
    }
  }

  private skipGarbage(): SessionEvent {
    const window = this.queue.peek(this.queue.length);
    let skip = window.indexOf(DELIMITER);
    if (skip < 0) skip = window.length;
    this.queue.consume(skip);
    return { type: 'garbage', bytes: skip };
  }

  private reply(header: Jt808Header, messageId: number, body: Buffer): Buffer {
    const serial = this.serverSerial;
    this.serverSerial = (this.serverSerial + 1) & 0xffff;
    return buildFrame({ messageId, version: header.version, terminal: header.terminal, serial, body });
  }

  /** 0x8001: the serial and id of the message answered, and the result. */
  private generalResponse(header: Jt808Header, result = RESULT_OK): Buffer {
    const body = Buffer.alloc(5);
    body.writeUInt16BE(header.serial, 0);
    body.writeUInt16BE(header.messageId, 2);
    body[4] = result;
    return this.reply(header, MSG_PLATFORM_RESPONSE, body);
  }

  private handle(message: Jt808Message, now: Date): SessionEvent[] {
    const { header } = message;
    const id = header.messageId;
    if (header.encryption !== 0) {
      return [
        { type: 'drop', reason: `message ${hex(id, 4)} encrypted (${header.encryption}), not supported` },
      ];
    }
    // The same terminal as the last message (every message after the first): its id is already known.
    const deviceId =
      this.currentId !== null && this.lastHeader !== null && header.terminal.equals(this.lastHeader.terminal)
        ? this.currentId
        : terminalId(header.terminal);
    const events: SessionEvent[] = [];
    this.lastHeader = header;
    const isLogin = id === MSG_REGISTER || id === MSG_AUTH;
    if (deviceId !== this.currentId && !isLogin) {
      events.push({ type: 'identify', deviceId, closeIfUnknown: true });
    }
    if (deviceId !== this.currentId) this.driverKey = null;
    this.currentId = deviceId;

    let body = message.body;
    let first = header;
    if (header.packet && !ASSEMBLED.has(id)) {
      events.push({ type: 'reply', deviceId, bytes: this.generalResponse(header) });
      return events;
    }
    if (header.packet) {
      const assembled = this.assemble(header, body);
      if (assembled === null) {
        // A packet of a message still incomplete: answered so the terminal sends the next one.
        events.push({ type: 'reply', deviceId, bytes: this.generalResponse(header) });
        return events;
      }
      if (typeof assembled === 'string') {
        events.push({ type: 'drop', reason: assembled });
        return events;
      }
      ({ header: first, body } = assembled);
    }
    events.push(...this.handleBody(header, first, body, deviceId, now));
    return events;
  }

  /**
   * `header` is the message's (last) packet, answered by the reply; `first` holds the serial of the whole
   * message's first packet.
   */
  private handleBody(
    header: Jt808Header,
    first: Jt808Header,
    body: Buffer,
    deviceId: string,
    now: Date,
  ): SessionEvent[] {
    const id = header.messageId;
    switch (id) {
      case MSG_REGISTER: {
        // 0x8100: the registration's serial, result 0, and the authentication code it must send back.
        const code = Buffer.from(deviceId, 'latin1');
        const reply = Buffer.alloc(3 + code.length);
        reply.writeUInt16BE(first.serial, 0);
        reply[2] = RESULT_OK;
        code.copy(reply, 3);
        return [
          {
            type: 'identify',
            deviceId,
            closeIfUnknown: true,
            reply: this.reply(header, MSG_REGISTER_RESPONSE, reply),
          },
        ];
      }
      case MSG_AUTH:
        return [{ type: 'identify', deviceId, closeIfUnknown: true, reply: this.generalResponse(header) }];
      case MSG_HEARTBEAT:
      case MSG_LOGOUT:
        return [{ type: 'reply', deviceId, bytes: this.generalResponse(header) }];
      case MSG_TERMINAL_RESPONSE:
        return [this.terminalResponse(body, deviceId)];
      case MSG_LOCATION:
        return [this.positions(deviceId, [decodeLocation(body, deviceId, header.version)], now, header)];
      case MSG_LOCATION_BATCH:
        return [this.batch(body, deviceId, header, now)];
      case MSG_POSITION_QUERY_RESPONSE:
      case MSG_VEHICLE_CONTROL_RESPONSE: {
        if (body.length < 2) return [{ type: 'drop', reason: `response ${hex(id, 4)} without its serial` }];
        const answered = id === MSG_POSITION_QUERY_RESPONSE ? '8201' : '8500';
        const location = decodeLocation(body.subarray(2), deviceId, header.version);
        return [
          {
            type: 'command-result',
            deviceId,
            text: `${answered} #${body.readUInt16BE(0)}: done`,
            serial: body.readUInt16BE(0),
          },
          this.positions(deviceId, [location], now, null),
        ];
      }
      case MSG_DRIVER_IDENTITY:
        this.driverIdentity(body);
        return [{ type: 'reply', deviceId, bytes: this.generalResponse(header) }];
      default:
        if (ACKNOWLEDGED.has(id)) return [{ type: 'reply', deviceId, bytes: this.generalResponse(header) }];
        if (UNSOLICITED_RESPONSES.has(id) || id >= 0x8000) {
          return [{ type: 'drop', reason: `message ${hex(id, 4)} not handled` }];
        }
        return [
          { type: 'drop', reason: `message ${hex(id, 4)} not supported` },
          { type: 'reply', deviceId, bytes: this.generalResponse(header, RESULT_NOT_SUPPORTED) },
        ];
    }
  }

  private terminalResponse(body: Buffer, deviceId: string): SessionEvent {
    if (body.length < 5) return { type: 'drop', reason: `terminal response of ${body.length} bytes` };
    const serial = body.readUInt16BE(0);
    const answered = body.readUInt16BE(2);
    const result = body[4]!;
    const text = `${hex(answered, 4)} #${serial}: ${RESULT_NAMES[result] ?? `result ${result}`}`;
    return { type: 'command-result', deviceId, text, serial };
  }

  /** 0x0704: count WORD, type BYTE (1 = reports held back while out of coverage), then length-prefixed bodies. */
  private batch(body: Buffer, deviceId: string, header: Jt808Header, now: Date): SessionEvent {
    const locations: DecodedLocation[] = [];
    if (body.length < 3) return { type: 'drop', reason: `location batch of ${body.length} bytes` };
    const count = body.readUInt16BE(0);
    const buffered = body[2] === 1;
    let at = 3;
    while (at + 2 <= body.length && locations.length < count) {
      const length = body.readUInt16BE(at);
      at += 2;
      if (at + length > body.length) break;
      locations.push(decodeLocation(body.subarray(at, at + length), deviceId, header.version));
      at += length;
    }
    for (let missing = count - locations.length; missing > 0; missing--) {
      locations.push({ ok: false, reason: 'batch item runs past the message' });
    }
    if (buffered) {
      for (const location of locations) if (location.ok) location.position.attributes.buffered = true;
    }
    return this.positions(deviceId, locations, now, header);
  }

  /** The positions to store; the reply (0x8001) when `header` is the message to acknowledge. */
  private positions(
    deviceId: string,
    locations: DecodedLocation[],
    now: Date,
    header: Jt808Header | null,
  ): SessionEvent {
    const positions: Position[] = [];
    let skipped = 0;
    for (const location of locations) {
      if (!location.ok || !checkSanity(location.position, now).store) {
        skipped++;
        continue;
      }
      const position = location.position;
      if (this.driverKey !== null && position.attributes.driver_key === undefined) {
        position.attributes.driver_key = this.driverKey;
      }
      positions.push(position);
    }
    const event: SessionEvent = { type: 'positions', deviceId, positions };
    if (skipped > 0) event.skipped = skipped;
    if (header) event.reply = this.generalResponse(header);
    return event;
  }

  /**
   * 0x0702: status 1 = card inserted (then time, read result, and on success the driver's name, certificate
   * code, issuing agency, validity), 2 = card taken out. The certificate code is the driver key.
   */
  private driverIdentity(body: Buffer): void {
    const status = body[0];
    if (status === 0x02) {
      this.driverKey = null;
      return;
    }
    if (status !== 0x01 || body.length < 9 || readBcdTime(body.subarray(1, 7)) === null) return;
    if (body[7] !== 0) return; // the card could not be read
    const nameLength = body[8]!;
    const certificateStart = 9 + nameLength;
    if (certificateStart + 20 > body.length) return;
    const certificate = body
      .subarray(certificateStart, certificateStart + 20)
      .toString('latin1')
      .replace(/[\0\s]+/g, '');
    const key = normalizeDriverKey(certificate);
    if (key !== null) this.driverKey = key;
  }

  /**
   * Keeps a packet of a subpackaged message. The whole message once its last packet is in (with its first
   * packet's header), null while packets are missing, or why it was given up.
   */
  private assemble(header: Jt808Header, body: Buffer): { header: Jt808Header; body: Buffer } | null | string {
    const { total, index } = header.packet!;
    const id = header.messageId;
    if (total < 1 || total > MAX_PACKETS || index < 1 || index > total) {
      this.assemblies.delete(id);
      return `message ${hex(id, 4)} packet ${index} of ${total}`;
    }
    let assembly = this.assemblies.get(id);
    if (index === 1 || !assembly || assembly.total !== total) {
      assembly = { header, total, parts: new Array<Buffer | undefined>(total), bytes: 0 };
      this.assemblies.set(id, assembly);
    }
    const previous = assembly.parts[index - 1];
    assembly.bytes += body.length - (previous?.length ?? 0);
    if (assembly.bytes > MAX_ASSEMBLED_BYTES) {
      this.assemblies.delete(id);
      return `message ${hex(id, 4)} over ${MAX_ASSEMBLED_BYTES} bytes in packets`;
    }
    assembly.parts[index - 1] = Buffer.from(body);
    if (index !== total) return null;
    this.assemblies.delete(id);
    const parts = assembly.parts;
    if (parts.some((part) => part === undefined)) {
      return `message ${hex(id, 4)} missing packets of ${total}`;
    }
    return { header: assembly.header, body: Buffer.concat(parts as Buffer[]) };
  }
}
