import { describe, expect, it } from 'vitest';
import type { CommandRequest, SessionEvent } from '../contract';
import { jt808CommandForId } from './commands';
import {
  jt808Auth,
  jt808Batch,
  jt808Frame,
  jt808Heartbeat,
  jt808Location,
  jt808Register,
  jt808TerminalResponse,
} from './encode';
import { escape, MAX_FRAME_LENGTH, terminalBytes, terminalId, unescape } from './frame';
import { jt808Protocol } from './index';
import { Jt808Session } from './session';

const NOW = new Date('2026-06-01T00:00:00Z');

// Real frames from public test suites (the reference server's Jt808ProtocolDecoderTest).
const REGISTER_2013 =
  '7E0100002D013511221122000500000000373031303748422D52303347424400000000000000000000003233363631303402CBD5424136383630387E';
const AUTH_2013 = '7E0102000E013511221122000661757468656E7469636174696F6E3F7E';
const HEARTBEAT_2013 = '7e0002000004304832546500b7ca7e';
const LOCATION_2013 =
  '7e020000400303000002280042000000000000000301618ab406c31ec800000000000518092116145701040000047830011031010aeb16000c00b28986011780108622216500060089ffffffffc37e';
const LOCATION_SOUTH_WEST =
  '7e020000220014012499170007000000000000400e012af16f02cbd2ba000000000000150101194257010400000077a97e';
const LOCATION_NO_FIX =
  '7e0200002c00160128561400020000000000040001005de1f7065c6cef00000000000017011710044201040000a9002a02000030011b3101030c7e';
const LOCATION_SOS_WEST =
  '7e0200002e094027587492000a000000010000000a03083db7001329f3000000140000130412164952010400000012360a0002341502cb0c20085c107e';
const EB_BATTERY =
  '7e020000530095900689830016000000000000000b00a2394803a925f800000000000025112411514701040000003e300115310113eb29000c00b28988228066613427450900060089ffffffff000600c5ffffffef0004002d0fa5000300a85c657e';
const EB_REMOVED =
  '7e020000530095900689830016000000000000000b00a2394803a925f800000000000025112411514701040000003e300115310113eb29000c00b28988228066613427450900060089ffffefff000600c5ffffffef0004002d0fa5000300a85c757e';
const EB_VIBRATION =
  '7e020000530095900689830016000000000000000b00a2394803a925f800000000000025112411514701040000003e300115310113eb29000c00b28988228066613427450900060089ffffffff000600c5ffffffaf0004002d0fa5000300a85c257e';
const EB_LOW_AND_REMOVED =
  '7E020000480123456789010013000000800000000301597BC506CBFF6600EB00000155210726203531010400000000EB24000C00B28986047701207027150200060089FFFFEFFF0004002D0E10000600C5FFFFFFEF697E';
const REGISTER_2019 =
  '7e0100405c010000086649607758216452180000000000000000000000000000004d443330300000000000000000000000000000000000000000000000000038363634393630373735383231363400000000000000000000000000000004000000000000000000000000000000007a7e';
const BATCH_2019 =
  '7e0704402d0100000866496077582164881d0001000028000000000000000701a00192091f2a4700160000000226050916422701040000258230010031010e507e';
const BATCH_2013 =
  '7E0704014301356777777707F5000801002600000000000000030159741206CBFD5001720000000116052709062401040000001D03020000002600000000000000030159746606CBFD50016B0000000116052709065301040000001D0302000000260000000000000003015975E406CBFE58013F0000000116052709072701040000001D0302000000260000000000000003015976DE06CBFF10012E0000000116052709075601040000001D0302000000260000000000000003015976BC06CBFED0012D0000000116052709083001040000001D0302000000260000000000000003015976FE06CBFEC001080000000116052709090001040000001D0302000000260000000000000003015976FE06CBFE7800FC0000000116052709093301040000001D0302000000260000000000000003015977A606CBFF3001080000000116052709100201040000001D030200001F7E';
// A binary IMEI for terminal number, and item 0xEB holding the zone of the times as text.
const BATCH_ZONE =
  '7e070401654eb6fb4afd9e485b000601003900000000000c000301f5a58700ca24c5000d0000004925111215454501040000000025040000000030011731010aeb095554432b30383a3030003900000000000c000301f5a58e00ca24cd000d0000002825111215454701040000000025040000000030011731010aeb095554432b30383a3030003900000000000c000301f5a5ad00ca24de000e0000011025111215455901040000000025040000000030011931010aeb095554432b30383a3030003900000000000c000301f5a5b100ca24ed000e0000004625111215461401040000000025040000000030011931010aeb095554432b30383a3030003900000000000c000301f5a5a900ca24f5000e000000a125111215461701040000000025040000000030011931010aeb095554432b30383a3030003900000000000c000301f5a5af00ca24fb000e000000dd25111215463201040000000025040000000030011731010beb095554432b30383a3030537e';
const DRIVER_CARD =
  '7e0702002201827061151401bc012510091507510000303032396238383500000000000000000000000000000000002b7e';

const bytes = (hex: string) => Buffer.from(hex, 'hex');
const hexOf = (buffer: Buffer | undefined) => buffer?.toString('hex');

/** XORs one byte (to corrupt a field or re-seal a check code). */
function flip(buffer: Buffer, index: number, mask: number): void {
  buffer.writeUInt8(buffer.readUInt8(index) ^ mask, index);
}

function feed(session: Jt808Session, ...chunks: (string | Buffer)[]): SessionEvent[] {
  return chunks.flatMap((chunk) => session.push(typeof chunk === 'string' ? bytes(chunk) : chunk, NOW));
}

function only<T extends SessionEvent['type']>(events: SessionEvent[], type: T) {
  return events.filter((e): e is Extract<SessionEvent, { type: T }> => e.type === type);
}

function positionsOf(events: SessionEvent[]) {
  return only(events, 'positions').flatMap((e) => e.positions);
}

describe('framing', () => {
  it('escapes and restores 7e and 7d as in the standard example', () => {
    // The standard's example: 30 7e 08 7d 55 is sent as 7e 30 7d 02 08 7d 01 55 7e.
    expect(escape(bytes('307e087d55')).toString('hex')).toBe('307d02087d0155');
    expect(unescape(bytes('307d02087d0155'))?.toString('hex')).toBe('307e087d55');
    expect(unescape(bytes('307d03'))).toBeNull();
    expect(unescape(bytes('307d'))).toBeNull();
  });

  it('reads terminal numbers as BCD digits, or a binary IMEI when not BCD', () => {
    expect(terminalId(bytes('013511221122'))).toBe('013511221122');
    expect(terminalId(bytes('00000866496077582164'))).toBe('00000866496077582164');
    // 0x0b3a73ce2ff2 = 12345678901234, and its Luhn digit 7.
    expect(terminalId(bytes('0b3a73ce2ff2'))).toBe('123456789012347');
    expect(terminalBytes('123456789012347', null)?.toString('hex')).toBe('0b3a73ce2ff2');
    expect(terminalBytes('13511221122', null)?.toString('hex')).toBe('013511221122');
    expect(terminalBytes('866496077582164', 1)?.toString('hex')).toBe('00000866496077582164');
    expect(terminalBytes('12a', null)).toBeNull();
    expect(terminalBytes('123456789012345678901', 1)).toBeNull();
  });
});

describe('registration, authentication, heartbeat', () => {
  it('identifies on 0x0100 with the 0x8100 reply carrying the id as the authentication code', () => {
    const session = new Jt808Session();
    const events = feed(session, REGISTER_2013);
    expect(events).toEqual([
      {
        type: 'identify',
        deviceId: '013511221122',
        closeIfUnknown: true,
        reply: bytes('7e8100000f0135112211220000000500303133353131323231313232b87e'),
      },
    ]);
    expect(session.deviceId).toBe('013511221122');
  });

  it('answers 0x0102 with 0x8001 on the identify event', () => {
    const events = feed(new Jt808Session(), AUTH_2013);
    expect(events).toHaveLength(1);
    const [event] = only(events, 'identify');
    expect(event?.deviceId).toBe('013511221122');
    expect(hexOf(event?.reply)).toBe('7e8001000501351122112200000006010200b57e');
  });

  it('identifies a 2019 registration with its 20-digit number and answers in a 2019 header', () => {
    const events = feed(new Jt808Session(), REGISTER_2019);
    const [event] = only(events, 'identify');
    expect(event?.deviceId).toBe('00000866496077582164');
    expect(hexOf(event?.reply)).toBe(
      '7e81004017010000086649607758216400005218003030303030383636343936303737353832313634bf7e',
    );
  });

  it('answers a 2019 authentication (code length, code, IMEI, version)', () => {
    const device = { deviceId: '00000866496077582164', version: 1 };
    const [event] = only(feed(new Jt808Session(), jt808Auth(device, 0x10, 'abc')), 'identify');
    expect(event?.deviceId).toBe('00000866496077582164');
    // 2019 header, the terminal's version byte and number, answering serial 0x10, message 0x0102.
    expect(hexOf(event?.reply)).toBe('7e80014005010000086649607758216400000010010200fb7e');
  });

  it('answers a heartbeat, identifying the connection first', () => {
    const events = feed(new Jt808Session(), HEARTBEAT_2013);
    expect(events).toEqual([
      { type: 'identify', deviceId: '043048325465', closeIfUnknown: true },
      { type: 'reply', deviceId: '043048325465', bytes: bytes('7e80010005043048325465000000b70002004e7e') },
    ]);
  });

  it('numbers its own messages: the second reply has serial 1', () => {
    const device = { deviceId: '013511221122' };
    const session = new Jt808Session();
    const events = feed(session, jt808Register(device, 1), jt808Auth(device, 2, '013511221122'));
    const replies = only(events, 'identify').map((e) => e.reply!);
    expect(replies.map((r) => r.readUInt16BE(11))).toEqual([0, 1]);
    // The authentication reply answers serial 2, message 0x0102, result 0.
    expect(replies[1]!.subarray(13, 18).toString('hex')).toBe('0002010200');
  });

  it('identifies again when another terminal number speaks on the connection', () => {
    const session = new Jt808Session();
    const events = feed(
      session,
      jt808Heartbeat({ deviceId: '013511221122' }, 1),
      jt808Heartbeat({ deviceId: '013511221122' }, 2),
      jt808Heartbeat({ deviceId: '013900000000' }, 3),
    );
    expect(only(events, 'identify').map((e) => e.deviceId)).toEqual(['013511221122', '013900000000']);
    expect(only(events, 'reply')).toHaveLength(3);
  });
});

describe('location reports', () => {
  it('decodes a 2013 0x0200 and acknowledges it on the positions event', () => {
    const events = feed(new Jt808Session(), LOCATION_2013);
    const [event] = only(events, 'positions');
    expect(hexOf(event?.reply)).toBe('7e8001000503030000022800000042020000ee7e');
    expect(event?.skipped).toBeUndefined();
    const [position] = event!.positions;
    expect(position).toMatchObject({
      deviceId: '030300000228',
      valid: true,
      speed: 0,
      course: 5,
      altitude: 0,
      satellites: 10,
      fixTime: new Date('2018-09-21T08:14:57.000Z'),
      attributes: {
        ignition: true,
        odometer: 114_400,
        rssi: 16,
        status: 3,
        iccid: '89860117801086222165',
      },
    });
    expect(position!.lat).toBeCloseTo(23.169716, 6);
    expect(position!.lon).toBeCloseTo(113.450696, 6);
    expect(position!.attributes.alarm).toBeUndefined();
  });

  it('reads the Concox/Jimi item 0xEB: voltage, battery level and its alarm words', () => {
    const [battery] = positionsOf(feed(new Jt808Session(), EB_BATTERY));
    expect(battery?.attributes).toMatchObject({
      battery: 4.005,
      batteryLevel: 92,
      iccid: '89882280666134274509',
    });
    expect(battery?.attributes.alarm).toBeUndefined();
    const [removed] = positionsOf(feed(new Jt808Session(), EB_REMOVED));
    expect(removed?.attributes).toMatchObject({ alarm: 'tamper', alarmCode: '0089:ffffefff' });
    const [shaken] = positionsOf(feed(new Jt808Session(), EB_VIBRATION));
    expect(shaken?.attributes).toMatchObject({ alarm: 'vibration', alarmCode: '00c5:ffffffaf' });
    // Low voltage in the alarm word and removal in 0xEB: removal is the more serious; the word is the code.
    const [both] = positionsOf(feed(new Jt808Session(), EB_LOW_AND_REMOVED));
    expect(both?.attributes).toMatchObject({ alarm: 'tamper', alarmCode: 0x80, battery: 3.6 });
  });

  it('reads a southern and western fix', () => {
    const [position] = positionsOf(feed(new Jt808Session(), LOCATION_SOUTH_WEST));
    expect(position).toMatchObject({
      deviceId: '001401249917',
      valid: true,
      fixTime: new Date('2015-01-01T11:42:57.000Z'),
      attributes: { ignition: false, odometer: 11_900, status: 0x400e },
    });
    expect(position!.lat).toBeCloseTo(-19.591535, 6);
    expect(position!.lon).toBeCloseTo(-46.912186, 6);
  });

  it('marks a report without a fix invalid and reads the mileage and IO items', () => {
    const [position] = positionsOf(feed(new Jt808Session(), LOCATION_NO_FIX));
    expect(position).toMatchObject({
      deviceId: '001601285614',
      valid: false,
      satellites: 3,
      fixTime: new Date('2017-01-17T02:04:42.000Z'),
      attributes: { ignition: true, odometer: 4_326_400, ioStatus: 0, rssi: 27 },
    });
    expect(position!.lat).toBeCloseTo(6.152695, 6);
    expect(position!.lon).toBeCloseTo(106.720495, 6);
  });

  it('reads an SOS alarm, a western longitude, speed and an unknown item kept as hex', () => {
    const [position] = positionsOf(feed(new Jt808Session(), LOCATION_SOS_WEST));
    expect(position).toMatchObject({
      valid: true,
      speed: 2,
      fixTime: new Date('2013-04-12T08:49:52.000Z'),
      attributes: {
        ignition: false,
        alarm: 'sos',
        alarmCode: 1,
        odometer: 1800,
        item_36: '0002341502cb0c20085c',
      },
    });
    expect(position!.lat).toBeCloseTo(50.871735, 6);
    expect(position!.lon).toBeCloseTo(-1.255923, 6);
  });

  it('maps alarm bits to alarm kinds, most serious first', () => {
    const device = { deviceId: '013511221122' };
    const fix = { time: new Date('2026-05-01T10:00:00Z'), lat: 24.7, lon: 46.7 };
    const cases: [number, string | undefined][] = [
      [1 << 0, 'sos'],
      [1 << 8, 'power_cut'],
      [1 << 7, 'low_battery'],
      [1 << 29, 'crash'],
      [1 << 30, 'crash'],
      [1 << 28, 'towing'],
      [1 << 5, 'tamper'],
      [1 << 15, 'vibration'],
      [1 << 2, 'other'],
      [(1 << 31) >>> 0, 'other'],
      [1 << 1, undefined], // overspeed: the server derives it
      [1 << 20, undefined], // area in/out: the server's geofences
      [1 << 4, undefined], // GNSS module fault
      [(1 << 7) | (1 << 0), 'sos'],
      [(1 << 7) | (1 << 8), 'power_cut'],
    ];
    for (const [word, kind] of cases) {
      const [position] = positionsOf(
        feed(new Jt808Session(), jt808Location(device, 1, { ...fix, alarm: word })),
      );
      expect(position?.attributes.alarm, `alarm word ${word.toString(16)}`).toBe(kind);
      expect(position?.attributes.alarmCode).toBe(word >>> 0);
    }
  });

  it('reads south, fuel, analog inputs, harsh driving, status bits and a course out of range', () => {
    const device = { deviceId: '013511221122' };
    const items: [number, Buffer][] = [
      [0x2b, bytes('04b00190')], // AD1 1200, AD0 400
      [0x70, bytes('000000010103')], // intense driving: serial 1, status 1, type 3 (cornering)
      [0x25, bytes('00000010')],
    ];
    const frame = jt808Location(device, 5, {
      time: new Date('2026-05-01T10:00:00Z'),
      lat: -33.868819,
      lon: 151.209295,
      speed: 87.5,
      course: 400,
      altitude: -12,
      ignition: false,
      fuel: 42.5,
      status: (1 << 10) | (1 << 13),
      items,
    });
    const [position] = positionsOf(feed(new Jt808Session(), frame));
    expect(position).toMatchObject({
      speed: 87.5,
      course: null,
      altitude: -12,
      attributes: {
        ignition: false,
        fuel: 42.5,
        adc1: 400,
        adc2: 1200,
        harsh: 'cornering',
        signals: 0x10,
        blocked: true,
        door: true,
      },
    });
    expect(position!.lat).toBeCloseTo(-33.868819, 6);
    expect(position!.lon).toBeCloseTo(151.209295, 6);
  });

  it('reads the 2019 compartment temperature (0x06) only in a 2019 header', () => {
    const fix = {
      time: new Date('2026-05-01T10:00:00Z'),
      lat: 24.7,
      lon: 46.7,
      items: [[0x06, bytes('8017')]] as [number, Buffer][],
    };
    const [v2019] = positionsOf(
      feed(new Jt808Session(), jt808Location({ deviceId: '013511221122', version: 1 }, 1, fix)),
    );
    expect(v2019?.attributes.temp1).toBe(-23);
    const [v2013] = positionsOf(
      feed(new Jt808Session(), jt808Location({ deviceId: '013511221122' }, 1, fix)),
    );
    expect(v2013?.attributes.temp1).toBeUndefined();
    expect(v2013?.attributes.item_06).toBe('8017');
  });

  it('skips a fix failing the sanity check and a report with an impossible time, still acknowledging', () => {
    const device = { deviceId: '013511221122' };
    const future = jt808Location(device, 1, { time: new Date('2026-06-03T00:00:00Z'), lat: 1, lon: 2 });
    const events = feed(new Jt808Session(), future);
    const [event] = only(events, 'positions');
    expect(event?.positions).toEqual([]);
    expect(event?.skipped).toBe(1);
    expect(event?.reply).toBeDefined();

    const badTime = Buffer.from(LOCATION_2013.replace('180921161457', '181321161457'), 'hex');
    // Re-seal the altered frame's check code.
    const data = badTime.subarray(1, badTime.length - 2);
    badTime[badTime.length - 2] = data.reduce((sum, byte) => sum ^ byte, 0);
    const [bad] = only(feed(new Jt808Session(), badTime), 'positions');
    expect(bad?.positions).toEqual([]);
    expect(bad?.skipped).toBe(1);
    expect(hexOf(bad?.reply)).toBe('7e8001000503030000022800000042020000ee7e');
  });

  it('keeps the items read before one that runs past the body', () => {
    const device = { deviceId: '013511221122' };
    const frame = jt808Location(device, 1, {
      time: new Date('2026-05-01T10:00:00Z'),
      lat: 24.7,
      lon: 46.7,
      rssi: 20,
      items: [[0x31, Buffer.of()]],
    });
    // Turn the last item's length 0 into 9: it now claims bytes the body does not have.
    const broken = Buffer.from(frame);
    broken[broken.length - 3] = 9;
    flip(broken, broken.length - 2, 9);
    const [position] = positionsOf(feed(new Jt808Session(), broken));
    expect(position?.attributes.rssi).toBe(20);
    expect(position?.satellites).toBeNull();
  });
});

describe('batch upload 0x0704', () => {
  it('decodes a real 2019 batch and answers in a 2019 header (the check code escaped)', () => {
    const events = feed(new Jt808Session(), BATCH_2019);
    expect(only(events, 'identify')[0]?.deviceId).toBe('00000866496077582164');
    const [event] = only(events, 'positions');
    expect(hexOf(event?.reply)).toBe('7e8001400501000008664960775821640000881d0704007d027e');
    expect(event?.positions).toHaveLength(1);
    const [position] = event!.positions;
    expect(position).toMatchObject({
      valid: true,
      altitude: 22,
      course: 2,
      satellites: 14,
      fixTime: new Date('2026-05-09T08:42:27.000Z'),
      attributes: { ignition: true, odometer: 960_200, rssi: 0 },
    });
    expect(position!.attributes.buffered).toBeUndefined();
    expect(position!.lat).toBeCloseTo(-27.263378, 6);
    expect(position!.lon).toBeCloseTo(153.037383, 6);
  });

  it('decodes a real 2013 batch of eight buffered reports', () => {
    const [event] = only(feed(new Jt808Session(), BATCH_2013), 'positions');
    expect(hexOf(event?.reply)).toBe('7e80010005013567777777000007f5070400517e');
    expect(event?.positions).toHaveLength(8);
    expect(event?.positions[0]).toMatchObject({
      deviceId: '013567777777',
      altitude: 370,
      course: 1,
      speed: 0,
      fixTime: new Date('2016-05-27T01:06:24.000Z'),
      attributes: { ignition: true, odometer: 2900, obdSpeed: 0, buffered: true },
    });
    expect(event?.positions[0]?.lat).toBeCloseTo(22.639634, 6);
    const last = event?.positions[7];
    expect(last?.fixTime).toEqual(new Date('2016-05-27T01:10:02.000Z'));
    expect(last?.altitude).toBe(264);
    expect(last?.lat).toBeCloseTo(22.64055, 6);
    expect(last?.lon).toBeCloseTo(114.032432, 6);
  });

  it('reads a binary IMEI terminal number and the zone a report states for its time', () => {
    const events = feed(new Jt808Session(), BATCH_ZONE);
    expect(only(events, 'identify')[0]?.deviceId).toBe('865478070102068');
    const [first] = positionsOf(events);
    expect(first).toMatchObject({
      fixTime: new Date('2025-11-12T07:45:45.000Z'),
      course: 73,
      attributes: { timezone: 'UTC+08:00', rssi: 23, signals: 0 },
    });
    expect(first!.lat).toBeCloseTo(32.875911, 6);
    expect(first!.lon).toBeCloseTo(13.247685, 6);

    // The encoder writes 07:00 UTC as 15:00 (UTC+8); a report saying UTC+03:00 makes that 12:00 UTC.
    const device = { deviceId: '013511221122' };
    const time = new Date('2026-05-01T07:00:00Z');
    const zoned = jt808Location(device, 1, {
      time,
      lat: 24.7,
      lon: 46.7,
      items: [[0xeb, Buffer.from('UTC+03:00', 'latin1')]],
    });
    expect(positionsOf(feed(new Jt808Session(), zoned))[0]?.fixTime).toEqual(
      new Date('2026-05-01T12:00:00Z'),
    );
  });

  it('stores every report of a buffered batch, marked buffered, with one acknowledgement', () => {
    const device = { deviceId: '013511221122' };
    const fixes = [0, 1, 2].map((i) => ({
      time: new Date(Date.UTC(2026, 4, 1, 10, 0, i * 10)),
      lat: 24.7 + i / 1000,
      lon: 46.7,
      speed: 30 + i,
    }));
    fixes.push({ time: new Date('1999-01-01T00:00:00Z'), lat: 1, lon: 1, speed: 0 });
    const events = feed(new Jt808Session(), jt808Batch(device, 9, fixes));
    const [event] = only(events, 'positions');
    expect(event?.positions.map((p) => p.speed)).toEqual([30, 31, 32]);
    expect(event?.positions.every((p) => p.attributes.buffered === true)).toBe(true);
    expect(event?.skipped).toBe(1);
    expect(event?.reply?.subarray(13, 18).toString('hex')).toBe('0009070400');
  });

  it('counts reports the batch announces but does not hold as skipped', () => {
    const device = { deviceId: '013511221122' };
    const frame = jt808Batch(device, 9, [{ time: new Date('2026-05-01T10:00:00Z'), lat: 1, lon: 2 }], false);
    const body = frame.subarray(13, frame.length - 2);
    const claimed = Buffer.from(body);
    claimed.writeUInt16BE(3, 0);
    const [event] = only(feed(new Jt808Session(), jt808Frame(device, 0x0704, 9, claimed)), 'positions');
    expect(event?.positions).toHaveLength(1);
    expect(event?.skipped).toBe(2);
  });
});

describe('driver identity 0x0702', () => {
  it('puts the certificate code on the positions that follow, until the card is taken out', () => {
    const session = new Jt808Session();
    const device = { deviceId: '018270611514' };
    const fix = { time: new Date('2026-05-01T10:00:00Z'), lat: 24.7, lon: 46.7 };
    const events = feed(session, DRIVER_CARD, jt808Location(device, 1, fix));
    expect(only(events, 'reply')[0]?.bytes.subarray(13, 18).toString('hex')).toBe('01bc070200');
    expect(positionsOf(events)[0]?.attributes.driver_key).toBe('0029B885');

    const removed = jt808Frame(device, 0x0702, 2, Buffer.concat([Buffer.of(2), bytes('251009160000')]));
    const after = feed(session, removed, jt808Location(device, 3, fix));
    expect(positionsOf(after)[0]?.attributes.driver_key).toBeUndefined();
  });
});

describe('command answers', () => {
  it('reports a terminal general response as a command result, replying nothing', () => {
    const device = { deviceId: '013511221122' };
    const events = feed(
      new Jt808Session(),
      jt808TerminalResponse(device, 4, { serial: 7, messageId: 0x8105, result: 0 }),
      jt808TerminalResponse(device, 5, { serial: 8, messageId: 0x8300, result: 3 }),
    );
    expect(only(events, 'command-result').map((e) => e.text)).toEqual([
      '8105 #7: success',
      '8300 #8: not supported',
    ]);
    // The reply serial names the command: the serial its frame was sent with.
    expect(only(events, 'command-result').map((e) => e.serial)).toEqual([7, 8]);
    expect(only(events, 'reply')).toEqual([]);
  });

  it('stores the position of a 0x0201 position query answer and reports the answer', () => {
    const device = { deviceId: '013511221122' };
    const location = bytes(LOCATION_2013).subarray(13, -2);
    const answer = jt808Frame(device, 0x0201, 3, Buffer.concat([bytes('0009'), location]));
    const events = feed(new Jt808Session(), answer);
    expect(only(events, 'command-result')[0]).toMatchObject({ text: '8201 #9: done', serial: 9 });
    const [event] = only(events, 'positions');
    expect(event?.positions).toHaveLength(1);
    expect(event?.reply).toBeUndefined();
  });

  it('stores the position of a 0x0500 vehicle control answer', () => {
    const device = { deviceId: '013511221122', version: 1 };
    const fix = { time: new Date('2026-05-01T10:00:00Z'), lat: 24.7, lon: 46.7, status: 1 << 10 };
    const body = jt808Location(device, 1, fix).subarray(18, -2);
    const events = feed(
      new Jt808Session(),
      jt808Frame(device, 0x0500, 4, Buffer.concat([bytes('0007'), body])),
    );
    expect(only(events, 'command-result')[0]).toMatchObject({ text: '8500 #7: done', serial: 7 });
    expect(positionsOf(events)[0]?.attributes.blocked).toBe(true);
  });
});

describe('other messages', () => {
  it('answers messages it does not support with result 3, and acknowledges pass-through data', () => {
    const device = { deviceId: '013511221122' };
    const events = feed(
      new Jt808Session(),
      jt808Frame(device, 0x0f0f, 3, Buffer.of(1, 2)),
      jt808Frame(device, 0x0900, 4, bytes('f0414243')),
    );
    expect(only(events, 'drop')[0]?.reason).toContain('0f0f');
    const replies = only(events, 'reply').map((e) => hexOf(e.bytes));
    expect(replies[0]).toBe('7e80010005013511221122000000030f0f03b07e');
    expect(bytes(replies[1]!).subarray(13, 18).toString('hex')).toBe('0004090000');
    expect(replies).toHaveLength(2);
  });

  it('drops an encrypted message without answering', () => {
    const frame = Buffer.from(bytes(HEARTBEAT_2013));
    flip(frame, 3, 0x04); // attributes bit 10: RSA
    flip(frame, frame.length - 2, 0x04);
    const events = feed(new Jt808Session(), frame);
    expect(events).toEqual([{ type: 'drop', reason: 'message 0002 encrypted (1), not supported' }]);
  });

  it('puts a subpackaged location back together, answering each packet', () => {
    const device = { deviceId: '013511221122' };
    const body = bytes(LOCATION_2013).subarray(13, -2);
    const packet = (index: number, part: Buffer) => {
      const frame = jt808Frame(
        device,
        0x0200,
        20 + index,
        Buffer.concat([bytes('0002'), bytes(`000${index}`), part]),
      );
      // Move the packet fields into the header: set the subpackage bit and the body length without them.
      const data = unescape(frame.subarray(1, -1))!;
      data.writeUInt16BE((part.length | 0x2000) >>> 0, 2);
      data[data.length - 1] = data.subarray(0, -1).reduce((sum, byte) => sum ^ byte, 0);
      return Buffer.concat([Buffer.of(0x7e), escape(data), Buffer.of(0x7e)]);
    };
    const session = new Jt808Session();
    const first = feed(session, packet(1, body.subarray(0, 20)));
    expect(only(first, 'reply')).toHaveLength(1);
    expect(positionsOf(first)).toEqual([]);
    const second = feed(session, packet(2, body.subarray(20)));
    const [event] = only(second, 'positions');
    expect(event?.positions[0]?.attributes.rssi).toBe(16);
    expect(event?.reply?.subarray(13, 18).toString('hex')).toBe('0016020000');
  });
});

describe('stream handling', () => {
  const stream = Buffer.concat([
    bytes(REGISTER_2013),
    bytes(AUTH_2013),
    bytes(LOCATION_2013),
    bytes(HEARTBEAT_2013),
    bytes(BATCH_2019),
    bytes(DRIVER_CARD),
    bytes(LOCATION_SOS_WEST),
  ]);
  const whole = feed(new Jt808Session(), stream);

  it('reads several frames from one chunk', () => {
    expect(whole.map((e) => e.type)).toEqual([
      'identify',
      'identify',
      'identify',
      'positions',
      'identify',
      'reply',
      'identify',
      'positions',
      'identify',
      'reply',
      'identify',
      'positions',
    ]);
    expect(positionsOf(whole)).toHaveLength(3);
  });

  it('gives the same events when the stream is split at any byte', () => {
    for (let at = 1; at < stream.length; at++) {
      const split = feed(new Jt808Session(), stream.subarray(0, at), stream.subarray(at));
      expect(split, `split at ${at}`).toEqual(whole);
    }
    const byteByByte = new Jt808Session();
    const events: SessionEvent[] = [];
    for (let i = 0; i < stream.length; i++) events.push(...byteByByte.push(stream.subarray(i, i + 1), NOW));
    expect(events).toEqual(whole);
  });

  it('skips garbage before a frame and reports it', () => {
    const events = feed(new Jt808Session(), Buffer.concat([bytes('2424000102'), bytes(LOCATION_2013)]));
    expect(events[0]).toEqual({ type: 'garbage', bytes: 5 });
    expect(positionsOf(events)).toHaveLength(1);
  });

  it('drops a frame with a bad check code, a bad escape or a wrong length, and reads the next one', () => {
    const badSum = Buffer.from(bytes(LOCATION_2013));
    flip(badSum, badSum.length - 2, 0xff);
    const badEscape = bytes('7e00027d0300000000000000007e');
    const badLength = Buffer.from(bytes(HEARTBEAT_2013));
    badLength[4] = 0x01;
    flip(badLength, badLength.length - 2, 0x01);
    const events = feed(
      new Jt808Session(),
      Buffer.concat([badSum, badEscape, badLength, bytes(LOCATION_2013)]),
    );
    expect(only(events, 'drop').map((e) => e.reason)).toEqual([
      expect.stringContaining('check code'),
      'bad escape sequence',
      'body length 1 in the header, 0 bytes in the message',
    ]);
    expect(positionsOf(events)).toHaveLength(1);
  });

  it('finds a frame after garbage that holds a stray delimiter', () => {
    const events = feed(new Jt808Session(), Buffer.concat([bytes('01027e0304'), bytes(LOCATION_2013)]));
    expect(events.map((e) => e.type)).toEqual(['garbage', 'drop', 'identify', 'positions']);
  });

  it('bounds its buffer: a delimiter never followed by another is skipped as garbage', () => {
    const session = new Jt808Session();
    const events = feed(
      session,
      Buffer.concat([Buffer.of(0x7e), Buffer.alloc(MAX_FRAME_LENGTH + 100, 0x11)]),
    );
    expect(events[0]).toEqual({ type: 'garbage', bytes: MAX_FRAME_LENGTH });
    // Feeding on never holds more than one frame's worth of bytes.
    for (let i = 0; i < 10; i++) feed(session, Buffer.alloc(1000, 0x7e ^ 0x01));
    expect(positionsOf(feed(session, bytes(LOCATION_2013)))).toHaveLength(1);
    const truncated = feed(new Jt808Session(), bytes(LOCATION_2013).subarray(0, 30));
    expect(truncated).toEqual([]);
  });
});

describe('commands', () => {
  const request = (
    type: CommandRequest['type'],
    serial: number,
    text: string | null = null,
  ): CommandRequest => ({
    id: 1,
    type,
    text,
    password: '',
    deviceId: '013511221122',
    serial,
  });

  it('builds 2013 commands for a 12-digit terminal number', () => {
    expect(hexOf(jt808CommandForId(request('engine_stop', 7)) ?? undefined)).toBe(
      '7e85000001013511221122000701b67e',
    );
    expect(hexOf(jt808CommandForId(request('engine_resume', 8)) ?? undefined)).toBe(
      '7e85000001013511221122000800b87e',
    );
    expect(hexOf(jt808CommandForId(request('position_request', 9)) ?? undefined)).toBe(
      '7e820100000135112211220009be7e',
    );
    expect(hexOf(jt808CommandForId(request('reboot', 10)) ?? undefined)).toBe(
      '7e81050001013511221122000a04bf7e',
    );
    expect(hexOf(jt808CommandForId(request('custom', 11, 'Test, Command, 123#')) ?? undefined)).toBe(
      '7e83000014013511221122000b01546573742c20436f6d6d616e642c2031323323cb7e',
    );
    expect(jt808CommandForId(request('custom', 12, '  '))).toBeNull();
    // The body length is 10 bits: the flag and 1,022 characters fit, 1,023 do not.
    expect(jt808CommandForId(request('custom', 12, 'x'.repeat(1022)))?.readUInt16BE(3)).toBe(1023);
    expect(jt808CommandForId(request('custom', 12, 'x'.repeat(1023)))).toBeNull();
    expect(jt808Protocol.encodeCommand).toBe(jt808CommandForId);
    // A whole frame in hex goes out as it is (here 8105 with the vendor word f0, the reference server's example).
    expect(
      hexOf(jt808CommandForId(request('custom', 13, '7E810500010B3A73CE2FF20000F0247E')) ?? undefined),
    ).toBe('7e810500010b3a73ce2ff20000f0247e');
    expect(hexOf(jt808CommandForId(request('custom', 13, '7e12')) ?? undefined)).toBe(
      '7e83000005013511221122000d0137653132ef7e',
    );
  });

  it('writes a binary IMEI terminal number as the reference server does', () => {
    const frame = jt808CommandForId({
      ...request('custom', 0, 'Test, Command, 123#'),
      deviceId: '123456789012347',
    });
    // A 15-digit id with no connection to copy goes out in a 2019 header.
    expect(frame?.readUInt16BE(3)).toBe(0x4015);
  });

  it('copies the connection header: 2019 version and number, binary IMEI', () => {
    const session = new Jt808Session();
    feed(session, REGISTER_2019);
    const stop = session.encodeCommand({ ...request('engine_stop', 7), deviceId: '866496077582164' });
    expect(hexOf(stop ?? undefined)).toBe('7e85004005010000086649607758216400070001000101ea7e');
    const text = session.encodeCommand(request('custom', 11, 'STATUS#'));
    expect(hexOf(text ?? undefined)).toBe('7e830040090100000866496077582164000b010153544154555323da7e');

    // The reference server's own example, a terminal numbered by its binary IMEI.
    const imei = new Jt808Session();
    feed(imei, jt808Heartbeat({ deviceId: '123456789012347' }, 1));
    expect(imei.deviceId).toBe('123456789012347');
    expect(hexOf(imei.encodeCommand({ ...request('custom', 0, 'Test, Command, 123#') }) ?? undefined)).toBe(
      '7e830000140b3a73ce2ff2000001546573742c20436f6d6d616e642c2031323323a57e',
    );
    expect(new Jt808Session().encodeCommand(request('reboot', 1))).toBeNull();
  });

  it('sends on the connection and reads the answer naming the command: a round trip on one session', () => {
    const session = new Jt808Session();
    const device = { deviceId: '013511221122' };
    feed(session, jt808Heartbeat(device, 1));
    // The vehicle's device_id may be written without the leading zero: the terminal's own number goes out.
    const reboot = session.encodeCommand({ ...request('reboot', 10), deviceId: '13511221122' });
    expect(hexOf(reboot ?? undefined)).toBe('7e81050001013511221122000a04bf7e');
    const answer = feed(
      session,
      jt808TerminalResponse(device, 2, { serial: 10, messageId: 0x8105, result: 0 }),
    );
    expect(answer).toEqual([
      { type: 'command-result', deviceId: '013511221122', text: '8105 #10: success', serial: 10 },
    ]);
  });
});

describe('definition', () => {
  it('names the protocol, its port and variable', () => {
    expect(jt808Protocol).toMatchObject({
      name: 'jt808',
      label: 'JT/T 808',
      transport: 'tcp',
      defaultPort: 5015,
      envVar: 'JT808_PORT',
    });
    expect(jt808Protocol.createSession()).toBeInstanceOf(Jt808Session);
  });
});
