import { normalizeDriverKey } from '../../driver-key';
import type { Attributes, Position } from '../../position';

/**
 * CCE, the tagged buffered format of newer T- and P-series firmware (docs/protocols/meitrack.md): records still
 * cached (4), record count (2), then records of `length (2) | index (2) |` four parameter groups — values of 1, 2
 * and 4 bytes, then variable-length ones — each `count (1)` and `id | value`. An id is one byte, or two when the
 * first is `0xFE`. Little-endian, except the two-byte ids.
 */
export interface CceRecord {
  /** Fields read from the record; lat, lon and time are absent when the record did not carry them. */
  lat?: number;
  lon?: number;
  time?: Date;
  event?: number;
  valid: boolean;
  satellites: number | null;
  speed: number | null;
  course: number | null;
  altitude: number | null;
  attributes: Attributes;
}

const EPOCH_2000 = Date.UTC(2000, 0, 1);

class CceOverrun extends Error {}

class LittleReader {
  constructor(
    private readonly data: Buffer,
    public at: number,
    private readonly end: number,
  ) {}
  private need(count: number): number {
    if (this.at + count > this.end) throw new CceOverrun(`needs ${count} bytes at ${this.at}`);
    const at = this.at;
    this.at += count;
    return at;
  }
  u8 = () => this.data.readUInt8(this.need(1));
  u16 = () => this.data.readUInt16LE(this.need(2));
  i16 = () => this.data.readInt16LE(this.need(2));
  u32 = () => this.data.readUInt32LE(this.need(4));
  i32 = () => this.data.readInt32LE(this.need(4));
  id = () => (this.data[this.at] === 0xfe ? this.data.readUInt16BE(this.need(2)) : this.u8());
  skip = (count: number) => void this.need(count);
}

function readRecord(r: LittleReader): CceRecord {
  const record: CceRecord = {
    valid: false,
    satellites: null,
    speed: null,
    course: null,
    altitude: null,
    attributes: {},
  };
  const a = record.attributes;
  for (let i = r.u8(); i > 0; i--) {
    const id = r.id();
    const v = r.u8();
    if (id === 0x01) record.event = v;
    else if (id === 0x05) record.valid = v > 0;
    else if (id === 0x06) record.satellites = v;
    else if (id === 0x07) a.rssi = v;
    else if (id === 0x14) a.output = v;
    else if (id === 0x15) a.input = v;
    else if (id === 0x9d) a.fuel = v;
    else if (id === 0xfe69) a.batteryLevel = v;
  }
  for (let i = r.u8(); i > 0; i--) {
    const id = r.id();
    if (id === 0x0b) {
      record.altitude = r.i16();
      continue;
    }
    const v = r.u16();
    if (id === 0x08) record.speed = v;
    else if (id === 0x09) record.course = v === 360 ? 0 : v;
    else if (id === 0x0a) a.hdop = v / 10;
    else if (id === 0x16) a.adc1 = v / 100;
    else if (id === 0x17) a.adc2 = v / 100;
    else if (id === 0x19) a.battery = v / 100;
    else if (id === 0x1a) a.power = v / 100;
    else if (id === 0x29) a.fuel = v / 100;
    else if (id === 0x40) record.event = v;
  }
  for (let i = r.u8(); i > 0; i--) {
    const id = r.id();
    if (id === 0x02 || id === 0x03) {
      const degrees = r.i32() / 1e6;
      if (id === 0x02) record.lat = degrees;
      else record.lon = degrees;
      continue;
    }
    const v = r.u32();
    if (id === 0x04) record.time = new Date(EPOCH_2000 + v * 1000);
    else if (id === 0x0c) a.odometer = v;
    else if (id === 0x0d) a.hours = v;
    else if (id === 0xfef4)
      a.hours = v * 60; // minutes
    else if (id === 0x25) {
      const key = normalizeDriverKey(String(v));
      if (key) a.driver_key = key;
    }
  }
  for (let i = r.u8(); i > 0; i--) {
    const id = r.id();
    const length = r.u8();
    const start = r.at;
    if (id >= 0x2a && id <= 0x31 && length >= 3) {
      r.u8(); // sensor label
      a[`temp${id - 0x2a + 1}`] = r.i16() / 100;
    }
    r.at = start;
    r.skip(length);
  }
  if (a.input !== undefined || a.output !== undefined) {
    for (let bit = 0; bit < 8; bit++) {
      if (typeof a.input === 'number') a[`in${bit + 1}`] = ((a.input >> bit) & 1) === 1;
      if (typeof a.output === 'number') a[`out${bit + 1}`] = ((a.output >> bit) & 1) === 1;
    }
  }
  return record;
}

/** The records of a CCE packet's data (after `CCE,`), or an error when they do not fit. */
export function decodeCce(data: Buffer): { ok: true; records: CceRecord[] } | { ok: false; reason: string } {
  try {
    const r = new LittleReader(data, 0, data.length);
    r.u32(); // records still cached
    const count = r.u16();
    const records: CceRecord[] = [];
    for (let i = 0; i < count; i++) {
      const length = r.u16();
      const end = r.at + length;
      if (end > data.length) return { ok: false, reason: `CCE record ${i} overruns the packet` };
      const inner = new LittleReader(data, r.at, end);
      inner.u16(); // record index
      records.push(readRecord(inner));
      r.at = end;
    }
    if (r.at !== data.length)
      return { ok: false, reason: `CCE: ${data.length - r.at} bytes after the records` };
    return { ok: true, records };
  } catch (error) {
    if (error instanceof CceOverrun) return { ok: false, reason: `CCE overrun: ${error.message}` };
    throw error;
  }
}

export function cceToPosition(imei: string, record: CceRecord): Position | null {
  if (record.lat === undefined || record.lon === undefined || record.time === undefined) return null;
  return {
    deviceId: imei,
    fixTime: record.time,
    valid: record.valid,
    lat: record.lat,
    lon: record.lon,
    speed: record.speed,
    course: record.course,
    altitude: record.altitude,
    satellites: record.satellites,
    attributes: record.attributes,
  };
}
