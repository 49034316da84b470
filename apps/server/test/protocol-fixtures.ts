import { gps103Location, gps103Login } from '../src/ingestion/protocols/gps103/encode';
import { h02TextLocation } from '../src/ingestion/protocols/h02/encode';

export interface Fix {
  time: Date;
  lat: number;
  lon: number;
}

/**
 * How a real device of each session protocol opens a connection and reports one fix, for the conformance suite
 * every listener runs (protocol-conformance.test.ts). Frames come from the protocols' own device-side encoders.
 */
export interface ProtocolFixture {
  /** The frame a device sends first (login), or null when every frame names the device. */
  hello(deviceId: string): Buffer | null;
  /** Where the answer to `hello` ends (its last bytes), or null when the device waits for none. */
  helloReplyEnd: string | Buffer | null;
  position(deviceId: string, fix: Fix): Buffer;
  /** Where the acknowledgement of a position ends, or null when the protocol acknowledges none. */
  ackEnd: string | Buffer | null;
  /** A device id of this family (digits as the device sends them). */
  sampleId: string;
}

export const PROTOCOL_FIXTURES: Record<string, ProtocolFixture> = {
  h02: {
    sampleId: '4209951296',
    hello: () => null,
    helloReplyEnd: null,
    position: (id, fix) => h02TextLocation({ id, ...fix, speedKnots: 10, course: 90 }),
    ackEnd: '#',
  },
  gps103: {
    sampleId: '359586015829802',
    hello: (id) => gps103Login(id),
    helloReplyEnd: 'LOAD',
    position: (imei, fix) => gps103Location({ imei, ...fix, speedKnots: 10, course: 90 }),
    ackEnd: null,
  },
};
