import { ByteReader, FrameOverrunError } from '../byte-reader';
import { checkSanity, type Position } from '../position';
import { type Attributes } from '../../db/schema/positions';
import { eightByteIo, eventAlarm, greenDriving, setFixedIo, setVariableIo } from './io-elements';

export const CODEC_8 = 0x08;
export const CODEC_8_EXTENDED = 0x8e;
export const CODEC_16 = 0x10;
export type SupportedCodec = typeof CODEC_8 | typeof CODEC_8_EXTENDED | typeof CODEC_16;

export interface SkippedRecord {
  index: number;
  reason: string;
}

export type AvlDecodeResult =
  | {
      ok: true;
      codec: SupportedCodec;
      /** N1: what the ACK must report, including records skipped by the sanity check. */
      recordCount: number;
      records: Position[];
      skipped: SkippedRecord[];
    }
  | { ok: false; reason: string; unsupportedCodec?: number };

/**
 * Decodes the data field of an AVL packet (codec ID through N2, docs/protocols/teltonika.md#avl-data-packet).
 * The caller has already checked the frame length and CRC.
 */
export function decodeAvlData(data: Buffer, imei: string, now: Date): AvlDecodeResult {
  try {
    return decodeAvlDataUnsafe(data, imei, now);
  } catch (error) {
    if (error instanceof FrameOverrunError) return { ok: false, reason: `records overrun: ${error.message}` };
    return { ok: false, reason: `decoder error: ${String(error)}` };
  }
}

function decodeAvlDataUnsafe(data: Buffer, imei: string, now: Date): AvlDecodeResult {
  if (data.length < 3) return { ok: false, reason: `data length ${data.length} < 3` };
  const reader = new ByteReader(data, 0, data.length - 1); // the last byte is N2
  const codec = reader.u8();
  if (codec !== CODEC_8 && codec !== CODEC_8_EXTENDED && codec !== CODEC_16) {
    return { ok: false, reason: `unsupported codec 0x${codec.toString(16)}`, unsupportedCodec: codec };
  }
  const recordCount = reader.u8();
  const trailingCount = data[data.length - 1];
  if (recordCount === 0) return { ok: false, reason: 'record count is zero' };
  if (trailingCount !== recordCount) {
    return { ok: false, reason: `record counts differ: N1=${recordCount} N2=${trailingCount}` };
  }

  const records: Position[] = [];
  const skipped: SkippedRecord[] = [];
  for (let index = 0; index < recordCount; index++) {
    const position = readRecord(reader, codec, imei);
    const sanity = checkSanity(position, now);
    if (sanity.store) records.push(position);
    else skipped.push({ index, reason: sanity.reason });
  }
  if (reader.remaining !== 0) return { ok: false, reason: `records underrun by ${reader.remaining} bytes` };
  return { ok: true, codec, recordCount, records, skipped };
}

// docs/protocols/teltonika.md#record (Codec 8, 8 Extended and 16): 24-byte GPS header, then IO groups.
function readRecord(reader: ByteReader, codec: SupportedCodec, imei: string): Position {
  // Milliseconds since 1970 in 8 bytes: the same number as Number(u64), without making a BigInt.
  const timestamp = reader.u32() * 0x1_0000_0000 + reader.u32();
  const priority = reader.u8();
  const lon = reader.i32() / 1e7; // longitude comes first
  const lat = reader.i32() / 1e7;
  const altitude = reader.i16();
  const course = reader.u16();
  const satellites = reader.u8();
  const speed = reader.u16();

  // 8E: two-byte ids and counts; 16: two-byte ids, one-byte counts, and a generation type after the event id.
  const extended = codec === CODEC_8_EXTENDED;
  const wideIds = codec !== CODEC_8;
  const attributes: Attributes = { priority };
  const eventIo = reader.u8or16(wideIds);
  if (eventIo !== 0) attributes.eventIo = eventIo;
  if (codec === CODEC_16) attributes.generationType = reader.u8();
  reader.u8or16(extended); // total IO count: informative only, the groups below are authoritative

  let eventValue: number | undefined;
  for (let size = 1; size <= 8; size *= 2) {
    const count = reader.u8or16(extended);
    for (let i = 0; i < count; i++) {
      const id = reader.u8or16(wideIds);
      const value =
        size === 1
          ? reader.u8()
          : size === 2
            ? reader.u16()
            : size === 4
              ? reader.u32()
              : eightByteIo(reader.u64());
      if (id === eventIo && eventIo !== 0 && typeof value === 'number') eventValue = value;
      setFixedIo(attributes, id, value);
    }
  }
  if (extended) {
    const count = reader.u16();
    for (let i = 0; i < count; i++) {
      const id = reader.u16();
      setVariableIo(attributes, id, reader.bytes(reader.u16()));
    }
  }

  const alarm = eventAlarm(eventIo, eventValue);
  if (alarm !== null) attributes.alarm = alarm;
  greenDriving(attributes, eventIo, eventValue);

  return {
    deviceId: imei,
    fixTime: new Date(timestamp),
    valid: satellites > 0,
    lat,
    lon,
    speed,
    course,
    altitude,
    satellites,
    attributes,
  };
}
