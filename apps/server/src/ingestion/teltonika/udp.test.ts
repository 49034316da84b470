import { describe, expect, it } from 'vitest';
import { T3_HEX, U1_HEX } from '../testing/teltonika-frames';
import { avlDataOf, avlFrame, codec8Record, teltonikaUdpDatagram } from './encode';
import { decodeTeltonikaUdp, teltonikaUdpAck } from './udp';

const NOW = new Date('2026-01-01T00:00:00Z');

describe('Teltonika over UDP (docs/protocols/teltonika.md#udp)', () => {
  it("U-1: reads the documentation's Codec 8 datagram and answers 0005cafe010501", () => {
    const result = decodeTeltonikaUdp(Buffer.from(U1_HEX, 'hex'), NOW);
    if (!result.ok) throw new Error(result.reason);
    expect(result).toMatchObject({
      packetId: 0xcafe,
      avlPacketId: 0x05,
      imei: '352093086403655',
      recordCount: 1,
    });
    expect(result.records[0]?.fixTime.toISOString()).toBe('2019-06-13T06:23:26.000Z');
    expect(result.records[0]?.attributes).toMatchObject({ priority: 1, in1: true, power: 23.996 });
    expect(teltonikaUdpAck(result.packetId, result.avlPacketId, result.recordCount).toString('hex')).toBe(
      '0005cafe010501',
    );
  });

  it('reads Codec 16 records in a datagram (the data field of worked example T-3)', () => {
    const datagram = teltonikaUdpDatagram('356307042441013', 7, 0x21, avlDataOf(Buffer.from(T3_HEX, 'hex')));
    const result = decodeTeltonikaUdp(datagram, NOW);
    if (!result.ok) throw new Error(result.reason);
    expect(result.recordCount).toBe(2);
    expect(result.records.map((record) => record.attributes.generationType)).toEqual([5, 5]);
    expect(teltonikaUdpAck(7, 0x21, 2).toString('hex')).toBe('0005000701' + '2102');
  });

  it('refuses a datagram whose length field, IMEI or records do not add up (no ACK)', () => {
    const good = Buffer.from(U1_HEX, 'hex');
    const longer = Buffer.concat([good, Buffer.from([0])]);
    expect(decodeTeltonikaUdp(longer, NOW)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('length'),
    });
    const letters = Buffer.from(good);
    letters[10] = 0x41;
    expect(decodeTeltonikaUdp(letters, NOW)).toMatchObject({ ok: false, reason: 'IMEI is not all digits' });
    const counts = Buffer.from(good);
    counts[counts.length - 1] = 2;
    expect(decodeTeltonikaUdp(counts, NOW)).toMatchObject({ ok: false, imei: '352093086403655' });
    expect(decodeTeltonikaUdp(Buffer.alloc(4), NOW).ok).toBe(false);
    expect(decodeTeltonikaUdp(good.subarray(0, 20), NOW).ok).toBe(false);
  });

  it('encodes what it decodes: a datagram built from a Codec 8 frame', () => {
    const frame = avlFrame([
      codec8Record({ timestampMs: Date.UTC(2025, 11, 31), lat: 24.7, lon: 46.7, speed: 33 }),
    ]);
    const result = decodeTeltonikaUdp(teltonikaUdpDatagram('356307042441013', 1, 1, avlDataOf(frame)), NOW);
    if (!result.ok) throw new Error(result.reason);
    expect(result.records[0]).toMatchObject({ lat: 24.7, lon: 46.7, speed: 33 });
  });
});
