import { buildFrame, terminalBytes } from './frame';
import { writeBcdTime } from './location';
import {
  MSG_AUTH,
  MSG_HEARTBEAT,
  MSG_LOCATION,
  MSG_LOCATION_BATCH,
  MSG_REGISTER,
  MSG_TERMINAL_RESPONSE,
} from './session';

/** The device side of JT/T 808: what a terminal sends (the simulator and the tests use it). */
export interface Jt808Device {
  /** The terminal phone number, digits (12 for the 2013 header, up to 20 for 2019). */
  deviceId: string;
  /** 2019 header with this version byte (usually 1); absent: the 2013 header. */
  version?: number;
}

export interface Jt808Fix {
  time: Date;
  lat: number;
  lon: number;
  /** km/h. */
  speed?: number;
  course?: number;
  altitude?: number;
  valid?: boolean;
  ignition?: boolean;
  /** The alarm word (bit 0 SOS, 8 power cut, ...). */
  alarm?: number;
  /** Extra status bits ORed into the status word. */
  status?: number;
  /** Metres (sent in 1/10 km). */
  odometer?: number;
  /** Litres (sent in 1/10 L). */
  fuel?: number;
  satellites?: number;
  rssi?: number;
  /** Additional items as [id, value bytes], after the ones above. */
  items?: [number, Buffer][];
}

export function jt808Frame(device: Jt808Device, messageId: number, serial: number, body: Buffer): Buffer {
  const version = device.version ?? null;
  const terminal = terminalBytes(device.deviceId, version);
  if (terminal === null) throw new RangeError(`device id ${device.deviceId} is not a terminal number`);
  return buildFrame({ messageId, version, terminal, serial, body });
}

/** 0x0100: province, city, maker, model, terminal id, plate colour, plate (2013 or 2019 field widths). */
export function jt808Register(device: Jt808Device, serial: number, plate = 'TEST123'): Buffer {
  const wide = device.version !== undefined;
  const field = (text: string, length: number) => {
    const bytes = Buffer.alloc(length);
    bytes.write(text, 'latin1');
    return bytes;
  };
  const body = Buffer.concat([
    Buffer.from([0x00, 0x2c, 0x01, 0x2f]),
    field('FLEET', wide ? 11 : 5),
    field('SIM-1', wide ? 30 : 20),
    field('T0001', wide ? 30 : 7),
    Buffer.of(1),
    Buffer.from(plate, 'latin1'),
  ]);
  return jt808Frame(device, MSG_REGISTER, serial, body);
}

/** 0x0102: the code from the registration reply (2013: the whole body; 2019: length, code, IMEI, version). */
export function jt808Auth(device: Jt808Device, serial: number, code: string): Buffer {
  const text = Buffer.from(code, 'latin1');
  if (device.version === undefined) return jt808Frame(device, MSG_AUTH, serial, text);
  const imei = Buffer.alloc(15, 0x30);
  const software = Buffer.alloc(20);
  software.write('1.0', 'latin1');
  return jt808Frame(device, MSG_AUTH, serial, Buffer.concat([Buffer.of(text.length), text, imei, software]));
}

export function jt808Heartbeat(device: Jt808Device, serial: number): Buffer {
  return jt808Frame(device, MSG_HEARTBEAT, serial, Buffer.alloc(0));
}

/** 0x0001: the answer to a platform message. */
export function jt808TerminalResponse(
  device: Jt808Device,
  serial: number,
  answered: { serial: number; messageId: number; result: number },
): Buffer {
  const body = Buffer.alloc(5);
  body.writeUInt16BE(answered.serial, 0);
  body.writeUInt16BE(answered.messageId, 2);
  body[4] = answered.result;
  return jt808Frame(device, MSG_TERMINAL_RESPONSE, serial, body);
}

/** A location report body (the 28 fixed bytes, then the additional items). */
export function jt808LocationBody(fix: Jt808Fix): Buffer {
  const base = Buffer.alloc(28);
  let status = fix.status ?? 0;
  if (fix.ignition) status |= 1 << 0;
  if (fix.valid !== false) status |= 1 << 1;
  if (fix.lat < 0) status |= 1 << 2;
  if (fix.lon < 0) status |= 1 << 3;
  base.writeUInt32BE((fix.alarm ?? 0) >>> 0, 0);
  base.writeUInt32BE(status >>> 0, 4);
  base.writeUInt32BE(Math.round(Math.abs(fix.lat) * 1e6), 8);
  base.writeUInt32BE(Math.round(Math.abs(fix.lon) * 1e6), 12);
  base.writeInt16BE(Math.round(fix.altitude ?? 0), 16);
  base.writeUInt16BE(Math.round((fix.speed ?? 0) * 10), 18);
  base.writeUInt16BE(Math.round(fix.course ?? 0), 20);
  writeBcdTime(fix.time).copy(base, 22);
  const items: [number, Buffer][] = [];
  if (fix.odometer !== undefined) items.push([0x01, u32(Math.round(fix.odometer / 100))]);
  if (fix.fuel !== undefined) items.push([0x02, u16(Math.round(fix.fuel * 10))]);
  if (fix.rssi !== undefined) items.push([0x30, Buffer.of(fix.rssi)]);
  if (fix.satellites !== undefined) items.push([0x31, Buffer.of(fix.satellites)]);
  items.push(...(fix.items ?? []));
  return Buffer.concat([
    base,
    ...items.map(([id, value]) => Buffer.concat([Buffer.of(id, value.length), value])),
  ]);
}

export function jt808Location(device: Jt808Device, serial: number, fix: Jt808Fix): Buffer {
  return jt808Frame(device, MSG_LOCATION, serial, jt808LocationBody(fix));
}

/** 0x0704: several reports; `buffered` marks them as held back while out of coverage (type 1). */
export function jt808Batch(device: Jt808Device, serial: number, fixes: Jt808Fix[], buffered = true): Buffer {
  const head = Buffer.alloc(3);
  head.writeUInt16BE(fixes.length, 0);
  head[2] = buffered ? 1 : 0;
  const items = fixes.map((fix) => {
    const body = jt808LocationBody(fix);
    return Buffer.concat([u16(body.length), body]);
  });
  return jt808Frame(device, MSG_LOCATION_BATCH, serial, Buffer.concat([head, ...items]));
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value, 0);
  return bytes;
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0, 0);
  return bytes;
}
