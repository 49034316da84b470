import { describe, expect, it } from 'vitest';
import type { Position } from '../../position';
import type { SessionEvent } from '../contract';
import {
  suntechKeepAlive,
  suntechLegacyAlert,
  suntechLegacyEmergency,
  suntechLegacyStatus,
  suntechUniversal,
} from './encode';
import { encodeSuntechCommand, suntechProtocol } from './index';
import { SUNTECH_MAX_LINE, SuntechSession } from './session';

const NOW = new Date('2026-12-01T00:00:00Z');
const line = (text: string) => Buffer.from(`${text}\r`, 'latin1');

// Real reports from the reference server's test suite (each ends with `\r` on the wire).
const ST300_STT =
  'ST300STT;007238270;40;313;20190220;12:05:04;c99e48;+04.644623;-074.076922;010.390;202.77;20;1;997100;14.10;100000;2;8384;003634;4.1;1';
const SA200_STT =
  'SA200STT;317652;042;20120718;15:37:12;16d41;-15.618755;-056.083241;000.024;000.00;8;1;41548;12.17;100000;2;1979';
const SA200_EMG =
  'SA200EMG;317652;042;20120718;15:35:41;16d41;-15.618740;-056.083252;000.034;000.00;8;1;41548;12.17;110000;1';
const ST300_ALT_33 =
  'ST300ALT;007239104;40;313;20190112;01:07:16;c99139;+04.703287;-074.148897;000.000;189.72;21;1;425512;12.61;100000;33;003188;4.1;1';
const ST600_STT =
  'ST600STT;008084783;20;419;20180308;18:00:36;0032cc3e;736;3;445c;41;-16.530023;-068.084267;018.640;267.99;10;1;11655;13.33;100000;2;0336;000061;4.5;0;0.00';
const ST300_DRIVER =
  'ST300STT;807469112;45;315;20231215;15:25:03;104147;-16.030168;-047.989150;000.000;000.00;19;1;8600;12.14;000010;1;0456;000373;4.1;1;01B54221010000;0';
const ST300_TEMPERATURES =
  'ST300STT;205173382;07;564;20160322;23:23:18;232e19;+19.288278;-099.128750;000.122;000.00;9;1;478391;11.53;000100;1;9498;079324;4.3;1;0.00;0.00;0.00;00000000000000;0;2898E16006000058:-20.8;2861626006000039:+2.5;:';
const ST300_UEX_GTSL =
  'ST300UEX;511331307;45;311;20210420;12:41:01;12361;-01.280825;-047.931773;000.000;000.00;16;1;0;12.54;000000;23;GTSL|6|1|0|9255143|2|;6F;000276;0.0;1;00000000000000;0';
const ST300_UEX_RFID =
  'ST300UEX;511248287;45;311;20220701;18:42:08;14c943;-22.975257;-043.373065;000.000;000.00;0;0;0;12.14;100010;19;RFID:008FB2BEBA39\r\n;3E;000135;4.1;1;00000000000000;0';
const ST600_UEX_SENSORS =
  'ST600UEX;008728327;20;568;20200602;17:10:03;0bf1a893;334;20;2f19;23;+20.514492;-100.743221;000.033;000.00;12;1;41564973;13.17;000000;44;t_0=1C;N_0=0419.0;t_1=22;N_1=0001.0;Q_D=09\n\r;76;113771;4.1;1';
const ST419_STT =
  'ST419STT;807587388;306;41;04;30062;724;2;-65;5221;255;30061;724;2;5221;0;0;30212;724;2;5221;0;0;30071;724;2;5221;0;0;30222;724;2;5221;0;0;30213;724;2;5221;0;0;30063;724;2;5221;0;0;3.92;1;0185;1;00010000;26.1;1;20240729;19:22:43;-22.754650;-043.437569;000.185;297.35;6;1';
const ST910_LOCATION =
  'ST910;Location;205576803;500;20170319;12:18:17;-22.846014;-046.322176;000.000;000.00;0;3.8;0;1;9159';
const ST910_EMERGENCY =
  'ST910;Emergency;205576803;500;20170319;12:15:22;-22.846014;-046.322176;000.000;000.00;0;2';
const U_STT =
  'STT;0560001616;BFFFFF;56;1.0.15;1;20200219;20:52:25;00008D6C;334;20;0925;24;+20.741764;-103.430364;0.00;0.00;19;1;00000001;00000000;2;1;1765;00008003;0.0;12.14;136598';
const U_ALT_SOS =
  'ALT;0950030205;3FFFFF;95;1.0.11;0;20221017;21:41:30;02F2F402;334;20;0F1D;45;+25.791061;-100.170745;0.00;0.00;18;1;00000101;00000000;42;2;';
const U_ALT_ASSIGN =
  'ALT;0840037569;FFFFFF;84;1.0.6;0;20221228;11:33:05;00004490;724;11;05D3;33;-22.845935;-46.322000;0.00;0.00;18;0;00000001;00000000;99;;;;08E3800F;4.1;12.37;0;0;0;0;4;;;;';
const U_RES = 'RES;4309999001;04;02;TEST';
const LEGACY_RES = 'ST300CMD;Res;511848119;319H;Disable1';
const U_BINARY =
  '81004e05200013383fffff3401000300130b020b2a0500000000000000000000000047f9ec846a06500000000012010200000123a1002904ba00010fb40000000000000000000000000000000000005989';
const U_BINARY_DRIVER =
  '82004d05800000553fffff360100100114020410293902ccccf102dc007b00053c00476fa18469e87f000000000b0100003b00081d00000113f3f8010000049e00000000000000001d00000113f3f801';
const ZIP =
  '02003210511340877028813f180c170016041051290c0635652d793653000038001a30e601665e560000000100750002712704000103';

function feed(session: SuntechSession, chunks: Buffer[]): SessionEvent[] {
  return chunks.flatMap((chunk) => session.push(chunk, NOW));
}

function positionsOf(events: SessionEvent[]): Position[] {
  return events.flatMap((e) => (e.type === 'positions' ? e.positions : []));
}

function only(text: string): { events: SessionEvent[]; position: Position } {
  const events = new SuntechSession().push(line(text), NOW);
  return { events, position: positionsOf(events)[0]! };
}

describe('Suntech session, legacy reports', () => {
  it('decodes ST300STT: fix, distance, power, IO, hour meter and backup battery; no reply over TCP', () => {
    const { events, position: p } = only(ST300_STT);
    expect(events[0]).toEqual({ type: 'identify', deviceId: '007238270' });
    expect(events[1]).toMatchObject({ type: 'positions', deviceId: '007238270', skipped: 0 });
    expect((events[1] as { reply?: Buffer }).reply).toBeUndefined();
    expect(p.fixTime.toISOString()).toBe('2019-02-20T12:05:04.000Z');
    expect(p).toMatchObject({ valid: true, speed: 10.39, course: 202.77, satellites: 20 });
    expect(p.lat).toBeCloseTo(4.644623, 6);
    expect(p.lon).toBeCloseTo(-74.076922, 6);
    expect(p.attributes).toMatchObject({
      odometer: 997100,
      power: 14.1,
      ignition: true,
      in1: false,
      out1: false,
      hours: 3634 * 60,
      battery: 4.1,
    });
  });

  it('decodes SA200STT (no model field) in the southern and western hemispheres', () => {
    const { position: p } = only(SA200_STT);
    expect(p.fixTime.toISOString()).toBe('2012-07-18T15:37:12.000Z');
    expect(p.lat).toBeCloseTo(-15.618755, 6);
    expect(p.lon).toBeCloseTo(-56.083241, 6);
    expect(p.attributes).toMatchObject({ odometer: 41548, power: 12.17, ignition: true });
    expect(p.attributes.hours).toBeUndefined();
  });

  it('maps an emergency (EMG 1, panic button) to sos and answers AckEmerg once stored', () => {
    const { events, position: p } = only(SA200_EMG);
    expect(p.attributes).toMatchObject({ alarm: 'sos', alarmCode: 1, ignition: true, in1: true });
    const batch = events.find((e) => e.type === 'positions') as { reply?: Buffer };
    expect(batch.reply?.toString('latin1')).toBe('SA200CMD;317652;02;AckEmerg\r');
    const power = suntechLegacyEmergency({
      deviceId: '100850000',
      emergency: 3,
      fix: { time: new Date('2026-11-30T08:00:00Z'), lat: 24.7, lon: 46.7 },
    });
    expect(only(power.toString('latin1').trim()).position.attributes.alarm).toBe('power_cut');
    const unknown = suntechLegacyEmergency({
      deviceId: '100850000',
      emergency: 7,
      fix: { time: new Date('2026-11-30T08:00:00Z'), lat: 24.7, lon: 46.7 },
    });
    expect(only(unknown.toString('latin1').trim()).position.attributes.alarm).toBe('other');
  });

  it('keeps an alert that is not an alarm as its event code only (ALT 33)', () => {
    const { position: p } = only(ST300_ALT_33);
    expect(p.attributes.event).toBe(33);
    expect(p.attributes.alarm).toBeUndefined();
    expect(p.attributes).toMatchObject({ hours: 3188 * 60, battery: 4.1 });
  });

  it.each([
    [41, { alarm: 'power_cut', alarmCode: 41 }],
    [42, { alarm: 'sos' }],
    [14, { alarm: 'low_battery' }],
    [15, { alarm: 'vibration' }],
    [16, { alarm: 'crash' }],
    [50, { alarm: 'jamming' }],
    [46, { harsh: 'acceleration' }],
    [47, { harsh: 'braking' }],
    [48, { harsh: 'cornering' }],
  ])('maps alert %i', (alert, expected) => {
    const frame = suntechLegacyAlert({
      deviceId: '100850000',
      alert,
      fix: { time: new Date('2026-11-30T08:00:00Z'), lat: 24.7, lon: 46.7 },
      hbm: { minutes: 10, backupVolts: 4.1 },
    });
    const { position: p } = only(frame.toString('latin1').trim());
    expect(p.attributes).toMatchObject({ event: alert, ...expected });
    if ('harsh' in expected) expect(p.attributes.alarm).toBeUndefined();
  });

  it('reads ST600 reports with their five cell fields', () => {
    const { position: p } = only(ST600_STT);
    expect(p.lat).toBeCloseTo(-16.530023, 6);
    expect(p.lon).toBeCloseTo(-68.084267, 6);
    expect(p).toMatchObject({ speed: 18.64, course: 267.99, satellites: 10 });
    expect(p.attributes).toMatchObject({ odometer: 11655, power: 13.33, hours: 61 * 60, battery: 4.5 });
  });

  it('reads the iButton driver id and 1-Wire temperatures', () => {
    const driver = only(ST300_DRIVER).position;
    expect(driver.attributes).toMatchObject({ driver_key: '01B54221010000', out1: true });
    const probes = only(ST300_TEMPERATURES).position;
    expect(probes.attributes).toMatchObject({ temp1: -20.8, temp2: 2.5 });
    expect(probes.attributes.driver_key).toBeUndefined(); // all zeros: no key
  });

  it('reads serial data (UEX): a driver card, an RFID id, temperature and fuel sensors', () => {
    expect(only(ST300_UEX_GTSL).position.attributes).toMatchObject({
      driver_key: '9255143',
      hours: 276 * 60,
    });
    const rfid = only(ST300_UEX_RFID);
    expect(rfid.events.filter((e) => e.type === 'positions')).toHaveLength(1);
    expect(rfid.position.attributes).toMatchObject({ driver_key: '008FB2BEBA39', battery: 4.1 });
    const sensors = only(ST600_UEX_SENSORS).position;
    expect(sensors.attributes).toMatchObject({
      temp1: 0x1c,
      temp2: 0x22,
      fuel: 0x419 + 1,
      hours: 113771 * 60,
    });
    expect(sensors.lat).toBeCloseTo(20.514492, 6);
  });

  it('reads ST4xx reports after their cell list', () => {
    const { position: p } = only(ST419_STT);
    expect(p.fixTime.toISOString()).toBe('2024-07-29T19:22:43.000Z');
    expect(p).toMatchObject({ valid: true, speed: 0.185, course: 297.35, satellites: 6 });
    expect(p.lat).toBeCloseTo(-22.75465, 6);
  });

  it('reads ST9xx personal trackers: Location without a fix, Emergency as sos', () => {
    const location = only(ST910_LOCATION).position;
    expect(location).toMatchObject({ valid: false, speed: 0, course: 0 });
    expect(location.lat).toBeCloseTo(-22.846014, 6);
    expect(only(ST910_EMERGENCY).position.attributes.alarm).toBe('sos');
  });

  it('identifies on a keep-alive without storing or answering', () => {
    const events = new SuntechSession().push(suntechKeepAlive('007238270'), NOW);
    expect(events).toEqual([{ type: 'identify', deviceId: '007238270' }]);
  });

  it('hands any legacy Res line over as a command result', () => {
    const adp = 'ST300ADP;Res;100850000;022;U;T;2;9000;0;0;0;0;0;0';
    expect(only(adp).events[1]).toEqual({ type: 'command-result', deviceId: '100850000', text: adp });
  });

  it('hands command responses over as command results', () => {
    expect(only(LEGACY_RES).events).toEqual([
      { type: 'identify', deviceId: '511848119' },
      { type: 'command-result', deviceId: '511848119', text: LEGACY_RES },
    ]);
  });

  it('encodes what it decodes: a status report with hour meter from encode.ts', () => {
    const frame = suntechLegacyStatus({
      deviceId: '100850000',
      fix: {
        time: new Date('2026-11-30T08:00:00Z'),
        lat: 24.7136,
        lon: -46.6753,
        speed: 61.5,
        course: 181.25,
      },
      odometer: 123456,
      power: 13.8,
      io: { ignition: true, outputs: [false, true] },
      hbm: { minutes: 600, backupVolts: 4.2 },
    });
    const { position: p } = only(frame.toString('latin1').trim());
    expect(p).toMatchObject({ speed: 61.5, course: 181.25, valid: true });
    expect(p.lon).toBeCloseTo(-46.6753, 6);
    expect(p.attributes).toMatchObject({
      odometer: 123456,
      power: 13.8,
      ignition: true,
      out2: true,
      hours: 36000,
    });
  });
});

describe('Suntech session, universal reports', () => {
  it('decodes STT by its report map, the assign map giving backup and main voltage', () => {
    const { events, position: p } = only(U_STT);
    expect(events[0]).toEqual({ type: 'identify', deviceId: '0560001616' });
    expect(p.fixTime.toISOString()).toBe('2020-02-19T20:52:25.000Z');
    expect(p.lat).toBeCloseTo(20.741764, 6);
    expect(p.lon).toBeCloseTo(-103.430364, 6);
    expect(p).toMatchObject({ speed: 0, course: 0, satellites: 19, valid: true });
    expect(p.network?.cellTowers).toEqual([{ mcc: 334, mnc: 20, lac: 0x0925, cid: 0x8d6c }]);
    expect(p.attributes).toMatchObject({
      ignition: true,
      battery: 0,
      power: 12.14,
      assign16: '136598',
      rssi: 24,
    });
  });

  it('maps ALT 42 to sos and reads inputs', () => {
    const p = only(U_ALT_SOS).position;
    expect(p.attributes).toMatchObject({
      alarm: 'sos',
      alarmCode: 42,
      ignition: true,
      in2: true,
      in1: false,
    });
  });

  it('reads ALT with the reserved field and a wide assign map', () => {
    const p = only(U_ALT_ASSIGN).position;
    expect(p.valid).toBe(false);
    expect(p.attributes).toMatchObject({
      event: 99,
      battery: 4.1,
      power: 12.37,
      assign16: '0',
      assign18: '4',
    });
    expect(p.attributes.assign28).toBeUndefined(); // sent empty
  });

  it('reads the driver key of a universal alert 59 (driver identification)', () => {
    const p = only(U_ALT_SOS.replace(';42;2;', ';59;0;1D00000113F3F801')).position;
    expect(p.attributes).toMatchObject({ event: 59, driver_key: '1D00000113F3F801' });
  });

  it('encodes what it decodes: universal STT and ALT from encode.ts', () => {
    const stt = suntechUniversal({
      type: 'STT',
      deviceId: '0560001616',
      fix: { time: new Date('2026-11-30T08:00:00Z'), lat: -24.5, lon: 46.25, speed: 80.5, course: 90 },
      ignition: true,
      code: 12,
      power: 24.1,
      buffered: true,
    });
    const p = only(stt.toString('latin1').trim()).position;
    expect(p).toMatchObject({ speed: 80.5, course: 90, lat: -24.5, lon: 46.25 });
    expect(p.attributes).toMatchObject({ ignition: true, power: 24.1, battery: 4.1, archive: true });
    const alt = suntechUniversal({
      type: 'ALT',
      deviceId: '0560001616',
      fix: { time: new Date('2026-11-30T08:00:00Z'), lat: -24.5, lon: 46.25 },
      code: 41,
    });
    expect(only(alt.toString('latin1').trim()).position.attributes.alarm).toBe('power_cut');
  });

  it('hands RES over as a command result', () => {
    expect(only(U_RES).events[1]).toEqual({ type: 'command-result', deviceId: '4309999001', text: U_RES });
  });
});

describe('Suntech session, binary reports', () => {
  it('decodes a universal binary status report (81)', () => {
    const events = new SuntechSession().push(Buffer.from(U_BINARY, 'hex'), NOW);
    expect(events[0]).toEqual({ type: 'identify', deviceId: '0520001338' });
    const [p] = positionsOf(events);
    expect(p!.fixTime.toISOString()).toBe('2019-11-02T11:42:05.000Z');
    expect(p!.lat).toBeCloseTo(4.717036, 6);
    expect(p!.lon).toBeCloseTo(-74.057296, 6);
    expect(p).toMatchObject({ valid: true, speed: 0, course: 0, satellites: 18 });
    expect(p!.attributes).toMatchObject({ ignition: false, in1: true, out1: false, archive: true });
  });

  it('decodes a universal binary alert (82): alert 59 carries the driver key', () => {
    const [p] = positionsOf(new SuntechSession().push(Buffer.from(U_BINARY_DRIVER, 'hex'), NOW));
    expect(p!.fixTime.toISOString()).toBe('2020-02-04T16:41:57.000Z');
    expect(p!.network?.cellTowers).toEqual([{ mcc: 732, mnc: 123, lac: 5, cid: 0x02ccccf1 }]);
    expect(p!.attributes).toMatchObject({ event: 59, driver_key: '1D00000113F3F801', rssi: 60 });
    expect(p!.attributes.alarm).toBeUndefined();
  });

  it('decodes a legacy zip status report (10): BCD degrees with sign flags, hour meter and backup battery', () => {
    const events = new SuntechSession().push(Buffer.from(ZIP, 'hex'), NOW);
    expect(events[0]).toEqual({ type: 'identify', deviceId: '511340877' });
    const [p] = positionsOf(events);
    expect(p!.fixTime.toISOString()).toBe('2024-12-23T00:22:04.000Z');
    expect(p!.lat).toBeCloseTo(-12.063565, 6);
    expect(p!.lon).toBeCloseTo(-45.793653, 6);
    expect(p).toMatchObject({ valid: true, speed: 0.38, course: 26.3, satellites: 6 });
    expect(p!.attributes).toMatchObject({
      odometer: 0x01665e56,
      power: 0,
      ignition: false,
      hours: 0x27127 * 60,
      battery: 4,
    });
  });

  it('decodes a legacy zip alert (13) and drops zip reports it does not read', () => {
    const alert = Buffer.from(ZIP, 'hex');
    alert[3] = 0x13;
    // Alert id 41 in place of the mode; the rest shifts by the message number's two bytes.
    const body = Buffer.concat([alert.subarray(0, 43), Buffer.from([41]), alert.subarray(46)]);
    body.writeUInt16BE(body.length - 4, 1);
    const [p] = positionsOf(new SuntechSession().push(body, NOW));
    expect(p!.attributes).toMatchObject({ alarm: 'power_cut', event: 41, hours: 0x27127 * 60, battery: 4 });
    const other = Buffer.from(ZIP, 'hex');
    other[3] = 0x14;
    expect(new SuntechSession().push(other, NOW)).toEqual([
      { type: 'drop', reason: 'Suntech zip report 20 not read' },
    ]);
  });
});

describe('Suntech framing', () => {
  const stream = Buffer.concat([
    line(ST300_STT),
    line(ST300_UEX_RFID),
    Buffer.from(U_BINARY, 'hex'),
    suntechKeepAlive('007238270'),
    Buffer.from(ZIP, 'hex'),
    line(ST600_UEX_SENSORS),
    line(U_STT),
    line(SA200_EMG),
  ]);

  it('gives the same events when the stream is split at every byte', () => {
    const whole = feed(new SuntechSession(), [stream]);
    expect(positionsOf(whole)).toHaveLength(7);
    expect(whole.some((e) => e.type === 'drop')).toBe(false);
    expect(whole.some((e) => e.type === 'garbage')).toBe(false);
    const bytewise = feed(
      new SuntechSession(),
      [...stream].map((byte) => Buffer.from([byte])),
    );
    expect(bytewise).toEqual(whole);
    for (let cut = 1; cut < stream.length; cut += 5) {
      expect(feed(new SuntechSession(), [stream.subarray(0, cut), stream.subarray(cut)])).toEqual(whole);
    }
  });

  it('accepts \\r\\n line ends and skips garbage before a report', () => {
    const events = feed(new SuntechSession(), [
      Buffer.concat([
        Buffer.from([0x00, 0xff, 0x31, 0x32]),
        Buffer.from(`${ST300_STT}\r\n${SA200_STT}\r\n`, 'latin1'),
      ]),
    ]);
    expect(events[0]).toEqual({ type: 'garbage', bytes: 4 });
    expect(positionsOf(events)).toHaveLength(2);
  });

  it('frames binary reports by their length and goes on with the text after them', () => {
    const events = feed(new SuntechSession(), [
      Buffer.concat([Buffer.from(U_BINARY, 'hex'), Buffer.from(ZIP, 'hex'), line(ST300_STT)]),
    ]);
    expect(events.some((e) => e.type === 'garbage' || e.type === 'drop')).toBe(false);
    expect(positionsOf(events)).toHaveLength(3);
  });

  it('drops a report it cannot read and goes on', () => {
    const events = feed(new SuntechSession(), [
      line('ST300STT;12345;garbled'),
      line('HELLO'),
      line(SA200_STT),
    ]);
    expect(events.filter((e) => e.type === 'positions' && e.positions.length === 0)).toHaveLength(1);
    expect(events.filter((e) => e.type === 'drop')).toHaveLength(1);
    expect(positionsOf(events)).toHaveLength(1);
  });

  it('keeps memory bounded: a line with no end within the cap is skipped as garbage', () => {
    const session = new SuntechSession();
    const events = session.push(Buffer.from('ST300STT;'.padEnd(SUNTECH_MAX_LINE * 3, '7'), 'latin1'), NOW);
    expect(events.every((e) => e.type === 'garbage')).toBe(true);
    expect((session as unknown as { queue: { length: number } }).queue.length).toBeLessThanOrEqual(
      SUNTECH_MAX_LINE,
    );
    expect(positionsOf(session.push(line(`\r${SA200_STT}`), NOW))).toHaveLength(1);
  });

  it('skips an absurd binary length as garbage rather than waiting for it', () => {
    const events = feed(new SuntechSession(), [Buffer.from([0x02, 0xff, 0xff]), line(SA200_STT)]);
    expect(events[0]).toMatchObject({ type: 'garbage' });
    expect(positionsOf(events)).toHaveLength(1);
  });

  it('counts a report failing the sanity check as skipped', () => {
    const frame = suntechLegacyStatus({
      deviceId: '100850000',
      fix: { time: new Date('2027-06-01T00:00:00Z'), lat: 24.7, lon: 46.7 },
    });
    const batch = new SuntechSession().push(frame, NOW).find((e) => e.type === 'positions');
    expect(batch).toMatchObject({ positions: [], skipped: 1 });
  });
});

describe('Suntech commands', () => {
  const base = { id: 1, text: null, password: '', deviceId: '0560001616', serial: 1 };

  it.each([
    ['engine_stop', 'CMD;0560001616;04;01\r'],
    ['engine_resume', 'CMD;0560001616;04;02\r'],
    ['position_request', 'CMD;0560001616;03;01\r'],
    ['reboot', 'CMD;0560001616;03;03\r'],
  ] as const)('universal %s is %j', (type, text) => {
    expect(suntechProtocol.encodeCommand!({ ...base, type })?.toString('latin1')).toBe(text);
  });

  it.each([
    ['engine_stop', 'ST300CMD;007238270;02;Enable1\r'],
    ['engine_resume', 'ST300CMD;007238270;02;Disable1\r'],
    ['position_request', 'ST300CMD;007238270;02;StatusReq\r'],
    ['reboot', 'ST300CMD;007238270;02;Reboot\r'],
  ] as const)('legacy %s is %j, with the id as the device sent it', (type, text) => {
    const session = new SuntechSession();
    session.push(line(ST300_STT), NOW);
    expect(encodeSuntechCommand({ ...base, deviceId: '7238270', type }, session)?.toString('latin1')).toBe(
      text,
    );
  });

  it('on a connection: the session writes the dialect and id the device used', () => {
    const session = new SuntechSession();
    session.push(line(ST300_STT), NOW);
    expect(session.encodeCommand({ ...base, deviceId: '7238270', type: 'engine_resume' })?.toString()).toBe(
      'ST300CMD;007238270;02;Disable1\r',
    );
    // The answer, in the shape of LEGACY_RES: the command's result, on the same connection.
    const res = 'ST300CMD;Res;007238270;319H;Disable1';
    expect(session.push(line(res), NOW)).toEqual([
      { type: 'command-result', deviceId: '007238270', text: res },
    ]);
  });

  it('sends a custom text as typed with its \\r; refuses an empty or multi-line one', () => {
    expect(
      encodeSuntechCommand({ ...base, type: 'custom', text: 'ST300CMD;007238270;02;Preset' })?.toString(),
    ).toBe('ST300CMD;007238270;02;Preset\r');
    expect(encodeSuntechCommand({ ...base, type: 'custom', text: '' })).toBeNull();
    expect(encodeSuntechCommand({ ...base, type: 'custom', text: 'a\rb' })).toBeNull();
  });

  it('is registered with its port and environment variable', () => {
    expect(suntechProtocol).toMatchObject({
      name: 'suntech',
      transport: 'tcp',
      defaultPort: 5011,
      envVar: 'SUNTECH_PORT',
    });
    expect(suntechProtocol.createSession()).toBeInstanceOf(SuntechSession);
  });
});
