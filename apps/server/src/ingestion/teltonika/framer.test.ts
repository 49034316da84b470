import { describe, expect, it } from 'vitest';
import { bytewise } from '../testing/prng';
import { avlFrame, codec8Record, IMEI_PACKET_HEX, T1_HEX, T2_HEX, T3_HEX } from '../testing/teltonika-frames';
import { TeltonikaFramer, teltonikaAck, teltonikaHandshakeReply, type TeltonikaEvent } from './framer';

const NOW = new Date('2026-01-01T00:00:00Z');
const imeiPacket = Buffer.from(IMEI_PACKET_HEX, 'hex');
const t1 = Buffer.from(T1_HEX, 'hex');
const t2 = Buffer.from(T2_HEX, 'hex');

function feed(framer: TeltonikaFramer, chunks: Buffer[]): TeltonikaEvent[] {
  return chunks.flatMap((chunk) => framer.push(chunk, NOW));
}

/** A framer past a successful handshake. */
function acceptedFramer(): TeltonikaFramer {
  const framer = new TeltonikaFramer();
  expect(framer.push(imeiPacket, NOW)).toEqual([{ type: 'imei', imei: '356307042441013' }]);
  framer.accept();
  return framer;
}

const summary = (events: TeltonikaEvent[]) =>
  events.map((e) => (e.type === 'packet' ? `packet:${e.recordCount}:${e.records.length}` : e.type));

describe('TeltonikaFramer handshake', () => {
  it('reads the IMEI packet from the doc and builds both replies', () => {
    const framer = acceptedFramer();
    expect(framer.imei).toBe('356307042441013');
    expect(teltonikaHandshakeReply(true).toString('hex')).toBe('01');
    expect(teltonikaHandshakeReply(false).toString('hex')).toBe('00');
  });

  it('reads the IMEI byte by byte', () => {
    const framer = new TeltonikaFramer();
    expect(feed(framer, bytewise(imeiPacket))).toEqual([{ type: 'imei', imei: '356307042441013' }]);
  });

  it.each([
    ['length 0 (a data packet)', t1],
    ['length above 20', Buffer.from('0015' + '31'.repeat(21), 'hex')],
    ['non-digits', Buffer.from('000f' + '33'.repeat(14) + '41', 'hex')],
  ])('closes on a bad IMEI packet: %s', (_name, bytes) => {
    const framer = new TeltonikaFramer();
    const events = framer.push(bytes, NOW);
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe('close');
    expect(framer.closed).toBe(true);
    expect(framer.push(imeiPacket, NOW)).toEqual([]);
  });

  it('closes on data sent before the handshake reply', () => {
    const framer = new TeltonikaFramer();
    expect(summary(framer.push(Buffer.concat([imeiPacket, t1]), NOW))).toEqual(['imei', 'close']);
  });

  it('ignores everything after reject()', () => {
    const framer = new TeltonikaFramer();
    framer.push(imeiPacket, NOW);
    framer.reject();
    expect(framer.closed).toBe(true);
    expect(framer.push(t1, NOW)).toEqual([]);
  });
});

describe('TeltonikaFramer packets', () => {
  it('decodes T-1 and answers 00000001', () => {
    const events = acceptedFramer().push(t1, NOW);
    expect(summary(events)).toEqual(['packet:1:1']);
    const packet = events[0];
    if (packet?.type !== 'packet') throw new Error('expected a packet');
    expect(packet.records[0]?.deviceId).toBe('356307042441013');
    expect(teltonikaAck(packet.recordCount).toString('hex')).toBe('00000001');
    expect(teltonikaAck(14).toString('hex')).toBe('0000000e');
  });

  it('decodes T-3 (Codec 16, two records) and answers 00000002', () => {
    const events = acceptedFramer().push(Buffer.from(T3_HEX, 'hex'), NOW);
    expect(summary(events)).toEqual(['packet:2:2']);
    const [packet] = events;
    if (packet?.type !== 'packet') throw new Error('expected a packet');
    expect(packet.codec).toBe(0x10);
    expect(teltonikaAck(packet.recordCount).toString('hex')).toBe('00000002');
  });

  it('decodes T-2 and answers 00000001', () => {
    const [packet] = acceptedFramer().push(t2, NOW);
    if (packet?.type !== 'packet') throw new Error('expected a packet');
    expect(packet.codec).toBe(0x8e);
    expect(packet.records[0]?.attributes.io10831).toHaveLength(60);
    expect(teltonikaAck(packet.recordCount).toString('hex')).toBe('00000001');
  });

  it('reassembles frames delivered one byte at a time', () => {
    const framer = acceptedFramer();
    const events = feed(framer, bytewise(Buffer.concat([t1, t2])));
    expect(summary(events)).toEqual(['packet:1:1', 'packet:1:1']);
  });

  it('decodes several frames and keeps a partial one from a single read', () => {
    const framer = acceptedFramer();
    const chunk = Buffer.concat([t1, t2, t1.subarray(0, 20)]);
    expect(summary(framer.push(chunk, NOW))).toEqual(['packet:1:1', 'packet:1:1']);
    expect(summary(framer.push(t1.subarray(20), NOW))).toEqual(['packet:1:1']);
  });

  it('treats a lone ff as a keep-alive', () => {
    const framer = acceptedFramer();
    expect(summary(framer.push(Buffer.from('ff', 'hex'), NOW))).toEqual(['keepalive']);
    expect(summary(framer.push(Buffer.concat([Buffer.from('ff', 'hex'), t1]), NOW))).toEqual([
      'keepalive',
      'packet:1:1',
    ]);
  });

  it('drops a packet with a bad CRC and carries on with the next', () => {
    const framer = acceptedFramer();
    const corrupted = Buffer.from(t1);
    corrupted[20] = (corrupted[20] ?? 0) ^ 0x01;
    const events = framer.push(Buffer.concat([corrupted, t1]), NOW);
    expect(summary(events)).toEqual(['drop', 'packet:1:1']);
    expect(events[0]).toMatchObject({ reason: expect.stringContaining('CRC mismatch') });
  });

  it('drops a CRC field whose upper two bytes are not zero', () => {
    const corrupted = Buffer.from(t1);
    corrupted[t1.length - 4] = 0x01;
    expect(summary(acceptedFramer().push(corrupted, NOW))).toEqual(['drop']);
  });

  it('drops N1 ≠ N2 without closing', () => {
    const record = codec8Record({ timestampMs: Date.parse('2025-12-31T00:00:00Z') });
    const framer = acceptedFramer();
    const events = framer.push(avlFrame([record], { n1: 1, n2: 2 }), NOW);
    expect(summary(events)).toEqual(['drop']);
    expect(framer.closed).toBe(false);
  });

  it('drops a well-framed packet with an unsupported codec, naming it', () => {
    const frame = avlFrame([Buffer.from('0000', 'hex')], { codec: 0x0d });
    const events = acceptedFramer().push(frame, NOW);
    expect(events).toEqual([{ type: 'drop', reason: 'unsupported codec 0xd', codec: 0x0d }]);
  });

  it('reports skipped records and still counts them', () => {
    const frame = avlFrame([
      codec8Record({ timestampMs: Date.parse('2025-12-31T00:00:00Z'), satellites: 0 }),
      codec8Record({ timestampMs: Date.parse('2030-01-01T00:00:00Z') }),
    ]);
    const [packet] = acceptedFramer().push(frame, NOW);
    if (packet?.type !== 'packet') throw new Error('expected a packet');
    expect(packet.recordCount).toBe(2);
    expect(packet.records.map((r) => r.valid)).toEqual([false]);
    expect(packet.skipped).toEqual([{ index: 1, reason: expect.stringContaining('future') }]);
  });

  it('closes on a non-zero preamble as soon as the byte arrives', () => {
    const framer = acceptedFramer();
    expect(summary(framer.push(Buffer.from('00000100', 'hex'), NOW))).toEqual(['close']);
  });

  it.each([
    ['below 3', '0000000000000002'],
    ['above the 64 KiB cap', '0000000000010001'],
    ['huge', '00000000ffffffff'],
  ])('closes on a data length %s without waiting for its bytes', (_name, header) => {
    const framer = acceptedFramer();
    const events = framer.push(Buffer.from(header, 'hex'), NOW);
    expect(events).toEqual([{ type: 'close', reason: expect.stringContaining('out of range') }]);
  });

  it('waits for a truncated frame and emits nothing', () => {
    const framer = acceptedFramer();
    expect(framer.push(t2.subarray(0, t2.length - 1), NOW)).toEqual([]);
    expect(summary(framer.push(t2.subarray(t2.length - 1), NOW))).toEqual(['packet:1:1']);
  });

  it('accepts the largest allowed packet', () => {
    const time = Date.parse('2025-12-31T00:00:00Z');
    const records = Array.from({ length: 255 }, () =>
      codec8Record({ timestampMs: time, io8: Array.from({ length: 25 }, (_, i) => [i + 100, 1n]) }),
    );
    const frame = avlFrame(records);
    expect(frame.length - 12).toBeLessThanOrEqual(64 * 1024);
    expect(summary(acceptedFramer().push(frame, NOW))).toEqual(['packet:255:255']);
  });

  it('reassembles a maximum-size packet fed one byte at a time in linear time', () => {
    const time = Date.parse('2025-12-31T00:00:00Z');
    const records = Array.from({ length: 255 }, () =>
      codec8Record({ timestampMs: time, io8: Array.from({ length: 25 }, (_, i) => [i + 100, 1n]) }),
    );
    const framer = acceptedFramer();
    const started = performance.now();
    expect(summary(feed(framer, bytewise(avlFrame(records))))).toEqual(['packet:255:255']);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
