import { Canvas, type Rgb } from '../lib/png';

export const PICTURE_WIDTH = 640;
export const PICTURE_HEIGHT = 400;

const COLORS: Record<string, Rgb> = {
  white: [236, 238, 240],
  silver: [176, 182, 188],
  black: [40, 42, 46],
  grey: [120, 126, 132],
  blue: [40, 96, 170],
  red: [186, 44, 44],
  beige: [214, 196, 160],
  green: [52, 120, 80],
};
const BACKGROUNDS: readonly (readonly [Rgb, Rgb])[] = [
  [
    [214, 232, 248],
    [246, 240, 226],
  ],
  [
    [232, 238, 230],
    [250, 246, 236],
  ],
  [
    [240, 228, 214],
    [252, 248, 240],
  ],
];
const GLASS: Rgb = [120, 160, 196];
const TYRE: Rgb = [34, 34, 38];
const RIM: Rgb = [190, 194, 198];
const GROUND: Rgb = [200, 196, 186];

export type Silhouette = 'car' | 'pickup' | 'van' | 'bus' | 'truck';

const darker = ([r, g, b]: Rgb, by = 0.75): Rgb => [
  Math.round(r * by),
  Math.round(g * by),
  Math.round(b * by),
];

/** A side view of a vehicle: body rectangles, windows and wheels, in its colour on a soft background. */
export function drawVehiclePicture(shape: Silhouette, colorName: string, variant: number): Buffer {
  const canvas = new Canvas(PICTURE_WIDTH, PICTURE_HEIGHT);
  const [top, bottom] = BACKGROUNDS[variant % BACKGROUNDS.length] ?? BACKGROUNDS[0]!;
  canvas.gradient(top, bottom);
  canvas.rect(0, 320, PICTURE_WIDTH, 80, GROUND);
  const body = COLORS[colorName.toLowerCase()] ?? COLORS.white!;
  const trim = darker(body);
  // Variants move and scale the vehicle a little, so a vehicle's pictures differ.
  const shift = [0, -40, 40][variant % 3] ?? 0;
  const x0 = 80 + shift;
  const wheels: number[] = [];
  switch (shape) {
    case 'bus':
      canvas.rect(x0 - 20, 110, 520, 190, body, 18);
      for (let i = 0; i < 6; i++) canvas.rect(x0 + 10 + i * 78, 135, 64, 60, GLASS, 6);
      canvas.rect(x0 - 20, 240, 520, 14, trim);
      wheels.push(x0 + 70, x0 + 400);
      break;
    case 'van':
      canvas.rect(x0, 140, 460, 160, body, 24);
      canvas.rect(x0 + 20, 160, 90, 60, GLASS, 8);
      canvas.rect(x0 + 125, 160, 120, 60, GLASS, 8);
      canvas.rect(x0 + 260, 160, 120, 60, GLASS, 8);
      canvas.rect(x0, 250, 460, 10, trim);
      wheels.push(x0 + 90, x0 + 370);
      break;
    case 'truck':
      canvas.rect(x0 + 150, 110, 320, 170, darker(COLORS.white!, 0.95), 6);
      canvas.rect(x0, 150, 150, 150, body, 16);
      canvas.rect(x0 + 20, 165, 100, 55, GLASS, 8);
      canvas.rect(x0, 270, 470, 20, trim);
      wheels.push(x0 + 75, x0 + 330, x0 + 410);
      break;
    case 'pickup':
      canvas.rect(x0, 210, 470, 90, body, 16);
      canvas.rect(x0 + 40, 150, 210, 70, body, 20);
      canvas.rect(x0 + 60, 162, 80, 48, GLASS, 6);
      canvas.rect(x0 + 150, 162, 85, 48, GLASS, 6);
      canvas.rect(x0 + 270, 210, 190, 12, trim);
      wheels.push(x0 + 95, x0 + 380);
      break;
    default:
      canvas.rect(x0, 210, 460, 85, body, 26);
      canvas.rect(x0 + 90, 150, 250, 75, body, 30);
      canvas.rect(x0 + 110, 163, 100, 48, GLASS, 10);
      canvas.rect(x0 + 220, 163, 100, 48, GLASS, 10);
      canvas.rect(x0, 255, 460, 8, trim);
      wheels.push(x0 + 95, x0 + 365);
  }
  for (const x of wheels) {
    canvas.circle(x, 300, 42, TYRE);
    canvas.circle(x, 300, 20, RIM);
  }
  return canvas.png();
}
