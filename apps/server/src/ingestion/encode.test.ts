import { describe, expect, it } from 'vitest';
import { gt06Alarm, GT06_ALARM_SOS, gt06Heartbeat, gt06Location, gt06Login, gt06Time } from './gt06/encode';
import { Gt06Framer, gt06ReplyFor } from './gt06/framer';
import { osmandQuery } from './osmand/encode';
import { decodeOsmand } from './osmand/decode';
import { avlFrame, codec8Record, teltonikaImeiPacket } from './teltonika/encode';
import { TeltonikaFramer } from './teltonika/framer';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const FIX = new Date('2026-03-01T09:59:50.000Z');

/** The product encoders (used by the simulator) read back through the decoders to the same values. */
describe('encoders round-trip through the decoders', () => {
  it('Teltonika: IMEI packet and a Codec 8 packet with ignition', () => {
    const framer = new TeltonikaFramer();
    expect(framer.push(teltonikaImeiPacket('356307042441013'), NOW)).toEqual([
      { type: 'imei', imei: '356307042441013' },
    ]);
    framer.accept();
    const frame = avlFrame([
      codec8Record({
        timestampMs: FIX.getTime(),
        lat: 24.7136123,
        lon: 46.6753456,
        altitude: 612,
        speed: 63,
        course: 271,
        satellites: 11,
        io1: [[239, 1]],
        io2: [[66, 13_200]],
      }),
    ]);
    const [event] = framer.push(frame, NOW);
    if (event?.type !== 'packet') throw new Error(`not a packet: ${JSON.stringify(event)}`);
    expect(event.recordCount).toBe(1);
    const [position] = event.records;
    expect(position).toMatchObject({ fixTime: FIX, speed: 63, course: 271, altitude: 612, satellites: 11 });
    expect(position!.lat).toBeCloseTo(24.7136123, 6);
    expect(position!.lon).toBeCloseTo(46.6753456, 6);
    expect(position!.attributes.ignition).toBe(true);
  });

  it('GT06: login, location (ignition off, southern/western hemisphere) and heartbeat, each with its reply', () => {
    const framer = new Gt06Framer();
    const [login] = framer.push(gt06Login('356938035643809', 1), NOW);
    expect(login).toMatchObject({ type: 'login', imei: '356938035643809', serial: 1 });
    const [location] = framer.push(
      gt06Location(
        { time: gt06Time(FIX), lat: -24.5, lon: -46.25, speed: 48, course: 181, ignition: false },
        2,
      ),
      NOW,
    );
    if (location?.type !== 'location') throw new Error('not a location');
    expect(location.position).toMatchObject({ fixTime: FIX, speed: 48, course: 181, valid: true });
    expect(location.position!.lat).toBeCloseTo(-24.5, 6);
    expect(location.position!.lon).toBeCloseTo(-46.25, 6);
    expect(location.position!.attributes.ignition).toBe(false);
    expect(gt06ReplyFor(location)?.toString('hex').slice(0, 12)).toBe('787805120002');
    const [heartbeat] = framer.push(gt06Heartbeat(3, true), NOW);
    expect(heartbeat).toMatchObject({ type: 'heartbeat', serial: 3 });
    expect(gt06ReplyFor(heartbeat!)).not.toBeNull();
  });

  it('OsmAnd: the query form in knots reads back in km/h', () => {
    const target = osmandQuery({
      deviceId: 'phone-7',
      fixTime: FIX,
      lat: 24.7,
      lon: 46.68,
      speed: 50,
      course: 90.5,
      altitude: 612,
      ignition: true,
      battery: 81,
    });
    const result = decodeOsmand(
      { method: 'GET', contentType: undefined, query: target.slice(2), body: Buffer.alloc(0) },
      NOW,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.deviceId).toBe('phone-7');
    const [position] = result.positions;
    expect(position).toMatchObject({ fixTime: FIX, lat: 24.7, lon: 46.68, course: 90.5, altitude: 612 });
    expect(position!.speed).toBeCloseTo(50, 1);
    expect(position!.attributes.ignition).toBe(true);
  });

  it('alarms: GT06 SOS frame, Teltonika alarm record, OsmAnd alarm=sos read back as sos', () => {
    const gt06 = new Gt06Framer();
    gt06.push(gt06Login('356938035643809', 1), NOW);
    const [alarm] = gt06.push(
      gt06Alarm({ time: gt06Time(FIX), lat: 24.7, lon: 46.7, ignition: true }, GT06_ALARM_SOS, 2),
      NOW,
    );
    if (alarm?.type !== 'location') throw new Error('not a location');
    expect(alarm.alarm).toBe('sos');
    expect(alarm.position?.attributes).toMatchObject({ alarm: 'sos', alarmCode: 1, ignition: true });
    expect(gt06ReplyFor(alarm)?.toString('hex').slice(0, 12)).toBe('787805160002');

    const teltonika = new TeltonikaFramer();
    teltonika.push(teltonikaImeiPacket('356307042441013'), NOW);
    teltonika.accept();
    const [packet] = teltonika.push(
      avlFrame([codec8Record({ timestampMs: FIX.getTime(), eventIo: 236, io1: [[236, 1]] })]),
      NOW,
    );
    if (packet?.type !== 'packet') throw new Error('not a packet');
    expect(packet.records[0]!.attributes).toMatchObject({ alarm: 'sos', eventIo: 236 });

    const target = osmandQuery({
      deviceId: 'p',
      fixTime: FIX,
      lat: 24.7,
      lon: 46.7,
      speed: 0,
      course: 0,
      alarm: 'sos',
    });
    const result = decodeOsmand(
      { method: 'POST', contentType: undefined, query: target.slice(2), body: Buffer.alloc(0) },
      NOW,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.positions[0]!.attributes.alarm).toBe('sos');
  });
});
