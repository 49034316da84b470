import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { cn } from '@/lib/cn';
import { MAP_SLOTS, MapContext, slotAnchorId } from '@/components/map/map-context';

maplibregl.setWorkerUrl(workerUrl);

/** Saudi Arabia and the Gulf. */
export const REGION_CENTER: [number, number] = [46.7, 24.2];
export const REGION_ZOOM = 4.6;
export const SEA_COLOR = '#b9d7e8';

const EMPTY_GEOJSON = { type: 'FeatureCollection' as const, features: [] };

/** Background in sea color plus invisible anchor layers that fix the draw order of the slots. */
function initialStyle(): maplibregl.StyleSpecification {
  return {
    version: 8,
    sources: { 'slot-anchors': { type: 'geojson', data: EMPTY_GEOJSON } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA_COLOR } },
      ...MAP_SLOTS.map((slot): maplibregl.LayerSpecification => ({
        id: slotAnchorId(slot),
        type: 'fill',
        source: 'slot-anchors',
        paint: { 'fill-opacity': 0 },
      })),
    ],
  };
}

/** MapLibre's own texts (control names, the map's label, the scale's units) in the interface language. */
function uiStrings(t: TFunction): Record<string, string> {
  return {
    'Map.Title': t('map.controls.canvas'),
    'NavigationControl.ZoomIn': t('map.controls.zoom_in'),
    'NavigationControl.ZoomOut': t('map.controls.zoom_out'),
    'Popup.Close': t('map.controls.close_popup'),
    'ScaleControl.Kilometers': t('map.controls.km'),
    'ScaleControl.Meters': t('map.controls.m'),
  };
}

type MapViewProps = {
  className?: string;
  children?: ReactNode;
  label: string;
  /** False: a picture of a place (no dragging, zooming, controls or keyboard stop), for small maps in a list. */
  interactive?: boolean;
};

/** Owns one MapLibre map; children are headless layer components using it through context. */
export function MapView({ className, children, label, interactive = true }: MapViewProps) {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const rtl = i18n.dir() === 'rtl';

  useEffect(() => {
    if (!containerRef.current) return;
    const instance = new maplibregl.Map({
      container: containerRef.current,
      style: initialStyle(),
      center: REGION_CENTER,
      zoom: REGION_ZOOM,
      attributionControl: false,
      interactive,
      dragRotate: false,
      locale: uiStrings(t),
    });
    instance.touchZoomRotate.disableRotation();
    if (!interactive) instance.getCanvas().removeAttribute('tabindex');
    instance.on('load', () => setMap(instance));
    // Tiles that cannot load (offline, blocked) are expected: the bundled base layer shows instead.
    instance.on('error', (event) => {
      if (!('tile' in event || 'sourceId' in event)) console.error(event.error);
    });
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(containerRef.current);
    return () => {
      resize.disconnect();
      setMap(null);
      // React cleans this effect up before the controls' and the child layers' effects, which
      // still remove their own parts from the map: remove the map once they all have run.
      queueMicrotask(() => instance.remove());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one map for the component's life; texts follow below
  }, []);

  // Controls sit on the end side: left in Arabic, right in English.
  useEffect(() => {
    if (!map) return;
    if (!interactive) {
      // A picture: its container's region names it; the canvas, not operable, is hidden from assistive technology
      // (a list of small maps would otherwise repeat one "Map" region per item).
      map.getCanvas().setAttribute('aria-hidden', 'true');
      return;
    }
    map.getCanvas().setAttribute('aria-label', t('map.controls.canvas'));
    // MapLibre reads its texts when a control or popup is made: patch them before the controls are made again.
    Object.assign(map._locale, uiStrings(t));
    const navigation = new maplibregl.NavigationControl({ showCompass: false });
    const scale = new maplibregl.ScaleControl({ unit: 'metric' });
    map.addControl(navigation, rtl ? 'top-left' : 'top-right');
    map.addControl(scale, rtl ? 'bottom-right' : 'bottom-left');
    return () => {
      map.removeControl(navigation);
      map.removeControl(scale);
    };
  }, [map, rtl, t, interactive]);

  return (
    <div className={cn('relative size-full', className)}>
      <div ref={containerRef} className="size-full" role="region" aria-label={label} data-testid="map" />
      <MapContext.Provider value={map}>{map && children}</MapContext.Provider>
    </div>
  );
}
