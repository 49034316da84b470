import { meitrackChecksum } from './frame';

/** A device frame: `$$<flag><length>,<IMEI>,<command>,<data>*<checksum>\r\n`; `data` may be binary (CCC). */
export function meitrackFrame(flag: string, imei: string, command: string, data: Buffer | string): Buffer {
  const body = Buffer.concat([
    Buffer.from(`,${imei},${command},`, 'latin1'),
    Buffer.from(data as string, 'latin1'),
  ]);
  const length = body.length + 1 + 2 + 2;
  const head = Buffer.concat([Buffer.from(`$$${flag}${length}`, 'latin1'), body, Buffer.from('*', 'latin1')]);
  return Buffer.concat([head, Buffer.from(`${meitrackChecksum(head)}\r\n`, 'latin1')]);
}

export interface MeitrackReport {
  event: number;
  time: Date;
  lat: number;
  lon: number;
  valid?: boolean;
  satellites?: number;
  rssi?: number;
  /** km/h */
  speed?: number;
  course?: number;
  hdop?: number;
  altitude?: number;
  /** metres */
  odometer?: number;
  /** seconds */
  runtime?: number;
  inputs?: number;
  outputs?: number;
  /** volts */
  battery?: number;
  power?: number;
  /** Assisted event information (the RFID card of event 37). */
  eventInfo?: string;
}

const two = (n: number) => String(n).padStart(2, '0');
const hex = (n: number, digits: number) => Math.round(n).toString(16).toUpperCase().padStart(digits, '0');

/** The fields of an `AAA` report, as a T- or P-series tracker writes them. */
export function meitrackAaaData(r: MeitrackReport): string {
  const t = r.time;
  const time = `${two(t.getUTCFullYear() % 100)}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())}${two(t.getUTCHours())}${two(t.getUTCMinutes())}${two(t.getUTCSeconds())}`;
  return [
    r.event,
    r.lat.toFixed(6),
    r.lon.toFixed(6),
    time,
    r.valid === false ? 'V' : 'A',
    r.satellites ?? 9,
    r.rssi ?? 20,
    r.speed ?? 0,
    r.course ?? 0,
    (r.hdop ?? 1).toFixed(1),
    r.altitude ?? 0,
    r.odometer ?? 0,
    r.runtime ?? 0,
    '420|1|1234|ABCD',
    `${hex(r.inputs ?? 0, 2)}${hex(r.outputs ?? 0, 2)}`,
    `0000|0000|0000|${hex((r.battery ?? 4) * 100, 4)}|${hex((r.power ?? 12.5) * 100, 4)}`,
    r.eventInfo ?? '',
    '',
  ].join(',');
}

export function meitrackAaa(imei: string, report: MeitrackReport, flag = 'A'): Buffer {
  return meitrackFrame(flag, imei, 'AAA', meitrackAaaData(report));
}

/** One 52-byte CCC record (little-endian). */
export function meitrackCccRecord(r: MeitrackReport): Buffer {
  const b = Buffer.alloc(52);
  b.writeUInt8(r.event, 0);
  b.writeInt32LE(Math.round(r.lat * 1e6), 1);
  b.writeInt32LE(Math.round(r.lon * 1e6), 5);
  b.writeUInt32LE(Math.round((r.time.getTime() - Date.UTC(2000, 0, 1)) / 1000), 9);
  b.writeUInt8(r.valid === false ? 0 : 1, 13);
  b.writeUInt8(r.satellites ?? 9, 14);
  b.writeUInt8(r.rssi ?? 20, 15);
  b.writeUInt16LE(r.speed ?? 0, 16);
  b.writeUInt16LE(r.course ?? 0, 18);
  b.writeUInt16LE(Math.round((r.hdop ?? 1) * 10), 20);
  b.writeInt16LE(r.altitude ?? 0, 22);
  b.writeUInt32LE(r.odometer ?? 0, 24);
  b.writeUInt32LE(r.runtime ?? 0, 28);
  b.writeUInt16LE(((r.inputs ?? 0) << 8) | (r.outputs ?? 0), 40);
  b.writeUInt16LE(Math.round((r.battery ?? 4) * 100), 44);
  b.writeUInt16LE(Math.round((r.power ?? 12.5) * 100), 46);
  return b;
}

/** A CCC packet: protocol version, record size, records still cached, the records. */
export function meitrackCcc(imei: string, records: MeitrackReport[], cached = 0, flag = 'A'): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt16LE(0x0102, 0);
  head.writeUInt16LE(52, 2);
  head.writeUInt32LE(cached, 4);
  return meitrackFrame(flag, imei, 'CCC', Buffer.concat([head, ...records.map(meitrackCccRecord)]));
}
