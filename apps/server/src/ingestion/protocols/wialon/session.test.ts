import { describe, expect, it } from 'vitest';
import { checkSanity } from '../../position';
import { bytewise, createRandom } from '../../testing/prng';
import type { SessionEvent } from '../contract';
import {
  wialonBlackBox,
  wialonData,
  wialonExtendedFields,
  wialonLogin,
  wialonPing,
  wialonShortData,
  wialonShortFields,
} from './encode';
import { wialonProtocol } from './index';
import { WIALON_MAX_LINE, WialonSession } from './session';

const NOW = new Date('2026-01-01T00:00:00Z');
const text = (s: string) => Buffer.from(s, 'utf8');
const IMEI = '861230043107045';

function session(version: 1 | 2 = 2): WialonSession {
  const s = new WialonSession();
  s.push(wialonLogin(IMEI, version), NOW);
  return s;
}

const replies = (events: SessionEvent[]) =>
  events.flatMap((e) =>
    e.type === 'reply'
      ? [e.bytes.toString()]
      : e.type === 'positions' || e.type === 'identify'
        ? [e.reply?.toString() ?? '']
        : [],
  );
const positions = (events: SessionEvent[]) =>
  events.flatMap((e) => (e.type === 'positions' ? e.positions : []));

describe('Wialon IPS login', () => {
  it('2.0 login: identifies and answers #AL#1 once the device is known', () => {
    const s = new WialonSession();
    const events = s.push(wialonLogin(IMEI, 2), NOW);
    expect(events).toEqual([
      { type: 'identify', deviceId: IMEI, reply: text('#AL#1\r\n'), closeIfUnknown: true },
    ]);
    expect(wialonLogin(IMEI, 2).toString()).toBe(`#L#2.0;${IMEI};NA;9A64\r\n`);
    expect(s.deviceId).toBe(IMEI);
  });

  it('1.1 login without a CRC', () => {
    const s = new WialonSession();
    const events = s.push(text('#L#123456789012345;test\r\n'), NOW);
    expect(events).toEqual([
      { type: 'identify', deviceId: '123456789012345', reply: text('#AL#1\r\n'), closeIfUnknown: true },
    ]);
  });

  it('2.0 login with a wrong CRC: #AL#10, no identification', () => {
    const s = new WialonSession();
    expect(s.push(text('#L#2.0;42001300083;;CE45\r\n'), NOW)).toEqual([
      { type: 'reply', bytes: text('#AL#10\r\n') },
    ]);
    expect(s.deviceId).toBeNull();
  });

  it('data before login is dropped', () => {
    const s = new WialonSession();
    const events = s.push(text('#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4\r\n'), NOW);
    expect(events.map((e) => e.type)).toEqual(['drop']);
  });

  it('the UDP form with an id prefix identifies per packet', () => {
    const s = new WialonSession();
    const events = s.push(text('99999999#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4\r\n'), NOW);
    expect(events[0]).toEqual({ type: 'identify', deviceId: '99999999' });
    expect(positions(events)).toHaveLength(1);
  });
});

describe('Wialon IPS data', () => {
  it('1.1 short data (the document example shape): coordinates, speed, course, height, satellites', () => {
    const s = session(1);
    const events = s.push(text('#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4\r\n'), NOW);
    const [p] = positions(events);
    expect(p).toMatchObject({
      deviceId: IMEI,
      fixTime: new Date('2013-04-27T20:56:01.000Z'),
      valid: true,
      speed: 1,
      course: 2,
      altitude: 3,
      satellites: 4,
    });
    expect(p!.lat).toBeCloseTo(55.743375, 6);
    expect(p!.lon).toBeCloseTo(37.66139, 5);
    expect(replies(events)).toEqual(['#ASD#1\r\n']);
  });

  it('2.0 short data from a device, with its CRC', () => {
    const s = session(2);
    const events = s.push(text('#SD#300924;154245;5554.350052;N;3644.670410;E;2.92;NA;NA;NA;7A01\r\n'), NOW);
    const [p] = positions(events);
    expect(p).toMatchObject({
      fixTime: new Date('2024-09-30T15:42:45Z'),
      speed: 2.92,
      course: null,
      altitude: null,
    });
    expect(p!.lat).toBeCloseTo(55 + 54.350052 / 60, 6);
    expect(p!.lon).toBeCloseTo(36 + 44.67041 / 60, 6);
    expect(replies(events)).toEqual(['#ASD#1\r\n']);
  });

  it('2.0 data with params and a CRC: inputs, params by type', () => {
    const s = session(2);
    const line =
      '#D#220323;114150;2234.80479;N;11354.87786;E;0;NA;59;11;NA;NA;NA;;NA;d_battr:1:94,d_csq:1:21,di_light:1:1;E7C9\r\n';
    const events = s.push(text(line), NOW);
    const [p] = positions(events);
    expect(p).toMatchObject({
      fixTime: new Date('2023-03-22T11:41:50Z'),
      altitude: 59,
      satellites: 11,
      valid: true,
    });
    expect(p!.attributes).toMatchObject({ d_battr: 94, d_csq: 21, di_light: 1 });
    expect(replies(events)).toEqual(['#AD#1\r\n']);
  });

  it('a wrong CRC on 2.0 data: #AD#16 / #ASD#13, nothing stored', () => {
    const s = session(2);
    const events = s.push(
      text('#D#220323;114150;2234.80479;N;11354.87786;E;0;NA;59;11;NA;NA;NA;;NA;NA;0000\r\n'),
      NOW,
    );
    expect(events).toEqual([{ type: 'reply', bytes: text('#AD#16\r\n') }]);
    const sd = s.push(text('#SD#300924;154245;5554.350052;N;3644.670410;E;2.92;NA;NA;NA;7A02\r\n'), NOW);
    expect(sd).toEqual([{ type: 'reply', bytes: text('#ASD#13\r\n') }]);
  });

  it('1.1 extended data: hdop, inputs and outputs as bits, adc, iButton as driver key, typed params', () => {
    const s = session(1);
    const line =
      '#D#270413;205601;5544.6025;S;03739.6834;W;1;2;3;4;0.0;5;2;14.77,0.02,3.6;00AB45DF01;count1:1:564,fuel:2:45.8,hw:3:V4.5,SOS:1:1,ign:1:1,pwr_ext:2:12.6,motion:3:false\r\n';
    const [p] = positions(s.push(text(line), NOW));
    expect(p!.lat).toBeCloseTo(-55.743375, 6);
    expect(p!.lon).toBeCloseTo(-37.66139, 5);
    expect(p!.attributes).toEqual({
      sat: 4,
      hdop: 0,
      input: 5,
      in1: true,
      in2: false,
      in3: true,
      in4: false,
      in5: false,
      in6: false,
      in7: false,
      in8: false,
      output: 2,
      out1: false,
      out2: true,
      out3: false,
      out4: false,
      out5: false,
      out6: false,
      out7: false,
      out8: false,
      adc1: 14.77,
      adc2: 0.02,
      adc3: 3.6,
      driver_key: '00AB45DF01',
      count1: 564,
      fuel: 45.8,
      hw: 'V4.5',
      alarm: 'sos',
      alarmCode: 'SOS',
      ignition: true,
      power: 12.6,
      motion: false,
    });
  });

  it('a param cannot overwrite the alarm contract; mileage in km becomes odometer metres', () => {
    const s = session(1);
    const fields = wialonExtendedFields(
      { time: new Date('2025-05-01T10:00:00Z'), lat: 24.7, lon: 46.6 },
      { params: { driver_key: [3, 'X'], harsh: [3, 'x'], mileage: [2, 1234.5], alarm: [3, 'tow'] } },
    );
    const [p] = positions(s.push(text(`#D#${fields}\r\n`), NOW));
    expect(p!.attributes).toEqual({ odometer: 1_234_500, alarm: 'towing', alarmCode: 'tow' });
  });

  it('NA coordinates reuse the last fix as not valid; with none yet the message is acknowledged, not stored', () => {
    const s = session(1);
    const naLine = '#D#NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;;NA;SOS:1:0,temp:3:18,bat:3:99\r\n';
    const first = s.push(text(naLine), NOW);
    expect(first).toEqual([{ type: 'positions', positions: [], skipped: 1, reply: text('#AD#1\r\n') }]);
    s.push(
      wialonShortData({ time: new Date('2025-05-01T10:00:00Z'), lat: 24.5, lon: 46.5, satellites: 9 }, 1),
      NOW,
    );
    const [p] = positions(s.push(text(naLine), NOW));
    expect(p).toMatchObject({ valid: false, fixTime: NOW, speed: null });
    expect(p!.lat).toBeCloseTo(24.5, 6);
    expect(p!.attributes).toEqual({ temp: '18', batteryLevel: 99 });
  });

  it.each([
    ['a bad date', '#SD#320413;205601;5544.6025;N;03739.6834;E;1;2;3;4', '#ASD#0'],
    ['bad coordinates', '#SD#270413;205601;5544.6025;X;03739.6834;E;1;2;3;4', '#ASD#10'],
    ['a bad speed', '#SD#270413;205601;5544.6025;N;03739.6834;E;fast;2;3;4', '#ASD#11'],
    ['bad satellites', '#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;x', '#ASD#12'],
    ['too few fields', '#SD#270413;205601;5544.6025;N', '#ASD#-1'],
    ['bad params', '#D#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4;1;0;0;;NA;nocolon', '#AD#15'],
    ['bad inputs', '#D#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4;1;x;0;;NA;NA', '#AD#13'],
  ])('%s: the answer code the documents give, nothing stored', (_name, line, answer) => {
    const events = session(1).push(text(`${line}\r\n`), NOW);
    expect(events).toEqual([{ type: 'reply', bytes: text(`${answer}\r\n`) }]);
  });

  it('a fix time failing the sanity check is read, counted as skipped and answered with the time code', () => {
    const s = session(1);
    const events = s.push(text('#SD#270499;205601;5544.6025;N;03739.6834;E;1;2;3;4\r\n'), NOW);
    expect(events).toEqual([{ type: 'positions', positions: [], skipped: 1, reply: text('#ASD#0\r\n') }]);
  });

  it('2.1 fractional seconds', () => {
    const [p] = positions(
      session(1).push(text('#SD#270413;205601.250;5544.6025;N;03739.6834;E;1;2;3;4\r\n'), NOW),
    );
    expect(p!.fixTime).toEqual(new Date('2013-04-27T20:56:01.250Z'));
  });
});

describe('Wialon IPS black box and ping', () => {
  it('a 1.1 black box from a device with two messages: #AB#2', () => {
    const s = session(1);
    const line =
      '#B#080914;073235;5027.50625;N;03026.19321;E;0.700;0.000;NA;4;NA;NA;NA;;NA;Батарея:3:100 %|080914;073420;5027.50845;N;03026.18854;E;1.996;292.540;NA;4;NA;NA;NA;;NA;Батарея:3:100 %\r\n';
    const events = s.push(text(line), NOW);
    const list = positions(events);
    expect(list.map((p) => p.fixTime.toISOString())).toEqual([
      '2014-09-08T07:32:35.000Z',
      '2014-09-08T07:34:20.000Z',
    ]);
    expect(list[1]).toMatchObject({ speed: 1.996, course: 292.54 });
    expect(list[0]!.attributes['батарея']).toBe('100 %');
    expect(replies(events)).toEqual(['#AB#2\r\n']);
  });

  it('a 2.0 black box of short and extended messages with its CRC after the last |', () => {
    const s = session(2);
    const a = wialonShortFields({ time: new Date('2025-05-01T10:00:00Z'), lat: 24.7, lon: 46.6, speed: 50 });
    const b = wialonExtendedFields(
      { time: new Date('2025-05-01T10:00:30Z'), lat: 24.71, lon: 46.61 },
      { inputs: 1 },
    );
    const bad = '010525;100100;2434.0000;N;04636.0000';
    const events = s.push(wialonBlackBox([a, b, bad], 2), NOW);
    expect(positions(events)).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({ type: 'positions', skipped: 1, reply: text('#AB#3\r\n') });
    const broken = wialonBlackBox([a], 2).toString().replace('|', '|0');
    expect(s.push(text(broken), NOW)).toEqual([{ type: 'reply', bytes: text('#AB#0\r\n') }]);
  });

  it('ping → #AP#', () => {
    expect(session().push(wialonPing(), NOW)).toEqual([{ type: 'reply', bytes: text('#AP#\r\n') }]);
  });

  it('a driver message is acknowledged; a command answer is reported', () => {
    const s = session(1);
    expect(s.push(text('#M#hello\r\n'), NOW)).toEqual([{ type: 'reply', bytes: text('#AM#1\r\n') }]);
    expect(s.push(text('#AM#1\r\n'), NOW)).toEqual([{ type: 'command-result', text: 'AM#1' }]);
  });
});

describe('Wialon IPS framing', () => {
  const stream = Buffer.concat([
    wialonLogin(IMEI, 2),
    wialonData(
      { time: new Date('2025-05-01T10:00:00Z'), lat: 24.7, lon: 46.6, speed: 40, satellites: 8 },
      2,
      {
        params: { pwr_int: [2, 4.1] },
      },
    ),
    wialonPing(),
    wialonShortData({ time: new Date('2025-05-01T10:01:00Z'), lat: -33.9, lon: 18.4 }, 2),
  ]);

  it('split at every byte, or all in one chunk: the same events', () => {
    const whole = new WialonSession().push(stream, NOW);
    const s = new WialonSession();
    const split = bytewise(stream).flatMap((b) => s.push(b, NOW));
    expect(split).toEqual(whole);
    expect(whole.map((e) => e.type)).toEqual(['identify', 'positions', 'reply', 'positions']);
    expect(positions(whole)[0]!.attributes.battery).toBe(4.1);
    expect(positions(whole)[1]!.lat).toBeCloseTo(-33.9, 6);
  });

  it('garbage before a packet is skipped and the packet read', () => {
    const s = session(2);
    const events = s.push(Buffer.concat([Buffer.from([0, 1, 2, 0xff]), wialonPing()]), NOW);
    expect(events).toEqual([
      { type: 'garbage', bytes: 4 },
      { type: 'reply', bytes: text('#AP#\r\n') },
    ]);
    expect(s.push(text('junk line\r\n#P#\r\n'), NOW)).toEqual([
      { type: 'garbage', bytes: 11 },
      { type: 'reply', bytes: text('#AP#\r\n') },
    ]);
  });

  it('a line with no end is skipped once it passes the cap, and the next packet is read', () => {
    const s = session(2);
    const events: SessionEvent[] = [];
    const block = Buffer.alloc(8192, 0x41);
    for (let i = 0; i < 10; i++) events.push(...s.push(block, NOW));
    events.push(...s.push(Buffer.concat([text('AAAA\r\n'), wialonPing()]), NOW));
    const garbage = events
      .filter((e) => e.type === 'garbage')
      .reduce((n, e) => n + (e.type === 'garbage' ? e.bytes : 0), 0);
    expect(garbage).toBe(10 * 8192 + 6);
    expect(garbage).toBeGreaterThan(WIALON_MAX_LINE);
    expect(events.at(-1)).toEqual({ type: 'reply', bytes: text('#AP#\r\n') });
  });
});

describe('Wialon IPS commands', () => {
  const request = { id: 1, password: '', deviceId: IMEI, serial: 1 };
  it('a message sent on a logged-in connection is answered #AM#: the result', () => {
    const s = new WialonSession();
    s.push(wialonLogin(IMEI, 2), NOW);
    expect(wialonProtocol.commandTypes).toEqual(['custom']);
    expect(wialonProtocol.encodeCommand!({ ...request, type: 'custom', text: 'getimg' })!.toString()).toMatch(
      /^#M#getimg;[0-9A-F]{4}\r\n$/,
    );
    expect(s.push(text('#AM#1\r\n'), NOW)).toEqual([{ type: 'command-result', text: 'AM#1' }]);
  });

  it('custom text goes as a message to the driver with its CRC; others are not supported', () => {
    const bytes = wialonProtocol.encodeCommand!({ ...request, type: 'custom', text: 'reboot' });
    expect(bytes!.toString()).toBe('#M#reboot;E0E9\r\n');
    expect(wialonProtocol.encodeCommand!({ ...request, type: 'engine_stop', text: null })).toBeNull();
  });

  it('definition', () => {
    expect(wialonProtocol).toMatchObject({
      name: 'wialon',
      transport: 'tcp',
      defaultPort: 5039,
      envVar: 'WIALON_PORT',
    });
    expect(wialonProtocol.createSession()).toBeInstanceOf(WialonSession);
  });
});

describe('Wialon IPS fuzz', () => {
  it('random garbage, mutated packets and random splits: no throw, sane positions, the last packet read', () => {
    const fix = { time: new Date('2025-05-01T10:00:00Z'), lat: 24.7, lon: 46.6, speed: 40, satellites: 8 };
    const valid = [
      wialonData(fix, 2, { inputs: 3 }),
      wialonShortData(fix, 2),
      wialonPing(),
      wialonBlackBox([wialonShortFields(fix)], 2),
    ];
    for (let seed = 1; seed <= 200; seed++) {
      const random = createRandom(seed);
      const parts: Buffer[] = [wialonLogin(IMEI, 2)];
      for (let i = 0; i < 8; i++) {
        const frame = Buffer.from(random.pick(valid));
        if (random.int(3) === 0) frame[random.int(frame.length)] = random.int(256);
        parts.push(random.int(2) === 0 ? frame : random.bytes(random.int(300)));
      }
      const last = wialonShortData({ ...fix, time: new Date('2025-05-02T00:00:00Z') }, 2);
      parts.push(Buffer.from('\r\n'), last);
      const s = new WialonSession();
      const events = random
        .split(Buffer.concat(parts), random.pick([1, 7, 64, 4096]))
        .flatMap((c) => s.push(c, NOW));
      const list = positions(events);
      for (const p of list) expect(checkSanity(p, NOW).store).toBe(true);
      expect(list.at(-1)?.fixTime).toEqual(new Date('2025-05-02T00:00:00Z'));
    }
  });
});
