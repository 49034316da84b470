/**
 * Rows in PostgreSQL's binary COPY format (`COPY … FROM STDIN (FORMAT binary)`): a signature, flags and header
 * extension length; per row its field count, then per field its byte length (-1 for NULL) and its bytes in the
 * type's binary (`*_recv`) form, big-endian; a field count of -1 ends the data. Each field must be written in
 * exactly its column's type: the database converts nothing.
 */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const HEADER_BYTES = SIGNATURE.length + 8;
const TRAILER_BYTES = 2;
/** timestamptz travels as microseconds since 2000-01-01 UTC, an int8. */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO_TO_32 = 2 ** 32;
const JSONB_VERSION = 1;
/** The most bytes a UTF-16 code unit takes in UTF-8. */
const UTF8_BYTES_PER_UNIT = 3;

export class BinaryCopy {
  private buffer: Buffer;
  private offset = HEADER_BYTES;

  constructor(expectedBytes = 64 * 1024) {
    this.buffer = Buffer.allocUnsafe(HEADER_BYTES + expectedBytes + TRAILER_BYTES);
    SIGNATURE.copy(this.buffer, 0);
    this.buffer.writeInt32BE(0, SIGNATURE.length); // flags: no OIDs
    this.buffer.writeInt32BE(0, SIGNATURE.length + 4); // no header extension
  }

  /** Starts a row of `fields` fields, with room for `bytes` more bytes (its fields' lengths and data). */
  row(fields: number, bytes: number): void {
    const needed = this.offset + 2 + bytes + TRAILER_BYTES;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.offset);
      this.buffer = grown;
    }
    this.offset = this.buffer.writeInt16BE(fields, this.offset);
  }

  /** Room a jsonb field of `text` may take in `row`'s `bytes`. */
  static jsonbBytes(text: string): number {
    return 4 + 1 + text.length * UTF8_BYTES_PER_UNIT;
  }

  null(): void {
    this.offset = this.buffer.writeInt32BE(-1, this.offset);
  }

  int2(value: number | null): void {
    if (value === null) return this.null();
    // Checked as the database would: writeInt16BE alone would throw a less telling error.
    if (!Number.isInteger(value) || value < -32_768 || value > 32_767)
      throw new RangeError(`${value} is not an int2`);
    this.offset = this.buffer.writeInt32BE(2, this.offset);
    this.offset = this.buffer.writeInt16BE(value, this.offset);
  }

  int4(value: number): void {
    this.offset = this.buffer.writeInt32BE(4, this.offset);
    this.offset = this.buffer.writeInt32BE(value, this.offset);
  }

  int4OrNull(value: number | null): void {
    if (value === null) return this.null();
    this.int4(value);
  }

  /** A safe integer as an int8. */
  int8(value: number): void {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a safe int8`);
    const high = Math.floor(value / TWO_TO_32);
    this.offset = this.buffer.writeInt32BE(8, this.offset);
    this.offset = this.buffer.writeInt32BE(high, this.offset);
    this.offset = this.buffer.writeUInt32BE(value - high * TWO_TO_32, this.offset);
  }

  /** Room a text field of `value` may take in `row`'s `bytes`. */
  static textBytes(value: string): number {
    return 4 + value.length * UTF8_BYTES_PER_UNIT;
  }

  /** Text, in UTF-8 (the connection's client encoding). */
  text(value: string): void {
    const start = this.offset;
    const written = this.buffer.write(value, start + 4);
    this.buffer.writeInt32BE(written, start);
    this.offset = start + 4 + written;
  }

  float8(value: number | null): void {
    if (value === null) return this.null();
    this.offset = this.buffer.writeInt32BE(8, this.offset);
    this.offset = this.buffer.writeDoubleBE(value, this.offset);
  }

  bool(value: boolean | null): void {
    if (value === null) return this.null();
    this.offset = this.buffer.writeInt32BE(1, this.offset);
    this.offset = this.buffer.writeUInt8(value ? 1 : 0, this.offset);
  }

  /** A time in epoch milliseconds (an integer, as a Date holds) as a timestamptz. */
  timestamptz(ms: number): void {
    const micros = (ms - POSTGRES_EPOCH_MS) * 1000;
    // Exact within ±285 years of 2000 (stored fix times lie between 2000 and tomorrow: position.ts).
    if (!Number.isSafeInteger(micros)) throw new RangeError(`${ms} is not a storable time`);
    const high = Math.floor(micros / TWO_TO_32);
    this.offset = this.buffer.writeInt32BE(8, this.offset);
    this.offset = this.buffer.writeInt32BE(high, this.offset);
    this.offset = this.buffer.writeUInt32BE(micros - high * TWO_TO_32, this.offset);
  }

  /** JSON text as a jsonb: its version byte, then the text. */
  jsonb(text: string): void {
    const start = this.offset;
    this.buffer.writeUInt8(JSONB_VERSION, start + 4);
    const written = this.buffer.write(text, start + 5);
    this.buffer.writeInt32BE(written + 1, start);
    this.offset = start + 5 + written;
  }

  /** The data, ended: what the COPY reads. */
  finish(): Buffer {
    const end = this.buffer.writeInt16BE(-1, this.offset);
    return this.buffer.subarray(0, end);
  }
}
