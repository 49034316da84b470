import { describe, expect, it } from 'vitest';
import { crc16Kermit } from '../../crc';
import { checkSanity } from '../../position';
import { bytewise, createRandom } from '../../testing/prng';
import type { SessionEvent } from '../contract';
import { ruptelaHeartbeat, ruptelaIdentification, ruptelaPacket, ruptelaRecords } from './encode';
import { encodeRuptelaCommand, ruptelaProtocol } from './index';
import { RUPTELA_MAX_LENGTH, ruptelaAck, RuptelaSession } from './session';

const NOW = new Date('2026-01-01T00:00:00Z');
const hex = (s: string) => Buffer.from(s, 'hex');
const positions = (events: SessionEvent[]) =>
  events.flatMap((e) => (e.type === 'positions' ? e.positions : []));
const IMEI = '863071016796572';

// Frames from public device test suites (FM-Eco4, FM-Pro4).
const RECORD_ONE =
  '0050000310f5615f419c0100015613d8ed0000fff5b37a035af37801e700000900000d07071b0c020003001c01202cad0005' +
  '00064302a81d33e61e100116317cd3ffff174ad60241000077fa960000f232003c2e';
const RECORDS_TWO =
  '00a10003116e7438a7a5010002553dddbe000020fddaff0f12289b007200000600000c070805011b18cf00020003001c0120' +
  '1dad01041d32d81e0d7d160000c50000047200000000d000000000410000b1ae960000a5a300553dddd4000020fdd96f0f12' +
  '2bfe005c16f80700050b090805011b18cf00020003001c01201ead01041d338a1e0d8d160000c50000047200000000d00000' +
  '0000410000b1bd960000a5a3001681';
/** Extended records (68): three parts of one merged record; iButton 34 in the 8-byte group. */
const EXTENDED_MERGED =
  '01460003115c885fa8c6440003674f43df002000fb7291ce13fc9230040e400618003d0500080f00ce0001990100823d0086' +
  '00008700008800000201000300000400019500019601001b1e00ad0000b03d01a201070083000000890000008b0003001600' +
  '9d0017009f001d33d6001e1038020041000a6b3f00960000ebf201002201d042f31d000030674f43df002100fb7291ce13fc' +
  '9230040e400618003d0500080803a000005f3c00607600613c00622000630400650000670009023000000399003d039c0009' +
  '039806c6005e1b180064004600660000006b066a0282000901039a00005a67030068555531444a4630300069353730363738' +
  '3230006a3500000000000000674f43df002200fb7291ce13fc9230040e400618003d0500080302d2ff047cff047eff040197' +
  '00f60198000302d3ffff03b6000002028500005a6702f2000068a800092b';
const IDENTIFICATION =
  '002e000316d53d58d6020f4573303430302e30332e36382e30340000c2b3090d0e950000827b000003e80000003c003c1681';
const SMS_RESPONSE =
  '0044000313612d76c5cb0744494e313d312c44494e323d302c44494e333d302c44494e343d302c444f5554313d312c444f55' +
  '54323d312c41494e313d31372c41494e323d3236ac80';

describe('Ruptela CRC and replies', () => {
  it('CRC-16/KERMIT check value', () => {
    expect(crc16Kermit(Buffer.from('123456789'))).toBe(0x2189);
  });

  it('records ACK is command 100 (0x64) with 01; identification 115, heartbeat 116', () => {
    expect(ruptelaAck(1).toString('hex')).toBe('0002640113bc');
    expect(ruptelaAck(68).toString('hex')).toBe('0002640113bc');
    expect(ruptelaAck(15).toString('hex')).toBe('00027301cb25');
    expect(ruptelaAck(16).toString('hex')).toBe('00027401862d');
    expect(ruptelaAck(9).toString('hex')).toBe('00026d01c4a4');
  });
});

describe('Ruptela records', () => {
  it('one standard record from a device: position, IO by size, ACK after storage', () => {
    const events = new RuptelaSession().push(hex(RECORD_ONE), NOW);
    expect(events[0]).toEqual({ type: 'identify', deviceId: IMEI });
    expect(events[1]).toMatchObject({
      type: 'positions',
      deviceId: IMEI,
      skipped: 0,
      reply: hex('0002640113bc'),
    });
    const [p] = positions(events);
    expect(p).toMatchObject({
      deviceId: IMEI,
      fixTime: new Date('2015-10-06T14:21:33Z'),
      valid: true,
      speed: 0,
      course: 0,
      altitude: 48.7,
      satellites: 9,
    });
    expect(p!.lat).toBeCloseTo(5.6292216, 7);
    expect(p!.lon).toBeCloseTo(-0.067495, 7);
    expect(p!.attributes).toEqual({
      rssi: 12,
      in1: false,
      in2: false,
      io28: 1,
      deviceTemp: 44,
      motion: false,
      in4: false,
      io67: 680,
      power: 13.286,
      battery: 4.097,
      adc1: 12668,
      io211: 65535,
      adc2: 19158,
      odometer: 30714,
      operator: 62002,
      hdop: 1.3,
      event: 7,
    });
  });

  it('two records in one packet', () => {
    const list = positions(new RuptelaSession().push(hex(RECORDS_TWO), NOW));
    expect(list.map((p) => p.fixTime.toISOString())).toEqual([
      '2015-04-27T06:57:02.000Z',
      '2015-04-27T06:57:24.000Z',
    ]);
    expect(list[0]).toMatchObject({ deviceId: '863591024076709', satellites: 6, altitude: 11.4 });
    expect(list[0]!.lat).toBeCloseTo(25.2848283, 7);
    expect(list[0]!.lon).toBeCloseTo(55.3507583, 7);
    expect(list[0]!.attributes).toMatchObject({ in4: true, motion: true, odometer: 45486, power: 13.016 });
  });

  it('extended records: parts of a merged record become one position; iButton as driver key', () => {
    const events = new RuptelaSession().push(hex(EXTENDED_MERGED), NOW);
    const list = positions(events);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      deviceId: '863514052765894',
      fixTime: new Date('2024-12-03T17:46:07Z'),
      speed: 61,
      course: 163.9,
      altitude: 103.8,
      satellites: 24,
    });
    expect(list[0]!.lat).toBeCloseTo(33.53196, 6);
    expect(list[0]!.lon).toBeCloseTo(-7.637765, 6);
    expect(list[0]!.attributes).toMatchObject({
      driver_key: '01D042F31D000030',
      ignition: true,
      in1: true,
      power: 13.27,
      battery: 4.152,
      odometer: 682815,
      fuel: 12.549,
      io95: 60, // from the second part
      io722: 255, // from the third part
    });
    expect(events.at(-1)).toMatchObject({ reply: hex('0002640113bc'), skipped: 0 });
  });

  it('no-fix records reuse the last fix as not valid; without one they are skipped but acknowledged', () => {
    const s = new RuptelaSession();
    const noFix = { time: new Date('2025-05-01T10:00:00Z') };
    expect(s.push(ruptelaRecords(IMEI, [noFix]), NOW).at(-1)).toEqual({
      type: 'positions',
      deviceId: IMEI,
      positions: [],
      skipped: 1,
      reply: hex('0002640113bc'),
    });
    const fix = {
      time: new Date('2025-05-01T10:01:00Z'),
      lat: 24.5,
      lon: 46.5,
      speed: 30,
      course: 45,
      altitude: 610,
    };
    const list = positions(
      s.push(ruptelaRecords(IMEI, [fix, { time: new Date('2025-05-01T10:02:00Z') }]), NOW),
    );
    expect(list[0]).toMatchObject({ valid: true, speed: 30, course: 45, altitude: 610 });
    expect(list[1]).toMatchObject({ valid: false, lat: 24.5, lon: 46.5, satellites: 0 });
  });

  it('alarms and harsh driving when the record is raised by that IO; ignition, temperatures, fuel used', () => {
    const s = new RuptelaSession();
    const time = new Date('2025-05-01T10:00:00Z');
    const records = [
      { time, lat: 1, lon: 2, eventId: 88, io: { 1: [[88, 1]] as [number, number][] } },
      { time, lat: 1, lon: 2, eventId: 136, io: { 1: [[136, 1]] as [number, number][] } },
      { time, lat: 1, lon: 2, eventId: 7, io: { 1: [[88, 1]] as [number, number][] } },
      {
        time,
        lat: 1,
        lon: 2,
        eventId: 411,
        io: {
          1: [
            [411, 1],
            [409, 1],
          ] as [number, number][],
          2: [
            [78, 0xff9c],
            [208, 10],
          ] as [number, number][],
        },
      },
    ];
    const list = positions(s.push(ruptelaRecords(IMEI, records.slice(0, 3)), NOW));
    expect(list[0]!.attributes).toMatchObject({ alarm: 'jamming', alarmCode: 88 });
    expect(list[1]!.attributes).toMatchObject({ harsh: 'acceleration' });
    expect(list[1]!.attributes.alarm).toBeUndefined();
    expect(list[2]!.attributes.alarm).toBeUndefined();
    const [crash] = positions(s.push(ruptelaRecords(IMEI, records.slice(3), true), NOW));
    expect(crash!.attributes).toMatchObject({
      alarm: 'crash',
      ignition: true,
      temp1: -10,
      fuel_used: 5,
      event: 411,
    });
  });

  it('a records packet whose records overrun the payload is dropped without an ACK', () => {
    const good = ruptelaRecords(IMEI, [{ time: new Date('2025-05-01T10:00:00Z'), lat: 1, lon: 2 }]);
    const payload = good.subarray(11, good.length - 3); // one byte short
    const events = new RuptelaSession().push(ruptelaPacket(IMEI, 1, payload), NOW);
    expect(events.map((e) => e.type)).toEqual(['identify', 'drop']);
  });
});

describe('Ruptela other packets', () => {
  it('identification from a device: identify with the 115 answer', () => {
    const events = new RuptelaSession().push(hex(IDENTIFICATION), NOW);
    const deviceId = BigInt('0x000316d53d58d602').toString();
    expect(events).toEqual([{ type: 'identify', deviceId, reply: ruptelaAck(15), closeIfUnknown: true }]);
  });

  it('heartbeat → 116', () => {
    const s = new RuptelaSession();
    s.push(ruptelaIdentification(IMEI), NOW);
    expect(s.push(ruptelaHeartbeat(IMEI), NOW)).toEqual([
      { type: 'reply', deviceId: IMEI, bytes: ruptelaAck(16) },
    ]);
  });

  it('a command goes as SMS over GPRS on the connection; the answer (command 7) is its result', () => {
    const session = new RuptelaSession();
    session.push(ruptelaIdentification(IMEI), NOW);
    const link = ruptelaProtocol.encodeCommand!({
      id: 1,
      type: 'reboot',
      text: null,
      password: '',
      deviceId: IMEI,
      serial: 1,
    });
    expect(link?.toString('hex')).toBe('00076c2072657365742545');
    const answer = session.push(ruptelaPacket(IMEI, 7, Buffer.from('Reset OK', 'latin1')), NOW);
    expect(answer.at(-1)).toEqual({ type: 'command-result', deviceId: IMEI, text: 'Reset OK' });
  });

  it("a device's SMS-over-GPRS answer is the command's result", () => {
    const events = new RuptelaSession().push(hex(SMS_RESPONSE), NOW);
    expect(events.at(-1)).toEqual({
      type: 'command-result',
      deviceId: BigInt('0x000313612d76c5cb').toString(),
      text: 'DIN1=1,DIN2=0,DIN3=0,DIN4=0,DOUT1=1,DOUT2=1,AIN1=17,AIN2=26',
    });
  });
});

describe('Ruptela framing', () => {
  const stream = Buffer.concat([hex(RECORD_ONE), ruptelaHeartbeat(IMEI), hex(RECORD_ONE)]);

  it('split at every byte or in one chunk: the same events', () => {
    const whole = new RuptelaSession().push(stream, NOW);
    const s = new RuptelaSession();
    expect(bytewise(stream).flatMap((b) => s.push(b, NOW))).toEqual(whole);
    expect(whole.map((e) => e.type)).toEqual(['identify', 'positions', 'reply', 'positions']);
  });

  it('garbage before a frame and a corrupted frame are skipped; the next good frame is read', () => {
    const corrupted = Buffer.from(hex(RECORD_ONE));
    corrupted[30] = 0xff - (corrupted[30] ?? 0);
    const s = new RuptelaSession();
    const events = s.push(Buffer.concat([Buffer.from('hello'), corrupted, hex(RECORD_ONE)]), NOW);
    expect(
      events.filter((e) => e.type === 'garbage').reduce((n, e) => n + (e as { bytes: number }).bytes, 0),
    ).toBe(5 + corrupted.length);
    expect(positions(events)).toHaveLength(1);
  });

  it('an absurd length is not waited for: memory stays bounded', () => {
    const s = new RuptelaSession();
    const events = s.push(Buffer.concat([hex('ffff'), Buffer.alloc(100, 0xff), hex(RECORD_ONE)]), NOW);
    expect(positions(events)).toHaveLength(1);
    expect(RUPTELA_MAX_LENGTH).toBeLessThan(0xffff);
  });

  it('a plausible length followed by garbage: read once the bytes arrive, then resynchronised', () => {
    const s = new RuptelaSession();
    const events = [
      ...s.push(hex('0100'), NOW), // announces 256 bytes
      ...s.push(Buffer.alloc(300, 0x41), NOW),
      ...s.push(hex(RECORD_ONE), NOW),
    ];
    expect(positions(events)).toHaveLength(1);
  });
});

describe('Ruptela commands', () => {
  const request = { id: 1, password: '', deviceId: IMEI, serial: 1, text: null };
  it('a text custom command as SMS over GPRS (108), space-led without a password', () => {
    expect(encodeRuptelaCommand({ ...request, type: 'custom', text: 'Setio 2,1' })!.toString('hex')).toBe(
      '000b6c20536574696f20322c31eb3e',
    );
  });
  it('a hex custom command is sent as typed', () => {
    const bytes = encodeRuptelaCommand({
      ...request,
      type: 'custom',
      text: '000b890100000000007fffffff89f0',
    });
    expect(bytes!.toString('hex')).toBe('000b890100000000007fffffff89f0');
  });
  it('engine stop / resume / reboot with the password; no position request', () => {
    const text = (b: Buffer | null) => b!.subarray(3, b!.length - 2).toString('latin1');
    expect(text(encodeRuptelaCommand({ ...request, password: 'pw', type: 'engine_stop' }))).toBe(
      'pw immobilizer 10',
    );
    expect(text(encodeRuptelaCommand({ ...request, type: 'engine_resume' }))).toBe(' resetimmob');
    expect(text(encodeRuptelaCommand({ ...request, type: 'reboot' }))).toBe(' reset');
    expect(encodeRuptelaCommand({ ...request, type: 'engine_stop' })!.toString('hex')).toBe(
      '00106c20696d6d6f62696c697a6572203130ac52',
    );
    expect(encodeRuptelaCommand({ ...request, type: 'engine_resume' })!.toString('hex')).toBe(
      '000c6c207265736574696d6d6f62b875',
    );
    expect(encodeRuptelaCommand({ ...request, type: 'reboot' })!.toString('hex')).toBe(
      '00076c2072657365742545',
    );
    expect(encodeRuptelaCommand({ ...request, type: 'position_request' })).toBeNull();
    expect(ruptelaProtocol).toMatchObject({ name: 'ruptela', defaultPort: 5046, envVar: 'RUPTELA_PORT' });
  });
});

describe('Ruptela fuzz', () => {
  it('random garbage, mutated frames and random splits: no throw, sane positions, the last frame read', () => {
    const time = new Date('2025-05-01T10:00:00Z');
    const valid = [
      hex(RECORD_ONE),
      ruptelaHeartbeat(IMEI),
      ruptelaRecords(IMEI, [{ time, lat: 1, lon: 2 }], true),
    ];
    for (let seed = 1; seed <= 200; seed++) {
      const random = createRandom(seed);
      const parts: Buffer[] = [];
      for (let i = 0; i < 8; i++) {
        const frame = Buffer.from(random.pick(valid));
        if (random.int(3) === 0) frame[random.int(frame.length)] = random.int(256);
        parts.push(random.int(2) === 0 ? frame : random.bytes(random.int(300)));
      }
      const last = ruptelaRecords(IMEI, [{ time: new Date('2025-05-02T00:00:00Z'), lat: 3, lon: 4 }]);
      // A corrupted length in a well-formed header is waited for until its bytes have come: the zeros after the
      // last frame settle any such wait, as the stream's later bytes do on a live connection.
      parts.push(last, Buffer.alloc(RUPTELA_MAX_LENGTH + 4));
      const s = new RuptelaSession();
      const events = random
        .split(Buffer.concat(parts), random.pick([1, 7, 64, 4096]))
        .flatMap((c) => s.push(c, NOW));
      const list = positions(events);
      for (const p of list) expect(checkSanity(p, NOW).store).toBe(true);
      expect(list.at(-1)?.fixTime).toEqual(new Date('2025-05-02T00:00:00Z'));
    }
  });
});
