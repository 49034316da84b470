// Draws the driver app's home-screen icons (apps/web/public/driver-icon-*.png): the favicon's truck on
// the brand colour, anti-aliased by supersampling, written as PNG with node:zlib. No image is downloaded.
// Run: node scripts/build-driver-icons.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const BRAND = [15, 118, 110];
const WHITE = [255, 255, 255];
const SAMPLES = 4;

/** The favicon's shapes on its 32-unit grid: a rounded square, the truck's body and two wheels. */
function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2 && x >= 0 && y >= 0 && x <= 32 && y <= 32;
}
function inTruck(x, y) {
  // Trapezoid M8 20 h16 l-2 -7 H10 z
  const body = y >= 13 && y <= 20 && x >= 10 - ((y - 13) * 2) / 7 && x <= 22 + ((y - 13) * 2) / 7;
  const wheel = (cx) => (x - cx) ** 2 + (y - 22) ** 2 <= 2.5 ** 2;
  return body || wheel(11) || wheel(21);
}

/** `maskable`: full-bleed background, the truck inside the safe zone (launchers crop to any shape). */
function draw(size, maskable) {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.7 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let truck = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 32;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 32;
          if (maskable || inRoundedSquare(x, y, 8)) background++;
          const tx = 16 + (x - 16) / scale;
          const ty = 17 + (y - 17) / scale;
          if (inTruck(tx, ty) && (maskable || inRoundedSquare(x, y, 8))) truck++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const t = truck / total;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(BRAND[c] * (1 - t) + WHITE[c] * t);
      pixels[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [name, size, maskable] of [
  ['driver-icon-192.png', 192, false],
  ['driver-icon-512.png', 512, false],
  ['driver-icon-maskable-512.png', 512, true],
]) {
  writeFileSync(join(out, name), png(size, draw(size, maskable)));
  console.log(`${name}: ${size}×${size}`);
}
