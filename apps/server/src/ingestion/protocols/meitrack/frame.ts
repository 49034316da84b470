/** Meitrack's frame checksum and the server frame (docs/protocols/meitrack.md#framing). */
export function meitrackChecksum(data: Uint8Array, end = data.length): string {
  return meitrackSum(data, end).toString(16).toUpperCase().padStart(2, '0');
}

/** The checksum as a number: the byte sum modulo 256. */
export function meitrackSum(data: Uint8Array, end = data.length): number {
  let sum = 0;
  for (let i = 0; i < end; i++) sum += data[i]!;
  return sum & 0xff;
}

/** A server frame: `@@<flag><length>,<IMEI>,<content>*<checksum>\r\n`. */
export function meitrackServerFrame(flag: string, imei: string, content: string): Buffer {
  const length = 1 + imei.length + 1 + content.length + 1 + 2 + 2;
  const head = `@@${flag}${length},${imei},${content}*`;
  return Buffer.from(`${head}${meitrackChecksum(Buffer.from(head, 'latin1'))}\r\n`, 'latin1');
}
