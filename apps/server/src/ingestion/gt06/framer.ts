import type { AlarmKind } from '@fleet/shared/schemas/events';
import { ByteQueue } from '../byte-queue';
import { drainEvents } from '../drain-events';
import { crc16X25 } from '../crc';
import type { Position } from '../position';
import {
  decodeGt06Message,
  gt06Ack,
  GT06_HEARTBEAT,
  GT06_LOGIN,
  type Gt06Frame,
  type TerminalInfo,
} from './decode';

const SHORT_START = 0x78;
const LONG_START = 0x79;
const STOP = [0x0d, 0x0a] as const;

export type Gt06Event =
  | { type: 'login'; imei: string; serial: number; typeCode?: number; timezoneOffsetMinutes?: number }
  | {
      type: 'location';
      protocol: number;
      serial: number;
      /** Null for an impossible date or out-of-range values (see `invalidReason`): ACK, store nothing. */
      position: Position | null;
      invalidReason?: string;
      alarm?: AlarmKind;
    }
  | { type: 'heartbeat'; serial: number; info: TerminalInfo }
  /** A reply (`15` / `21`) to an online command: no ACK is due. */
  | { type: 'command-reply'; serial: number; serverFlag: number; text: string }
  | { type: 'other'; protocol: number; serial: number; ackable: boolean }
  /** Bytes skipped while looking for a start marker (log once per connection). */
  | { type: 'garbage'; bytes: number }
  /** Frame discarded: no reply, log. */
  | { type: 'drop'; reason: string }
  /** Close the connection; the framer ignores all further input. */
  | { type: 'close'; reason: string };

/**
 * Per-connection GT06 state machine (docs/protocols/gt06.md). Pure: bytes in, events out. The first valid
 * login frame logs the connection in; the transport calls `reject()` when its IMEI is unknown.
 */
export class Gt06Framer {
  private readonly queue = new ByteQueue();
  private deviceImei: string | null = null;
  private timezoneOffsetMinutes = 0;
  private isClosed = false;

  get imei(): string | null {
    return this.deviceImei;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  reject(): void {
    this.isClosed = true;
    this.queue.clear();
  }

  push(chunk: Uint8Array, now: Date = new Date()): Gt06Event[] {
    if (this.isClosed) return [];
    this.queue.push(chunk);
    return drainEvents(
      () => this.next(now),
      () => this.reject(),
    );
  }

  private next(now: Date): Gt06Event | null {
    const queue = this.queue;
    if (queue.length < 2) return null;
    const start = queue.byteAt(0);
    if (start !== queue.byteAt(1) || (start !== SHORT_START && start !== LONG_START))
      return this.skipGarbage();

    // docs/protocols/gt06.md#framing: start 2, length 1 or 2, protocol .. serial, CRC 2, stop 2.
    const long = start === LONG_START;
    const headerLength = long ? 4 : 3;
    if (queue.length < headerLength) return null;
    const header = queue.peek(headerLength);
    const length = long ? header.readUInt16BE(2) : (header[2] ?? 0);
    if (length < 5) {
      queue.consume(1);
      return { type: 'drop', reason: `frame length ${length} < 5` };
    }
    const frameLength = headerLength + length + 2;
    if (queue.length < frameLength) return null;
    const bytes = queue.peek(frameLength);
    if (bytes[frameLength - 2] !== STOP[0] || bytes[frameLength - 1] !== STOP[1]) {
      queue.consume(1);
      return { type: 'drop', reason: 'no stop bytes where the length says' };
    }
    queue.consume(frameLength);

    const crcAt = frameLength - 4;
    const received = bytes.readUInt16BE(crcAt);
    const computed = crc16X25(bytes, 2, crcAt);
    if (received !== computed) {
      return {
        type: 'drop',
        reason: `CRC mismatch: received ${hex16(received)}, computed ${hex16(computed)}`,
      };
    }
    const frame: Gt06Frame = {
      protocol: bytes[headerLength] ?? 0,
      long,
      content: bytes.subarray(headerLength + 1, crcAt - 2),
      serial: bytes.readUInt16BE(crcAt - 2),
    };
    return this.handle(frame, now);
  }

  private skipGarbage(): Gt06Event {
    const bytes = this.queue.peek(this.queue.length);
    let skip = 1;
    while (skip < bytes.length - 1) {
      const byte = bytes[skip];
      if ((byte === SHORT_START || byte === LONG_START) && bytes[skip + 1] === byte) break;
      skip++;
    }
    // Keep a trailing lone 78/79: it may be the first half of a marker.
    const last = bytes[bytes.length - 1];
    if (skip === bytes.length - 1 && last !== SHORT_START && last !== LONG_START) skip = bytes.length;
    this.queue.consume(skip);
    return { type: 'garbage', bytes: skip };
  }

  private handle(frame: Gt06Frame, now: Date): Gt06Event {
    const { protocol, serial } = frame;
    if (this.deviceImei === null && protocol !== GT06_LOGIN) {
      return { type: 'close', reason: `protocol 0x${hex8(protocol)} before login` };
    }
    const message = decodeGt06Message(frame, {
      imei: this.deviceImei ?? '',
      timezoneOffsetMinutes: this.timezoneOffsetMinutes,
      now,
    });
    switch (message.kind) {
      case 'bad-login':
        return { type: 'close', reason: `bad login: ${message.reason}` };
      case 'login': {
        const { kind: _kind, ...login } = message;
        this.deviceImei = login.imei;
        this.timezoneOffsetMinutes = login.timezoneOffsetMinutes ?? 0;
        return { type: 'login', serial, ...login };
      }
      case 'location': {
        const { kind: _kind, ...location } = message;
        return { type: 'location', protocol, serial, ...location };
      }
      case 'heartbeat':
        return { type: 'heartbeat', serial, info: message.info };
      case 'command-reply':
        return { type: 'command-reply', serial, serverFlag: message.serverFlag, text: message.text };
      default:
        return { type: 'other', protocol, serial, ackable: message.ackable };
    }
  }
}

function hex8(value: number): string {
  return value.toString(16).padStart(2, '0');
}

function hex16(value: number): string {
  return value.toString(16).padStart(4, '0');
}

/** The reply the transport writes (after the commit) for an event, or null when none is due. */
export function gt06ReplyFor(event: Gt06Event): Buffer | null {
  switch (event.type) {
    case 'login':
      return gt06Ack(GT06_LOGIN, event.serial);
    case 'location':
      return gt06Ack(event.protocol, event.serial);
    case 'heartbeat':
      return gt06Ack(GT06_HEARTBEAT, event.serial);
    case 'other':
      return event.ackable ? gt06Ack(event.protocol, event.serial) : null;
    default:
      return null;
  }
}
