import type { Position } from '../position';
import { decodeAvlData, type SkippedRecord } from './decode';
import { TELTONIKA_MAX_DATA_LENGTH } from './framer';

/**
 * Teltonika over UDP (docs/protocols/teltonika.md#udp): each datagram is a UDP channel header (length, packet id,
 * a `01` byte), an AVL packet header (AVL packet id, IMEI length, IMEI), then the same data field as over TCP —
 * codec id, count, records, count — with no preamble, data length or CRC (UDP checks its own).
 */

/** Channel header (length 2, packet id 2, not-usable byte 1) and AVL packet id (1), IMEI length (2). */
const HEADER_LENGTH = 8;
const MAX_IMEI_LENGTH = 20;

export type TeltonikaUdpResult =
  | {
      ok: true;
      packetId: number;
      avlPacketId: number;
      imei: string;
      recordCount: number;
      records: Position[];
      skipped: SkippedRecord[];
    }
  /** Not answered: the device sends it again. `imei` when the header could be read. */
  | { ok: false; reason: string; imei?: string };

/** Reads one datagram. Never throws. */
export function decodeTeltonikaUdp(datagram: Buffer, now: Date): TeltonikaUdpResult {
  if (datagram.length < HEADER_LENGTH + 1)
    return { ok: false, reason: `datagram of ${datagram.length} bytes` };
  const length = datagram.readUInt16BE(0);
  if (length !== datagram.length - 2) {
    return { ok: false, reason: `length field ${length} for ${datagram.length - 2} bytes` };
  }
  const packetId = datagram.readUInt16BE(2);
  const avlPacketId = datagram[5]!;
  const imeiLength = datagram.readUInt16BE(6);
  if (imeiLength === 0 || imeiLength > MAX_IMEI_LENGTH || HEADER_LENGTH + imeiLength + 3 > datagram.length) {
    return { ok: false, reason: `IMEI length ${imeiLength}` };
  }
  const imei = datagram.toString('latin1', HEADER_LENGTH, HEADER_LENGTH + imeiLength);
  if (!/^\d+$/.test(imei)) return { ok: false, reason: 'IMEI is not all digits' };
  const data = datagram.subarray(HEADER_LENGTH + imeiLength);
  if (data.length > TELTONIKA_MAX_DATA_LENGTH) return { ok: false, reason: `data of ${data.length} bytes` };
  const result = decodeAvlData(data, imei, now);
  if (!result.ok) return { ok: false, reason: result.reason, imei };
  const { recordCount, records, skipped } = result;
  return { ok: true, packetId, avlPacketId, imei, recordCount, records, skipped };
}

/**
 * The acknowledgement: length `0005`, the datagram's packet id, `01`, its AVL packet id and the number of records
 * accepted (docs/protocols/teltonika.md#udp).
 */
export function teltonikaUdpAck(packetId: number, avlPacketId: number, accepted: number): Buffer {
  const ack = Buffer.alloc(7);
  ack.writeUInt16BE(5, 0);
  ack.writeUInt16BE(packetId & 0xffff, 2);
  ack[4] = 0x01;
  ack[5] = avlPacketId & 0xff;
  ack[6] = accepted & 0xff;
  return ack;
}
