import { describe, expect, it } from 'vitest';
import { createRandom } from '../../testing/prng';
import type { CommandRequest, SessionEvent } from '../contract';
import { encodeGps103Command } from './command';
import { gps103Heartbeat, gps103Location, gps103Login } from './encode';
import { gps103Protocol } from './index';
import { GPS103_MAX_LINE, Gps103Session } from './session';

const NOW = new Date('2026-01-01T00:00:00Z');
const text = (value: string) => Buffer.from(value, 'latin1');

function decode(...chunks: Buffer[]): SessionEvent[] {
  const session = new Gps103Session();
  return chunks.flatMap((chunk) => session.push(chunk, NOW));
}

function onlyPosition(events: SessionEvent[]) {
  const positions = events.flatMap((event) => (event.type === 'positions' ? event.positions : []));
  expect(positions).toHaveLength(1);
  return positions[0]!;
}

const types = (events: SessionEvent[]) => events.map((event) => event.type);
const positionsEvent = (events: SessionEvent[]) => {
  const event = events.find((e) => e.type === 'positions');
  if (event?.type !== 'positions') throw new Error('no positions event');
  return event;
};

// Real messages from the public test suite of the reference server (Gps103ProtocolDecoderTest); a `;` added where
// the suite feeds messages already split.
const TRACKER_EAST =
  'imei:359710045559474,tracker,151030080103,,F,000101.000,A,5443.3834,N,02512.9071,E,0.00,0;';
const TRACKER_MIDNIGHT =
  'imei:359710049092324,tracker,151027025958,,F,235957.000,A,2429.5156,N,04424.5828,E,0.01,27.91,,0,0,,,;';
const TRACKER_FUEL =
  'imei:353451044508750,001,0809231929,13554900601,F,055403.000,A,2233.1870,N,11354.3067,E,0.00,30.1,65.43,1,0,10.5%,0.0%,28;';
const HELP_ME =
  'imei:359586015829802,help me,0809231429,13554900601,F,062947.294,A,2234.4026,N,11354.3277,E,0.00,;';
const ACC_OFF =
  'imei:865328023776874,acc off,150619152221,,F,072218.000,A,5439.8489,N,02518.5945,E,0.00,,,1,1,0.0,0.0,23.0,;';
const RFID =
  'imei:868683020235846,rfid,160202091347,49121185,F,011344.000,A,0447.7273,N,07538.9934,W,0.00,0,,0,0,0.00%,,;';
const HEMISPHERE_FIRST =
  'imei:353552045403597,tracker,150420050648,53.0,F,0.0,A,N,5306.64155,E,00700.77848,0.0,,1.0,;';
const NO_LON_HEMISPHERE =
  'imei:012497000208821,tracker,1301072224,,F,142411.077,A,2227.0739,S,06855.2912,,0,0,;';
const SLASHED_DATE =
  'imei:359710040656622,tracker,13/02/27 23:40,,F,125952.000,A,3450.9430,S,13828.6753,E,0.00,0;';
const ALTERNATIVE =
  'imei:861359038609986,Equipo 1,---,------,----,214734,241018,26,1,-33.42317,-70.61930,067,229,0674,1.00,08,0,1,---,*';

describe('GPS103 handshake and heartbeat', () => {
  it('login: identify, LOAD once the id is known, close when unknown', () => {
    const session = new Gps103Session();
    expect(session.push(text('##,imei:359586015829802,A;'), NOW)).toEqual([
      { type: 'identify', deviceId: '359586015829802', reply: text('LOAD'), closeIfUnknown: true },
    ]);
    expect(session.deviceId).toBe('359586015829802');
    expect(decode(gps103Login('123456789012345'))[0]).toMatchObject({ deviceId: '123456789012345' });
  });

  it('heartbeat: ON', () => {
    expect(decode(text('359586015829802;'))).toEqual([
      { type: 'identify', deviceId: '359586015829802' },
      { type: 'reply', deviceId: '359586015829802', bytes: text('ON') },
    ]);
    const session = new Gps103Session();
    session.push(gps103Login('359586015829802'), NOW);
    expect(session.push(gps103Heartbeat('359586015829802'), NOW)).toEqual([
      { type: 'reply', deviceId: '359586015829802', bytes: text('ON') },
    ]);
  });

  it('a heartbeat glued to the next message is answered and the message read', () => {
    const events = decode(
      text(
        '359769031878322imei:359769031878322,tracker,1602160718,2,F,221811.000,A,1655.2193,S,14546.6722,E,0.00,,;',
      ),
    );
    expect(types(events)).toEqual(['identify', 'reply', 'positions']);
    const position = onlyPosition(events);
    expect(position.fixTime.toISOString()).toBe('2016-02-15T22:18:11.000Z');
    expect(position.lat).toBeCloseTo(-16.92032, 5);
    expect(position.lon).toBeCloseTo(145.77787, 5);
  });
});

describe('GPS103 locations', () => {
  it('a periodic report: UTC time of day on the local date, coordinates, no reply', () => {
    const events = decode(text(TRACKER_EAST));
    expect(events[0]).toEqual({ type: 'identify', deviceId: '359710045559474' });
    const position = onlyPosition(events);
    expect(position).toMatchObject({
      deviceId: '359710045559474',
      valid: true,
      speed: 0,
      course: 0,
      altitude: null,
    });
    expect(position.fixTime.toISOString()).toBe('2015-10-30T00:01:01.000Z');
    expect(position.lat).toBeCloseTo(54.72306, 5);
    expect(position.lon).toBeCloseTo(25.21512, 5);
    expect(position.attributes).toEqual({});
    expect(positionsEvent(events).reply).toBeUndefined();
  });

  it('a local date a day ahead of UTC', () => {
    const position = onlyPosition(decode(text(TRACKER_MIDNIGHT)));
    expect(position.fixTime.toISOString()).toBe('2015-10-26T23:59:57.000Z');
    expect(position.lat).toBeCloseTo(24.49193, 5);
    expect(position.lon).toBeCloseTo(44.40971, 5);
    expect(position.course).toBe(27.91);
    expect(position.speed).toBe(0.02);
    expect(position.attributes).toEqual({ ignition: false, door: false });
  });

  it('altitude, ACC, door, fuel, temperature', () => {
    const position = onlyPosition(decode(text(TRACKER_FUEL)));
    expect(position.altitude).toBe(65.43);
    expect(position.course).toBe(30.1);
    expect(position.attributes).toEqual({
      ignition: true,
      door: false,
      fuel: 10.5,
      fuel2: 0,
      temp1: 28,
      event: '001',
    });
  });

  it('acc off / acc on keywords set the ignition', () => {
    const position = onlyPosition(decode(text(ACC_OFF)));
    expect(position.attributes).toMatchObject({ ignition: false, door: true, temp1: 23 });
    expect(position.attributes.alarm).toBeUndefined();
    const on = onlyPosition(
      decode(
        text(
          'imei:864180034124375,acc on,180508145653,,F,065645.000,A,4729.1497,N,01904.2342,E,0.00,0,,1,,0.00%,,;',
        ),
      ),
    );
    expect(on.attributes).toMatchObject({ ignition: true, fuel: 0 });
  });

  it('rfid: the driver key', () => {
    const position = onlyPosition(decode(text(RFID)));
    expect(position.attributes.driver_key).toBe('49121185');
    expect(position.lon).toBeCloseTo(-75.64989, 5);
  });

  it('temperature and fuel keywords', () => {
    const temperature = onlyPosition(
      decode(
        text(
          'imei:868683026321020,T:+11,181217080050,,F,080047.000,A,3227.3057,N,11649.4754,W,0.00,0,,0,0,0.00%,,+11;',
        ),
      ),
    );
    expect(temperature.attributes.temp1).toBe(11);
    const fuel = onlyPosition(
      decode(
        text('imei:353451044508750,oil 51.67,0809231929,,F,055403.000,A,2233.1870,N,11354.3067,E,0.00,,;'),
      ),
    );
    expect(fuel.attributes.fuel).toBe(51.67);
    expect(fuel.attributes.alarm).toBeUndefined();
  });

  it('hemisphere letters before the numbers; no UTC time of day', () => {
    const position = onlyPosition(decode(text(HEMISPHERE_FIRST)));
    expect(position.lat).toBeCloseTo(53.11069, 5);
    expect(position.lon).toBeCloseTo(7.01297, 5);
    expect(position.altitude).toBe(1);
    expect(position.fixTime.toISOString()).toBe('2015-04-20T05:06:48.000Z');
  });

  it('a missing longitude hemisphere reads as east', () => {
    const position = onlyPosition(decode(text(NO_LON_HEMISPHERE)));
    expect(position.fixTime.toISOString()).toBe('2013-01-07T14:24:11.077Z');
    expect(position.lat).toBeCloseTo(-22.45123, 5);
    expect(position.lon).toBeCloseTo(68.92152, 5);
    expect(position.speed).toBe(0);
  });

  it('a slashed local date', () => {
    const position = onlyPosition(decode(text(SLASHED_DATE)));
    expect(position.fixTime.toISOString()).toBe('2013-02-27T12:59:52.000Z');
    expect(position.lat).toBeCloseTo(-34.84905, 5);
    expect(position.lon).toBeCloseTo(138.47792, 5);
  });

  it('the alternative layout ended by *', () => {
    const position = onlyPosition(decode(text(ALTERNATIVE)));
    expect(position.fixTime.toISOString()).toBe('2018-10-24T21:47:34.000Z');
    expect(position).toMatchObject({
      valid: true,
      lat: -33.42317,
      lon: -70.6193,
      speed: 67,
      course: 229,
      altitude: 674,
      satellites: 8,
    });
    expect(position.attributes).toEqual({ rssi: 26, hdop: 1, ignition: false, charge: true });
  });

  it('messages with no fix (L), OBD reports, photos and unknown text store nothing', () => {
    expect(types(decode(text('imei:359710049075097,help me,,,L,,,113b,,558f,,,,,0,0,,,;')))).toEqual([
      'identify',
      'drop',
    ]);
    expect(types(decode(text('imei:359586015829802,tracker,000000000,13554900601,L,;')))).toEqual([
      'identify',
      'drop',
    ]);
    expect(types(decode(text('imei:123451234512345,L,*')))).toEqual(['identify', 'drop']);
    expect(
      types(
        decode(text('imei:868683027758113,OBD,180905200218,,,,0,0,0.39%,70,9.41%,494,0.00,P0137,P0430,,;')),
      ),
    ).toEqual(['identify', 'drop']);
    expect(types(decode(text('hello;')))).toEqual(['drop']);
    expect(types(decode(text('imei:,tracker;')))).toEqual(['drop']);
  });

  it('an impossible date is dropped; a fix in the future is skipped', () => {
    expect(
      types(
        decode(
          text('imei:359710045559474,tracker,151330080103,,F,000101.000,A,5443.3834,N,02512.9071,E,0,0;'),
        ),
      ),
    ).toEqual(['identify', 'drop']);
    const event = positionsEvent(
      decode(text('imei:359710045559474,tracker,301030080103,,F,000101.000,A,5443.3834,N,02512.9071,E,0,0;')),
    );
    expect(event).toMatchObject({ positions: [], skipped: 1 });
  });
});

describe('GPS103 alarms', () => {
  it('help me: SOS, acknowledged with E after storage', () => {
    const events = decode(text(HELP_ME));
    const position = onlyPosition(events);
    expect(position.attributes).toEqual({ alarm: 'sos', alarmCode: 'help me' });
    expect(position.fixTime.toISOString()).toBe('2008-09-23T06:29:47.294Z');
    expect(positionsEvent(events).reply).toEqual(text('**,imei:359586015829802,E;'));
  });

  it.each([
    ['low battery', 'low_battery'],
    ['ac alarm', 'power_cut'],
    ['sensor alarm', 'vibration'],
    ['accident alarm', 'crash'],
    ['door alarm', 'other'],
    ['bonnet alarm', 'other'],
    ['footbrake alarm', 'other'],
    ['oil1', 'other'],
  ])('%s → %s', (keyword, kind) => {
    const time = new Date('2025-01-02T03:04:05Z');
    const position = onlyPosition(decode(gps103Location({ imei: '1', keyword, time, lat: 1, lon: 2 })));
    expect(position.attributes).toMatchObject({ alarm: kind, alarmCode: keyword });
  });

  it.each(['speed', 'stockade', 'move', 'acc alarm', 'DTC'])(
    '%s is not an alarm (kept as event)',
    (keyword) => {
      const time = new Date('2025-01-02T03:04:05Z');
      const position = onlyPosition(decode(gps103Location({ imei: '1', keyword, time, lat: 1, lon: 2 })));
      expect(position.attributes).toEqual({ event: keyword });
    },
  );
});

describe('GPS103 framing', () => {
  const stream = Buffer.concat([
    gps103Login('359586015829802'),
    text(TRACKER_EAST),
    text('\r\n'),
    text(HELP_ME),
    gps103Heartbeat('359586015829802'),
    text(ALTERNATIVE),
    text(TRACKER_FUEL + '\n'),
  ]);
  const whole = decode(stream);

  it('reads several messages in one chunk', () => {
    expect(types(whole)).toEqual([
      'identify',
      'identify',
      'positions',
      'identify',
      'positions',
      'reply',
      'identify',
      'positions',
      'identify',
      'positions',
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

  it('skips garbage before a message', () => {
    const events = decode(text('\x00\x01junk'), text(TRACKER_EAST));
    expect(types(events)).toEqual(['garbage', 'identify', 'positions']);
    expect(events[0]).toEqual({ type: 'garbage', bytes: 6 });
  });

  it('an overlong message is skipped, memory bounded, and the next one read', () => {
    const session = new Gps103Session();
    const events = session.push(text('x'.repeat(GPS103_MAX_LINE * 5)), NOW);
    expect(events.every((e) => e.type === 'garbage')).toBe(true);
    const after = session.push(text('yyyy;' + TRACKER_EAST), NOW);
    const skipped = [...events, ...after].reduce((sum, e) => sum + (e.type === 'garbage' ? e.bytes : 0), 0);
    expect(skipped).toBe(GPS103_MAX_LINE * 5 + 5);
    expect(types(after).slice(-2)).toEqual(['identify', 'positions']);
  });

  it('the encoder round-trips, across midnight west of UTC', () => {
    const time = new Date('2025-05-04T02:00:00Z');
    const frame = gps103Location({
      imei: '123456789012345',
      time,
      utcOffsetMinutes: -300,
      lat: -12.5,
      lon: -77.25,
      speedKnots: 10,
      course: 90,
      ignition: true,
    });
    const position = onlyPosition(decode(frame));
    expect(position).toMatchObject({ fixTime: time, speed: 18.52, course: 90, valid: true });
    expect(position.lat).toBeCloseTo(-12.5, 5);
    expect(position.lon).toBeCloseTo(-77.25, 5);
    expect(position.attributes).toEqual({ ignition: true });
  });
});

describe('GPS103 commands', () => {
  const request = (type: CommandRequest['type'], commandText: string | null = null): CommandRequest => ({
    type,
    text: commandText,
    password: '123456',
    deviceId: '123456789012345',
    serial: 1,
    id: 1,
  });
  const encode = (type: CommandRequest['type'], commandText: string | null = null) =>
    encodeGps103Command(request(type, commandText))?.toString('latin1') ?? null;

  it('engine stop/resume and position request', () => {
    expect(encode('engine_stop')).toBe('**,imei:123456789012345,J');
    expect(encode('engine_resume')).toBe('**,imei:123456789012345,K');
    expect(encode('position_request')).toBe('**,imei:123456789012345,B');
    expect(encode('reboot')).toBeNull();
  });

  it('on a connection: written to the IMEI the device logged in with', () => {
    const session = new Gps103Session();
    session.push(gps103Login('359586015829802'), NOW);
    expect(session.encodeCommand({ ...request('engine_stop'), deviceId: '59586015829802' })).toEqual(
      text('**,imei:359586015829802,J'),
    );
    expect(session.encodeCommand(request('reboot'))).toBeNull();
  });

  it('custom text after the id', () => {
    expect(encode('custom', 'C,30s')).toBe('**,imei:123456789012345,C,30s');
    expect(encode('custom', 'C;30s')).toBeNull();
    expect(encode('custom', '  ')).toBeNull();
  });

  it('the definition', () => {
    expect(gps103Protocol).toMatchObject({
      name: 'gps103',
      transport: 'tcp',
      defaultPort: 5001,
      envVar: 'GPS103_PORT',
    });
    expect(gps103Protocol.createSession()).toBeInstanceOf(Gps103Session);
    expect(gps103Protocol.encodeCommand?.(request('engine_stop'))).toEqual(text('**,imei:123456789012345,J'));
  });
});

describe('GPS103 robustness', () => {
  const samples = [
    TRACKER_EAST,
    TRACKER_MIDNIGHT,
    TRACKER_FUEL,
    HELP_ME,
    RFID,
    HEMISPHERE_FIRST,
    ALTERNATIVE,
  ].map(text);

  it('mutated and truncated messages in random chunks never throw, and every stored fix is sane', () => {
    const random = createRandom(20260103);
    for (let round = 0; round < 300; round++) {
      const parts: Buffer[] = [];
      for (let i = 0; i < 4; i++) {
        const message = Buffer.from(random.pick(samples));
        for (let flips = random.int(4); flips > 0; flips--)
          message[random.int(message.length)] = random.int(256);
        parts.push(random.int(3) === 0 ? message.subarray(0, random.int(message.length)) : message);
        if (random.int(4) === 0) parts.push(random.bytes(random.int(40)));
      }
      const session = new Gps103Session();
      const events = random.split(Buffer.concat(parts)).flatMap((chunk) => session.push(chunk, NOW));
      for (const event of events) {
        if (event.type !== 'positions') continue;
        for (const position of event.positions) {
          expect(Math.abs(position.lat)).toBeLessThanOrEqual(90);
          expect(Math.abs(position.lon)).toBeLessThanOrEqual(180);
          expect(Number.isNaN(position.fixTime.getTime())).toBe(false);
        }
      }
    }
  });
});
