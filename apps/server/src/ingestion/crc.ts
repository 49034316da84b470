// Table-driven reflected CRC-16 variants used by the binary device protocols (docs/protocols/teltonika.md,
// docs/protocols/gt06.md).

function reflectedTable(reversedPolynomial: number): Uint16Array {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ reversedPolynomial : crc >>> 1;
    table[byte] = crc;
  }
  return table;
}

const IBM_TABLE = reflectedTable(0xa001);
const X25_TABLE = reflectedTable(0x8408);

function reflectedCrc(
  table: Uint16Array,
  initial: number,
  data: Uint8Array,
  start: number,
  end: number,
): number {
  let crc = initial;
  for (let i = start; i < end; i++) crc = (crc >>> 8) ^ (table[(crc ^ (data[i] ?? 0)) & 0xff] ?? 0);
  return crc & 0xffff;
}

/** CRC-16/IBM (ARC): Teltonika AVL packets. `123456789` → 0xbb3d. */
export function crc16Ibm(data: Uint8Array, start = 0, end = data.length): number {
  return reflectedCrc(IBM_TABLE, 0x0000, data, start, end);
}

/** CRC-16/X-25 (CRC-ITU): GT06 frames. `123456789` → 0x906e. */
export function crc16X25(data: Uint8Array, start = 0, end = data.length): number {
  return reflectedCrc(X25_TABLE, 0xffff, data, start, end) ^ 0xffff;
}

/** CRC-16/KERMIT (CCITT, reflected, initial 0): Ruptela packets. `123456789` → 0x2189. */
export function crc16Kermit(data: Uint8Array, start = 0, end = data.length): number {
  return reflectedCrc(X25_TABLE, 0x0000, data, start, end);
}
