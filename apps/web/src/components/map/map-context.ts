import { createContext, useContext } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';

/** The one MapLibre instance of a map view; layer components add their sources and layers to it. */
export const MapContext = createContext<MapLibreMap | null>(null);

export function useMap(): MapLibreMap {
  const map = useContext(MapContext);
  if (!map) throw new Error('Map layers must be rendered inside <MapView>');
  return map;
}

/**
 * Draw order of the layer components: each inserts its layers just below its slot's anchor,
 * so the order does not depend on which effect runs first.
 */
/** `zones`: geofences, over the tiles and under the vehicles and tracks. */
export const MAP_SLOTS = ['base', 'raster', 'zones', 'overlay'] as const;
export type MapSlot = (typeof MAP_SLOTS)[number];
export const slotAnchorId = (slot: MapSlot) => `slot-${slot}`;
