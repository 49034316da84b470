import { describe, expect, it } from 'vitest';
import { crc16X25 } from '../crc';
import { BAD_CRC_SAMPLE_HEX } from '../testing/gt06-frames';
import { decodeGt06Message, gt06Ack, timezoneFromWord, type Gt06Frame } from './decode';

const context = { imei: '123456789012345', timezoneOffsetMinutes: 0, now: new Date('2026-01-01T00:00:00Z') };

describe('gt06Ack', () => {
  it('builds the replies of the worked examples', () => {
    expect(gt06Ack(0x01, 1).toString('hex')).toBe('787805010001d9dc0d0a');
    expect(gt06Ack(0x12, 322).toString('hex')).toBe('787805120142da6a0d0a');
    expect(gt06Ack(0x16, 103).toString('hex')).toBe('787805160067d67c0d0a');
    expect(gt06Ack(0x13, 297).toString('hex')).toBe('7878051301295d630d0a');
    expect(gt06Ack(0x01, 2).toString('hex')).toBe('787805010002eb470d0a');
  });
});

describe('timezoneFromWord', () => {
  it('reads hhmm from the upper 12 bits and the sign from bit 3', () => {
    expect(timezoneFromWord(0x190a)).toBe(-240);
    expect(timezoneFromWord(0x3200)).toBe(480);
    expect(timezoneFromWord(0x2120)).toBe(330); // 530 = 5 h 30, east
    expect(timezoneFromWord(0xfff0)).toBeNull();
  });
});

describe('the vendor sample with a wrong CRC', () => {
  it('carries 8081 while the X-25 of its bytes is 7377', () => {
    const frame = Buffer.from(BAD_CRC_SAMPLE_HEX, 'hex');
    expect(frame.readUInt16BE(frame.length - 4).toString(16)).toBe('8081');
    expect(crc16X25(frame, 2, frame.length - 4).toString(16)).toBe('7377');
  });
});

describe('decodeGt06Message', () => {
  const frame = (protocol: number, hex: string, long = false): Gt06Frame => ({
    protocol,
    long,
    content: Buffer.from(hex, 'hex'),
    serial: 7,
  });

  it('refuses a login whose terminal ID is not BCD or too short', () => {
    expect(decodeGt06Message(frame(0x01, '0123456789abcdef'), context)).toMatchObject({ kind: 'bad-login' });
    expect(decodeGt06Message(frame(0x01, '01234567'), context)).toMatchObject({ kind: 'bad-login' });
  });

  it('yields a null position for a location shorter than the GPS block', () => {
    expect(decodeGt06Message(frame(0x12, '1108191102'), context)).toEqual({
      kind: 'location',
      position: null,
      invalidReason: 'content shorter than the GPS block',
    });
  });

  it('yields a null position when the alarm LBS length overruns the frame', () => {
    const gps = '110819110216d402f250340828924055d4c8';
    expect(decodeGt06Message(frame(0x16, `${gps}ff01`), context)).toMatchObject({
      kind: 'location',
      position: null,
    });
  });

  it('classifies unknown, command-response and time-request frames', () => {
    expect(decodeGt06Message(frame(0x19, '00'), context)).toEqual({ kind: 'other', ackable: true });
    expect(decodeGt06Message(frame(0x94, '00', true), context)).toEqual({ kind: 'other', ackable: false });
    for (const protocol of [0x15, 0x21, 0x8a]) {
      expect(decodeGt06Message(frame(protocol, ''), context)).toEqual({ kind: 'other', ackable: false });
    }
  });
});
