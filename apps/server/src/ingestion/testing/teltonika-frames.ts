import { crc16Ibm } from '../crc';

export const T1_HEX =
  '000000000000002b080100000140d4e3ec6e000cc661d01674a5e0fffc00000900000004020100f0000242322318000000000100007a04';
export const T2_HEX =
  '000000000000004b8e010000018368952793000f0e54fc209ab05800b300b40e00002a4f0001000000000000000000012a4f001e011c0001a40110eb47706aa38255aa96f21a154e2d00550d01000e020bd6010000823f';
export const IMEI_PACKET_HEX = '000f333536333037303432343431303133';

export interface RecordSpec {
  timestampMs: number;
  lat?: number;
  lon?: number;
  satellites?: number;
  speed?: number;
  course?: number;
  /** 1-byte IO elements as [id, value]. */
  io1?: [number, number][];
  /** 8-byte IO elements as [id, value]. */
  io8?: [number, bigint][];
}

/** A Codec 8 record laid out as in protocols.md §2. */
export function codec8Record(spec: RecordSpec): Buffer {
  const header = Buffer.alloc(24);
  header.writeBigUInt64BE(BigInt(spec.timestampMs), 0);
  header.writeUInt8(0, 8);
  header.writeInt32BE(Math.round((spec.lon ?? 46.6753) * 1e7), 9);
  header.writeInt32BE(Math.round((spec.lat ?? 24.7136) * 1e7), 13);
  header.writeInt16BE(600, 17);
  header.writeUInt16BE(spec.course ?? 90, 19);
  header.writeUInt8(spec.satellites ?? 8, 21);
  header.writeUInt16BE(spec.speed ?? 40, 22);
  const io1 = spec.io1 ?? [];
  const io8 = spec.io8 ?? [];
  const parts: number[] = [0, io1.length + io8.length, io1.length];
  for (const [id, value] of io1) parts.push(id, value);
  parts.push(0, 0, io8.length);
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
