import { crc16Ibm } from '../crc';

/** Codec 12 (docs/protocols/teltonika.md#codec-12-frame): codec ID, and the types of its one message. */
export const CODEC_12 = 0x0c;
export const CODEC_12_COMMAND = 0x05;
export const CODEC_12_RESPONSE = 0x06;

/**
 * A Codec 12 frame: preamble, data size, codec `0c`, quantity 1, `type`, text size, text, quantity 1, CRC-16/IBM
 * of the codec ID through the second quantity (worked example C-1). `type` `05` is the server's command.
 */
export function encodeCodec12(text: string, type: number = CODEC_12_COMMAND): Buffer {
  const body = Buffer.from(text, 'latin1');
  const data = Buffer.alloc(1 + 1 + 1 + 4 + body.length + 1);
  data[0] = CODEC_12;
  data[1] = 0x01;
  data[2] = type;
  data.writeUInt32BE(body.length, 3);
  body.copy(data, 7);
  data[7 + body.length] = 0x01;
  const frame = Buffer.alloc(8 + data.length + 4);
  frame.writeUInt32BE(data.length, 4);
  data.copy(frame, 8);
  frame.writeUInt32BE(crc16Ibm(data), 8 + data.length);
  return frame;
}

/**
 * The data field of a verified Codec 12 frame (codec ID through quantity 2): its type and text, or an error when
 * the sizes do not add up.
 */
export function decodeCodec12(
  data: Buffer,
): { ok: true; messageType: number; text: string } | { ok: false; reason: string } {
  if (data.length < 8) return { ok: false, reason: 'codec 12 data shorter than 8 bytes' };
  const messageType = data[2] ?? 0;
  const size = data.readUInt32BE(3);
  if (7 + size + 1 !== data.length) return { ok: false, reason: `codec 12 text size ${size} does not fit` };
  return { ok: true, messageType, text: data.toString('latin1', 7, 7 + size) };
}
