import { describe, expect, it } from 'vitest';
import type { Position } from '../../position';
import type { SessionEvent } from '../contract';
import { queclinkEvent, queclinkFri, queclinkHeartbeat, queclinkIgnition } from './encode';
import { encodeQueclinkCommand, queclinkProtocol } from './index';
import { QUECLINK_MAX_FRAME, QueclinkSession } from './session';

const NOW = new Date('2026-12-01T00:00:00Z');
const ascii = (text: string) => Buffer.from(text, 'ascii');

// The GV300 @Track document's own GTFRI example (also in the reference server's test suite).
const FRI_DOC =
  '+RESP:GTFRI,060100,135790246811220,,,00,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,12345:12:34,,,80,210100,,,,20090214093254,11F0$';
// Real frames from the reference server's test suite.
const FRI_FOUR =
  '+RESP:GTFRI,1A0900,860599000306845,G3-313,0,0,4,1,2.1,0,426.7,8.611466,47.681639,20181214134603,0228,0001,077F,4812,25.2,1,5.7,34,437.3,8.611600,47.681846,20181214134619,0228,0001,077F,4812,25.2,1,4.4,62,438.2,8.611893,47.681983,20181214134633,0228,0001,077F,4812,25.2,1,4.8,78,436.6,8.612236,47.682040,20181214134648,0228,0001,077F,4812,25.2,83,20181214134702,0654$';
const BUFF_FRI =
  '+BUFF:GTFRI,8020040200,866314060249032,,12194,10,1,3,0.0,0,20.1,-71.596533,-33.524718,20230926200338,0730,0001,772A,052B253E,02,0,0.0,,,,,0,420000,,,,20230926200340,1549$';
const SOS =
  '+RESP:GTSOS,DF0200,868487004358800,cv100,,00,1,1,0.0,0,138.0,114.015465,22.537372,20210714115224,0460,0001,25F8,061A7D02,,,20210714195224,20210714195224,03A6$';
const HBM_BRAKING =
  '+RESP:GTHBM,4B0101,135790246811220,,,10,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,20090214093254,11F0$';
const HBM_CORNERING =
  '+RESP:GTHBM,BD0214,869409069481243,cv100,,12,1,1,5.6,344,274.7,-1.601826,6.666228,20250114094616,0620,0001,3EE8,00016E04,,,20250114094616,20250114094616,2862$';
const IGF =
  '+RESP:GTIGF,270302,867162025085234,,3519,0,0.0,92,111.2,-116.867638,32.450321,20180327070835,0334,0020,2B24,52CC3DE,00,,243.1,20180327070837,2A98$';
const IGN_CV200 =
  '+RESP:GTIGN,BD0221,861778061565387,CV200,,0,140944,0,0.0,358,17.6,-2.223488,51.882342,20251222020123,0234,0015,6093,000F830E,,,5810.9,20251222070035,20251222070035,C60E$';
const IGF_NO_FIX =
  '+BUFF:GTIGF,840502,867963063190000,,0,0,,,,,,,0268,0006,22C4,13E5,00,,,20250116170541,22D0$';
const STT =
  '+RESP:GTSTT,110100,358688000000158,,41,0,4.3,92,70.0,121.354335,31.222073,20110214013254,0460,0000,18d8,6141,,20110214093254,0022$';
const DIS =
  '+RESP:GTDIS,270302,867162025086950,,,21,1,1,0.0,81,117.8,-116.862025,32.453497,20180309084516,0334,0020,2B24,52CA916,00,1286.2,20180309084517,357E$';
const IDA =
  '+RESP:GTIDA,06020A,862170013895931,,,D2C4FBC5,1,1,1,0.8,0,22.2,117.198630,31.845229,20120802121626,0460,0000,5663,2BB9,00,0.0,,,,,20120802121627,008E$';
const ERI_PROBE =
  '+RESP:GTERI,271002,863457051562823,,00000002,,10,1,1,0.0,15,28.2,-58.695253,-34.625413,20230119193305,0722,0007,1168,16B3BB,00,0.0,,,,99,210100,2,1,28F8A149F69A3C25,1,0190,20230119193314,07C7$';
const INF =
  '+RESP:GTINF,210102,354524044950583,,42,89011702272048900184,11,99,0,,,4.08,0,1,1,0,0,20170831170831,87,0.00,,,,20170831171010,0064$';
const HBD = '+ACK:GTHBD,1A0401,135790246811220,,20100214093254,11F0$';
const ACK_RTO = '+ACK:GTRTO,1A0800,860599000773978,GL300,VER,FFFF,20161006053520,0C19$';

function feed(session: QueclinkSession, chunks: Buffer[]): SessionEvent[] {
  return chunks.flatMap((chunk) => session.push(chunk, NOW));
}

function positionsOf(events: SessionEvent[]): Position[] {
  return events.flatMap((e) => (e.type === 'positions' ? e.positions : []));
}

function only(text: string): { events: SessionEvent[]; positions: Position[] } {
  const events = new QueclinkSession().push(ascii(text), NOW);
  return { events, positions: positionsOf(events) };
}

describe('Queclink @Track session', () => {
  it('decodes the document GTFRI: fix, mileage, hour meter, battery, device status, and +SACK', () => {
    const { events, positions } = only(FRI_DOC);
    expect(events.map((e) => e.type)).toEqual(['identify', 'positions']);
    expect(events[0]).toEqual({ type: 'identify', deviceId: '135790246811220' });
    const batch = events[1] as Extract<SessionEvent, { type: 'positions' }>;
    expect(batch.deviceId).toBe('135790246811220');
    expect(batch.reply?.toString()).toBe('+SACK:11F0$');
    expect(batch.skipped).toBe(0);
    expect(positions).toHaveLength(1);
    const p = positions[0]!;
    expect(p.fixTime.toISOString()).toBe('2009-02-14T01:32:54.000Z');
    expect(p.valid).toBe(true);
    expect(p.lat).toBeCloseTo(31.222073, 6);
    expect(p.lon).toBeCloseTo(121.354335, 6);
    expect(p.speed).toBe(4.3);
    expect(p.course).toBe(92);
    expect(p.altitude).toBe(70);
    expect(p.network?.cellTowers).toEqual([{ mcc: 460, mnc: 0, lac: 0x18d8, cid: 0x6141 }]);
    expect(p.attributes).toMatchObject({
      hdop: 1,
      odometer: 2_000_000,
      hours: 12345 * 3600 + 12 * 60 + 34,
      batteryLevel: 80,
      ignition: true,
      motion: false,
      in1: false,
      out1: false,
    });
    expect(p.attributes.alarm).toBeUndefined();
  });

  it('decodes every fix of a multi-position GTFRI in order', () => {
    const { positions } = only(FRI_FOUR);
    expect(positions.map((p) => p.fixTime.toISOString())).toEqual([
      '2018-12-14T13:46:03.000Z',
      '2018-12-14T13:46:19.000Z',
      '2018-12-14T13:46:33.000Z',
      '2018-12-14T13:46:48.000Z',
    ]);
    expect(positions.map((p) => p.speed)).toEqual([2.1, 5.7, 4.4, 4.8]);
    expect(positions.map((p) => p.course)).toEqual([0, 34, 62, 78]);
    expect(positions.map((p) => p.altitude)).toEqual([426.7, 437.3, 438.2, 436.6]);
    expect(positions[3]!.lat).toBeCloseTo(47.68204, 6);
    expect(positions[3]!.lon).toBeCloseTo(8.612236, 6);
  });

  it('decodes buffered reports (+BUFF) with external power and the southern/western hemispheres', () => {
    const { events, positions } = only(BUFF_FRI);
    const batch = events.find((e) => e.type === 'positions') as Extract<SessionEvent, { type: 'positions' }>;
    expect(batch.reply?.toString()).toBe('+SACK:1549$');
    const p = positions[0]!;
    expect(p.lat).toBeCloseTo(-33.524718, 6);
    expect(p.lon).toBeCloseTo(-71.596533, 6);
    expect(p.valid).toBe(true);
    expect(p.attributes.hdop).toBe(3);
    expect(p.attributes.power).toBe(12.194);
    expect(p.attributes.motion).toBe(true);
    expect(p.attributes.ignition).toBeUndefined();
  });

  it('maps GTSOS to the sos alarm', () => {
    const p = only(SOS).positions[0]!;
    expect(p.attributes).toMatchObject({ alarm: 'sos', alarmCode: 'GTSOS' });
    expect(p.lat).toBeCloseTo(22.537372, 6);
    expect(p.fixTime.toISOString()).toBe('2021-07-14T11:52:24.000Z');
  });

  it.each([
    ['EPF', 'power_cut'],
    ['BPL', 'low_battery'],
    ['TOW', 'towing'],
    ['JDR', 'jamming'],
    ['CRA', 'crash'],
  ])('maps GT%s to the %s alarm', (type, kind) => {
    const frame = queclinkEvent({
      imei: '862193020000001',
      type,
      fix: { time: new Date('2026-11-30T10:00:00Z'), lat: 24.7136, lon: 46.6753, speed: 12, course: 90 },
      sendTime: new Date('2026-11-30T10:00:01Z'),
      count: 7,
    });
    const p = only(frame.toString()).positions[0]!;
    expect(p.attributes.alarm).toBe(kind);
    expect(p.attributes.alarmCode).toBe(`GT${type}`);
  });

  it('keeps overspeed and geofence reports free of alarms (the server derives those)', () => {
    for (const type of ['SPD', 'GEO', 'EPN']) {
      const frame = queclinkEvent({
        imei: '862193020000001',
        type,
        fix: { time: new Date('2026-11-30T10:00:00Z'), lat: 24.7, lon: 46.6 },
        sendTime: new Date('2026-11-30T10:00:01Z'),
        count: 1,
      });
      expect(only(frame.toString()).positions[0]!.attributes.alarm).toBeUndefined();
    }
  });

  it('puts harsh driving (GTHBM) as the harsh attribute, not an alarm', () => {
    const braking = only(HBM_BRAKING).positions[0]!;
    expect(braking.attributes.harsh).toBe('braking');
    expect(braking.attributes.alarm).toBeUndefined();
    expect(only(HBM_CORNERING).positions[0]!.attributes.harsh).toBe('cornering');
    const acceleration = queclinkEvent({
      imei: '862193020000001',
      type: 'HBM',
      reportType: '11',
      fix: { time: new Date('2026-11-30T10:00:00Z'), lat: 24.7, lon: 46.6 },
      sendTime: new Date('2026-11-30T10:00:01Z'),
      count: 1,
    });
    expect(only(acceleration.toString()).positions[0]!.attributes.harsh).toBe('acceleration');
  });

  it('reads ignition from GTIGN/GTIGF, and the mileage after the hour meter', () => {
    const off = only(IGF).positions[0]!;
    expect(off.attributes.ignition).toBe(false);
    expect(off.attributes.odometer).toBe(243_100);
    expect(off.attributes.power).toBeUndefined(); // the fifth field is the ignition-on duration here
    expect(off.course).toBe(92);
    expect(off.valid).toBe(false); // GNSS accuracy 0: the document's "last known position"
    const on = only(IGN_CV200).positions[0]!;
    expect(on.attributes.ignition).toBe(true);
    expect(on.lat).toBeCloseTo(51.882342, 6);
    expect(on.lon).toBeCloseTo(-2.223488, 6);
    expect(on.attributes.odometer).toBe(5_810_900);
    const encoded = queclinkIgnition({
      imei: '862193020000001',
      on: true,
      fix: { time: new Date('2026-11-30T10:00:00Z'), lat: 24.7, lon: 46.6 },
      hours: 3723,
      odometerKm: 1234.5,
      sendTime: new Date('2026-11-30T10:00:01Z'),
      count: 2,
    });
    expect(only(encoded.toString()).positions[0]!.attributes).toMatchObject({
      ignition: true,
      hours: 3723,
      odometer: 1_234_500,
    });
  });

  it('reads the motion state of GTSTT and the input of GTDIS', () => {
    expect(only(STT).positions[0]!.attributes.motion).toBe(false);
    expect(only(DIS).positions[0]!.attributes.in2).toBe(true);
  });

  it('reads the driver id of GTIDA as driver_key', () => {
    expect(only(IDA).positions[0]!.attributes.driver_key).toBe('D2C4FBC5');
  });

  it('reads GTERI 1-wire temperature probes (signed sixteenths of a degree)', () => {
    const p = only(ERI_PROBE).positions[0]!;
    expect(p.attributes).toMatchObject({ temp1: 25, batteryLevel: 99, ignition: true });
    expect(p.lat).toBeCloseTo(-34.625413, 6);
    const cold = only(ERI_PROBE.replace(',0190,', ',FF60,')).positions[0]!;
    expect(cold.attributes.temp1).toBe(-10);
  });

  it('places a report without a fix at the last fix of the connection, flagged invalid, else skips it', () => {
    const alone = only(IGF_NO_FIX).events;
    expect(alone.find((e) => e.type === 'positions')).toMatchObject({
      positions: [],
      skipped: 1,
      reply: ascii('+SACK:22D0$'),
    });

    const session = new QueclinkSession();
    const fix = queclinkFri({
      imei: '867963063190000',
      fixes: [{ time: new Date('2025-01-16T17:00:00Z'), lat: 24.5, lon: 46.5 }],
      sendTime: new Date('2025-01-16T17:00:01Z'),
      count: 1,
    });
    feed(session, [fix]);
    const [p] = positionsOf(session.push(ascii(IGF_NO_FIX), NOW));
    expect(p).toMatchObject({ valid: false, lat: 24.5, lon: 46.5 });
    expect(p!.fixTime.toISOString()).toBe('2025-01-16T17:05:41.000Z');
    expect(p!.attributes.ignition).toBe(false);
  });

  it('answers the +ACK:GTHBD heartbeat with +SACK:GTHBD, version and count', () => {
    const events = only(HBD).events;
    expect(events).toEqual([
      { type: 'identify', deviceId: '135790246811220' },
      { type: 'reply', deviceId: '135790246811220', bytes: ascii('+SACK:GTHBD,1A0401,11F0$') },
    ]);
    const encoded = queclinkHeartbeat({
      imei: '135790246811220',
      version: '1A0401',
      sendTime: new Date('2010-02-14T09:32:54Z'),
      count: 0x11f0,
    });
    expect(encoded.toString()).toBe(HBD);
  });

  it('acknowledges an information report (GTINF) with +SACK and stores nothing', () => {
    expect(only(INF).events).toEqual([
      { type: 'identify', deviceId: '354524044950583' },
      { type: 'reply', deviceId: '354524044950583', bytes: ascii('+SACK:0064$') },
    ]);
  });

  it('hands command acknowledgements over as command results, naming the command by its echoed serial', () => {
    // `+ACK:GTRTO,<version>,<IMEI>,<name>,<sub-command VER>,<serial FFFF>,<send time>,<count>$`
    expect(only(ACK_RTO).events[1]).toEqual({
      type: 'command-result',
      deviceId: '860599000773978',
      text: ACK_RTO.slice(0, -1),
      serial: 0xffff,
    });
    // The document's GTOUT acknowledgement, without a sub-command: serial 002A.
    const ackOut = '+ACK:GTOUT,080100,135790246811220,,002A,20090214093254,11F0$';
    expect(only(ackOut).events.at(-1)).toEqual({
      type: 'command-result',
      deviceId: '135790246811220',
      text: ackOut.slice(0, -1),
      serial: 0x2a,
    });
  });

  it('encodes what it decodes: a buffered multi-fix GTFRI from encode.ts', () => {
    const frame = queclinkFri({
      imei: '862193020000001',
      buffered: true,
      power: 12.6,
      fixes: [
        {
          time: new Date('2026-11-30T10:00:00Z'),
          lat: 24.7136,
          lon: 46.6753,
          speed: 40.5,
          course: 180,
          altitude: 612,
        },
        { time: new Date('2026-11-30T10:00:30Z'), lat: 24.7146, lon: 46.6753, speed: 42, course: 359 },
      ],
      odometerKm: 15234.7,
      hours: 7200,
      batteryLevel: 95,
      ignition: true,
      moving: true,
      sendTime: new Date('2026-11-30T10:00:31Z'),
      count: 0x1a2b,
    });
    const { events, positions } = only(frame.toString());
    expect(positions).toHaveLength(2);
    expect(positions[0]).toMatchObject({ speed: 40.5, course: 180, altitude: 612, valid: true });
    expect(positions[1]!.attributes).toMatchObject({
      power: 12.6,
      odometer: 15_234_700,
      hours: 7200,
      batteryLevel: 95,
      ignition: true,
      motion: true,
    });
    expect(events.find((e) => e.type === 'positions')).toMatchObject({ reply: ascii('+SACK:1A2B$') });
  });

  it('gives the same events when the stream is split at every byte', () => {
    const stream = ascii(FRI_DOC + HBD + SOS + FRI_FOUR);
    const whole = feed(new QueclinkSession(), [stream]);
    const bytewise = feed(
      new QueclinkSession(),
      [...stream].map((byte) => Buffer.from([byte])),
    );
    expect(bytewise).toEqual(whole);
    for (let cut = 1; cut < stream.length; cut += 7) {
      const split = feed(new QueclinkSession(), [stream.subarray(0, cut), stream.subarray(cut)]);
      expect(split).toEqual(whole);
    }
    expect(positionsOf(whole)).toHaveLength(1 + 1 + 4);
  });

  it('skips garbage before a frame and between frames without losing the next one', () => {
    const events = feed(new QueclinkSession(), [ascii(`\r\nxx+RE+junk$${FRI_DOC}\0\0AT${SOS}`)]);
    const garbage = events.filter((e) => e.type === 'garbage');
    expect(garbage.length).toBeGreaterThan(0);
    expect(positionsOf(events)).toHaveLength(2);
  });

  it('decodes several frames in one chunk', () => {
    const events = feed(new QueclinkSession(), [ascii(FRI_DOC + HBM_BRAKING + HBD)]);
    expect(events.map((e) => e.type)).toEqual(['identify', 'positions', 'positions', 'reply']);
  });

  it('skips a binary @Track frame whole by its length, reporting it, and reads the text after it', () => {
    // +RSP header, then the length field at offset 9: 0x0020 = 32 bytes in all.
    const binary = Buffer.alloc(32, 0x24);
    binary.write('+RSP', 0, 'latin1');
    binary[4] = 0x00;
    binary.writeUInt16BE(32, 9);
    const stream = Buffer.concat([binary, ascii(SOS)]);
    for (const chunks of [[stream], [...stream].map((b) => Buffer.from([b]))]) {
      const events = feed(new QueclinkSession(), chunks);
      expect(events.filter((e) => e.type === 'drop')).toEqual([
        { type: 'drop', reason: 'binary @Track report: set the device to ASCII reports' },
      ]);
      expect(events.some((e) => e.type === 'garbage')).toBe(false);
      expect(positionsOf(events)).toHaveLength(1);
    }
  });

  it('drops a well-framed report it cannot read, and goes on', () => {
    const events = feed(new QueclinkSession(), [ascii(`+RESP:GTFRI,xx$${SOS}`)]);
    expect(events[0]!.type).toBe('drop');
    expect(positionsOf(events)).toHaveLength(1);
  });

  it('keeps memory bounded: a start with no end within the frame cap is skipped as garbage', () => {
    const session = new QueclinkSession();
    const long = ascii(`+RESP:GTFRI,${'9'.repeat(QUECLINK_MAX_FRAME * 3)}`);
    const events = session.push(long, NOW);
    expect(events.every((e) => e.type === 'garbage')).toBe(true);
    expect((session as unknown as { queue: { length: number } }).queue.length).toBeLessThanOrEqual(
      QUECLINK_MAX_FRAME,
    );
    expect(positionsOf(session.push(ascii(SOS), NOW))).toHaveLength(1);
  });

  it('counts a fix failing the sanity check as skipped and still acknowledges it', () => {
    const frame = queclinkFri({
      imei: '862193020000001',
      fixes: [{ time: new Date('2027-06-01T00:00:00Z'), lat: 24.7, lon: 46.6 }],
      sendTime: new Date('2027-06-01T00:00:00Z'),
      count: 9,
    });
    const batch = only(frame.toString()).events.find((e) => e.type === 'positions');
    expect(batch).toMatchObject({ positions: [], skipped: 1, reply: ascii('+SACK:0009$') });
  });
});

describe('Queclink commands', () => {
  const base = { id: 1, text: null, password: 'gv300', deviceId: '862193020000001', serial: 0x2a };
  it.each([
    ['engine_stop', 'AT+GTOUT=gv300,1,,,0,0,0,0,0,0,0,,,,,,,002A$'],
    ['engine_resume', 'AT+GTOUT=gv300,0,,,0,0,0,0,0,0,0,,,,,,,002A$'],
    ['position_request', 'AT+GTRTO=gv300,1,,,,,,002A$'],
    ['reboot', 'AT+GTRTO=gv300,3,,,,,,002A$'],
  ] as const)('%s is %s', (type, text) => {
    expect(encodeQueclinkCommand({ ...base, type })?.toString()).toBe(text);
  });

  it('sends a custom text as typed, closed by $; refuses an empty or multi-line one', () => {
    expect(encodeQueclinkCommand({ ...base, type: 'custom', text: 'AT+GTVER=gv300,FFFF' })?.toString()).toBe(
      'AT+GTVER=gv300,FFFF$',
    );
    expect(encodeQueclinkCommand({ ...base, type: 'custom', text: '  ' })).toBeNull();
    expect(encodeQueclinkCommand({ ...base, type: 'custom', text: 'a\r\nb' })).toBeNull();
  });

  it('is registered with its port and environment variable', () => {
    expect(queclinkProtocol).toMatchObject({
      name: 'queclink',
      transport: 'tcp',
      defaultPort: 5004,
      envVar: 'QUECLINK_PORT',
    });
    expect(queclinkProtocol.createSession()).toBeInstanceOf(QueclinkSession);
  });
});
