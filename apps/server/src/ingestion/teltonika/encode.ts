import { crc16Ibm } from '../crc';

/** What a Teltonika device reports in one AVL record. */
export interface RecordSpec {
  timestampMs: number;
  lat?: number;
  lon?: number;
  altitude?: number;
  satellites?: number;
  /** km/h. */
  speed?: number;
  course?: number;
  /** The IO element that caused the record (0 = periodic), e.g. 236 with `io1` [236, 1] for an alarm. */
  eventIo?: number;
  /** 1-byte IO elements as [id, value] (239 ignition, 240 movement). */
  io1?: [number, number][];
  /** 2-byte IO elements as [id, value] (66 external voltage, mV). */
  io2?: [number, number][];
  /** 8-byte IO elements as [id, value]. */
  io8?: [number, bigint][];
}

/** The IMEI packet a device opens its connection with (docs/protocols/teltonika.md#handshake). */
export function teltonikaImeiPacket(imei: string): Buffer {
  const digits = Buffer.from(imei, 'latin1');
  const packet = Buffer.alloc(2 + digits.length);
  packet.writeUInt16BE(digits.length, 0);
  digits.copy(packet, 2);
  return packet;
}

/** A Codec 8 record laid out as in docs/protocols/teltonika.md#record. */
export function codec8Record(spec: RecordSpec): Buffer {
  const header = Buffer.alloc(24);
  header.writeBigUInt64BE(BigInt(spec.timestampMs), 0);
  header.writeUInt8(0, 8);
  header.writeInt32BE(Math.round((spec.lon ?? 46.6753) * 1e7), 9);
  header.writeInt32BE(Math.round((spec.lat ?? 24.7136) * 1e7), 13);
  header.writeInt16BE(Math.round(spec.altitude ?? 600), 17);
  header.writeUInt16BE(Math.round(spec.course ?? 90), 19);
  header.writeUInt8(spec.satellites ?? 8, 21);
  header.writeUInt16BE(Math.round(spec.speed ?? 40), 22);
  const io1 = spec.io1 ?? [];
  const io2 = spec.io2 ?? [];
  const io8 = spec.io8 ?? [];
  const parts: number[] = [spec.eventIo ?? 0, io1.length + io2.length + io8.length, io1.length];
  for (const [id, value] of io1) parts.push(id, value);
  parts.push(io2.length);
  for (const [id, value] of io2) parts.push(id, value >> 8, value & 0xff);
  parts.push(0, io8.length);
  const io = Buffer.from(parts);
  const io8Bytes = io8.map(([id, value]) => {
    const element = Buffer.alloc(9);
    element.writeUInt8(id, 0);
    element.writeBigUInt64BE(value, 1);
    return element;
  });
  return Buffer.concat([header, io, ...io8Bytes]);
}

/** Wraps records into a whole AVL frame with a correct CRC (counts may be overridden to test N1≠N2). */
export function avlFrame(
  records: Buffer[],
  options: { codec?: number; n1?: number; n2?: number; crc?: number } = {},
): Buffer {
  const data = Buffer.concat([
    Buffer.from([options.codec ?? 0x08, options.n1 ?? records.length]),
    ...records,
    Buffer.from([options.n2 ?? records.length]),
  ]);
  const frame = Buffer.alloc(data.length + 12);
  frame.writeUInt32BE(data.length, 4);
  data.copy(frame, 8);
  frame.writeUInt32BE(options.crc ?? crc16Ibm(data), 8 + data.length);
  return frame;
}

/**
 * A UDP datagram as a device sends it (docs/protocols/teltonika.md#udp): the channel header (length, packet id,
 * `01`), the AVL packet id, the IMEI, then `data` (codec id through the second count; an AVL frame's data field).
 */
export function teltonikaUdpDatagram(
  imei: string,
  packetId: number,
  avlPacketId: number,
  data: Buffer,
): Buffer {
  const digits = Buffer.from(imei, 'latin1');
  const datagram = Buffer.alloc(8 + digits.length + data.length);
  datagram.writeUInt16BE(datagram.length - 2, 0);
  datagram.writeUInt16BE(packetId, 2);
  datagram[4] = 0x01;
  datagram[5] = avlPacketId;
  datagram.writeUInt16BE(digits.length, 6);
  digits.copy(datagram, 8);
  data.copy(datagram, 8 + digits.length);
  return datagram;
}

/** The data field (codec id through the second count) of a whole AVL frame. */
export function avlDataOf(frame: Buffer): Buffer {
  return frame.subarray(8, 8 + frame.readUInt32BE(4));
}
