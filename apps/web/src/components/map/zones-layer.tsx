import { useEffect } from 'react';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import * as maplibregl from 'maplibre-gl';
import { slotAnchorId, useMap } from '@/components/map/map-context';
import type { ZoneProperties } from '@/components/map/geofence-shapes';

type ZonesLayerProps = {
  /** Distinguishes several zone layers on one map (the saved ones and the one being drawn). */
  id: string;
  zones: FeatureCollection<Polygon | MultiPolygon, ZoneProperties>;
  /** Names the zone under a click in a popup (no text layers: glyphs would need the network). */
  namePopups?: boolean;
  /** Dashed outline: a shape being drawn. */
  dashed?: boolean;
};

/** Zones (geofences) as translucent areas with a solid outline in each one's own colour. */
export function ZonesLayer({ id, zones, namePopups = false, dashed = false }: ZonesLayerProps) {
  const map = useMap();
  const fillId = `${id}-fill`;
  const lineId = `${id}-line`;

  useEffect(() => {
    const before = slotAnchorId('zones');
    map.addSource(id, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer(
      {
        id: fillId,
        type: 'fill',
        source: id,
        paint: { 'fill-color': ['get', 'color'], 'fill-opacity': 0.18 },
      },
      before,
    );
    map.addLayer(
      {
        id: lineId,
        type: 'line',
        source: id,
        paint: {
          'line-color': ['get', 'color'],
          'line-width': 2.5,
          ...(dashed ? { 'line-dasharray': [2, 1.5] } : {}),
        },
      },
      before,
    );
    return () => {
      if (!map.getStyle()) return;
      map.removeLayer(lineId);
      map.removeLayer(fillId);
      map.removeSource(id);
    };
  }, [map, id, fillId, lineId, dashed]);

  useEffect(() => {
    const source = map.getSource(id) as maplibregl.GeoJSONSource | undefined;
    source?.setData(zones);
  }, [map, id, zones]);

  useEffect(() => {
    if (!namePopups) return;
    let popup: maplibregl.Popup | null = null;
    const onClick = (event: maplibregl.MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature) return;
      const name = String((feature.properties as ZoneProperties).name);
      const element = document.createElement('bdi');
      element.textContent = name;
      element.className = 'text-sm font-semibold';
      element.dataset.testid = 'zone-popup';
      popup?.remove();
      popup = new maplibregl.Popup({ closeButton: false, maxWidth: '16rem' })
        .setLngLat(event.lngLat)
        .setDOMContent(element)
        .addTo(map);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', fillId, onClick);
    map.on('mouseenter', fillId, pointer);
    map.on('mouseleave', fillId, plain);
    return () => {
      popup?.remove();
      map.off('click', fillId, onClick);
      map.off('mouseenter', fillId, pointer);
      map.off('mouseleave', fillId, plain);
    };
  }, [map, fillId, namePopups]);

  return null;
}
