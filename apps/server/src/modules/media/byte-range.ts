/** Inclusive byte range of a single-range `Range: bytes=…` request. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses `bytes=a-b`, `bytes=a-` and `bytes=-n` against a file of `size` bytes.
 * Returns null to serve the whole file (no or unsupported header, e.g. several ranges),
 * 'unsatisfiable' for a range outside the file (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
