import { crc16Kermit } from '../../crc';
import { RUPTELA_COMMAND } from './session';

/** What one Ruptela record carries (tests and the simulator). */
export interface RuptelaRecord {
  time: Date;
  /** Omitted: no fix (the coordinates are sent as 0x80000000). */
  lat?: number;
  lon?: number;
  /** metres */
  altitude?: number;
  course?: number;
  satellites?: number;
  /** km/h */
  speed?: number;
  hdop?: number;
  eventId?: number;
  /** [id, value] by value size in bytes. */
  io?: Partial<Record<1 | 2 | 4 | 8, [number, number | bigint][]>>;
  /** Extended records: the record extension byte (merged record count << 4 | this part). */
  extension?: number;
}

/** A device packet: length, IMEI as an 8-byte number, command, payload, CRC-16/KERMIT. */
export function ruptelaPacket(imei: string, command: number, payload: Buffer = Buffer.alloc(0)): Buffer {
  const length = 8 + 1 + payload.length;
  const packet = Buffer.alloc(2 + length + 2);
  packet.writeUInt16BE(length, 0);
  packet.writeBigUInt64BE(BigInt(imei), 2);
  packet[10] = command;
  payload.copy(packet, 11);
  packet.writeUInt16BE(crc16Kermit(packet, 2, 2 + length), 2 + length);
  return packet;
}

function record(spec: RuptelaRecord, extended: boolean): Buffer {
  const parts: Buffer[] = [];
  const head = Buffer.alloc(extended ? 25 : 23);
  let at = head.writeUInt32BE(Math.floor(spec.time.getTime() / 1000), 0);
  at = head.writeUInt8(0, at);
  if (extended) at = head.writeUInt8(spec.extension ?? 0, at);
  at = head.writeUInt8(0, at);
  const fix = spec.lat !== undefined && spec.lon !== undefined;
  at = head.writeInt32BE(fix ? Math.round(spec.lon! * 1e7) : -0x8000_0000, at);
  at = head.writeInt32BE(fix ? Math.round(spec.lat! * 1e7) : -0x8000_0000, at);
  at = head.writeUInt16BE(Math.round((spec.altitude ?? 0) * 10), at);
  at = head.writeUInt16BE(Math.round((spec.course ?? 0) * 100), at);
  at = head.writeUInt8(spec.satellites ?? (fix ? 9 : 0), at);
  at = head.writeUInt16BE(Math.round(spec.speed ?? 0), at);
  at = head.writeUInt8(Math.round((spec.hdop ?? 1) * 10), at);
  if (extended) head.writeUInt16BE(spec.eventId ?? 0, at);
  else head.writeUInt8(spec.eventId ?? 0, at);
  parts.push(head);
  for (const size of [1, 2, 4, 8] as const) {
    const items = spec.io?.[size] ?? [];
    parts.push(Buffer.from([items.length]));
    for (const [id, value] of items) {
      const item = Buffer.alloc((extended ? 2 : 1) + size);
      const offset = extended ? item.writeUInt16BE(id, 0) : item.writeUInt8(id, 0);
      if (size === 8) item.writeBigUInt64BE(BigInt(value), offset);
      else item.writeUIntBE(Number(value), offset, size);
      parts.push(item);
    }
  }
  return Buffer.concat(parts);
}

/** A records packet (command 1, or 68 when `extended`). */
export function ruptelaRecords(
  imei: string,
  records: RuptelaRecord[],
  extended = false,
  recordsLeft = 0,
): Buffer {
  const payload = Buffer.concat([
    Buffer.from([recordsLeft, records.length]),
    ...records.map((r) => record(r, extended)),
  ]);
  return ruptelaPacket(imei, extended ? RUPTELA_COMMAND.extendedRecords : RUPTELA_COMMAND.records, payload);
}

export function ruptelaHeartbeat(imei: string): Buffer {
  return ruptelaPacket(imei, RUPTELA_COMMAND.heartbeat);
}

export function ruptelaIdentification(imei: string): Buffer {
  return ruptelaPacket(imei, RUPTELA_COMMAND.identification, Buffer.from('FM-Pro4', 'latin1'));
}
