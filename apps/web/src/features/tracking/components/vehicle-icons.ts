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
  return ctx.getImageData(0, 0, SIZE, SIZE);
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
