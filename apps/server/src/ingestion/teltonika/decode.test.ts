import { describe, expect, it } from 'vitest';
import { avlFrame, codec8Record, T1_HEX, T2_HEX, T3_HEX } from '../testing/teltonika-frames';
import { decodeAvlData } from './decode';

const NOW = new Date('2026-01-01T00:00:00Z');
const IMEI = '356307042441013';

/** The data field (codec ID through N2) of a whole frame. */
function dataOf(frameHex: string): Buffer {
  const frame = Buffer.from(frameHex, 'hex');
  return frame.subarray(8, 8 + frame.readUInt32BE(4));
}

function decodeOk(data: Buffer, now = NOW) {
  const result = decodeAvlData(data, IMEI, now);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('decodeAvlData, worked examples', () => {
  it('T-1: Codec 8, one record', () => {
    const result = decodeOk(dataOf(T1_HEX));
    expect(result.codec).toBe(0x08);
    expect(result.recordCount).toBe(1);
    expect(result.skipped).toEqual([]);
    const [record] = result.records;
    expect(record?.deviceId).toBe(IMEI);
    expect(record?.fixTime.toISOString()).toBe('2013-08-31T15:00:41.710Z');
    expect(record?.lon).toBeCloseTo(21.432776, 6);
    expect(record?.lat).toBeCloseTo(37.6743392, 6);
    expect(record?.altitude).toBe(-4);
    expect(record?.course).toBe(0);
    expect(record?.satellites).toBe(9);
    expect(record?.valid).toBe(true);
    expect(record?.speed).toBe(0);
    expect(record?.attributes).toEqual({
      priority: 0,
      in1: false,
      motion: false,
      power: 12.835,
      gnssSpeed: 0,
    });
  });

  it('T-2: Codec 8 Extended with a variable-length IO element', () => {
    const result = decodeOk(dataOf(T2_HEX));
    expect(result.codec).toBe(0x8e);
    expect(result.recordCount).toBe(1);
    const [record] = result.records;
    expect(record?.fixTime.toISOString()).toBe('2022-09-23T04:22:29.011Z');
    expect(record?.lon).toBeCloseTo(25.25975, 6);
    expect(record?.lat).toBeCloseTo(54.70086, 6);
    expect(record?.altitude).toBe(179);
    expect(record?.course).toBe(180);
    expect(record?.satellites).toBe(14);
    expect(record?.speed).toBe(0);
    expect(record?.valid).toBe(true);
    expect(record?.attributes).toEqual({
      priority: 0,
      eventIo: 10831,
      io10831: '011c0001a40110eb47706aa38255aa96f21a154e2d00550d01000e020bd6',
    });
  });
});

describe('decodeAvlData, Codec 16', () => {
  it("T-3: the documentation's Codec 16 packet: two-byte ids, one-byte counts, the generation type", () => {
    const result = decodeOk(dataOf(T3_HEX));
    expect(result.codec).toBe(0x10);
    expect(result.recordCount).toBe(2);
    expect(result.skipped).toEqual([]);
    const [first, second] = result.records;
    expect(first?.fixTime.toISOString()).toBe('2019-07-10T12:06:54.000Z');
    expect(second?.fixTime.toISOString()).toBe('2019-07-10T12:06:55.000Z');
    expect(first).toMatchObject({
      lat: 0,
      lon: 0,
      altitude: 0,
      course: 0,
      satellites: 0,
      speed: 0,
      valid: false,
    });
    // Event IO 11 (0x000b), generated "on change" (5); IO 1 and 3 = 0, IO 11 = 0x27 / 0x26, IO 66 = 22074 mV.
    expect(first?.attributes).toMatchObject({
      priority: 0,
      eventIo: 11,
      generationType: 5,
      in1: false,
      power: 22.074,
    });
    expect(first?.attributes.io11).toBe(0x27);
    expect(second?.attributes.io11).toBe(0x26);
    expect(first?.attributes.in3).toBe(false);
  });
});

describe('decodeAvlData, records', () => {
  const time = Date.parse('2025-12-31T12:00:00Z');
  const dataOfRecords = (...records: Buffer[]) => dataOf(avlFrame(records).toString('hex'));

  it('maps known IO IDs and keeps unknown ones raw', () => {
    const record = codec8Record({
      timestampMs: time,
      io1: [
        [239, 1],
        [21, 4],
        [200, 7],
      ],
      io8: [
        [16, 123456n],
        [78, 0xffffffffffffffffn],
      ],
    });
    const [position] = decodeOk(dataOfRecords(record)).records;
    expect(position?.attributes).toEqual({
      priority: 0,
      ignition: true,
      rssi: 4,
      io200: 7,
      odometer: 123456,
      io78: 'ffffffffffffffff',
      // IO 78 is the iButton: the driver's key too (docs/api.md#driver-keys).
      driver_key: 'FFFFFFFFFFFFFFFF',
    });
  });

  it('stores satellites 0 as invalid, speed as sent', () => {
    const [position] = decodeOk(
      dataOfRecords(codec8Record({ timestampMs: time, satellites: 0, speed: 3 })),
    ).records;
    expect(position?.valid).toBe(false);
    expect(position?.satellites).toBe(0);
    expect(position?.speed).toBe(3);
  });

  it('skips records failing the sanity check but counts them for the ACK', () => {
    const result = decodeOk(
      dataOfRecords(
        codec8Record({ timestampMs: 0 }),
        codec8Record({ timestampMs: Date.parse('1999-12-31T23:59:59Z') }),
        codec8Record({ timestampMs: NOW.getTime() + 2 * 86_400_000 }),
        codec8Record({ timestampMs: time, course: 360 }),
        codec8Record({ timestampMs: time }),
      ),
    );
    expect(result.recordCount).toBe(5);
    expect(result.records).toHaveLength(1);
    expect(result.skipped.map((s) => s.index)).toEqual([0, 1, 2, 3]);
  });

  it('accepts a record up to a day ahead of the clock', () => {
    const result = decodeOk(dataOfRecords(codec8Record({ timestampMs: NOW.getTime() + 86_000_000 })));
    expect(result.records).toHaveLength(1);
  });

  it('rejects N1 ≠ N2, N1 = 0, overrun and underrun', () => {
    const record = codec8Record({ timestampMs: time });
    const bad = (options: Parameters<typeof avlFrame>[1], records = [record]) =>
      decodeAvlData(dataOf(avlFrame(records, options).toString('hex')), IMEI, NOW);
    expect(bad({ n1: 1, n2: 2 })).toMatchObject({ ok: false, reason: expect.stringContaining('differ') });
    expect(bad({ n1: 0, n2: 0 }, [])).toMatchObject({ ok: false, reason: 'record count is zero' });
    expect(bad({ n1: 2, n2: 2 })).toMatchObject({ ok: false, reason: expect.stringContaining('overrun') });
    expect(bad({}, [Buffer.concat([record, Buffer.from([0])])])).toMatchObject({
      ok: false,
      reason: expect.stringContaining('underrun'),
    });
  });

  it('reports an unsupported codec', () => {
    const data = Buffer.from('0d0100', 'hex');
    expect(decodeAvlData(data, IMEI, NOW)).toMatchObject({ ok: false, unsupportedCodec: 0x0d });
  });

  it('raises an alarm only when the event IO is an alarm element and its value means detected', () => {
    const time = Date.parse('2025-12-31T12:00:00Z');
    const decodeRecord = (spec: Omit<Parameters<typeof codec8Record>[0], 'timestampMs'>) => {
      const data = dataOf(avlFrame([codec8Record({ timestampMs: time, ...spec })]).toString('hex'));
      return decodeOk(data).records[0]!.attributes;
    };
    const cases: [number, number, string | undefined][] = [
      [236, 1, 'sos'],
      [246, 1, 'towing'],
      [247, 1, 'crash'],
      [247, 2, 'crash'],
      [249, 1, 'jamming'],
      [249, 0, undefined], // jamming ended
      [252, 1, 'power_cut'],
      [252, 0, undefined], // plugged back
      [240, 1, undefined], // movement: not an alarm
      [239, 1, undefined], // ignition: not an alarm
      [251, 1, undefined], // idle: the server's own event
    ];
    for (const [id, value, kind] of cases) {
      const attributes = decodeRecord({ eventIo: id, io1: [[id, value]] });
      expect({ id, value, alarm: attributes.alarm }).toEqual({ id, value, alarm: kind });
      expect(attributes.eventIo).toBe(id);
    }
    // Codec 8 Extended (2-byte IDs): GNSS jamming 318, critical = 2; a warning (1) is not an alarm.
    const extended = (value: number) => {
      const record = Buffer.alloc(24 + 2 + 2 + 2 + 3 + 2 * 4);
      record.writeBigUInt64BE(BigInt(time), 0);
      record.writeUInt8(9, 21); // satellites
      let at = 24;
      at = record.writeUInt16BE(318, at); // event IO
      at = record.writeUInt16BE(1, at); // total IO count
      at = record.writeUInt16BE(1, at); // N1
      at = record.writeUInt16BE(318, at);
      record.writeUInt8(value, at); // then N2, N4, N8, NX = 0 (already zero)
      return decodeOk(dataOf(avlFrame([record], { codec: 0x8e }).toString('hex'))).records[0]!.attributes;
    };
    expect(extended(2).alarm).toBe('jamming');
    expect(extended(1)).not.toHaveProperty('alarm');
    // The alarm element present on a periodic record (event IO 0) or on another element's record: no alarm.
    expect(decodeRecord({ io1: [[236, 1]] })).not.toHaveProperty('alarm');
    expect(
      decodeRecord({
        eventIo: 239,
        io1: [
          [239, 1],
          [252, 1],
        ],
      }),
    ).not.toHaveProperty('alarm');
    // The event element missing from the record: no alarm.
    expect(decodeRecord({ eventIo: 247, io1: [[239, 1]] })).not.toHaveProperty('alarm');
  });

  it('writes green driving records (event IO 253: 1/2/3, IO 254 in hundredths of g) as harsh driving', () => {
    const time = Date.parse('2025-12-31T12:00:00Z');
    const decodeRecord = (spec: Omit<Parameters<typeof codec8Record>[0], 'timestampMs'>) =>
      decodeOk(dataOf(avlFrame([codec8Record({ timestampMs: time, ...spec })]).toString('hex'))).records[0]!
        .attributes;
    const cases: [number, string][] = [
      [1, 'acceleration'],
      [2, 'braking'],
      [3, 'cornering'],
    ];
    for (const [type, kind] of cases) {
      // 0x2d = 45 hundredths of g = 4.41 m/s²
      const attributes = decodeRecord({
        eventIo: 253,
        io1: [
          [253, type],
          [254, 45],
        ],
      });
      expect({ type, harsh: attributes.harsh, ms2: attributes.harsh_ms2 }).toEqual({
        type,
        harsh: kind,
        ms2: 4.41,
      });
      expect(attributes).not.toHaveProperty('alarm');
    }
    // Without IO 254: the kind alone.
    const bare = decodeRecord({ eventIo: 253, io1: [[253, 2]] });
    expect(bare.harsh).toBe('braking');
    expect(bare).not.toHaveProperty('harsh_ms2');
    // On a periodic record, or with an unknown type: state only.
    expect(
      decodeRecord({
        io1: [
          [253, 2],
          [254, 45],
        ],
      }),
    ).not.toHaveProperty('harsh');
    expect(decodeRecord({ eventIo: 253, io1: [[253, 0]] })).not.toHaveProperty('harsh');
  });

  it('carries ignition from IO 239, on or off', () => {
    const time = Date.parse('2025-12-31T12:00:00Z');
    for (const value of [0, 1]) {
      const data = dataOf(
        avlFrame([codec8Record({ timestampMs: time, eventIo: 239, io1: [[239, value]] })]).toString('hex'),
      );
      expect(decodeOk(data).records[0]!.attributes.ignition).toBe(value === 1);
    }
  });
});
