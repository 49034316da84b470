import { describe, expect, it } from 'vitest';
import { crc16Ibm, crc16X25 } from './crc';

const check = Buffer.from('123456789', 'ascii');

describe('crc16Ibm', () => {
  it('matches the CRC-16/ARC check value', () => {
    expect(crc16Ibm(check).toString(16)).toBe('bb3d');
  });

  it('is zero for no bytes and honours start/end', () => {
    expect(crc16Ibm(Buffer.alloc(0))).toBe(0);
    const padded = Buffer.concat([Buffer.from('xx'), check, Buffer.from('yy')]);
    expect(crc16Ibm(padded, 2, 11)).toBe(0xbb3d);
  });
});

describe('crc16X25', () => {
  it('matches the CRC-16/X-25 check value', () => {
    expect(crc16X25(check).toString(16)).toBe('906e');
  });

  it('computes the GT06 reply CRCs from the doc', () => {
    expect(crc16X25(Buffer.from('05010001', 'hex')).toString(16)).toBe('d9dc');
    expect(crc16X25(Buffer.from('05120142', 'hex')).toString(16)).toBe('da6a');
  });
});
