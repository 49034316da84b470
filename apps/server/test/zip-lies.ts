/** `zip` with every entry's uncompressed size, in the local and the central headers, set by `declare`. */
export function lieAboutSizes(zip: Buffer, declare: (real: number) => number): Buffer {
  const out = Buffer.from(zip);
  for (let offset = 0; offset + 30 <= out.length; offset++) {
    const signature = out.readUInt32LE(offset);
    if (signature === 0x04034b50) out.writeUInt32LE(declare(out.readUInt32LE(offset + 22)), offset + 22);
    if (signature === 0x02014b50) out.writeUInt32LE(declare(out.readUInt32LE(offset + 24)), offset + 24);
  }
  return out;
}
