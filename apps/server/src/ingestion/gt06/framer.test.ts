import { describe, expect, it } from 'vitest';
import { bytewise } from '../testing/prng';
import {
  BAD_CRC_SAMPLE_HEX,
  G1_LOGIN_HEX,
  G2_LOCATION_HEX,
  G3_ALARM_HEX,
  G4_HEARTBEAT_HEX,
  gpsBlock,
  gt06Frame,
  TIMEZONE_LOGIN_HEX,
} from '../testing/gt06-frames';
import { Gt06Framer, gt06ReplyFor, type Gt06Event } from './framer';

const NOW = new Date('2026-01-01T00:00:00Z');
const hex = (value: string) => Buffer.from(value, 'hex');
const login = hex(G1_LOGIN_HEX);
const g2 = hex(G2_LOCATION_HEX);
const g3 = hex(G3_ALARM_HEX);
const g4 = hex(G4_HEARTBEAT_HEX);

function loggedIn(): Gt06Framer {
  const framer = new Gt06Framer();
  expect(framer.push(login, NOW).map((e) => e.type)).toEqual(['login']);
  return framer;
}

function feed(framer: Gt06Framer, chunks: Buffer[]): Gt06Event[] {
  return chunks.flatMap((chunk) => framer.push(chunk, NOW));
}

function only<T extends Gt06Event['type']>(events: Gt06Event[], type: T): Extract<Gt06Event, { type: T }> {
  expect(events.map((e) => e.type)).toEqual([type]);
  return events[0] as Extract<Gt06Event, { type: T }>;
}

const types = (events: Gt06Event[]) => events.map((e) => e.type);
const replyHex = (event: Gt06Event) => gt06ReplyFor(event)?.toString('hex') ?? null;

describe('GT06 worked examples', () => {
  it('G-1: login', () => {
    const framer = new Gt06Framer();
    const event = only(framer.push(login, NOW), 'login');
    expect(event).toEqual({ type: 'login', imei: '123456789012345', serial: 1 });
    expect(framer.imei).toBe('123456789012345');
    expect(replyHex(event)).toBe('787805010001d9dc0d0a');
  });

  it('G-2: GPS + LBS location', () => {
    const event = only(loggedIn().push(g2, NOW), 'location');
    expect(event.protocol).toBe(0x12);
    expect(event.serial).toBe(322);
    const position = event.position;
    expect(position?.deviceId).toBe('123456789012345');
    expect(position?.fixTime.toISOString()).toBe('2017-08-25T17:02:22.000Z');
    expect(position?.satellites).toBe(4);
    expect(position?.lat).toBeCloseTo(27.4637089, 6);
    expect(position?.lon).toBeCloseTo(76.04256, 6);
    expect(position?.speed).toBe(85);
    expect(position?.course).toBe(200);
    expect(position?.valid).toBe(true);
    expect(position?.altitude).toBeNull();
    expect(position?.attributes).toEqual({ ignition: true });
    expect(position?.network?.cellTowers).toEqual([{ mcc: 404, mnc: 70, lac: 211, cid: 49301 }]);
    expect(replyHex(event)).toBe('787805120142da6a0d0a');
  });

  it('G-3: alarm in the southern and western hemisphere', () => {
    const event = only(loggedIn().push(g3, NOW), 'location');
    expect(event.protocol).toBe(0x16);
    expect(event.serial).toBe(103);
    expect(event.alarm).toBe('power_cut');
    const position = event.position;
    expect(position?.fixTime.toISOString()).toBe('2016-05-27T15:28:52.000Z');
    expect(position?.satellites).toBe(5);
    expect(position?.lat).toBeCloseTo(-19.991585, 6);
    expect(position?.lon).toBeCloseTo(-43.9041167, 6);
    expect(position?.speed).toBe(7);
    expect(position?.course).toBe(8);
    expect(position?.valid).toBe(true);
    expect(position?.network?.cellTowers).toEqual([{ mcc: 724, mnc: 2, lac: 0x2bdf, cid: 0x009cba }]);
    expect(position?.attributes).toEqual({
      armed: false,
      ignition: false,
      charging: false,
      gnssTracking: true,
      cutOff: false,
      alarm: 'power_cut',
      alarmCode: 2,
      voltageLevel: 6,
      gsmSignal: 0x64,
    });
    expect(replyHex(event)).toBe('787805160067d67c0d0a');
  });

  it('G-4: heartbeat', () => {
    const event = only(loggedIn().push(g4, NOW), 'heartbeat');
    expect(event.serial).toBe(297);
    expect(event.info).toEqual({
      armed: false,
      ignition: false,
      charging: true,
      gnssTracking: true,
      cutOff: true,
      voltageLevel: 6,
      gsmSignal: 4,
      language: 2,
    });
    expect(replyHex(event)).toBe('7878051301295d630d0a');
  });

  it('drops the vendor sample with the wrong CRC, without a reply', () => {
    const events = loggedIn().push(hex(BAD_CRC_SAMPLE_HEX), NOW);
    const drop = only(events, 'drop');
    expect(drop.reason).toBe('CRC mismatch: received 8081, computed 7377');
    expect(replyHex(drop)).toBeNull();
  });

  it('applies the login time zone (UTC−4) to later frame times', () => {
    const framer = new Gt06Framer();
    const event = only(framer.push(hex(TIMEZONE_LOGIN_HEX), NOW), 'login');
    expect(event).toEqual({
      type: 'login',
      imei: '864717003664467',
      serial: 2,
      typeCode: 0x100f,
      timezoneOffsetMinutes: -240,
    });
    expect(replyHex(event)).toBe('787805010002eb470d0a');
    const noon = gt06Frame(0x10, gpsBlock({ time: [25, 6, 1, 12, 0, 0], lat: 40.7, lon: -74 }), 3);
    const location = only(framer.push(noon, NOW), 'location');
    expect(location.position?.fixTime.toISOString()).toBe('2025-06-01T16:00:00.000Z');
    expect(location.position?.lon).toBeCloseTo(-74, 6);
  });
});

describe('Gt06Framer stream handling', () => {
  it('reassembles frames delivered one byte at a time', () => {
    const framer = new Gt06Framer();
    const events = feed(framer, bytewise(Buffer.concat([login, g2, g3, g4])));
    expect(types(events)).toEqual(['login', 'location', 'location', 'heartbeat']);
  });

  it('decodes several frames and keeps a partial one from a single read', () => {
    const framer = new Gt06Framer();
    expect(types(framer.push(Buffer.concat([login, g2, g4, g3.subarray(0, 9)]), NOW))).toEqual([
      'login',
      'location',
      'heartbeat',
    ]);
    expect(types(framer.push(g3.subarray(9), NOW))).toEqual(['location']);
  });

  it('skips garbage before a start marker, including a lone 78 and a fake 79', () => {
    const framer = new Gt06Framer();
    const events = framer.push(Buffer.concat([hex('00ff7879aa79'), login, hex('0102'), g4]), NOW);
    expect(types(events)).toEqual(['garbage', 'login', 'garbage', 'heartbeat']);
    expect(events[0]).toEqual({ type: 'garbage', bytes: 6 });
  });

  it('recovers from a false marker once the bytes its length announces are in', () => {
    // `78` + `7878 0d…` reads as a marker announcing 0x78 bytes: wait for them, then resync.
    const framer = new Gt06Framer();
    expect(framer.push(Buffer.concat([hex('78'), login]), NOW)).toEqual([]);
    const events = framer.push(Buffer.concat(Array.from({ length: 8 }, () => g4)), NOW);
    expect(types(events)).toEqual(['drop', 'login', ...Array.from({ length: 8 }, () => 'heartbeat')]);
  });

  it('keeps a trailing 78 that may start a marker in the next read', () => {
    const framer = new Gt06Framer();
    expect(framer.push(hex('aabb78'), NOW)).toEqual([{ type: 'garbage', bytes: 2 }]);
    expect(types(framer.push(login.subarray(1), NOW))).toEqual(['login']);
  });

  it('drops a frame with a length below 5 and resyncs on the next marker', () => {
    const framer = new Gt06Framer();
    expect(types(framer.push(Buffer.concat([hex('787804'), login]), NOW))).toEqual([
      'drop',
      'garbage',
      'login',
    ]);
  });

  it('drops a frame whose stop bytes are wrong and finds the next one', () => {
    const broken = Buffer.from(login);
    broken[broken.length - 1] = 0x00;
    const framer = new Gt06Framer();
    const events = framer.push(Buffer.concat([broken, login]), NOW);
    expect(events[0]).toEqual({ type: 'drop', reason: 'no stop bytes where the length says' });
    expect(types(events).slice(-1)).toEqual(['login']);
    expect(framer.imei).toBe('123456789012345');
  });

  it('waits for a truncated frame', () => {
    const framer = loggedIn();
    expect(framer.push(g2.subarray(0, g2.length - 1), NOW)).toEqual([]);
    expect(types(framer.push(g2.subarray(g2.length - 1), NOW))).toEqual(['location']);
  });

  it('closes on a non-login frame before login and ignores further input', () => {
    const framer = new Gt06Framer();
    expect(framer.push(Buffer.concat([g4, login]), NOW)).toEqual([
      { type: 'close', reason: 'protocol 0x13 before login' },
    ]);
    expect(framer.closed).toBe(true);
    expect(framer.push(login, NOW)).toEqual([]);
  });

  it('closes on a login whose terminal ID is not BCD', () => {
    const framer = new Gt06Framer();
    const events = framer.push(gt06Frame(0x01, hex('0123456789abcdef'), 1), NOW);
    expect(types(events)).toEqual(['close']);
  });

  it('stops after reject()', () => {
    const framer = new Gt06Framer();
    framer.push(login, NOW);
    framer.reject();
    expect(framer.push(g2, NOW)).toEqual([]);
  });

  it('decodes long (7979) frames and sends no reply for unknown ones', () => {
    const framer = loggedIn();
    const info = gt06Frame(0x94, hex('0a0102'), 9, true);
    const event = only(framer.push(info, NOW), 'other');
    expect(event).toEqual({ type: 'other', protocol: 0x94, serial: 9, ackable: false });
    expect(replyHex(event)).toBeNull();
    const location = gt06Frame(0x12, gpsBlock({ time: [25, 1, 2, 3, 4, 5], lat: 1, lon: 2 }), 10, true);
    expect(only(framer.push(location, NOW), 'location').position?.fixTime.toISOString()).toBe(
      '2025-01-02T03:04:05.000Z',
    );
  });

  it('acknowledges unknown short frames generically, command responses not at all', () => {
    const framer = loggedIn();
    const events = framer.push(
      Buffer.concat([gt06Frame(0x19, hex('01'), 4), gt06Frame(0x15, hex('00'), 5)]),
      NOW,
    );
    expect(events.map(replyHex)).toEqual([gt06ReplyFor(events[0] as Gt06Event)?.toString('hex'), null]);
    expect(events[0]).toEqual({ type: 'other', protocol: 0x19, serial: 4, ackable: true });
  });
});

describe('Gt06Framer long frames', () => {
  it('reassembles a 64 KiB 7979 frame fed one byte at a time in linear time', () => {
    const framer = loggedIn();
    const frame = gt06Frame(0x94, Buffer.alloc(65_530, 0x78), 11, true);
    const started = performance.now();
    const events = feed(framer, bytewise(frame));
    expect(events).toEqual([{ type: 'other', protocol: 0x94, serial: 11, ackable: false }]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('GT06 locations', () => {
  const location = (spec: Parameters<typeof gpsBlock>[0], protocol = 0x12, tail = '019446' + '00d300c095') =>
    gt06Frame(protocol, Buffer.concat([gpsBlock(spec), hex(tail)]), 1);

  it('stores a fix without bit 12 as invalid', () => {
    const event = only(
      loggedIn().push(location({ time: [25, 1, 1, 0, 0, 0], lat: 1, lon: 1, fixed: false }), NOW),
      'location',
    );
    expect(event.position?.valid).toBe(false);
  });

  it.each([
    ['month 0', [25, 0, 1, 0, 0, 0], 1, 'impossible date'],
    ['day 32', [25, 1, 32, 0, 0, 0], 1, 'impossible date'],
    ['February 30', [24, 2, 30, 0, 0, 0], 1, 'impossible date'],
    ['latitude above 90', [25, 1, 1, 0, 0, 0], 95, 'latitude'],
    ['year 2000 midnight', [0, 1, 1, 0, 0, 0], 1, 'fix time'],
    ['more than a day ahead', [26, 1, 3, 0, 0, 0], 1, 'future'],
  ] as const)('yields no position but still an ACK for %s', (_name, time, lat, reason) => {
    const event = only(loggedIn().push(location({ time: [...time], lat, lon: 1 }), NOW), 'location');
    expect(event.position).toBeNull();
    expect(event.invalidReason).toContain(reason);
    expect(replyHex(event)).not.toBeNull();
  });

  it('rejects a longitude above 180 and a course above 359', () => {
    const framer = loggedIn();
    const farEast = only(
      framer.push(location({ time: [25, 1, 1, 0, 0, 0], lat: 1, lon: 200 }), NOW),
      'location',
    );
    expect(farEast.invalidReason).toContain('longitude');
    const course = only(
      framer.push(location({ time: [25, 1, 1, 0, 0, 0], lat: 1, lon: 1, course: 1000 }), NOW),
      'location',
    );
    expect(course.invalidReason).toContain('course');
  });

  it('reads ACC, upload mode, re-upload and mileage of protocol 22', () => {
    const event = only(
      loggedIn().push(
        location(
          { time: [25, 1, 1, 0, 0, 0], lat: 1, lon: 1 },
          0x22,
          '01944600d300c095' + '010001' + '00001000',
        ),
        NOW,
      ),
      'location',
    );
    expect(event.position?.attributes).toEqual({
      ignition: true,
      uploadMode: 0,
      archive: true,
      odometer: 4096,
    });
  });

  it('decodes protocol 10 (GPS only)', () => {
    const event = only(
      loggedIn().push(location({ time: [25, 1, 1, 0, 0, 0], lat: -33.9, lon: 18.4 }, 0x10, ''), NOW),
      'location',
    );
    expect(event.position?.lat).toBeCloseTo(-33.9, 6);
    expect(event.position?.network).toBeUndefined();
  });

  it('names SOS, low battery and vibration alarms from the terminal info bits', () => {
    const framer = loggedIn();
    const alarmFrame = (terminal: number, alarmCode: number) =>
      gt06Frame(
        0x16,
        Buffer.concat([
          gpsBlock({ time: [25, 1, 1, 0, 0, 0], lat: 1, lon: 1 }),
          hex('0901944600d300c095'),
          Buffer.from([terminal, 4, 3, alarmCode, 1]),
        ]),
        1,
      );
    const alarms = [0x20, 0x18, 0x08].map(
      (terminal) => only(framer.push(alarmFrame(terminal, 0), NOW), 'location').alarm,
    );
    expect(alarms).toEqual(['sos', 'low_battery', 'vibration']);
    const sos = only(framer.push(alarmFrame(0x02, 1), NOW), 'location');
    expect(sos.alarm).toBe('sos');
    expect(sos.position?.attributes.ignition).toBe(true);
  });

  it('normalises the alarm byte of 16, 26 and 27 frames; the raw byte stays in alarmCode', () => {
    const framer = loggedIn();
    const alarmFrame = (protocol: number, terminal: number, alarmCode: number) =>
      gt06Frame(
        protocol,
        Buffer.concat([
          gpsBlock({ time: [25, 1, 1, 0, 0, 0], lat: 1, lon: 1 }),
          hex('0901944600d300c095'),
          Buffer.from([terminal, 4, 3, alarmCode, 1]),
        ]),
        1,
      );
    const decode = (protocol: number, terminal: number, code: number) =>
      only(framer.push(alarmFrame(protocol, terminal, code), NOW), 'location').position?.attributes;
    const cases: [number, string | undefined][] = [
      [0x01, 'sos'],
      [0x02, 'power_cut'],
      [0x03, 'vibration'],
      [0x09, 'vibration'],
      [0x0e, 'low_battery'],
      [0x11, 'power_cut'],
      [0x13, 'tamper'],
      [0x04, undefined], // geofence enter: the server's own event
      [0x06, undefined], // overspeed: likewise
      [0x14, 'other'], // door
      [0x7f, 'other'],
    ];
    for (const [code, kind] of cases) {
      for (const protocol of [0x16, 0x26, 0x27]) {
        const attributes = decode(protocol, 0x42, code);
        expect({ code, protocol, alarm: attributes?.alarm }).toEqual({ code, protocol, alarm: kind });
        expect(attributes?.alarmCode).toBe(code);
        expect(attributes?.ignition).toBe(true);
      }
    }
    // A geofence byte leaves the terminal info's own alarm bits (SOS) in place.
    expect(decode(0x16, 0x20, 0x04)?.alarm).toBe('sos');
    // No alarm at all: no alarm attribute.
    expect(decode(0x16, 0x40, 0x00)).not.toHaveProperty('alarm');
  });

  it('carries ignition from the ACC bit (bits 14–15 of course/status) and the GT06N ACC byte', () => {
    const framer = loggedIn();
    for (const ignition of [true, false]) {
      const location = gt06Frame(
        0x12,
        Buffer.concat([
          gpsBlock({ time: [25, 1, 1, 0, 0, 0], lat: 1, lon: 1, ignition }),
          hex('01944600d300c095'),
        ]),
        1,
      );
      expect(only(framer.push(location, NOW), 'location').position?.attributes.ignition).toBe(ignition);
      const gt06n = gt06Frame(
        0x22,
        Buffer.concat([
          gpsBlock({ time: [25, 1, 1, 0, 0, 0], lat: 1, lon: 1 }),
          hex('01944600d300c095'),
          Buffer.from([ignition ? 1 : 0, 0, 0]),
        ]),
        2,
      );
      expect(only(framer.push(gt06n, NOW), 'location').position?.attributes.ignition).toBe(ignition);
    }
  });
});
