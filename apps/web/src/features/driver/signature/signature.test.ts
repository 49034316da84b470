import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exportSignature, isBlank, type Signature } from './signature';

/** Reads back what `exportSignature` wrote: size, colour type and each pixel's RGBA. */
function decodePng(bytes: Uint8Array) {
  const buffer = Buffer.from(bytes);
  expect([...buffer.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const data = buffer.subarray(offset + 8, offset + 8 + length);
    types.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      colourType = data[9]!;
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = 1 + width * 4;
  const pixel = (x: number, y: number) => [...raw.subarray(y * stride + 1 + x * 4, y * stride + 5 + x * 4)];
  return { width, height, colourType, types, raw, stride, pixel };
}

const diagonal: Signature = {
  width: 200,
  height: 80,
  strokes: [
    [
      { x: 20, y: 20 },
      { x: 100, y: 60 },
      { x: 180, y: 20 },
    ],
  ],
};

describe('signature export', () => {
  it('exports nothing for an empty pad or a single tap', async () => {
    expect(await exportSignature({ width: 200, height: 80, strokes: [] })).toBeNull();
    const tap: Signature = { width: 200, height: 80, strokes: [[{ x: 50, y: 50 }]] };
    expect(isBlank(tap)).toBe(true);
    expect(await exportSignature(tap)).toBeNull();
  });

  it('writes a valid RGBA PNG at twice the pad size with every row unfiltered', async () => {
    const png = decodePng((await exportSignature(diagonal))!);
    expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([png.width, png.height, png.colourType]).toEqual([400, 160, 6]);
    expect(png.raw.length).toBe(160 * png.stride);
    for (let y = 0; y < 160; y++) expect(png.raw[y * png.stride]).toBe(0);
  });

  it('inks the drawn line and leaves the rest transparent', async () => {
    const png = decodePng((await exportSignature(diagonal))!);
    // On the strokes (pad coordinates × 2): the corner, a point midway on each segment.
    for (const [x, y] of [
      [200, 120],
      [120, 80],
      [280, 80],
    ] as const) {
      expect(png.pixel(x, y)).toEqual([15, 23, 42, 255]);
    }
    // Away from them: the pad's corners and the empty space above the corner.
    for (const [x, y] of [
      [0, 0],
      [399, 159],
      [200, 40],
      [10, 150],
    ] as const) {
      expect(png.pixel(x, y)[3]).toBe(0);
    }
  });

  it('keeps separate strokes apart', async () => {
    const twoStrokes: Signature = {
      width: 100,
      height: 50,
      strokes: [
        [
          { x: 10, y: 10 },
          { x: 40, y: 10 },
        ],
        [
          { x: 60, y: 40 },
          { x: 90, y: 40 },
        ],
      ],
    };
    const png = decodePng((await exportSignature(twoStrokes))!);
    expect(png.pixel(50, 20)[3]).toBe(255);
    expect(png.pixel(150, 80)[3]).toBe(255);
    // Between the end of the first and the start of the second: no joining line.
    expect(png.pixel(100, 50)[3]).toBe(0);
  });
});
