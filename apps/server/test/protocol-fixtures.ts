import { gps103Location, gps103Login } from '../src/ingestion/protocols/gps103/encode';
import { h02TextLocation } from '../src/ingestion/protocols/h02/encode';
import { jt808Location, jt808Register } from '../src/ingestion/protocols/jt808/encode';
import { meitrackAaa } from '../src/ingestion/protocols/meitrack/encode';
import { queclinkFri } from '../src/ingestion/protocols/queclink/encode';
import { ruptelaIdentification, ruptelaRecords } from '../src/ingestion/protocols/ruptela/encode';
import { suntechUniversal } from '../src/ingestion/protocols/suntech/encode';
import { wialonData, wialonLogin } from '../src/ingestion/protocols/wialon/encode';
import type { DeviceClient } from './device-client';

export interface Fix {
  time: Date;
  lat: number;
  lon: number;
}

/** Reads one reply of the protocol from the device's side of the connection (throws after `timeoutMs`). */
export type ReplyReader = (device: DeviceClient, timeoutMs: number) => Promise<Buffer>;

/**
 * How a real device of each session protocol opens a connection and reports one fix, for the conformance suite
 * every listener runs (protocol-conformance.test.ts). Frames come from the protocols' own device-side encoders.
 */
export interface ProtocolFixture {
  /** A device id of this family (digits as the device sends them). */
  sampleId: string;
  /** The frame a device sends first (login), or null when every frame names the device. */
  hello(deviceId: string): Buffer | null;
  /** Reads the answer to `hello`; null when the device waits for none. */
  helloReply: ReplyReader | null;
  position(deviceId: string, fix: Fix): Buffer;
  /** Reads the acknowledgement of a position; null when the protocol acknowledges none. */
  ack: ReplyReader | null;
}

const untilText =
  (end: string): ReplyReader =>
  (device, timeoutMs) =>
    device.readUntil(end, timeoutMs);

/** A JT/T 808 frame: from its opening 0x7e to its closing one. */
const jt808Reply: ReplyReader = async (device, timeoutMs) => {
  const opening = await device.readUntil(Buffer.from([0x7e]), timeoutMs);
  return Buffer.concat([opening, await device.readUntil(Buffer.from([0x7e]), timeoutMs)]);
};

let serial = 0;
const nextSerial = () => (serial = (serial + 1) & 0xffff);

export const PROTOCOL_FIXTURES: Record<string, ProtocolFixture> = {
  h02: {
    sampleId: '4209951296',
    hello: () => null,
    helloReply: null,
    position: (id, fix) => h02TextLocation({ id, ...fix, speedKnots: 10, course: 90 }),
    ack: untilText('#'),
  },
  gps103: {
    sampleId: '359586015829802',
    hello: (id) => gps103Login(id),
    helloReply: untilText('LOAD'),
    position: (imei, fix) => gps103Location({ imei, ...fix, speedKnots: 10, course: 90 }),
    ack: null,
  },
  jt808: {
    sampleId: '013912345678',
    hello: (deviceId) => jt808Register({ deviceId }, nextSerial()),
    helloReply: jt808Reply,
    position: (deviceId, fix) => jt808Location({ deviceId }, nextSerial(), { ...fix, speed: 40, course: 90 }),
    ack: jt808Reply,
  },
  queclink: {
    sampleId: '862193020100001',
    hello: () => null,
    helloReply: null,
    position: (imei, fix) =>
      queclinkFri({ imei, sendTime: fix.time, count: nextSerial(), fixes: [{ ...fix, speed: 40, hdop: 1 }] }),
    ack: untilText('$'),
  },
  suntech: {
    sampleId: '907126119',
    hello: () => null,
    helloReply: null,
    position: (deviceId, fix) =>
      suntechUniversal({ type: 'STT', deviceId, code: 1, fix: { ...fix, speed: 40, fixed: true } }),
    ack: null,
  },
  meitrack: {
    sampleId: '864507030000001',
    hello: () => null,
    helloReply: null,
    position: (imei, fix) => meitrackAaa(imei, { event: 35, ...fix, speed: 40, valid: true }),
    ack: null,
  },
  ruptela: {
    sampleId: '863071014445404',
    hello: (imei) => ruptelaIdentification(imei),
    helloReply: (device, timeoutMs) => device.read(6, timeoutMs),
    position: (imei, fix) => ruptelaRecords(imei, [{ ...fix, speed: 40, satellites: 8 }]),
    ack: (device, timeoutMs) => device.read(6, timeoutMs),
  },
  wialon: {
    sampleId: '861230043907626',
    hello: (imei) => wialonLogin(imei, 2),
    helloReply: untilText('\r\n'),
    position: (_imei, fix) => wialonData({ ...fix, speed: 40, satellites: 8 }, 2),
    ack: untilText('\r\n'),
  },
};
