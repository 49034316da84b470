import { crc16X25 } from '../crc';

export const G1_LOGIN_HEX = '78780d01012345678901234500018cdd0d0a';
export const G2_LOCATION_HEX = '78781f12110819110216d402f250340828924055d4c801944600d300c09501429c830d0a';
export const G3_ALARM_HEX =
  '7878251610051b0f1c34c5022515d504b5dcd20738080902d4022bdf009cba5006640201006759680d0a';
export const G4_HEARTBEAT_HEX = '78780a13c40604000201298f5b0d0a';
export const BAD_CRC_SAMPLE_HEX = '78781f120b081d112e10cc027ac7eb0c46584900148f01cc00287d001fb8000380810d0a';
export const TIMEZONE_LOGIN_HEX = '787811010864717003664467100f190a0002c6d20d0a';

/** A GT06 frame with a correct CRC: short (`7878`) unless `long` is set. */
export function gt06Frame(protocol: number, content: Buffer, serial: number, long = false): Buffer {
  const length = 1 + content.length + 2 + 2;
  const lengthBytes = long ? Buffer.from([length >> 8, length & 0xff]) : Buffer.from([length]);
  const body = Buffer.concat([
    lengthBytes,
    Buffer.from([protocol]),
    content,
    Buffer.from([serial >> 8, serial & 0xff]),
  ]);
  const crc = crc16X25(body);
  return Buffer.concat([
    Buffer.from(long ? '7979' : '7878', 'hex'),
    body,
    Buffer.from([crc >> 8, crc & 0xff, 0x0d, 0x0a]),
  ]);
}

export interface GpsSpec {
  time: [number, number, number, number, number, number];
  satellites?: number;
  lat: number;
  lon: number;
  speed?: number;
  course?: number;
  fixed?: boolean;
}

/** An 18-byte GPS block (protocols.md §3). Negative lat = south, negative lon = west. */
export function gpsBlock(spec: GpsSpec): Buffer {
  const block = Buffer.alloc(18);
  spec.time.forEach((value, index) => block.writeUInt8(value, index));
  block.writeUInt8(0xc0 | (spec.satellites ?? 8), 6);
  block.writeUInt32BE(Math.round(Math.abs(spec.lat) * 1_800_000), 7);
  block.writeUInt32BE(Math.round(Math.abs(spec.lon) * 1_800_000), 11);
  block.writeUInt8(spec.speed ?? 30, 15);
  let flags = spec.course ?? 45;
  if (spec.lat >= 0) flags |= 1 << 10;
  if (spec.lon < 0) flags |= 1 << 11;
  if (spec.fixed ?? true) flags |= 1 << 12;
  block.writeUInt16BE(flags, 16);
  return block;
}
