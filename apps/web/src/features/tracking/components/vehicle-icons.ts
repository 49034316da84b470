import type { Map as MapLibreMap } from 'maplibre-gl';
import { LIVE_STATUSES } from '@fleet/shared/schemas/vehicles';
import { STATUS_COLORS, UNKNOWN_STATUS_COLOR } from '@/features/tracking/status';

const SIZE = 44;
const PIXEL_RATIO = 2;

export const vehicleIconId = (status: string) => `vehicle-${status}`;
export const PLAYBACK_ICON = 'vehicle-playback';

/** A round marker with a pointer on top (north); the layer rotates it by the course. */
function drawVehicle(color: string): ImageData {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d')!;
  paintVehicle(ctx, color);
  return ctx.getImageData(0, 0, SIZE, SIZE);
}

/** The marker drawn in a SIZE × SIZE square at the context's origin (scale the context to resize it). */
function paintVehicle(ctx: CanvasRenderingContext2D, color: string): void {
  const c = SIZE / 2;
  ctx.shadowColor = 'rgba(15, 23, 42, 0.35)';
  ctx.shadowBlur = 4;
  ctx.fillStyle = color;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(c, 3);
  ctx.lineTo(c + 8, 13);
  ctx.arc(c, c + 3, 13, -Math.PI / 2 + 0.65, Math.PI * 1.5 - 0.65);
  ctx.closePath();
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.moveTo(c, c - 5);
  ctx.lineTo(c + 5, c + 7);
  ctx.lineTo(c, c + 4);
  ctx.lineTo(c - 5, c + 7);
  ctx.closePath();
  ctx.fill();
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
  const colors = [UNKNOWN_STATUS_COLOR, ...LIVE_STATUSES.map((status) => STATUS_COLORS[status])];
  colors.forEach((color, i) => {
    ctx.save();
    ctx.translate(i * ATLAS_CELL_PX, 0);
    ctx.scale(ATLAS_CELL_PX / SIZE, ATLAS_CELL_PX / SIZE);
    paintVehicle(ctx, color);
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
  const wanted: [string, string][] = [
    ...LIVE_STATUSES.map((status): [string, string] => [vehicleIconId(status), STATUS_COLORS[status]]),
    [vehicleIconId('unknown'), UNKNOWN_STATUS_COLOR],
    [PLAYBACK_ICON, '#7c3aed'],
  ];
  for (const [id, color] of wanted) {
    if (!map.hasImage(id)) map.addImage(id, drawVehicle(color), { pixelRatio: PIXEL_RATIO });
  }
}
