import { useEffect } from 'react';
import { useMap } from '@/components/map/map-context';
import { liveViewport } from '@/features/tracking/live/live-viewport';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Tells the live stream what the home map shows, at once and after every move
 * (docs/api.md#live-stream-at-scale): the server then sends the vehicles in view, or clusters of them when
 * zoomed out. The socket sends
 * the newest viewport again after a reconnect.
 */
export function LiveViewportReporter() {
  const map = useMap();
  useEffect(() => {
    const report = () => {
      const bounds = map.getBounds();
      let west = clamp(bounds.getWest(), -540, 540);
      let east = clamp(bounds.getEast(), -540, 540);
      if (east - west >= 360) [west, east] = [-180, 180];
      liveViewport.set({
        type: 'viewport',
        bbox: [west, clamp(bounds.getSouth(), -90, 90), east, clamp(bounds.getNorth(), -90, 90)],
        zoom: clamp(map.getZoom(), 0, 24),
      });
    };
    report();
    map.on('moveend', report);
    return () => {
      map.off('moveend', report);
    };
  }, [map]);
  return null;
}
