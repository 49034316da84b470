import { gt06Frame } from './encode';

/** GT06 online command (docs/protocols/gt06.md#commands). */
export const GT06_ONLINE_COMMAND = 0x80;

/**
 * The `80` frame carrying `text`: command length (4 + text), the server flag (echoed in the device's reply, so
 * it names the command), the text, the serial and the CRC-ITU (worked example C-2).
 */
export function encodeGt06Command(text: string, serverFlag: number, serial: number): Buffer {
  const body = Buffer.from(text, 'latin1');
  const content = Buffer.alloc(1 + 4 + body.length);
  content[0] = 4 + body.length;
  content.writeUInt32BE(serverFlag >>> 0, 1);
  body.copy(content, 5);
  return gt06Frame(GT06_ONLINE_COMMAND, content, serial & 0xffff);
}
