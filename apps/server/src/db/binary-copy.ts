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

/**
 * Written through a `DataView` of the buffer: its setters are compiled inline, where `Buffer`'s `write*BE` are
 * functions checking their arguments, which take about twice as long per row.
 */
export class BinaryCopy {
  private buffer: Buffer;
  private view: DataView;
  private offset = HEADER_BYTES;

  constructor(expectedBytes = 64 * 1024) {
    this.buffer = Buffer.allocUnsafe(HEADER_BYTES + expectedBytes + TRAILER_BYTES);
    this.view = viewOf(this.buffer);
    SIGNATURE.copy(this.buffer, 0);
    this.view.setInt32(SIGNATURE.length, 0); // flags: no OIDs
    this.view.setInt32(SIGNATURE.length + 4, 0); // no header extension
  }

  /** Starts a row of `fields` fields, with room for `bytes` more bytes (its fields' lengths and data). */
  row(fields: number, bytes: number): void {
    const needed = this.offset + 2 + bytes + TRAILER_BYTES;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.offset);
      this.buffer = grown;
      this.view = viewOf(grown);
    }
    this.view.setInt16(this.offset, fields);
    this.offset += 2;
  }

  /** Room a jsonb field of `text` may take in `row`'s `bytes`. */
  static jsonbBytes(text: string): number {
    return 4 + 1 + text.length * UTF8_BYTES_PER_UNIT;
  }

  null(): void {
    this.view.setInt32(this.offset, -1);
    this.offset += 4;
  }

  int2(value: number | null): void {
    if (value === null) return this.null();
    // Checked as the database would (the view would wrap it).
    if (!Number.isInteger(value) || value < -32_768 || value > 32_767)
      throw new RangeError(`${value} is not an int2`);
    this.view.setInt16(this.field(2), value);
  }

  int4(value: number): void {
    if ((value | 0) !== value) throw new RangeError(`${value} is not an int4`);
    this.view.setInt32(this.field(4), value);
  }

  int4OrNull(value: number | null): void {
    if (value === null) return this.null();
    this.int4(value);
  }

  /** A safe integer as an int8. */
  int8(value: number): void {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a safe int8`);
    this.eightBytes(value);
  }

  /** Room a text field of `value` may take in `row`'s `bytes`. */
  static textBytes(value: string): number {
    return 4 + value.length * UTF8_BYTES_PER_UNIT;
  }

  /** Text, in UTF-8 (the connection's client encoding). */
  text(value: string): void {
    const start = this.offset;
    const written = this.buffer.write(value, start + 4);
    this.view.setInt32(start, written);
    this.offset = start + 4 + written;
  }

  float8(value: number | null): void {
    if (value === null) return this.null();
    this.view.setFloat64(this.field(8), value);
  }

  bool(value: boolean | null): void {
    if (value === null) return this.null();
    this.view.setUint8(this.field(1), value ? 1 : 0);
  }

  /** A time in epoch milliseconds (an integer, as a Date holds) as a timestamptz. */
  timestamptz(ms: number): void {
    const micros = (ms - POSTGRES_EPOCH_MS) * 1000;
    // Exact within ±285 years of 2000 (stored fix times lie between 2000 and tomorrow: position.ts).
    if (!Number.isSafeInteger(micros)) throw new RangeError(`${ms} is not a storable time`);
    this.eightBytes(micros);
  }

  /** JSON text as a jsonb: its version byte, then the text. */
  jsonb(text: string): void {
    const start = this.offset;
    this.view.setUint8(start + 4, JSONB_VERSION);
    const written = this.buffer.write(text, start + 5);
    this.view.setInt32(start, written + 1);
    this.offset = start + 5 + written;
  }

  /** The data, ended: what the COPY reads. */
  finish(): Buffer {
    this.view.setInt16(this.offset, -1);
    return this.buffer.subarray(0, this.offset + 2);
  }

  /** A field of 8 bytes holding a safe integer, big-endian. */
  private eightBytes(value: number): void {
    const high = Math.floor(value / TWO_TO_32);
    const at = this.field(8);
    this.view.setInt32(at, high);
    this.view.setUint32(at + 4, value - high * TWO_TO_32);
  }

  /** Writes the length of a field of `bytes` bytes and moves past it; returns where its data goes. */
  private field(bytes: number): number {
    const at = this.offset;
    this.view.setInt32(at, bytes);
    this.offset = at + 4 + bytes;
    return at + 4;
  }
}

function viewOf(buffer: Buffer): DataView {
  return new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
