import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compress } from './content-encoding';

describe('content encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, GZIP;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('compresses what decompresses to the same bytes', async () => {
    const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 500 }, (_, i) => ({ i })) }));
    expect(brotliDecompressSync(await compress(body, 'br'))).toEqual(body);
    expect(gunzipSync(await compress(body, 'gzip'))).toEqual(body);
  });
});
