/**
 * JT/T 808 message framing (docs/protocols/jt808.md "Framing"): `7e`, header, body, XOR check code, `7e`, with
 * `7e` and `7d` escaped as `7d 02` and `7d 01` everywhere between the two delimiters.
 */

export const DELIMITER = 0x7e;
const ESCAPE = 0x7d;

/** The body length is a 10-bit field. */
export const MAX_BODY_LENGTH = 0x3ff;
const HEADER_2013 = 12;
const HEADER_2019 = 17;
const PACKET_FIELDS = 4;
/** The longest unescaped message: a 2019 subpackaged header, a full body and the check code. */
export const MAX_MESSAGE_LENGTH = HEADER_2019 + PACKET_FIELDS + MAX_BODY_LENGTH + 1;
/** Every byte may be escaped into two; the delimiters add two. */
export const MAX_FRAME_LENGTH = 2 * MAX_MESSAGE_LENGTH + 2;

const ATTR_LENGTH_MASK = 0x03ff;
const ATTR_ENCRYPTION_SHIFT = 10;
const ATTR_SUBPACKAGE = 1 << 13;
const ATTR_VERSION = 1 << 14;

export interface Jt808Header {
  messageId: number;
  /** The protocol version byte of a 2019 header; null for the 2011/2013 header. */
  version: number | null;
  /** The terminal phone number's bytes as sent (BCD[6], or BCD[10] in a 2019 header). */
  terminal: Buffer;
  serial: number;
  /** Bits 10–12 of the body attributes: 0 = plain, bit 10 = RSA. */
  encryption: number;
  /** A subpackaged message: how many packets in all and this one's number (both from 1). */
  packet?: { total: number; index: number };
}

export interface Jt808Message {
  header: Jt808Header;
  body: Buffer;
}

/** `7e` → `7d 02`, `7d` → `7d 01`. */
export function escape(data: Uint8Array): Buffer {
  return escapeInto(data, 0);
}

/** `data` escaped, with `margin` bytes free before and after it (the delimiters of a frame). */
function escapeInto(data: Uint8Array, margin: number): Buffer {
  let extra = 0;
  for (let i = 0; i < data.length; i++) if (data[i] === DELIMITER || data[i] === ESCAPE) extra++;
  const out = Buffer.allocUnsafe(data.length + extra + 2 * margin);
  let at = margin;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]!;
    if (byte === DELIMITER || byte === ESCAPE) {
      out[at++] = ESCAPE;
      out[at++] = byte === DELIMITER ? 0x02 : 0x01;
    } else {
      out[at++] = byte;
    }
  }
  return out;
}

/** The bytes between two delimiters restored, or null when a `7d` is not followed by `01` or `02`. */
export function unescape(data: Uint8Array): Buffer | null {
  // Every byte of `out` up to `at` is written below; the rest is cut off.
  const out = Buffer.allocUnsafe(data.length);
  let at = 0;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]!;
    if (byte !== ESCAPE) {
      out[at++] = byte;
      continue;
    }
    const next = data[++i];
    if (next === 0x01) out[at++] = ESCAPE;
    else if (next === 0x02) out[at++] = DELIMITER;
    else return null;
  }
  return out.subarray(0, at);
}

export function xorChecksum(data: Uint8Array, start = 0, end = data.length): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum ^= data[i]!;
  return sum;
}

/**
 * An unescaped message (header, body, check code) split into its header and body, or the reason it is not one.
 * The check code and the body length are both verified.
 */
export function parseMessage(data: Buffer): Jt808Message | string {
  if (data.length < HEADER_2013 + 1) return `message of ${data.length} bytes is shorter than a header`;
  const end = data.length - 1;
  const received = data[end]!;
  const computed = xorChecksum(data, 0, end);
  if (received !== computed) return `check code ${hex(received, 2)}, computed ${hex(computed, 2)}`;

  const messageId = data.readUInt16BE(0);
  const attributes = data.readUInt16BE(2);
  const is2019 = (attributes & ATTR_VERSION) !== 0;
  const subpackaged = (attributes & ATTR_SUBPACKAGE) !== 0;
  let at = 4;
  let version: number | null = null;
  if (is2019) version = data[at++]!;
  const terminalLength = is2019 ? 10 : 6;
  const headerLength = at + terminalLength + 2 + (subpackaged ? PACKET_FIELDS : 0);
  if (end < headerLength) return `message of ${data.length} bytes is shorter than its header`;
  const terminal = data.subarray(at, at + terminalLength);
  at += terminalLength;
  const serial = data.readUInt16BE(at);
  at += 2;
  const header: Jt808Header = {
    messageId,
    version,
    terminal,
    serial,
    encryption: (attributes >> ATTR_ENCRYPTION_SHIFT) & 0x07,
  };
  if (subpackaged) {
    header.packet = { total: data.readUInt16BE(at), index: data.readUInt16BE(at + 2) };
    at += PACKET_FIELDS;
  }
  const bodyLength = attributes & ATTR_LENGTH_MASK;
  if (at + bodyLength !== end) {
    return `body length ${bodyLength} in the header, ${end - at} bytes in the message`;
  }
  return { header, body: data.subarray(at, end) };
}

export interface OutgoingMessage {
  messageId: number;
  /** The 2019 version byte, or null for the 2013 header. */
  version: number | null;
  terminal: Uint8Array;
  serial: number;
  body: Uint8Array;
}

/** A whole frame, escaped and delimited, with a 2013 or 2019 header (never subpackaged). */
export function buildFrame(message: OutgoingMessage): Buffer {
  const { version, body } = message;
  if (body.length > MAX_BODY_LENGTH) throw new RangeError(`body of ${body.length} bytes`);
  const headerLength = (version === null ? 4 : 5) + message.terminal.length + 2;
  // Every byte is written below: header fields, terminal, serial, body, check code.
  const data = Buffer.allocUnsafe(headerLength + body.length + 1);
  data.writeUInt16BE(message.messageId, 0);
  data.writeUInt16BE(body.length | (version === null ? 0 : ATTR_VERSION), 2);
  let at = 4;
  if (version !== null) data[at++] = version;
  data.set(message.terminal, at);
  at += message.terminal.length;
  data.writeUInt16BE(message.serial & 0xffff, at);
  data.set(body, headerLength);
  data[data.length - 1] = xorChecksum(data, 0, data.length - 1);
  // Escaped straight into the frame, between its delimiters.
  const frame = escapeInto(data, 1);
  frame[0] = DELIMITER;
  frame[frame.length - 1] = DELIMITER;
  return frame;
}

/**
 * The device id a terminal number stands for: its BCD digits as sent, leading zeros kept (the registry ignores
 * them). A 6-byte number that is not BCD is an IMEI without its check digit written in binary (devices that put
 * their IMEI there): the 14 digits and the Luhn digit.
 */
export function terminalId(terminal: Buffer): string {
  const digits = terminal.toString('hex');
  if (/^[0-9]+$/.test(digits)) return digits;
  if (terminal.length === 6) {
    const body = String(terminal.readUIntBE(0, 6));
    return body + luhnDigit(body);
  }
  return digits;
}

/**
 * The terminal number bytes for a device id: BCD left-padded with zeros to 6 bytes (2013) or 10 (2019); in a
 * 2013 header a 15-digit IMEI that does not fit is written back in binary (the inverse of `terminalId`). Null
 * when the id cannot be written.
 */
export function terminalBytes(deviceId: string, version: number | null): Buffer | null {
  const length = version === null ? 6 : 10;
  if (!/^[0-9]+$/.test(deviceId)) return null;
  if (deviceId.length <= 2 * length) return Buffer.from(deviceId.padStart(2 * length, '0'), 'hex');
  if (length === 6 && deviceId.length === 15) {
    const value = Number(deviceId.slice(0, 14));
    const bytes = Buffer.alloc(6);
    bytes.writeUIntBE(value, 0, 6);
    return bytes;
  }
  return null;
}

function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function hex(value: number, digits: number): string {
  return value.toString(16).padStart(digits, '0');
}
