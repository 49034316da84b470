/** Seeded PRNG (mulberry32) so fuzz failures reproduce from the printed seed. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number): number => Math.floor(next() * maxExclusive);
  return {
    next,
    int,
    bytes(count: number): Buffer {
      const out = Buffer.alloc(count);
      for (let i = 0; i < count; i++) out[i] = int(256);
      return out;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)] as T;
    },
    /** Splits a buffer into random chunks (sizes 1..maxChunk). */
    split(data: Buffer, maxChunk = 16): Buffer[] {
      const chunks: Buffer[] = [];
      for (let at = 0; at < data.length;) {
        const size = 1 + int(maxChunk);
        chunks.push(data.subarray(at, at + size));
        at += size;
      }
      return chunks;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

/** Feeds a buffer one byte at a time. */
export function bytewise(data: Buffer): Buffer[] {
  return Array.from(data, (byte) => Buffer.from([byte]));
}
