import { useEffect } from 'react';
import { useMap } from '@/components/map/map-context';
import { prefersReducedMotion } from '@/lib/reduced-motion';

export type FlyTarget = { lon: number; lat: number; zoom?: number; key: number };

/** Flies the map to the target each time its `key` changes (a list click, a stop click). */
export function FlyTo({ target }: { target: FlyTarget | null }) {
  const map = useMap();
  useEffect(() => {
    if (!target) return;
    const camera = {
      center: [target.lon, target.lat] as [number, number],
      zoom: Math.max(map.getZoom(), target.zoom ?? 14),
    };
    // Reduced motion: jump there, no flight.
    if (prefersReducedMotion()) map.jumpTo(camera);
    else map.flyTo({ ...camera, speed: 1.6, essential: true });
    // Only a new key flies; the same target moving (a live vehicle) does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, target?.key]);
  return null;
}
