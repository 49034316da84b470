import { PNG } from 'pngjs';

/** A truecolour (RGB, 8 bits) PNG of `rgb` (width × height × 3 bytes, row by row), encoded by pngjs. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('pixel buffer does not match the size');
  const image = new PNG({ width, height, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  image.data = Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength);
  // Filter "none" on every row and zlib's default strategy (as our own writer did): pngjs's defaults (adaptive
  // filters, run-length deflate) take several times as long and make the demo's gradient pictures larger.
  return PNG.sync.write(image, {
    colorType: 2,
    inputColorType: 2,
    inputHasAlpha: false,
    deflateLevel: 6,
    filterType: 0,
    deflateStrategy: 0,
  });
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
