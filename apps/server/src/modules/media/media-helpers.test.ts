import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { encodePng } from '../../lib/png';
import { UrlSigner } from '../../lib/url-signer';
import { parseByteRange } from './byte-range';
import { sniffMediaType } from './sniff-media-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('sniffMediaType', () => {
  it('recognises the accepted types by their magic numbers', () => {
    expect(sniffMediaType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMediaType(encodePng(1, 1, new Uint8Array(3)))).toBe('image/png');
    expect(sniffMediaType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(sniffMediaType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffMediaType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffMediaType(bytes([0, 0, 0, 0x20], 'ftypmp42'))).toBe('video/mp4');
    expect(sniffMediaType(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('video/quicktime');
    expect(sniffMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe(
      'video/webm',
    );
  });

  it('refuses everything else: SVG, HTML, HEIC, Matroska, executables, text', () => {
    expect(sniffMediaType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffMediaType(bytes('<!DOCTYPE html><html>'))).toBeNull();
    expect(sniffMediaType(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeNull();
    expect(sniffMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
    expect(sniffMediaType(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(sniffMediaType(bytes('hello'))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });
});

describe('parseByteRange', () => {
  it('parses single ranges and refuses those outside the file', () => {
    expect(parseByteRange(undefined, 100)).toBeNull();
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-2', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseByteRange('items=0-1', 100)).toBeNull();
  });
});

describe('UrlSigner', () => {
  it('signs a path for at least an hour, with a stable URL within ten minutes', () => {
    const signer = new UrlSigner('k'.repeat(64));
    const now = Date.UTC(2026, 0, 1, 12, 3);
    const url = signer.sign('/api/media/7', now);
    expect(signer.sign('/api/media/7', now + 60_000)).toBe(url);
    expect(signer.verify(url, now)).toBe(true);
    expect(signer.verify(url, now + 60 * 60 * 1000)).toBe(true);
    expect(signer.verify(url, now + 2 * 60 * 60 * 1000)).toBe(false);
    expect(signer.verify(url.replace('/7?', '/8?'), now)).toBe(false);
    expect(
      signer.verify(
        url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 600}`),
        now,
      ),
    ).toBe(false);
    expect(new UrlSigner('o'.repeat(64)).verify(url, now)).toBe(false);
  });

  it('reuses a signature only within its expiry step, and per path', () => {
    const signer = new UrlSigner('k'.repeat(64));
    const now = Date.UTC(2026, 0, 1, 12, 3);
    const first = signer.sign('/api/media/7', now);
    const next = signer.sign('/api/media/7', now + 10 * 60 * 1000);
    expect(next).not.toBe(first);
    expect(signer.verify(next, now + 10 * 60 * 1000)).toBe(true);
    expect(signer.sign('/api/media/7', now)).toBe(first);
    const other = signer.sign('/api/media/8', now);
    expect(other.startsWith('/api/media/8?')).toBe(true);
    expect(signer.verify(other, now)).toBe(true);
  });
});

describe('png', () => {
  it('writes an RGB PNG that a decoder reads back pixel for pixel', () => {
    const rgb = Uint8Array.from({ length: 18 }, (_, i) => i * 13);
    const png = encodePng(3, 2, rgb);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
    expect(png[25]).toBe(2); // colour type: truecolour
    const decoded = PNG.sync.read(png);
    const back = [...decoded.data].filter((_, i) => i % 4 !== 3); // RGBA → RGB
    expect(back).toEqual([...rgb]);
    expect(() => encodePng(3, 2, new Uint8Array(5))).toThrow();
  });
});
