/**
 * The signature drawn on the pad, kept as strokes in the pad's CSS pixels, and its export as a PNG.
 * The export rasterises the strokes itself (anti-aliased distance to each segment) instead of reading
 * the on-screen canvas: the image is then the same on every phone whatever its pixel ratio, and the
 * encoder is plain code that unit tests can decode.
 */
export type Point = { x: number; y: number };
export type Stroke = Point[];
export type Signature = { width: number; height: number; strokes: Stroke[] };

/** Ink: slate-900 (the report prints on white; the image itself is transparent). */
const INK = [15, 23, 42] as const;
export const SIGNATURE_LINE_WIDTH = 2.5;
/** Export at twice the pad's size so the image stays sharp when printed. */
export const SIGNATURE_EXPORT_SCALE = 2;

/** A signature needs at least a line, not a tap. */
export function isBlank(signature: Signature): boolean {
  return !signature.strokes.some((stroke) => stroke.length > 1);
}

function distanceToSegment(px: number, py: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / lengthSquared));
  return Math.hypot(px - (a.x + t * dx), py - (a.y + t * dy));
}

/** The ink coverage (0–255) of every pixel of the signature drawn at `scale`. */
export function rasterize(
  signature: Signature,
  scale = SIGNATURE_EXPORT_SCALE,
  lineWidth = SIGNATURE_LINE_WIDTH,
): { width: number; height: number; alpha: Uint8Array } {
  const width = Math.round(signature.width * scale);
  const height = Math.round(signature.height * scale);
  const alpha = new Uint8Array(width * height);
  const radius = (lineWidth * scale) / 2;
  for (const stroke of signature.strokes) {
    const points = stroke.map((p) => ({ x: p.x * scale, y: p.y * scale }));
    for (let i = 0; i < points.length; i++) {
      const a = points[i]!;
      const b = points[Math.min(i + 1, points.length - 1)]!;
      const minX = Math.max(0, Math.floor(Math.min(a.x, b.x) - radius - 1));
      const maxX = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + radius + 1));
      const minY = Math.max(0, Math.floor(Math.min(a.y, b.y) - radius - 1));
      const maxY = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + radius + 1));
      for (let y = minY; y <= maxY; y++) {
        for (let x = minX; x <= maxX; x++) {
          const coverage = Math.max(0, Math.min(1, radius + 0.5 - distanceToSegment(x + 0.5, y + 0.5, a, b)));
          const value = Math.round(coverage * 255);
          const index = y * width + x;
          if (value > alpha[index]!) alpha[index] = value;
        }
      }
    }
  }
  return { width, height, alpha };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(
    Array.from(type, (c) => c.charCodeAt(0)),
    4,
  );
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function zlibDeflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return concat(parts);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const PNG_SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

/** An 8-bit RGBA PNG of the ink in `INK` over transparency. */
export async function encodePng(width: number, height: number, alpha: Uint8Array): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter, no interlace
  const rows = new Uint8Array(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4); // each row starts with filter type 0
    for (let x = 0; x < width; x++) {
      const a = alpha[y * width + x]!;
      if (a === 0) continue;
      rows.set([INK[0], INK[1], INK[2], a], row + 1 + x * 4);
    }
  }
  return concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await zlibDeflate(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** The signature as PNG bytes, or null when nothing was drawn. */
export async function exportSignature(signature: Signature): Promise<Uint8Array | null> {
  if (isBlank(signature)) return null;
  const { width, height, alpha } = rasterize(signature);
  return encodePng(width, height, alpha);
}
