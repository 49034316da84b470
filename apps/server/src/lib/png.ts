import { deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour (RGB, 8 bits) PNG of `rgb` (width × height × 3 bytes, row by row). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('pixel buffer does not match the size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter, interlace: 0
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type Rgb = readonly [number, number, number];

/** A tiny raster to draw rectangles and circles on. */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  private set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (y * this.width + x) * 3;
    this.pixels[at] = r;
    this.pixels[at + 1] = g;
    this.pixels[at + 2] = b;
  }

  /** Vertical gradient from `top` to `bottom`. */
  gradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const t = y / (this.height - 1);
      const color: Rgb = [0, 1, 2].map((i) =>
        Math.round((top[i] ?? 0) * (1 - t) + (bottom[i] ?? 0) * t),
      ) as unknown as Rgb;
      for (let x = 0; x < this.width; x++) this.set(x, y, color);
    }
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb, radius = 0): void {
    for (let py = Math.max(0, Math.floor(y)); py < Math.min(this.height, y + h); py++) {
      for (let px = Math.max(0, Math.floor(x)); px < Math.min(this.width, x + w); px++) {
        if (radius > 0) {
          const cx = px < x + radius ? x + radius : px > x + w - radius ? x + w - radius : px;
          const cy = py < y + radius ? y + radius : py > y + h - radius ? y + h - radius : py;
          if ((px - cx) ** 2 + (py - cy) ** 2 > radius ** 2) continue;
        }
        this.set(px, py, color);
      }
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb): void {
    for (let py = Math.floor(cy - r); py <= cy + r; py++) {
      for (let px = Math.floor(cx - r); px <= cx + r; px++) {
        if ((px - cx) ** 2 + (py - cy) ** 2 <= r * r) this.set(px, py, color);
      }
    }
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}
