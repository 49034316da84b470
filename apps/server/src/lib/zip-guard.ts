import { inflateRawSync } from 'node:zlib';

/** Limits checked on a zip's central directory, then on what its entries really inflate to. */
export interface ZipLimits {
  maxUncompressedBytes: number;
  maxEntries: number;
}

export type ZipCheck =
  | { ok: true; entries: number; uncompressedBytes: number }
  | { ok: false; reason: 'not_zip' | 'too_large' | 'too_many_entries' | 'size_mismatch' };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

interface Entry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeader: number;
}

/**
 * Reads the end-of-central-directory record and every central directory header, summing the
 * declared uncompressed sizes; then inflates each entry with an output cap, so an entry that lies
 * about its size (the spreadsheet reader would trust a declared 0 and inflate without bound) is
 * refused, and nothing ever inflates past `maxUncompressedBytes` in total. ZIP64 archives are
 * refused outright since a spreadsheet within our limits never needs them.
 */
export function checkZip(bytes: Buffer, limits: ZipLimits): ZipCheck {
  if (bytes.length < EOCD_MIN) return { ok: false, reason: 'not_zip' };
  let eocd = -1;
  const lowest = Math.max(0, bytes.length - EOCD_MIN - MAX_COMMENT);
  for (let offset = bytes.length - EOCD_MIN; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === EOCD_SIGNATURE) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'not_zip' };
  const count = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    return { ok: false, reason: 'too_large' }; // ZIP64
  }
  if (count > limits.maxEntries) return { ok: false, reason: 'too_many_entries' };
  if (directoryOffset + directorySize > eocd) return { ok: false, reason: 'not_zip' };

  let offset = directoryOffset;
  let total = 0;
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > eocd || bytes.readUInt32LE(offset) !== CENTRAL_SIGNATURE)
      return { ok: false, reason: 'not_zip' };
    const declaredSize = bytes.readUInt32LE(offset + 24);
    if (declaredSize === 0xffffffff) return { ok: false, reason: 'too_large' };
    total += declaredSize;
    if (total > limits.maxUncompressedBytes) return { ok: false, reason: 'too_large' };
    entries.push({
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      declaredSize,
      localHeader: bytes.readUInt32LE(offset + 42),
    });
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }

  let inflated = 0;
  for (const entry of entries) {
    const size = realSize(bytes, entry, limits.maxUncompressedBytes - inflated);
    if (size === 'too_large' || size === 'not_zip') return { ok: false, reason: size };
    if (size !== entry.declaredSize) return { ok: false, reason: 'size_mismatch' };
    inflated += size;
  }
  return { ok: true, entries: count, uncompressedBytes: total };
}

/** What the entry's data really inflates to, inflating at most `budget` bytes. */
function realSize(bytes: Buffer, entry: Entry, budget: number): number | 'too_large' | 'not_zip' {
  const header = entry.localHeader;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_SIGNATURE) return 'not_zip';
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) return 'not_zip';
  if (entry.method === STORED) return entry.compressedSize;
  if (entry.method !== DEFLATED) return 'not_zip';
  try {
    // One byte over the budget tells "too large" from "exactly at the limit".
    return inflateRawSync(bytes.subarray(start, end), { maxOutputLength: Math.max(1, budget + 1) }).length;
  } catch (error) {
    return error instanceof RangeError ? 'too_large' : 'not_zip';
  }
}
