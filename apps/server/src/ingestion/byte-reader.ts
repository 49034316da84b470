/** Thrown by ByteReader when a field runs past the end of its frame; decoders turn it into a drop. */
export class FrameOverrunError extends Error {
  constructor(needed: number, offset: number, end: number) {
    super(`needs ${needed} bytes at offset ${offset}, frame ends at ${end}`);
    this.name = 'FrameOverrunError';
  }
}

/** Big-endian cursor over one frame with bounds checks on every read. */
export class ByteReader {
  private offset: number;

  constructor(
    private readonly data: Buffer,
    start = 0,
    private readonly end = data.length,
  ) {
    this.offset = start;
  }

  get position(): number {
    return this.offset;
  }

  get remaining(): number {
    return this.end - this.offset;
  }

  private take(count: number): number {
    if (count < 0 || this.offset + count > this.end)
      throw new FrameOverrunError(count, this.offset, this.end);
    const at = this.offset;
    this.offset += count;
    return at;
  }

  u8(): number {
    return this.data.readUInt8(this.take(1));
  }

  u16(): number {
    return this.data.readUInt16BE(this.take(2));
  }

  /** Two bytes when `wide`, else one (Codec 8 Extended widens IO ids and counts). */
  u8or16(wide: boolean): number {
    return wide ? this.u16() : this.u8();
  }

  i16(): number {
    return this.data.readInt16BE(this.take(2));
  }

  u24(): number {
    return this.data.readUIntBE(this.take(3), 3);
  }

  u32(): number {
    return this.data.readUInt32BE(this.take(4));
  }

  i32(): number {
    return this.data.readInt32BE(this.take(4));
  }

  u64(): bigint {
    return this.data.readBigUInt64BE(this.take(8));
  }

  bytes(count: number): Buffer {
    const at = this.take(count);
    return this.data.subarray(at, at + count);
  }

  skip(count: number): void {
    this.take(count);
  }
}
