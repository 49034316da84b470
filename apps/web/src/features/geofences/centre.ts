import { toLatinDigits } from '@/lib/digits';

/** "24.7136, 46.6753": latitude first, as maps and phones show coordinates; Arabic digits and comma accepted. */
export function parseCentre(text: string): [number, number] | null {
  const parts = toLatinDigits(text)
    .replace(/\u060c/g, ',')
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);
  if (parts.length !== 2 || parts.some((part) => !Number.isFinite(part))) return null;
  const [lat, lon] = parts as [number, number];
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return [lon, lat];
}
