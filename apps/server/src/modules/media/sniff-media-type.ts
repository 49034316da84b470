import type { MEDIA_IMAGE_TYPES, MEDIA_PDF_TYPE } from '@fleet/shared/schemas/media';
import { MEDIA_VIDEO_TYPES } from '@fleet/shared/schemas/media';

export type MediaType =
  (typeof MEDIA_IMAGE_TYPES)[number] | (typeof MEDIA_VIDEO_TYPES)[number] | typeof MEDIA_PDF_TYPE;

/** Bytes needed by `sniffMediaType`. */
export const SNIFF_BYTES = 64;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

/** ISO base media brands that are plain MP4 video (HEIC/AVIF share the `ftyp` box and are refused). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
]);

/**
 * The media type from a file's first bytes (magic numbers), or null when it is not an accepted
 * image, video or PDF. The file name and the client's content type are never consulted.
 */
export function sniffMediaType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (MP4_BRANDS.has(brand)) return 'video/mp4';
    return null;
  }
  // EBML header; the document type names WebM (Matroska in general is not offered to browsers).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, SNIFF_BYTES).includes('webm')) {
    return 'video/webm';
  }
  return null;
}

export const isVideoType = (type: MediaType) => (MEDIA_VIDEO_TYPES as readonly string[]).includes(type);

export const EXTENSIONS: Record<MediaType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'video/mp4': '.mp4',
  'video/quicktime': '.mov',
  'video/webm': '.webm',
  'application/pdf': '.pdf',
};
