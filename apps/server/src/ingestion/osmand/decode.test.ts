import { describe, expect, it } from 'vitest';
import type { Position } from '../position';
import { decodeOsmand, osmandUnknownDeviceStatus, OSMAND_MAX_BODY_BYTES, type OsmandRequest } from './decode';

const NOW = new Date('2026-01-01T00:00:00Z');

const get = (query: string): OsmandRequest => ({
  method: 'GET',
  contentType: undefined,
  query,
  body: Buffer.alloc(0),
});
const form = (body: string, contentType = 'application/x-www-form-urlencoded'): OsmandRequest => ({
  method: 'POST',
  contentType,
  query: '',
  body: Buffer.from(body),
});
const json = (body: unknown, contentType = 'application/json'): OsmandRequest => ({
  method: 'POST',
  contentType,
  query: '',
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});

function onePosition(request: OsmandRequest): Position {
  const result = decodeOsmand(request, NOW);
  if (!result.ok) throw new Error(result.reason);
  expect(result.positions).toHaveLength(1);
  return result.positions[0] as Position;
}

describe('OsmAnd worked examples', () => {
  it('OA-1: query form with the location key and a seconds timestamp', () => {
    const result = decodeOsmand(get('?id=123456&timestamp=1377177267&location=60.0,30.0'), NOW);
    expect(result).toMatchObject({ ok: true, encoding: 'query', deviceId: '123456', skipped: [] });
    const position = onePosition(get('?id=123456&timestamp=1377177267&location=60.0,30.0'));
    expect(position.deviceId).toBe('123456');
    expect(position.lat).toBeCloseTo(60, 6);
    expect(position.lon).toBeCloseTo(30, 6);
    expect(position.fixTime.toISOString()).toBe('2013-08-22T13:14:27.000Z');
    expect(position.speed).toBeNull();
    expect(position.course).toBeNull();
    expect(position.valid).toBe(true);
    expect(position.attributes).toEqual({});
  });

  it('OA-2: JSON with unknown speed, heading and battery level', () => {
    const body =
      '{"location":{"extras":{},"mock":true,"coords":{"speed_accuracy":-1,"speed":-1,"longitude":-122.406417,' +
      '"ellipsoidal_altitude":0,"floor":null,"heading_accuracy":-1,"latitude":37.785834000000001,"accuracy":5,' +
      '"altitude_accuracy":-1,"altitude":0,"heading":-1},"is_moving":false,"age":188,"odometer":0,' +
      '"uuid":"2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8","event":"motionchange","battery":{"level":-1,"is_charging":false},' +
      '"activity":{"type":"unknown","confidence":100},"timestamp":"2025-05-09T04:11:30.579Z"},"device_id":"658765"}';
    const result = decodeOsmand(json(body), NOW);
    expect(result).toMatchObject({ ok: true, encoding: 'json', deviceId: '658765' });
    const position = onePosition(json(body));
    expect(position.deviceId).toBe('658765');
    expect(position.lat).toBeCloseTo(37.785834, 6);
    expect(position.lon).toBeCloseTo(-122.406417, 6);
    expect(position.fixTime.toISOString()).toBe('2025-05-09T04:11:30.579Z');
    expect(position.speed).toBeNull();
    expect(position.course).toBeNull();
    expect(position.altitude).toBe(0);
    expect(position.attributes).not.toHaveProperty('batteryLevel');
    expect(position.attributes).toEqual({
      mock: true,
      motion: false,
      event: 'motionchange',
      activity: 'unknown',
      accuracy: 5,
      odometer: 0,
      charge: false,
    });
  });

  it('OA-3: knots converted to km/h', () => {
    const position = onePosition({
      ...get(
        '?id=356938035643809&timestamp=1718000000&lat=24.7136&lon=46.6753&speed=27.0&bearing=90.5&altitude=612&accuracy=5&batt=81',
      ),
      method: 'POST',
    });
    expect(position.deviceId).toBe('356938035643809');
    expect(position.lat).toBeCloseTo(24.7136, 6);
    expect(position.lon).toBeCloseTo(46.6753, 6);
    expect(position.fixTime.toISOString()).toBe('2024-06-10T06:13:20.000Z');
    expect(position.speed).toBeCloseTo(50.004, 9);
    expect(position.course).toBe(90.5);
    expect(position.altitude).toBe(612);
    expect(position.attributes).toEqual({ accuracy: 5, batteryLevel: 81 });
  });
});

describe('OsmAnd timestamps', () => {
  it.each([
    ['seconds', '1377177267', '2013-08-22T13:14:27.000Z'],
    ['milliseconds', '1377177267123', '2013-08-22T13:14:27.123Z'],
    ['ISO, URL-encoded', '2016-01-27T18%3A55%3A47Z', '2016-01-27T18:55:47.000Z'],
    ['ISO with fraction and offset', '2016-01-27T18:55:47.250%2B03:00', '2016-01-27T15:55:47.250Z'],
    ['ISO with an unencoded + (read as a space)', '2016-01-27T18:55:47+03:00', '2016-01-27T15:55:47.000Z'],
    ['ISO without zone (UTC)', '2016-01-27T18:55:47', '2016-01-27T18:55:47.000Z'],
    ['yyyy-MM-dd HH:mm:ss', '2016-01-27%2018:55:47', '2016-01-27T18:55:47.000Z'],
    ['yyyy-MM-dd+HH:mm:ss', '2016-01-27+18:55:47', '2016-01-27T18:55:47.000Z'],
  ])('reads %s', (_name, timestamp, iso) => {
    expect(onePosition(get(`id=1&lat=1&lon=2&timestamp=${timestamp}`)).fixTime.toISOString()).toBe(iso);
  });

  it('uses the receive time when the timestamp is missing', () => {
    expect(onePosition(get('id=1&lat=1&lon=2')).fixTime.toISOString()).toBe(NOW.toISOString());
  });

  it.each(['yesterday', '2016-13-01T00:00:00Z', '2016-02-30 10:00:00', '-5', '', '99999999999999999999'])(
    'answers 400 for a bad timestamp %j',
    (timestamp) => {
      expect(decodeOsmand(get(`id=1&lat=1&lon=2&timestamp=${timestamp}`), NOW)).toMatchObject({
        ok: false,
        status: 400,
        deviceId: '1',
        reason: expect.stringContaining('bad timestamp'),
      });
    },
  );

  it('skips far-future and pre-2000 fixes but still decodes the request', () => {
    for (const timestamp of ['1893456000', '946684799', '0']) {
      const result = decodeOsmand(get(`id=1&lat=1&lon=2&timestamp=${timestamp}`), NOW);
      expect(result).toMatchObject({ ok: true, positions: [], skipped: [{ index: 0 }] });
    }
  });
});

describe('OsmAnd query and form fields', () => {
  it('accepts deviceid, heading, valid=0, charge and typed extra keys', () => {
    const position = onePosition(
      get(
        'deviceid=abc&lat=-33.5&lon=151.25&heading=270&valid=0&charge=true&hdop=1.2&note=hello&count=3&flag=false',
      ),
    );
    expect(position.deviceId).toBe('abc');
    expect(position.course).toBe(270);
    expect(position.valid).toBe(false);
    expect(position.attributes).toEqual({ charge: true, hdop: 1.2, note: 'hello', count: 3, flag: false });
  });

  it('treats negative or unparsable speed and bearing as unknown', () => {
    const position = onePosition(get('id=1&lat=1&lon=2&speed=-1&bearing=abc'));
    expect(position.speed).toBeNull();
    expect(position.course).toBeNull();
  });

  it('keeps the first value of a repeated key, every cell and wifi', () => {
    const position = onePosition(
      get(
        'id=first&id=second&lat=1&lon=2&lat=50&driverUniqueId=d1&cell=420,1,1000,20001&cell=420,1,1000,20002,-70&cell=bad&wifi=AA-BB-CC-DD-EE-FF,-60&wifi=nope',
      ),
    );
    expect(position.deviceId).toBe('first');
    expect(position.lat).toBe(1);
    expect(position.attributes).toEqual({ driver_key: 'D1' });
    expect(position.network).toEqual({
      cellTowers: [
        { mcc: 420, mnc: 1, lac: 1000, cid: 20001 },
        { mcc: 420, mnc: 1, lac: 1000, cid: 20002, rssi: -70 },
      ],
      wifiAccessPoints: [{ mac: 'aa:bb:cc:dd:ee:ff', rssi: -60 }],
    });
  });

  it('reads a form body when the URL has no query, with + for space', () => {
    const result = decodeOsmand(
      form('id=42&lat=10&lon=20&timestamp=2016-01-27+18:55:47&note=two+words'),
      NOW,
    );
    expect(result).toMatchObject({ ok: true, encoding: 'form', deviceId: '42' });
    const position = onePosition(form('id=42&lat=10&lon=20&timestamp=2016-01-27+18:55:47&note=two+words'));
    expect(position.fixTime.toISOString()).toBe('2016-01-27T18:55:47.000Z');
    expect(position.attributes).toEqual({ note: 'two words' });
  });

  it('prefers the query over the body', () => {
    const request = { ...form('id=body&lat=1&lon=1'), query: '?id=query&lat=2&lon=2' };
    expect(decodeOsmand(request, NOW)).toMatchObject({ ok: true, encoding: 'query', deviceId: 'query' });
  });

  it('answers 400 without an id, with the device id otherwise', () => {
    expect(decodeOsmand(get('lat=1&lon=2'), NOW)).toEqual({
      ok: false,
      status: 400,
      reason: 'missing id',
      encoding: 'query',
    });
    expect(decodeOsmand(get('id=&lat=1&lon=2'), NOW)).toMatchObject({ ok: false, reason: 'missing id' });
    expect(decodeOsmand(get(''), NOW)).toMatchObject({ ok: false, status: 400, reason: 'no parameters' });
  });

  it.each([
    ['no coordinates', 'id=7&speed=3', 'missing coordinates'],
    ['only lat', 'id=7&lat=1', 'missing coordinates'],
    ['location without a comma', 'id=7&location=60.0', 'missing coordinates'],
    ['non-numeric lat', 'id=7&lat=north&lon=2', 'non-numeric latitude or longitude'],
    ['hex lon', 'id=7&lat=1&lon=0x10', 'non-numeric latitude or longitude'],
  ])('answers 400 for %s, never inventing a position', (_name, query, reason) => {
    expect(decodeOsmand(get(query), NOW)).toEqual({
      ok: false,
      status: 400,
      reason,
      encoding: 'query',
      deviceId: '7',
    });
  });

  it('skips a position outside the coordinate ranges', () => {
    expect(decodeOsmand(get('id=1&lat=91&lon=2'), NOW)).toMatchObject({
      ok: true,
      positions: [],
      skipped: [{ index: 0, reason: 'latitude 91' }],
    });
  });

  it('does not let a __proto__ key reach the prototype', () => {
    const position = onePosition(get('id=1&lat=1&lon=2&__proto__=x&constructor=y'));
    expect(Object.getPrototypeOf(position.attributes)).toBe(Object.prototype);
    expect(position.attributes).toEqual({ constructor: 'y' });
  });
});

describe('OsmAnd JSON', () => {
  const fix = (overrides: Record<string, unknown> = {}) => ({
    timestamp: '2025-05-09T04:11:30.579Z',
    coords: { latitude: 24.5, longitude: 46.5, speed: 10, heading: 45, altitude: 600, accuracy: 8 },
    ...overrides,
  });

  it('converts m/s to km/h, battery fraction to percent, and keeps extras', () => {
    const position = onePosition(
      json({
        device_id: 99,
        location: fix({
          battery: { level: 0.79, is_charging: true },
          extras: { trip: 'T-7', load: 3, sealed: true, nested: { a: 1 }, empty: null },
          unknownKey: 'ignored',
        }),
      }),
    );
    expect(position.deviceId).toBe('99');
    expect(position.speed).toBeCloseTo(36, 9);
    expect(position.course).toBe(45);
    expect(position.altitude).toBe(600);
    expect(position.attributes).toEqual({
      trip: 'T-7',
      load: 3,
      sealed: true,
      nested: '{"a":1}',
      accuracy: 8,
      batteryLevel: 79,
      charge: true,
    });
  });

  it('accepts a batch of fixes and a charset in the content type', () => {
    const result = decodeOsmand(
      json(
        { device_id: 'p1', location: [fix(), fix({ timestamp: '2025-05-09T04:12:30.000Z' })] },
        'Application/JSON; charset=UTF-8',
      ),
      NOW,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.positions.map((p) => p.fixTime.toISOString())).toEqual([
      '2025-05-09T04:11:30.579Z',
      '2025-05-09T04:12:30.000Z',
    ]);
  });

  it('reads a UTF-8 body with a byte-order mark and non-ASCII text', () => {
    const body = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(JSON.stringify({ device_id: 'x', location: fix({ event: 'وصول' }) })),
    ]);
    const position = onePosition({ ...json(''), body });
    expect(position.attributes.event).toBe('وصول');
  });

  it.each([
    ['unparsable JSON', '{"device_id":', 'unparsable JSON'],
    ['a JSON array body', '[]', 'JSON body is not an object'],
    ['no device_id', { location: fix() }, 'missing device_id'],
    ['no location', { device_id: 'x' }, 'missing coordinates'],
    ['an empty batch', { device_id: 'x', location: [] }, 'missing coordinates'],
    ['no coords', { device_id: 'x', location: { timestamp: '2025-05-09T04:11:30Z' } }, 'missing coordinates'],
    [
      'non-numeric latitude',
      { device_id: 'x', location: fix({ coords: { latitude: 'n', longitude: 1 } }) },
      'non-numeric',
    ],
    ['a bad timestamp', { device_id: 'x', location: fix({ timestamp: 'soon' }) }, 'bad timestamp'],
    [
      'one bad fix in a batch',
      { device_id: 'x', location: [fix(), fix({ timestamp: {} })] },
      'bad timestamp',
    ],
  ])('answers 400 for %s', (_name, body, reason) => {
    expect(decodeOsmand(json(body), NOW)).toMatchObject({
      ok: false,
      status: 400,
      encoding: 'json',
      reason: expect.stringContaining(reason),
    });
  });

  it('answers 404 for an unknown JSON device and 400 for query/form ones', () => {
    expect(osmandUnknownDeviceStatus('json')).toBe(404);
    expect(osmandUnknownDeviceStatus('query')).toBe(400);
    expect(osmandUnknownDeviceStatus('form')).toBe(400);
  });
});

describe('OsmAnd body cap', () => {
  it('answers 413 above 64 KiB and accepts exactly 64 KiB', () => {
    const filler = (size: number) => `id=1&lat=1&lon=2&pad=${'x'.repeat(size - 21)}`;
    expect(decodeOsmand(form(filler(OSMAND_MAX_BODY_BYTES + 1)), NOW)).toEqual({
      ok: false,
      status: 413,
      reason: 'body too large',
    });
    expect(decodeOsmand(form(filler(OSMAND_MAX_BODY_BYTES)), NOW)).toMatchObject({ ok: true });
  });

  it('normalises the alarm parameter (Traccar Client and the reference server names), raw in alarmCode', () => {
    const alarmOf = (value: string) =>
      onePosition(get(`id=7&lat=24.7&lon=46.6&alarm=${encodeURIComponent(value)}`)).attributes;
    const cases: [string, string | undefined][] = [
      ['sos', 'sos'],
      ['SOS', 'sos'],
      ['powerCut', 'power_cut'],
      ['powerOff', 'power_cut'],
      ['lowBattery', 'low_battery'],
      ['lowPower', 'low_battery'],
      ['vibration', 'vibration'],
      ['tampering', 'tamper'],
      ['removing', 'tamper'],
      ['accident', 'crash'],
      ['tow', 'towing'],
      ['jamming', 'jamming'],
      ['door', 'other'],
      ['fallDown', 'other'],
      ['overspeed', undefined], // the server's own event
      ['geofenceEnter', undefined],
      ['overspeed,sos', 'sos'], // several alarms joined by commas: the first that is one
    ];
    for (const [value, kind] of cases) {
      const attributes = alarmOf(value);
      expect({ value, alarm: attributes.alarm }).toEqual({ value, alarm: kind });
      expect(attributes.alarmCode).toBe(value);
    }
    expect(onePosition(get('id=7&lat=24.7&lon=46.6&alarm=')).attributes).not.toHaveProperty('alarm');
    expect(onePosition(form('id=7&lat=24.7&lon=46.6&alarm=sos')).attributes.alarm).toBe('sos');
    expect(onePosition(get('id=7&lat=24.7&lon=46.6&alarm=__proto__')).attributes.alarm).toBe('other');
  });

  it('writes the reference server harsh-driving alarm names as harsh driving, not alarms', () => {
    const attributesOf = (value: string) =>
      onePosition(get(`id=7&lat=24.7&lon=46.6&alarm=${encodeURIComponent(value)}`)).attributes;
    const cases: [string, string][] = [
      ['hardAcceleration', 'acceleration'],
      ['hardBraking', 'braking'],
      ['HARDCORNERING', 'cornering'],
    ];
    for (const [value, kind] of cases) {
      const attributes = attributesOf(value);
      expect({ value, harsh: attributes.harsh, alarm: attributes.alarm }).toEqual({
        value,
        harsh: kind,
        alarm: undefined,
      });
    }
    expect(attributesOf('hardBraking,sos')).toMatchObject({ harsh: 'braking', alarm: 'sos' });
    expect(attributesOf('sos')).not.toHaveProperty('harsh');
  });

  it('reads an alarm among the JSON extras', () => {
    const body = (extras: Record<string, unknown>) =>
      json({ device_id: 'p', location: { coords: { latitude: 24.7, longitude: 46.6 }, extras } });
    expect(onePosition(body({ alarm: 'sos' })).attributes).toMatchObject({ alarm: 'sos', alarmCode: 'sos' });
    expect(onePosition(body({ alarm: 'tow' })).attributes.alarm).toBe('towing');
    expect(onePosition(body({ alarm: false })).attributes).not.toHaveProperty('alarm');
  });

  it('carries the ignition parameter as a boolean: true/false and 1/0, query and JSON extras', () => {
    const ignitionOf = (value: string) =>
      onePosition(get(`id=7&lat=24.7&lon=46.6&ignition=${value}`)).attributes.ignition;
    expect(['true', 'false', '1', '0', 'TRUE', 'maybe'].map(ignitionOf)).toEqual([
      true,
      false,
      true,
      false,
      true,
      'maybe',
    ]);
    const jsonIgnition = (value: unknown) =>
      onePosition(
        json({
          device_id: 'p',
          location: { coords: { latitude: 24.7, longitude: 46.6 }, extras: { ignition: value } },
        }),
      ).attributes.ignition;
    expect([true, 0, '1'].map(jsonIgnition)).toEqual([true, false, true]);
  });
});
