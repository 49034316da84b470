import { crc16X25 } from '../crc';
import { GT06_ALARM, GT06_GPS_LBS, GT06_HEARTBEAT, GT06_LOGIN } from './decode';

/** A GT06 frame with a correct CRC: short (`7878`) unless `long` is set. */
export function gt06Frame(protocol: number, content: Buffer, serial: number, long = false): Buffer {
  const length = 1 + content.length + 2 + 2;
  const lengthBytes = long ? Buffer.from([length >> 8, length & 0xff]) : Buffer.from([length]);
  const body = Buffer.concat([
    lengthBytes,
    Buffer.from([protocol]),
    content,
    Buffer.from([(serial >> 8) & 0xff, serial & 0xff]),
  ]);
  const crc = crc16X25(body);
  return Buffer.concat([
    Buffer.from(long ? '7979' : '7878', 'hex'),
    body,
    Buffer.from([crc >> 8, crc & 0xff, 0x0d, 0x0a]),
  ]);
}

export interface GpsSpec {
  /** UTC: YY (since 2000), MM, DD, hh, mm, ss. */
  time: [number, number, number, number, number, number];
  satellites?: number;
  lat: number;
  lon: number;
  /** km/h, 0–255. */
  speed?: number;
  course?: number;
  fixed?: boolean;
  /** Sets bits 14–15 (ignition known / on); undefined leaves them clear. */
  ignition?: boolean;
}

/** A date as the six GPS-block bytes, UTC. */
export function gt06Time(date: Date): GpsSpec['time'] {
  return [
    date.getUTCFullYear() - 2000,
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
}

/** An 18-byte GPS block (docs/protocols/gt06.md#gps-block-18-bytes). Negative lat = south, negative lon = west. */
export function gpsBlock(spec: GpsSpec): Buffer {
  const block = Buffer.alloc(18);
  spec.time.forEach((value, index) => block.writeUInt8(value, index));
  block.writeUInt8(0xc0 | ((spec.satellites ?? 8) & 0x0f), 6);
  block.writeUInt32BE(Math.round(Math.abs(spec.lat) * 1_800_000), 7);
  block.writeUInt32BE(Math.round(Math.abs(spec.lon) * 1_800_000), 11);
  block.writeUInt8(Math.max(0, Math.min(255, Math.round(spec.speed ?? 30))), 15);
  let flags = Math.round(spec.course ?? 45) & 0x3ff;
  if (spec.lat >= 0) flags |= 1 << 10;
  if (spec.lon < 0) flags |= 1 << 11;
  if (spec.fixed ?? true) flags |= 1 << 12;
  if (spec.ignition !== undefined) flags |= (1 << 14) | (spec.ignition ? 1 << 15 : 0);
  block.writeUInt16BE(flags, 16);
  return block;
}

/** Login: the IMEI as 8 BCD bytes with a leading 0 nibble. */
export function gt06Login(imei: string, serial: number): Buffer {
  const digits = imei.padStart(16, '0').slice(-16);
  return gt06Frame(GT06_LOGIN, Buffer.from(digits, 'hex'), serial);
}

/** A `12` GPS + LBS location (Riyadh's MCC 420, MNC 1; the cell is made up). */
export function gt06Location(spec: GpsSpec, serial: number): Buffer {
  const lbs = Buffer.from([0x01, 0xa4, 0x01, 0x10, 0x01, 0x00, 0x30, 0x39]);
  return gt06Frame(GT06_GPS_LBS, Buffer.concat([gpsBlock(spec), lbs]), serial);
}

/** A `13` heartbeat: terminal info (bit 1 ACC, bit 6 GNSS on), voltage level, GSM signal, no alarm, English. */
export function gt06Heartbeat(serial: number, ignition: boolean): Buffer {
  const terminal = 0x40 | (ignition ? 0x02 : 0);
  return gt06Frame(GT06_HEARTBEAT, Buffer.from([terminal, 0x06, 0x04, 0x00, 0x02]), serial);
}

/** Alarm bytes of a `16` frame (docs/protocols/gt06.md#terminal-info-and-alarms, the reference server's codes). */
export const GT06_ALARM_SOS = 0x01;
export const GT06_ALARM_POWER_CUT = 0x02;

/**
 * A `16` alarm frame as a Concox tracker sends it when its SOS button is pressed: GPS block, LBS (length 9),
 * terminal info (alarm bits from the code: SOS `100`, power cut `010`; ACC bit from `ignition`), voltage level,
 * GSM signal, alarm byte, language (English).
 */
export function gt06Alarm(spec: GpsSpec, alarmCode: number, serial: number): Buffer {
  const alarmBits = alarmCode === GT06_ALARM_SOS ? 0b100 : alarmCode === GT06_ALARM_POWER_CUT ? 0b010 : 0;
  const terminal = 0x40 | (alarmBits << 3) | (spec.ignition ? 0x02 : 0);
  const lbs = Buffer.from([0x09, 0x01, 0xa4, 0x01, 0x10, 0x01, 0x00, 0x30, 0x39]);
  const status = Buffer.from([terminal, 0x06, 0x04, alarmCode, 0x02]);
  return gt06Frame(GT06_ALARM, Buffer.concat([gpsBlock(spec), lbs, status]), serial);
}
