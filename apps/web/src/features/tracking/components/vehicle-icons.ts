import type { Map as MapLibreMap } from 'maplibre-gl';
import { LIVE_STATUSES } from '@fleet/shared/schemas/vehicles';
import { STATUS_COLORS, UNKNOWN_STATUS_COLOR } from '@/features/tracking/status';
import { STATUS_GLYPHS, type GlyphStatus } from '@/features/tracking/status-glyphs';

const SIZE = 44;
const PIXEL_RATIO = 2;

export const vehicleIconId = (status: string) => `vehicle-${status}`;
export const PLAYBACK_ICON = 'vehicle-playback';

/** A round marker with a pointer on top (north) and its status sign; the layer rotates it by the course. */
function drawVehicle(color: string, glyph: GlyphStatus): ImageData {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d')!;
  paintVehicle(ctx, color, glyph);
  return ctx.getImageData(0, 0, SIZE, SIZE);
}

function outline(ctx: CanvasRenderingContext2D, c: number): void {
  ctx.beginPath();
  ctx.moveTo(c, 3);
  ctx.lineTo(c + 8, 13);
  ctx.arc(c, c + 3, 13, -Math.PI / 2 + 0.65, Math.PI * 1.5 - 0.65);
  ctx.closePath();
}

/**
 * The marker drawn in a SIZE × SIZE square at the context's origin (scale the context to resize it): a
 * dark rim outside its white one keeps it at 3:1 or more against light and dark maps alike (WCAG 1.4.11),
 * and the status sign tells the status without its colour (WCAG 1.4.1).
 */
function paintVehicle(ctx: CanvasRenderingContext2D, color: string, glyph: GlyphStatus): void {
  const c = SIZE / 2;
  ctx.shadowColor = 'rgba(15, 23, 42, 0.35)';
  ctx.shadowBlur = 4;
  ctx.fillStyle = color;
  outline(ctx, c);
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.strokeStyle = 'rgba(15, 23, 42, 0.85)';
  ctx.lineWidth = 5;
  ctx.stroke();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.save();
  ctx.translate(c, c + 3);
  ctx.fill(new Path2D(STATUS_GLYPHS[glyph]));
  ctx.restore();
}

/** Pixels of one cell of the fleet layer's atlas. */
export const ATLAS_CELL_PX = 64;

/**
 * The fleet layer's texture atlas: a row of cells, the marker in each status color (unknown, then
 * `LIVE_STATUSES` in order), then the selection ring.
 */
export function drawFleetAtlas(cells: number, haloCell: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = ATLAS_CELL_PX * cells;
  canvas.height = ATLAS_CELL_PX;
  const ctx = canvas.getContext('2d')!;
  const cellsOf: [string, GlyphStatus][] = [
    [UNKNOWN_STATUS_COLOR, 'unknown'],
    ...LIVE_STATUSES.map((status): [string, GlyphStatus] => [STATUS_COLORS[status], status]),
  ];
  cellsOf.forEach(([color, glyph], i) => {
    ctx.save();
    ctx.translate(i * ATLAS_CELL_PX, 0);
    ctx.scale(ATLAS_CELL_PX / SIZE, ATLAS_CELL_PX / SIZE);
    paintVehicle(ctx, color, glyph);
    ctx.restore();
  });
  // The ring as the circle layer drew it: sky blue at a quarter, a 2 px darker stroke (the cell
  // spans the ring's outer edge; 2 px of the quad are 1/ (radius + 2) of its half).
  const c = haloCell * ATLAS_CELL_PX + ATLAS_CELL_PX / 2;
  const r = ATLAS_CELL_PX / 2 - 4;
  ctx.beginPath();
  ctx.arc(c, ATLAS_CELL_PX / 2, r, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(14, 165, 233, 0.25)';
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = '#0284c7';
  ctx.stroke();
  return canvas;
}

/** Adds the status icons once per map (idempotent). */
export function ensureVehicleIcons(map: MapLibreMap): void {
  const wanted: [string, string, GlyphStatus][] = [
    ...LIVE_STATUSES.map((status): [string, string, GlyphStatus] => [
      vehicleIconId(status),
      STATUS_COLORS[status],
      status,
    ]),
    [vehicleIconId('unknown'), UNKNOWN_STATUS_COLOR, 'unknown'],
    [PLAYBACK_ICON, '#7c3aed', 'moving'],
  ];
  for (const [id, color, glyph] of wanted) {
    if (!map.hasImage(id)) map.addImage(id, drawVehicle(color, glyph), { pixelRatio: PIXEL_RATIO });
  }
}
