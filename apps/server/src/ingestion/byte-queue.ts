/**
 * Per-connection receive buffer for the TCP framers. Chunks are kept as received and joined only
 * when a caller needs a contiguous view, so a frame trickling in one byte at a time costs O(n).
 * Chunks are referenced, not copied: callers must not reuse a buffer after pushing it (sockets don't).
 */
export class ByteQueue {
  private chunks: Buffer[] = [];
  private size = 0;

  get length(): number {
    return this.size;
  }

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
    this.size += chunk.length;
  }

  /** The byte at `index`, or undefined past the end. */
  byteAt(index: number): number | undefined {
    let offset = index;
    for (const chunk of this.chunks) {
      if (offset < chunk.length) return chunk[offset];
      offset -= chunk.length;
    }
    return undefined;
  }

  /** The first `count` bytes (or fewer if not available) as one buffer, without consuming them. */
  peek(count: number): Buffer {
    const wanted = Math.min(count, this.size);
    const first = this.chunks[0];
    if (first && first.length >= wanted) return first.subarray(0, wanted);
    const joined = Buffer.concat(this.chunks, this.size);
    this.chunks = [joined];
    return joined.subarray(0, wanted);
  }

  consume(count: number): void {
    let remaining = Math.min(count, this.size);
    this.size -= remaining;
    while (remaining > 0) {
      const first = this.chunks[0];
      if (!first) break;
      if (first.length <= remaining) {
        this.chunks.shift();
        remaining -= first.length;
      } else {
        this.chunks[0] = first.subarray(remaining);
        remaining = 0;
      }
    }
  }

  clear(): void {
    this.chunks = [];
    this.size = 0;
  }
}
