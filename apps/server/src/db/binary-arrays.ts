/**
 * One-dimensional PostgreSQL arrays in the binary wire format (`array_recv`): a Buffer parameter goes to the
 * database as binary (node-postgres and PGlite alike), so a batch's numbers are neither printed here nor parsed
 * there. Layout: dimensions (1), has-nulls flag, element type OID, length, lower bound (1); then per element its
 * byte length (-1 for NULL) and its bytes, big-endian.
 */
const HEADER_BYTES = 20;
const LENGTH_BYTES = 4;

const ELEMENT = {
  int2: { oid: 21, bytes: 2 },
  int4: { oid: 23, bytes: 4 },
  float8: { oid: 701, bytes: 8 },
  bool: { oid: 16, bytes: 1 },
} as const;

export type ElementType = keyof typeof ELEMENT;

const TEXT_OID = 25;
/** JSONB's binary form: a version byte (1), then the JSON text. */
const JSONB_OID = 3802;
const JSONB_VERSION = 1;

function header(buffer: Buffer, oid: number, length: number, hasNulls: boolean): number {
  buffer.writeInt32BE(1, 0);
  buffer.writeInt32BE(hasNulls ? 1 : 0, 4);
  buffer.writeInt32BE(oid, 8);
  buffer.writeInt32BE(length, 12);
  buffer.writeInt32BE(1, 16);
  return HEADER_BYTES;
}

/**
 * `values` as an array of `type` (null elements allowed). Throws a RangeError for a value the element type
 * cannot hold (an int2 outside −32,768…32,767), as the database would refuse it.
 */
export function binaryArray(type: ElementType, values: ArrayLike<number | boolean | null>): Buffer {
  const { oid, bytes } = ELEMENT[type];
  let nulls = 0;
  for (let i = 0; i < values.length; i++) if (values[i] === null) nulls++;
  const buffer = Buffer.allocUnsafe(
    HEADER_BYTES + values.length * LENGTH_BYTES + (values.length - nulls) * bytes,
  );
  let offset = header(buffer, oid, values.length, nulls > 0);
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number | boolean | null;
    if (value === null) {
      offset = buffer.writeInt32BE(-1, offset);
      continue;
    }
    offset = buffer.writeInt32BE(bytes, offset);
    if (type === 'float8') offset = buffer.writeDoubleBE(value as number, offset);
    else if (type === 'int4') offset = buffer.writeInt32BE(value as number, offset);
    else if (type === 'int2') offset = buffer.writeInt16BE(value as number, offset);
    else offset = buffer.writeUInt8(value ? 1 : 0, offset);
  }
  return buffer;
}

/** Texts as a `text[]` (null elements allowed): the text's UTF-8 bytes. */
export function binaryTextArray(texts: readonly (string | null)[]): Buffer {
  return stringArray(TEXT_OID, null, texts);
}

/** JSON texts as a `jsonb[]`. */
export function binaryJsonbArray(texts: readonly string[]): Buffer {
  return stringArray(JSONB_OID, JSONB_VERSION, texts);
}

function stringArray(oid: number, version: number | null, texts: readonly (string | null)[]): Buffer {
  const prefix = version === null ? 0 : 1;
  let size = HEADER_BYTES;
  let nulls = 0;
  const lengths = new Array<number>(texts.length);
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i] as string | null;
    if (text === null) {
      nulls++;
      size += LENGTH_BYTES;
      continue;
    }
    lengths[i] = Buffer.byteLength(text);
    size += LENGTH_BYTES + prefix + lengths[i]!;
  }
  const buffer = Buffer.allocUnsafe(size);
  let offset = header(buffer, oid, texts.length, nulls > 0);
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i] as string | null;
    if (text === null) {
      offset = buffer.writeInt32BE(-1, offset);
      continue;
    }
    offset = buffer.writeInt32BE(lengths[i]! + prefix, offset);
    if (version !== null) offset = buffer.writeUInt8(version, offset);
    offset += buffer.write(text, offset);
  }
  return buffer;
}
