import { describe, expect, it } from 'vitest';
import { createRandom } from '../../testing/prng';
import type { CommandRequest, SessionEvent } from '../contract';
import { encodeH02Command } from './command';
import {
  H02_STATUS_ACC_OFF,
  H02_STATUS_POWER_CUT,
  H02_STATUS_SOS,
  h02BinaryLocation,
  h02Heartbeat,
  h02TextLocation,
} from './encode';
import { h02Protocol } from './index';
import { H02_MAX_TEXT_FRAME, H02Session } from './session';

const NOW = new Date('2026-01-01T00:00:00Z');
const text = (value: string) => Buffer.from(value, 'latin1');
const hex = (value: string) => Buffer.from(value, 'hex');

function decode(...chunks: Buffer[]): SessionEvent[] {
  const session = new H02Session();
  return chunks.flatMap((chunk) => session.push(chunk, NOW));
}

function positionsOf(events: SessionEvent[]) {
  return events.flatMap((event) => (event.type === 'positions' ? event.positions : []));
}

function onlyPosition(events: SessionEvent[]) {
  const positions = positionsOf(events);
  expect(positions).toHaveLength(1);
  return positions[0]!;
}

const types = (events: SessionEvent[]) => events.map((event) => event.type);

// Real frames from the public test suite of the reference server (H02ProtocolDecoderTest, H02FrameDecoderTest).
const V1_WEST =
  '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF,712,01,0,0,6#';
const V1_DASHED = '*HQ,1451316409,V1,030149,A,-23-29.0095,S,-46-51.5852,W,2.4,065,070315,FFFFFFFF#';
const V1_NO_FIX = '*HQ,355488020119695,V1,050418,,2827.61232,N,07703.84822,E,0.00,0,031015,FFFEFBFF#';
const V1_DIGITS =
  '*HQ,5905101893,V1,105759,A,37573392,S,145037022,E,000.00,173,280122,FF7FFBFF,,,9059e2c,8232,4#';
const V8 = '*HQ,9001000002,V8,213945,A,3542.2043,N,38.6508,W,0.00,170,221025,FBFFF9FF,0,0,0,0,22,31,126,0#';
const V1_FUEL =
  '*HQ,2130510938,V1,012632,A,0520.0663,N,10028.6324,E,0.286,023,100317,FFFFDFFF,69129336,0,100.0,18,5141,5A20#';
const V1_POWER_CUT =
  '*HQ,4210209006,V1,201812,A,2608.9437,N,08016.2521,W,000.80,000,150317,EFE7F9FF,310,260,0,0,6#';
const V1_SOS =
  '*HQ,353505220903211,V1,075228,A,5227.5039,N,01032.8443,E,0.00,0,231013,FFFBFFFF,106,14, 201,2173#';
const V1_BATTERY =
  '*HQ,4210209006,V1,054048,A,2828.2297,N,07733.4332,E,000.5,047,4,080918,EEE7FBDF,4261193,0#';
const V4_DONE =
  '*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#';
const V4_S14 =
  '*TH,2020916012,V4,S14,100,10,1,3,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#';
const V19 =
  '*HQ,4209951296,V19,214452,A,5201.0178,N,01830.5029,E,000.00,000,200417,,195.63.13.195,89480610500392633029,BFFFFBFF#';
const VI1 =
  '*HQ,353505221264507,VI1,075146,0,5238.25900,N,00507.33429,E,0.54,0,250917,FFFFFFFF,cc,28,  db,d75b#';
const VP1 = '*hq,356327080425330,VP1,A,2702.7245,S,15251.9311,E,0.48,0.0000,080917#';
const BINARY_LONG =
  '24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f';
const BINARY_SHORT = '2441060116601245431311165035313006004318210e000000fffffbffff0024';
const BINARY_SHORT_NEXT = '*HQ,4106011660,V1,124552,A,5035.3129,N,00431.8211,E,000.20,000,131116,FFFFFBFF#';
const BINARY_LONG_ID = '2435248308419329301047591808172627335900074412294E024138FEFFFFFFFF01120064BA73005ECC';

describe('H02 text locations', () => {
  it('V1, western hemisphere: time, coordinates, ACC off, the raw status', () => {
    const events = decode(text(V1_WEST));
    expect(events[0]).toEqual({ type: 'identify', deviceId: '4210051415' });
    const position = onlyPosition(events);
    expect(position.deviceId).toBe('4210051415');
    expect(position.fixTime.toISOString()).toBe('2015-12-22T16:45:49.000Z');
    expect(position.valid).toBe(true);
    expect(position.lat).toBeCloseTo(9.93978, 5);
    expect(position.lon).toBeCloseTo(-84.11178, 5);
    expect(position.speed).toBe(0);
    expect(position.course).toBe(0);
    expect(position.attributes).toEqual({ ignition: false, status: 'FFFFFBFF' });
  });

  it('V1 replied with V4,V1 and the server time, after storage', () => {
    const event = decode(text(V1_WEST)).find((e) => e.type === 'positions');
    expect(event?.type === 'positions' && event.reply?.toString('latin1')).toBe(
      '*HQ,4210051415,V4,V1,20260101000000#',
    );
  });

  it('speed in knots becomes km/h; -DD-MM.MMMM coordinates', () => {
    const position = onlyPosition(decode(text(V1_DASHED)));
    expect(position.fixTime.toISOString()).toBe('2015-03-07T03:01:49.000Z');
    expect(position.lat).toBeCloseTo(-23.48349, 5);
    expect(position.lon).toBeCloseTo(-46.85975, 5);
    expect(position.speed).toBeCloseTo(2.4 * 1.852, 2);
    expect(position.course).toBe(65);
    expect(position.attributes.ignition).toBe(true);
  });

  it('an empty validity field is no fix', () => {
    const position = onlyPosition(decode(text(V1_NO_FIX)));
    expect(position.valid).toBe(false);
    expect(position.lat).toBeCloseTo(28.46021, 5);
    expect(position.lon).toBeCloseTo(77.06414, 5);
  });

  it('coordinates written as digits only (DDMMmmmm)', () => {
    const position = onlyPosition(decode(text(V1_DIGITS)));
    expect(position.lat).toBeCloseTo(-37.95565, 5);
    expect(position.lon).toBeCloseTo(145.0617, 4);
    expect(position.course).toBe(173);
  });

  it('V8 with a short longitude', () => {
    const position = onlyPosition(decode(text(V8)));
    expect(position.fixTime.toISOString()).toBe('2025-10-22T21:39:45.000Z');
    expect(position.lat).toBeCloseTo(35.7034, 4);
    expect(position.lon).toBeCloseTo(-0.64418, 5);
  });

  it('odometer, temperature, fuel and altitude after the status', () => {
    const position = onlyPosition(decode(text(V1_FUEL)));
    expect(position.altitude).toBe(18);
    expect(position.attributes).toMatchObject({ odometer: 69129336, temp1: 0, fuel: 100 });
  });

  it('a battery field before the date', () => {
    const position = onlyPosition(decode(text(V1_BATTERY)));
    expect(position.fixTime.toISOString()).toBe('2018-09-08T05:40:48.000Z');
    expect(position.attributes.status).toBe('EEE7FBDF');
  });

  it('V19: the status after the SIM fields', () => {
    const position = onlyPosition(decode(text(V19)));
    expect(position.attributes.status).toBe('BFFFFBFF');
    expect(position.fixTime.toISOString()).toBe('2017-04-20T21:44:52.000Z');
  });

  it('VI1 with a digit for validity', () => {
    const position = onlyPosition(decode(text(VI1)));
    expect(position.valid).toBe(true);
    expect(position.lat).toBeCloseTo(52.63765, 5);
  });

  it('VP1: date only', () => {
    const position = onlyPosition(decode(text(VP1)));
    expect(position.deviceId).toBe('356327080425330');
    expect(position.fixTime.toISOString()).toBe('2017-09-08T00:00:00.000Z');
    expect(position.lat).toBeCloseTo(-27.04541, 5);
    expect(position.lon).toBeCloseTo(152.86552, 5);
    expect(position.speed).toBeCloseTo(0.89, 2);
  });

  it('VP1 with cell towers only stores nothing', () => {
    expect(
      types(decode(text('*hq,356327081001239,VP1,V,470,002,92,3565,0Y92,19433,30Y92,1340,29#'))),
    ).toEqual(['identify']);
  });

  it('frames without coordinates or id are dropped, not stored', () => {
    expect(types(decode(text('*HQ,353505510948929,V1,,V,,N,,E,0.00,0,,FFFFF7FF,f0,a,11a0,c0c6#')))).toEqual([
      'identify',
      'drop',
    ]);
    expect(
      types(
        decode(
          text(
            '*HQ,353588020068342,V1,000000,V,0.0000,0,0.0000,0,0.00,0.00,000000,ffffffff,000106,000002,000203,004c87,16#',
          ),
        ),
      ),
    ).toEqual(['identify', 'drop']);
    expect(
      types(decode(text('*HQ,,V1,173212,A,2225.78879,S,02829.19021,E,0.00,0,290418,FFFFFBFF#'))),
    ).toEqual(['drop']);
    expect(types(decode(text('*HQ,4109198974,#')))).toEqual(['drop']);
    expect(types(decode(text('*HQ,4109198974,V1,010203,A,1.0,N,2.0,E#')))).toEqual(['identify', 'drop']);
  });

  it('an impossible date is dropped; a fix far in the future is skipped but still acknowledged', () => {
    expect(
      types(decode(text('*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,0,0,321315,FFFFFFFF#'))),
    ).toEqual(['identify', 'drop']);
    const events = decode(text('*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,0,0,221230,FFFFFFFF#'));
    const event = events.find((e) => e.type === 'positions');
    expect(event).toMatchObject({ positions: [], skipped: 1 });
    expect(event?.type === 'positions' && event.reply).toBeInstanceOf(Buffer);
  });
});

describe('H02 alarms from the vehicle status (negative logic)', () => {
  it('bit 19 clear: power cut', () => {
    expect(onlyPosition(decode(text(V1_POWER_CUT))).attributes.alarm).toBe('power_cut');
  });

  it('bit 18 clear: SOS', () => {
    expect(onlyPosition(decode(text(V1_SOS))).attributes.alarm).toBe('sos');
  });

  it('bit 1 clear: SOS; bit 0 clear: vibration; bit 2 (overspeed) is not an alarm', () => {
    const at = new Date('2025-06-01T10:00:00Z');
    const fix = (status: number) => h02TextLocation({ id: '1234567890', time: at, lat: 1, lon: 2, status });
    expect(onlyPosition(decode(fix(H02_STATUS_SOS))).attributes.alarm).toBe('sos');
    expect(onlyPosition(decode(fix(0xfffffffe))).attributes.alarm).toBe('vibration');
    expect(onlyPosition(decode(fix(0xfffffffb))).attributes.alarm).toBeUndefined();
    expect(onlyPosition(decode(fix(H02_STATUS_POWER_CUT))).attributes.alarm).toBe('power_cut');
    expect(onlyPosition(decode(fix(H02_STATUS_ACC_OFF))).attributes).toEqual({
      ignition: false,
      status: 'FFFFFBFF',
    });
  });
});

describe('H02 other text messages', () => {
  it('V4 confirmation: the command result, then the position', () => {
    const events = decode(text(V4_DONE));
    expect(types(events)).toEqual(['identify', 'command-result', 'positions']);
    expect(events[1]).toEqual({ type: 'command-result', deviceId: '2020916012', text: 'S20,DONE' });
    const position = onlyPosition(events);
    expect(position.fixTime.toISOString()).toBe('2002-09-22T05:03:16.000Z');
    expect(position.lat).toBeCloseTo(22.214575, 5);
    expect(position.speed).toBeCloseTo(26.45, 2);
    expect(position.course).toBe(28);
    const s14 = decode(text(V4_S14));
    expect(s14[1]).toEqual({ type: 'command-result', deviceId: '2020916012', text: 'S14,100,10,1,3' });
    expect(positionsOf(s14)).toHaveLength(1);
  });

  it('heartbeats are echoed', () => {
    expect(decode(text('*HQ,135790246811220,HTBT,100#'))).toEqual([
      { type: 'identify', deviceId: '135790246811220' },
      { type: 'reply', deviceId: '135790246811220', bytes: text('*HQ,135790246811220,HTBT#') },
    ]);
    expect(decode(h02Heartbeat('1234567890'))[1]).toEqual({
      type: 'reply',
      deviceId: '1234567890',
      bytes: text('*HQ,1234567890,HTBT#'),
    });
    expect(decode(text('*HQ,1234567890,V0#'))[1]).toMatchObject({ bytes: text('*HQ,1234567890,V0#') });
  });

  it('NBR (cell towers) is answered, nothing stored', () => {
    const events = decode(
      text(
        '*HQ,4109179024,NBR,103732,722,310,0,6,8106,32010,23,8101,22007,25,8106,12010,23,8106,22105,22,8101,22012,16,8106,42010,5,100217,FFFFFBFF,5#',
      ),
    );
    expect(events).toEqual([
      { type: 'identify', deviceId: '4109179024' },
      { type: 'reply', deviceId: '4109179024', bytes: text('*HQ,4109179024,V4,NBR,20260101000000#') },
    ]);
  });

  it('SMS: the command result text', () => {
    const events = decode(text('*HQ,5226073533,SMS,ST906 V2.0\nID:5226073533\nVOLT:12.9V,GSM:26#'));
    expect(events[1]).toEqual({
      type: 'command-result',
      deviceId: '5226073533',
      text: 'ST906 V2.0\nID:5226073533\nVOLT:12.9V,GSM:26',
    });
  });

  it('LINK and V3 (no coordinates) store nothing; unknown types are dropped', () => {
    expect(types(decode(text('*HQ,1700086468,LINK,180902,15,0,84,0,0,240517,FFFFFBFF#')))).toEqual([
      'identify',
      'drop',
    ]);
    expect(types(decode(text('*HQ,356327080425330,XT,1,100#')))).toEqual(['identify', 'drop']);
  });

  it('identifies once per device id on a connection', () => {
    const session = new H02Session();
    expect(types(session.push(text(V1_WEST + V1_WEST), NOW))).toEqual(['identify', 'positions', 'positions']);
    expect(session.deviceId).toBe('4210051415');
  });
});

describe('H02 binary locations', () => {
  it('45-byte frame', () => {
    const events = decode(hex(BINARY_LONG));
    expect(events[0]).toEqual({ type: 'identify', deviceId: '4106000826' });
    const position = onlyPosition(events);
    expect(position.fixTime.toISOString()).toBe('2015-08-31T21:53:21.000Z');
    expect(position.valid).toBe(true);
    expect(position.lat).toBeCloseTo(4.69898, 5);
    expect(position.lon).toBeCloseTo(-74.06971, 4);
    expect(position.attributes).toMatchObject({ status: 'FFFFFBFD', alarm: 'sos', batteryLevel: 100 });
    const event = events.find((e) => e.type === 'positions');
    expect(event?.type === 'positions' && event.reply).toBeUndefined();
  });

  it('32-byte frame, told from a 45-byte one by the frame after it', () => {
    const session = new H02Session();
    expect(session.push(hex(BINARY_SHORT), NOW)).toEqual([]);
    const events = session.push(text(BINARY_SHORT_NEXT), NOW);
    expect(types(events)).toEqual(['identify', 'positions', 'positions']);
    const [first, second] = positionsOf(events);
    expect(first!.fixTime.toISOString()).toBe('2016-11-13T12:45:43.000Z');
    expect(first!.lat).toBeCloseTo(50.58855, 5);
    expect(first!.lon).toBeCloseTo(4.53035, 5);
    expect(first!.attributes).toEqual({ batteryLevel: 100, ignition: false, status: 'FFFFFBFF' });
    expect(second!.fixTime.toISOString()).toBe('2016-11-13T12:45:52.000Z');
    // Once the length is known, the next 32-byte frame is read at once.
    expect(types(session.push(hex(BINARY_SHORT), NOW))).toEqual(['positions']);
  });

  it('42-byte frame with a 15-digit id', () => {
    const events = decode(hex(BINARY_LONG_ID));
    expect(events[0]).toEqual({ type: 'identify', deviceId: '352483084193293' });
    const position = onlyPosition(events);
    expect(position.fixTime.toISOString()).toBe('2017-08-18T10:47:59.000Z');
    expect(position.lat).toBeCloseTo(26.4556, 4);
    expect(position.lon).toBeCloseTo(74.68716, 5);
    expect(position.speed).toBeCloseTo(24 * 1.852, 2);
    expect(position.course).toBe(138);
  });

  it('the encoder round-trips', () => {
    const time = new Date('2025-05-04T03:02:01Z');
    const fix = { id: '4106011660', time, lat: -33.5, lon: -70.25, speedKnots: 50, course: 271 };
    const frame = h02BinaryLocation({ ...fix, status: H02_STATUS_SOS });
    expect(frame).toHaveLength(32);
    const session = new H02Session();
    const events = session.push(Buffer.concat([frame, frame]), NOW);
    const [position] = positionsOf(events);
    expect(position).toMatchObject({ valid: true, speed: 92.6, course: 271, fixTime: time });
    expect(position!.lat).toBeCloseTo(-33.5, 5);
    expect(position!.lon).toBeCloseTo(-70.25, 5);
    expect(position!.attributes.alarm).toBe('sos');
    const textPosition = onlyPosition(decode(h02TextLocation(fix)));
    expect(textPosition).toMatchObject({ valid: true, speed: 92.6, course: 271, fixTime: time });
    expect(textPosition.lat).toBeCloseTo(-33.5, 5);
  });
});

describe('H02 framing', () => {
  const stream = Buffer.concat([
    text(V1_WEST + '\r\n'),
    hex(BINARY_LONG),
    text(V4_DONE),
    hex(BINARY_LONG),
    text('*HQ,135790246811220,HTBT#'),
  ]);
  const whole = decode(stream);

  it('reads a mixed stream in one chunk', () => {
    expect(types(whole)).toEqual([
      'identify',
      'positions',
      'identify',
      'positions',
      'identify',
      'command-result',
      'positions',
      'identify',
      'positions',
      'identify',
      'reply',
    ]);
  });

  it('gives the same events split at every byte boundary', () => {
    for (let at = 1; at < stream.length; at++) {
      expect(decode(stream.subarray(0, at), stream.subarray(at))).toEqual(whole);
    }
  });

  it('gives the same events fed one byte at a time', () => {
    expect(decode(...[...stream].map((byte) => Buffer.from([byte])))).toEqual(whole);
  });

  it('32-byte frames: the same events split at every byte boundary', () => {
    const shortStream = Buffer.concat([hex(BINARY_SHORT), hex(BINARY_SHORT), text('*HQ,4106011660,V0#')]);
    const expected = decode(shortStream);
    expect(types(expected)).toEqual(['identify', 'positions', 'positions', 'reply']);
    for (let at = 1; at < shortStream.length; at++) {
      expect(decode(shortStream.subarray(0, at), shortStream.subarray(at))).toEqual(expected);
    }
  });

  it('skips garbage before a frame, including a truncated frame and stray markers', () => {
    const events = decode(text('\x00\x01hello$$*HQ,12,V1,1'), text(V1_WEST));
    const garbage = events
      .filter((e) => e.type === 'garbage')
      .reduce((sum, e) => sum + (e.type === 'garbage' ? e.bytes : 0), 0);
    expect(garbage).toBe(20);
    expect(positionsOf(events)).toHaveLength(1);
  });

  it('a binary-looking start that is not BCD is garbage', () => {
    const events = decode(Buffer.concat([hex('24ffffffff'), text(V1_WEST)]));
    expect(types(events)).toEqual(['garbage', 'identify', 'positions']);
  });

  it('a text frame with no end within the limit is skipped, memory bounded', () => {
    const session = new H02Session();
    const long = text('*' + 'A'.repeat(H02_MAX_TEXT_FRAME * 4));
    const events = session.push(long, NOW);
    const skipped = events.reduce((sum, e) => sum + (e.type === 'garbage' ? e.bytes : 0), 0);
    expect(skipped).toBeGreaterThanOrEqual(long.length - H02_MAX_TEXT_FRAME);
    expect(positionsOf(session.push(text(V1_WEST), NOW))).toHaveLength(1);
  });

  it('a text frame cut by binary bytes is skipped and the binary frame read', () => {
    const events = decode(text('*HQ,4210051415,V1,16'), hex(BINARY_LONG));
    expect(types(events)).toEqual(['garbage', 'identify', 'positions']);
  });
});

describe('H02 commands', () => {
  const at = new Date('2026-03-04T01:02:03Z');
  const request = (type: CommandRequest['type'], commandText: string | null = null): CommandRequest => ({
    type,
    text: commandText,
    password: '123456',
    deviceId: '123456789012345',
    serial: 1,
    id: 1,
  });
  const encode = (type: CommandRequest['type'], commandText: string | null = null) =>
    encodeH02Command(request(type, commandText), at)?.toString('latin1') ?? null;

  it('engine stop and resume: S20', () => {
    expect(encode('engine_stop')).toBe('*HQ,123456789012345,S20,010203,1,1#');
    expect(encode('engine_resume')).toBe('*HQ,123456789012345,S20,010203,1,0#');
  });

  it('custom: the time put after the command word', () => {
    expect(encode('custom', 'S71,22,10')).toBe('*HQ,123456789012345,S71,010203,22,10#');
    expect(encode('custom', 'r12')).toBe('*HQ,123456789012345,R12,010203#');
    expect(encode('custom', 'S71,2#2')).toBeNull();
    expect(encode('custom', '')).toBeNull();
  });

  it('on a connection: written to the id as the device sends it; its V4 confirmation is the result', () => {
    const session = new H02Session();
    session.push(text(V19), NOW);
    // The vehicle's device_id may carry a leading zero the device does not write.
    const stop = session.encodeCommand({ ...request('engine_stop'), deviceId: '04209951296' });
    expect(stop?.toString('latin1')).toMatch(/^\*HQ,4209951296,S20,\d{6},1,1#$/);
    const confirmation =
      '*HQ,4209951296,V4,S20,DONE,010203,120000,A,5201.0178,N,01830.5029,E,000.00,000,200417,FFFFFBFF#';
    const events = session.push(text(confirmation), NOW);
    expect(events.filter((event) => event.type === 'command-result')).toEqual([
      { type: 'command-result', deviceId: '4209951296', text: 'S20,DONE' },
    ]);
    expect(positionsOf(events)).toHaveLength(1);
  });

  it('no position request or reboot', () => {
    expect(encode('position_request')).toBeNull();
    expect(encode('reboot')).toBeNull();
  });

  it('the definition', () => {
    expect(h02Protocol).toMatchObject({
      name: 'h02',
      transport: 'tcp',
      defaultPort: 5013,
      envVar: 'H02_PORT',
    });
    expect(h02Protocol.createSession()).toBeInstanceOf(H02Session);
    expect(h02Protocol.encodeCommand?.(request('engine_stop'))?.toString('latin1')).toMatch(
      /^\*HQ,123456789012345,S20,\d{6},1,1#$/,
    );
  });
});

describe('H02 robustness', () => {
  const samples = [V1_WEST, V1_DASHED, V1_DIGITS, V4_S14, V19, VP1, BINARY_SHORT_NEXT].map(text);
  const binary = [BINARY_LONG, BINARY_SHORT, BINARY_LONG_ID].map(hex);

  it('mutated and truncated frames in random chunks never throw, and every stored fix is sane', () => {
    const random = createRandom(20260102);
    for (let round = 0; round < 300; round++) {
      const parts: Buffer[] = [];
      for (let i = 0; i < 4; i++) {
        const frame = Buffer.from(random.pick([...samples, ...binary]));
        for (let flips = random.int(4); flips > 0; flips--) frame[random.int(frame.length)] = random.int(256);
        parts.push(random.int(3) === 0 ? frame.subarray(0, random.int(frame.length)) : frame);
        if (random.int(4) === 0) parts.push(random.bytes(random.int(40)));
      }
      const session = new H02Session();
      const events = random.split(Buffer.concat(parts)).flatMap((chunk) => session.push(chunk, NOW));
      for (const position of positionsOf(events)) {
        expect(Math.abs(position.lat)).toBeLessThanOrEqual(90);
        expect(Math.abs(position.lon)).toBeLessThanOrEqual(180);
        expect(Number.isNaN(position.fixTime.getTime())).toBe(false);
      }
    }
  });
});
