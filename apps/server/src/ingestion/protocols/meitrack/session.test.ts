import { describe, expect, it } from 'vitest';
import { checkSanity } from '../../position';
import { bytewise, createRandom } from '../../testing/prng';
import type { SessionEvent } from '../contract';
import { meitrackAaa, meitrackCcc, meitrackFrame } from './encode';
import { encodeMeitrackCommand, meitrackProtocol } from './index';
import { MEITRACK_MAX_LENGTH, meitrackServerFrame, MeitrackSession } from './session';

const NOW = new Date('2026-01-01T00:00:00Z');
const line = (s: string) => Buffer.from(`${s}\r\n`, 'latin1');
const positions = (events: SessionEvent[]) =>
  events.flatMap((e) => (e.type === 'positions' ? e.positions : []));
const decode = (s: string | Buffer) => new MeitrackSession().push(typeof s === 'string' ? line(s) : s, NOW);

// The protocol document's example (T622 GPRS protocol, A10 reply) and frames from public device test suites.
const DOC_A10_REPLY =
  '$$Q128,353358017784062,AAA,34,22.543176,114.078448,100313093738,A,5,22,2,205,5,-14,0,60,0|0|10133|4110,0000,149|153|173|2707|914,*91';
const DECIMAL_ANALOG =
  '$$D149,867047043162018,AAA,35,-1.264865,36.800705,211001105240,A,9,20,41.0,323,1,1697,1,0,000|00||,0000,4.33|12.96|1.92|2.72|2.69,0.000000|0|0.000000,*E1';
const HEX_ANALOG =
  '$$F153,867144025101013,AAA,35,25.219431,55.279918,200916155923,V,0,25,0,0,0.0,0,249701532,98374503,424|2|101C|A3AE,0800,0000|0000|0000|02D3|0103,00000011,*A0';
const SOS =
  '$$T143,869013024733944,AAA,1,18.459575,-69.947161,170220142912,A,5,15,10,300,1.6,115,3989,187884,370|2|5337|2B2C,0100,0000|0000|0000|0964|0B04,,*C2';
const RFID =
  '$$I152,013949004569813,AAA,37,54.739468,25.273648,150208173414,A,5,24,0,73,1.5,165,74,3381,246|1|0065|118A,0000,0003|0003|0000|08D4|0002,006380DF,,1,0008*7C';
const TEMPERATURE =
  '$$V177,863835026871173,AAA,35,34.516428,10.470160,170915154043,A,9,12,68,74,0.9,9,1988259,525882,605|2|008C|0007B5A6,0200,0003|0000|0000|01A6|0571,00000001,,3,0000,010A92,360,511*74';
const CCC_HEX =
  '24245838362c3336393830303031343039303032312c4343432c020134000100000023381f91ffe354b806c5e3121b000913000000' +
  '0000000000d33801007cbf0200fe0101000435feeb02000500a3010000000000002a62650d0a';

describe('Meitrack AAA reports', () => {
  it("the document's A10 reply: fields in order, event 34, runtime as engine seconds", () => {
    const events = decode(DOC_A10_REPLY);
    expect(events[0]).toEqual({ type: 'identify', deviceId: '353358017784062' });
    expect(events[1]).toMatchObject({ type: 'positions', deviceId: '353358017784062', skipped: 0 });
    expect((events[1] as { reply?: Buffer }).reply).toBeUndefined();
    const [p] = positions(events);
    expect(p).toMatchObject({
      fixTime: new Date('2010-03-13T09:37:38Z'),
      valid: true,
      lat: 22.543176,
      lon: 114.078448,
      satellites: 5,
      speed: 2,
      course: 205,
      altitude: -14,
    });
    expect(p!.attributes).toMatchObject({
      event: 34,
      rssi: 22,
      hdop: 5,
      odometer: 0,
      hours: 60,
      input: 0,
      output: 0,
    });
  });

  it('decimal analog values: battery and external power in volts', () => {
    const [p] = positions(decode(DECIMAL_ANALOG));
    expect(p).toMatchObject({ lat: -1.264865, lon: 36.800705, speed: 41, course: 323, altitude: 1697 });
    expect(p!.fixTime).toEqual(new Date('2021-10-01T10:52:40Z'));
    expect(p!.attributes).toMatchObject({ battery: 4.33, power: 12.96 });
  });

  it('hex analog values (hundredths of a volt), inputs from the I/O status, no fix', () => {
    const [p] = positions(decode(HEX_ANALOG));
    expect(p).toMatchObject({ valid: false, satellites: 0 });
    expect(p!.attributes).toMatchObject({
      adc1: 0,
      battery: 7.23,
      power: 2.59,
      input: 8,
      in4: true,
      in1: false,
      output: 0,
      odometer: 249701532,
      hours: 98374503,
    });
  });

  it('event 1 (SOS input) is an sos alarm', () => {
    const [p] = positions(decode(SOS));
    expect(p!.attributes).toMatchObject({ alarm: 'sos', alarmCode: 1, event: 1, in1: true, power: 28.2 });
    expect(p!.lon).toBe(-69.947161);
  });

  it('event 37 carries the RFID card as driver key; fuel percentage', () => {
    const [p] = positions(decode(RFID));
    expect(p!.attributes).toMatchObject({ driver_key: '006380DF', event: 37, fuel: 0.08 });
    expect(p!.attributes.alarm).toBeUndefined();
  });

  it('temperature sensors (protocol 3: signed hundredths)', () => {
    const [p] = positions(decode(TEMPERATURE));
    expect(p!.attributes).toMatchObject({ temp1: 27.06, fuel: 0 });
  });

  it('alarms and harsh driving by event code', () => {
    const report = { time: new Date('2025-05-01T10:00:00Z'), lat: 24.7, lon: 46.6 };
    const kinds = [23, 36, 44, 129, 130, 90].map((event) =>
      positions(decode(meitrackAaa('1234567', { ...report, event }))),
    );
    expect(kinds.map(([p]) => p!.attributes.alarm ?? p!.attributes.harsh)).toEqual([
      'power_cut',
      'towing',
      'jamming',
      'braking',
      'acceleration',
      'cornering',
    ]);
  });

  it('a position failing the sanity check is counted as skipped', () => {
    const events = decode(
      meitrackAaa('1234567', { event: 35, time: new Date('2025-05-01T10:00:00Z'), lat: 91, lon: 0 }),
    );
    expect(events.at(-1)).toEqual({ type: 'positions', deviceId: '1234567', positions: [], skipped: 1 });
  });

  it('an unreadable AAA is dropped', () => {
    const events = decode(meitrackFrame('A', '1234567', 'AAA', '35,x,y'));
    expect(events.at(-1)).toMatchObject({ type: 'drop' });
  });
});

describe('Meitrack CCC buffered records', () => {
  it('a device packet: 52-byte little-endian records, answered with the count after storage', () => {
    const events = decode(Buffer.from(CCC_HEX, 'hex'));
    const [p] = positions(events);
    expect(p).toMatchObject({
      deviceId: '369800014090021',
      fixTime: new Date('2014-05-24T04:59:49Z'),
      valid: false,
      lat: -7.266504,
      lon: 112.743651,
      satellites: 9,
      speed: 0,
    });
    expect(p!.attributes).toMatchObject({ event: 35, rssi: 19, odometer: 80083, battery: 4.19, power: 0 });
    const reply = (events.at(-1) as { reply: Buffer }).reply;
    expect(reply.toString('latin1')).toBe('@@X27,369800014090021,CCC,1*E4\r\n');
  });

  it('several records; the reply counts them all, skipped ones included', () => {
    const time = new Date('2025-05-01T10:00:00Z');
    const frame = meitrackCcc('864507031245110', [
      { event: 35, time, lat: 24.5, lon: 46.5, speed: 60, course: 90, altitude: 600, inputs: 1 },
      { event: 1, time, lat: 95, lon: 46.5 },
      { event: 17, time, lat: -33.9, lon: 18.4, valid: false },
    ]);
    const events = decode(frame);
    const list = positions(events);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      lat: 24.5,
      lon: 46.5,
      speed: 60,
      course: 90,
      altitude: 600,
      valid: true,
    });
    expect(list[0]!.attributes).toMatchObject({ in1: true, battery: 4, power: 12.5 });
    expect(list[1]!.attributes).toMatchObject({ alarm: 'low_battery' });
    expect(events.at(-1)).toMatchObject({ skipped: 1 });
    const reply = (events.at(-1) as { reply: Buffer }).reply.toString('latin1');
    expect(reply).toBe(meitrackServerFrame('A', '864507031245110', 'CCC,3').toString('latin1'));
    expect(reply.startsWith('@@A27,864507031245110,CCC,3*')).toBe(true);
  });
});

const CCE_RFID =
  '24245B3139312C3836343630363034343939333938372C4343452C010000000200500013000601250500060007111B004702' +
  '06080000093E000AE7030B0000199E011A850306028D7A570103F35ACC0604F9D06C2B0CB92E00000D3FA40C00250CA2B900' +
  '010E0CCC010000B6276313000000004B00120006012A0500060007111B00470206080000093E000AE7030B0000199E011A7C' +
  '0305028D7A570103F35ACC0604F9D06C2B0CB92E00000D3FA40C00010E0CCC010000B6276313000000002A31340D0A';
const CCE_CORNERING =
  '2424413132332c3836313538353034333230303836322c4343452c010000000100590015000305010609071b0b081c000939' +
  '010a07000b1700199e011a9505921a0099c4089c5500c93e00405a000602a8b114000343f12e0604d18806270c654a2e000d' +
  'a20537009bb8963904010e0c0d020300aa7a0af69e0100002a35340d0a';

describe('Meitrack CCE tagged records', () => {
  it('a device packet: tagged values by size, the 2-byte event 90 as harsh cornering; no answer', () => {
    const events = decode(Buffer.from(CCE_CORNERING, 'hex'));
    expect(events.at(-1)).toMatchObject({ type: 'positions', skipped: 0 });
    expect((events.at(-1) as { reply?: Buffer }).reply).toBeUndefined();
    const [p] = positions(events);
    expect(p).toMatchObject({
      deviceId: '861585043200862',
      fixTime: new Date('2020-09-30T00:07:45Z'),
      valid: true,
      lat: 1.3562,
      lon: 103.739715,
      speed: 28,
      course: 313,
      altitude: 23,
      satellites: 9,
    });
    expect(p!.attributes).toMatchObject({
      event: 90,
      harsh: 'cornering',
      hdop: 0.7,
      battery: 4.14,
      power: 14.29,
    });
  });

  it('two records; event 37 carries the RFID card (4-byte id 0x25) as driver key', () => {
    const list = positions(decode(Buffer.from(CCE_RFID, 'hex')));
    expect(list).toHaveLength(2);
    expect(list[0]!.attributes).toMatchObject({ event: 37, driver_key: '12165644' });
    expect(list[1]!.attributes).toMatchObject({ event: 42 });
  });

  it('records that do not fill the packet are dropped', () => {
    const data = Buffer.from(CCE_CORNERING, 'hex');
    const body = data.subarray(data.indexOf('CCE,') + 4, data.length - 5);
    const truncated = meitrackFrame('A', '861585043200862', 'CCE', body.subarray(0, body.length - 3));
    expect(decode(truncated).at(-1)).toMatchObject({ type: 'drop' });
  });
});

describe('Meitrack other frames', () => {
  it('AAC keep-alive → AAC,1 with the same flag', () => {
    const events = decode('$$z27,861451040910625,AAC,1*D3');
    expect(events.at(-1)).toEqual({
      type: 'reply',
      deviceId: '861451040910625',
      bytes: Buffer.from('@@z27,861451040910625,AAC,1*0B\r\n', 'latin1'),
    });
  });

  it("a command's answer is its result", () => {
    expect(decode('$$D28,353358017784062,D03,OK*F3').at(-1)).toMatchObject({ text: 'D03,OK' });
  });

  it('a checksum mismatch drops the frame and the stream goes on', () => {
    const bad = line(SOS.replace('*C2', '*C3'));
    const events = new MeitrackSession().push(Buffer.concat([bad, line(RFID)]), NOW);
    expect(events.map((e) => e.type)).toEqual(['drop', 'identify', 'positions']);
  });
});

describe('Meitrack framing', () => {
  const stream = Buffer.concat([line(SOS), Buffer.from(CCC_HEX, 'hex'), line(RFID), line(DOC_A10_REPLY)]);

  it('split at every byte or in one chunk: the same events', () => {
    const whole = new MeitrackSession().push(stream, NOW);
    const s = new MeitrackSession();
    expect(bytewise(stream).flatMap((b) => s.push(b, NOW))).toEqual(whole);
    expect(positions(whole)).toHaveLength(4);
  });

  it('garbage and stray $$ before a frame are skipped', () => {
    const events = decode(Buffer.concat([Buffer.from('xx$$$$9,zz$$A99999,1,'), line(RFID)]));
    expect(events[0]).toEqual({ type: 'garbage', bytes: 21 });
    expect(positions(events)).toHaveLength(1);
  });

  it('a length that does not end in *XX\\r\\n is not a frame; the next one is read', () => {
    const shortened = line(SOS.replace('$$T143', '$$T120'));
    const events = decode(Buffer.concat([shortened, line(RFID)]));
    expect(positions(events).map((p) => p.deviceId)).toEqual(['013949004569813']);
  });

  it('an absurd length is skipped at once: memory stays bounded', () => {
    const s = new MeitrackSession();
    const events = s.push(
      Buffer.concat([Buffer.from(`$$A${MEITRACK_MAX_LENGTH + 1},123456,AAA,`), line(RFID)]),
      NOW,
    );
    expect(positions(events)).toHaveLength(1);
  });

  it('a truncated frame waits for its bytes, then reads them', () => {
    const s = new MeitrackSession();
    const frame = line(RFID);
    expect(s.push(frame.subarray(0, 60), NOW)).toEqual([]);
    expect(positions(s.push(frame.subarray(60), NOW))).toHaveLength(1);
  });
});

describe('Meitrack commands', () => {
  const request = { id: 1, password: '', deviceId: '353358017784062', text: null };
  it("position request: the document's example byte for byte", () => {
    const bytes = encodeMeitrackCommand({ ...request, serial: 16, type: 'position_request' });
    expect(bytes!.toString('latin1')).toBe('@@Q25,353358017784062,A10*6A\r\n');
  });

  it('on a connection: the IMEI as the device writes it; the answer echoing the flag names the command', () => {
    const session = new MeitrackSession();
    session.push(line(DOC_A10_REPLY), NOW);
    const stop = session.encodeCommand({
      ...request,
      deviceId: '53358017784062',
      serial: 16,
      type: 'engine_stop',
    });
    expect(stop?.toString('latin1')).toBe('@@Q33,353358017784062,C01,0,12222*EC\r\n');
    // The device answers with the same flag and command code.
    const answer = session.push(meitrackFrame('Q', '353358017784062', 'C01', 'OK'), NOW);
    expect(answer).toEqual([
      { type: 'command-result', deviceId: '353358017784062', text: 'C01,OK', serial: 16 },
    ]);
    // A flag of no command sent here: the answer is handed over without a serial.
    expect(session.push(meitrackFrame('Z', '353358017784062', 'F01', 'OK'), NOW)).toEqual([
      { type: 'command-result', deviceId: '353358017784062', text: 'F01,OK' },
    ]);
  });

  it('engine stop / resume drive output 1; reboot restarts the GSM module; custom as typed', () => {
    const text = (
      type: 'engine_stop' | 'engine_resume' | 'reboot' | 'custom',
      custom: string | null = null,
    ) => encodeMeitrackCommand({ ...request, serial: 0, type, text: custom })!.toString('latin1');
    expect(text('engine_stop')).toBe('@@A33,353358017784062,C01,0,12222*DC\r\n');
    expect(text('engine_resume')).toBe('@@A33,353358017784062,C01,0,02222*DB\r\n');
    expect(text('reboot')).toBe('@@A25,353358017784062,F01*5F\r\n');
    expect(text('custom', 'A11,10')).toBe('@@A28,353358017784062,A11,10*EB\r\n');
    expect(encodeMeitrackCommand({ ...request, serial: 0, type: 'custom', text: '' })).toBeNull();
    expect(meitrackProtocol).toMatchObject({ name: 'meitrack', defaultPort: 5020, envVar: 'MEITRACK_PORT' });
  });
});

describe('Meitrack fuzz', () => {
  it('random garbage, mutated frames and random splits: no throw, sane positions, the last frame read', () => {
    const time = new Date('2025-05-01T10:00:00Z');
    const valid = [
      line(SOS),
      Buffer.from(CCC_HEX, 'hex'),
      Buffer.from(CCE_CORNERING, 'hex'),
      meitrackCcc('1234567', [{ event: 35, time, lat: 1, lon: 2 }]),
    ];
    for (let seed = 1; seed <= 200; seed++) {
      const random = createRandom(seed);
      const parts: Buffer[] = [];
      for (let i = 0; i < 8; i++) {
        const frame = Buffer.from(random.pick(valid));
        if (random.int(3) === 0) frame[random.int(frame.length)] = random.int(256);
        parts.push(random.int(2) === 0 ? frame : random.bytes(random.int(300)));
      }
      parts.push(
        meitrackAaa('1234567', { event: 35, time: new Date('2025-05-02T00:00:00Z'), lat: 3, lon: 4 }),
        // A corrupted length digit is waited for until its bytes have come: the zeros settle any such wait.
        Buffer.alloc(MEITRACK_MAX_LENGTH),
      );
      const s = new MeitrackSession();
      const events = random
        .split(Buffer.concat(parts), random.pick([1, 7, 64, 4096]))
        .flatMap((c) => s.push(c, NOW));
      const list = positions(events);
      for (const p of list) expect(checkSanity(p, NOW).store).toBe(true);
      expect(list.at(-1)?.fixTime).toEqual(new Date('2025-05-02T00:00:00Z'));
    }
  });
});
