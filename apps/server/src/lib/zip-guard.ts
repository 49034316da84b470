/** Limits checked on a zip's central directory before any of it is inflated. */
export interface ZipLimits {
  maxUncompressedBytes: number;
  maxEntries: number;
}

export type ZipCheck =
  | { ok: true; entries: number; uncompressedBytes: number }
  | { ok: false; reason: 'not_zip' | 'too_large' | 'too_many_entries' };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/**
 * Reads the end-of-central-directory record and every central directory header, summing the
 * declared uncompressed sizes. A zip bomb declares its real size here (or lies, in which case
 * the entry's size check fails in the inflater); ZIP64 archives are refused outright since a
 * spreadsheet within our limits never needs them.
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
  const entries = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    return { ok: false, reason: 'too_large' }; // ZIP64
  }
  if (entries > limits.maxEntries) return { ok: false, reason: 'too_many_entries' };
  if (directoryOffset + directorySize > eocd) return { ok: false, reason: 'not_zip' };

  let offset = directoryOffset;
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > eocd || bytes.readUInt32LE(offset) !== CENTRAL_SIGNATURE)
      return { ok: false, reason: 'not_zip' };
    const uncompressed = bytes.readUInt32LE(offset + 24);
    if (uncompressed === 0xffffffff) return { ok: false, reason: 'too_large' };
    total += uncompressed;
    if (total > limits.maxUncompressedBytes) return { ok: false, reason: 'too_large' };
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }
  return { ok: true, entries, uncompressedBytes: total };
}
