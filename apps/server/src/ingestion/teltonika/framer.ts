import { ByteQueue } from '../byte-queue';
import { drainEvents } from '../drain-events';
import { crc16Ibm } from '../crc';
import type { Position } from '../position';
import { CODEC_12, CODEC_12_RESPONSE, decodeCodec12 } from './codec12';
import { decodeAvlData, type SkippedRecord, type SupportedCodec } from './decode';

/** docs/protocols/README.md#framing: no sane AVL packet comes near this; larger lengths close the connection. */
export const TELTONIKA_MAX_DATA_LENGTH = 64 * 1024;
const MAX_IMEI_LENGTH = 20;
const KEEPALIVE_BYTE = 0xff;
/** Preamble (4) + data length (4) before the data field; CRC field (4) after it. */
const HEADER_LENGTH = 8;
const CRC_LENGTH = 4;

export type TeltonikaEvent =
  | { type: 'imei'; imei: string }
  | {
      type: 'packet';
      codec: SupportedCodec;
      /** The number to ACK: every record in the packet, stored or not. */
      recordCount: number;
      /** Records that passed the sanity check, to store before the ACK. */
      records: Position[];
      skipped: SkippedRecord[];
    }
  | { type: 'keepalive' }
  /** A Codec 12 response (`06`) to the command in flight: no ACK is due (docs/protocols/teltonika.md#commands). */
  | { type: 'command-response'; text: string }
  /** Packet discarded: send no ACK, log; the device resends. */
  | { type: 'drop'; reason: string; codec?: number }
  /** Close the connection; the framer ignores all further input. */
  | { type: 'close'; reason: string };

type State = 'awaiting-imei' | 'awaiting-decision' | 'streaming' | 'closed';

/**
 * Per-connection Teltonika state machine (docs/protocols/teltonika.md). Pure: bytes in, events out; the
 * transport writes replies and closes sockets. Call `accept()` or `reject()` after looking up the
 * IMEI from the `imei` event, then write `teltonikaHandshakeReply`.
 */
export class TeltonikaFramer {
  private readonly queue = new ByteQueue();
  private state: State = 'awaiting-imei';
  private deviceImei: string | null = null;

  get imei(): string | null {
    return this.deviceImei;
  }

  get closed(): boolean {
    return this.state === 'closed';
  }

  accept(): void {
    if (this.state === 'awaiting-decision') this.state = 'streaming';
  }

  reject(): void {
    this.shutDown();
  }

  push(chunk: Uint8Array, now: Date = new Date()): TeltonikaEvent[] {
    if (this.state === 'closed') return [];
    this.queue.push(chunk);
    return drainEvents(
      () => this.next(now),
      () => this.shutDown(),
    );
  }

  private shutDown(): void {
    this.state = 'closed';
    this.queue.clear();
  }

  /** The next event from the buffered bytes, or null when more bytes are needed. */
  private next(now: Date): TeltonikaEvent | null {
    if (this.queue.length === 0) return null;
    switch (this.state) {
      case 'awaiting-imei':
        return this.readImei();
      case 'awaiting-decision':
        return { type: 'close', reason: 'data before handshake reply' };
      case 'streaming':
        return this.readPacket(now);
      default:
        return null;
    }
  }

  private consumeKeepalive(): TeltonikaEvent | null {
    if (this.queue.byteAt(0) !== KEEPALIVE_BYTE) return null;
    this.queue.consume(1);
    return { type: 'keepalive' };
  }

  private readImei(): TeltonikaEvent | null {
    const keepalive = this.consumeKeepalive();
    if (keepalive) return keepalive;
    if (this.queue.length < 2) return null;
    const length = this.queue.peek(2).readUInt16BE(0);
    if (length === 0) return { type: 'close', reason: 'data before handshake (IMEI length 0)' };
    if (length > MAX_IMEI_LENGTH) return { type: 'close', reason: `IMEI length ${length}` };
    if (this.queue.length < 2 + length) return null;
    const imei = this.queue.peek(2 + length).toString('latin1', 2);
    if (!/^\d+$/.test(imei)) return { type: 'close', reason: 'IMEI is not all digits' };
    this.queue.consume(2 + length);
    this.deviceImei = imei;
    this.state = 'awaiting-decision';
    return { type: 'imei', imei };
  }

  private readPacket(now: Date): TeltonikaEvent | null {
    const keepalive = this.consumeKeepalive();
    if (keepalive) return keepalive;
    // Fail on a non-zero preamble byte as soon as it arrives: there is no marker to resync on.
    const available = Math.min(this.queue.length, 4);
    for (let i = 0; i < available; i++) {
      if (this.queue.byteAt(i) !== 0) return { type: 'close', reason: 'preamble is not zero' };
    }
    if (this.queue.length < HEADER_LENGTH) return null;
    const dataLength = this.queue.peek(HEADER_LENGTH).readUInt32BE(4);
    if (dataLength < 3 || dataLength > TELTONIKA_MAX_DATA_LENGTH) {
      return { type: 'close', reason: `data length ${dataLength} out of range` };
    }
    const frameLength = HEADER_LENGTH + dataLength + CRC_LENGTH;
    if (this.queue.length < frameLength) return null;

    const frame = this.queue.peek(frameLength);
    this.queue.consume(frameLength);
    const data = frame.subarray(HEADER_LENGTH, HEADER_LENGTH + dataLength);
    const received = frame.readUInt32BE(HEADER_LENGTH + dataLength);
    const computed = crc16Ibm(data);
    if (received !== computed) {
      return {
        type: 'drop',
        reason: `CRC mismatch: received ${hex32(received)}, computed ${hex32(computed)}`,
      };
    }
    if (data[0] === CODEC_12) {
      const response = decodeCodec12(data);
      if (!response.ok) return { type: 'drop', reason: response.reason, codec: CODEC_12 };
      if (response.messageType !== CODEC_12_RESPONSE)
        return {
          type: 'drop',
          reason: `codec 12 type ${response.messageType} from a device`,
          codec: CODEC_12,
        };
      return { type: 'command-response', text: response.text };
    }
    const result = decodeAvlData(data, this.deviceImei ?? '', now);
    if (!result.ok) {
      return result.unsupportedCodec === undefined
        ? { type: 'drop', reason: result.reason }
        : { type: 'drop', reason: result.reason, codec: result.unsupportedCodec };
    }
    const { codec, recordCount, records, skipped } = result;
    return { type: 'packet', codec, recordCount, records, skipped };
  }
}

function hex32(value: number): string {
  return value.toString(16).padStart(8, '0');
}

/** The one-byte handshake answer: `01` accepted, `00` refused (then close). */
export function teltonikaHandshakeReply(accepted: boolean): Buffer {
  return Buffer.from([accepted ? 0x01 : 0x00]);
}

/** The ACK: the number of records accepted, 4 bytes big-endian. */
export function teltonikaAck(recordCount: number): Buffer {
  const reply = Buffer.alloc(4);
  reply.writeUInt32BE(recordCount >>> 0);
  return reply;
}
