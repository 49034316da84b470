import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import {
  TerraDraw,
  TerraDrawLineStringMode,
  TerraDrawPointMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  ValidateNotSelfIntersecting,
  type GeoJSONStoreFeatures,
  type HexColor,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { GeofenceGeometry, GeofenceType } from '@fleet/shared/schemas/geofences';
import { useMap } from '@/components/map/map-context';
import { MapView } from '@/components/map/map-view';
import { geofenceArea } from '@/components/map/geofence-shapes';
import { ZonesLayer } from '@/components/map/zones-layer';
import { Button } from '@/components/ui/button';

/** terra-draw's drawing mode for each geofence type. */
const DRAW_MODE: Record<GeofenceType, 'polygon' | 'point' | 'linestring'> = {
  polygon: 'polygon',
  circle: 'point',
  corridor: 'linestring',
};

/** Where a new geofence is drawn first: Riyadh at district level. */
const START_VIEW = { center: [46.7, 24.7] as [number, number], zoom: 11 };
/** Decimal places of the drawing's coordinates (~1 cm): terra-draw refuses a feature with more. */
const COORDINATE_PRECISION = 7;

/**
 * A stored shape as the drawing takes it: a geofence made through the API (or the demo seed) may carry
 * more decimals than the drawing keeps, and terra-draw would silently refuse it.
 */
function drawable(geometry: GeofenceGeometry): GeoJSONStoreFeatures['geometry'] {
  const round = ([lon, lat]: [number, number]): [number, number] => [
    Number(lon.toFixed(COORDINATE_PRECISION)),
    Number(lat.toFixed(COORDINATE_PRECISION)),
  ];
  switch (geometry.type) {
    case 'Point':
      return { type: 'Point', coordinates: round(geometry.coordinates) };
    case 'LineString':
      return { type: 'LineString', coordinates: geometry.coordinates.map(round) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map(round)) };
  }
}

type GeofenceDrawMapProps = {
  /** The tiles and base layer under the drawing. */
  base: ReactNode;
  type: GeofenceType;
  geometry: GeofenceGeometry | null;
  radius: number | null;
  width: number | null;
  color: string;
  invalid?: boolean;
  describedBy?: string;
  onChange: (geometry: GeofenceGeometry | null) => void;
};

/**
 * The map of the geofence form: terra-draw draws the polygon, the corridor's line or the circle's centre,
 * and then edits it (drag the shape or its vertices, add one from a midpoint, Delete removes it). The circle
 * and the corridor show their area (radius, width) as a dashed zone that follows the typed values.
 */
export function GeofenceDrawMap(props: GeofenceDrawMapProps) {
  const { t } = useTranslation('geofences');
  return (
    <div className="flex flex-col gap-2">
      <div
        className="relative h-[460px] overflow-hidden rounded-lg border aria-invalid:border-destructive"
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        data-testid="geofence-draw-map"
      >
        <MapView label={t('draw.map_label')} className="absolute inset-0">
          {props.base}
          <Drawing {...props} />
        </MapView>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground" data-testid="geofence-draw-hint">
          {props.geometry ? t('draw.edit_hint') : t(`draw.hint_${props.type}`)}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!props.geometry}
          onClick={() => props.onChange(null)}
          data-testid="geofence-redraw"
        >
          <RotateCcw />
          {t('draw.redraw')}
        </Button>
      </div>
      <span
        className="sr-only"
        data-testid="geofence-geometry"
        data-type={props.geometry?.type ?? ''}
        data-points={pointCount(props.geometry)}
      />
    </div>
  );
}

function pointCount(geometry: GeofenceGeometry | null): number {
  if (!geometry) return 0;
  if (geometry.type === 'Point') return 1;
  if (geometry.type === 'LineString') return geometry.coordinates.length;
  return Math.max(0, geometry.coordinates[0]!.length - 1);
}

function toGeometry(feature: GeoJSONStoreFeatures | undefined): GeofenceGeometry | null {
  if (!feature) return null;
  const { geometry } = feature;
  if (geometry.type === 'Point')
    return { type: 'Point', coordinates: geometry.coordinates as [number, number] };
  if (geometry.type === 'LineString') {
    return { type: 'LineString', coordinates: geometry.coordinates as [number, number][] };
  }
  if (geometry.type === 'Polygon') {
    return { type: 'Polygon', coordinates: [geometry.coordinates[0] as [number, number][]] };
  }
  return null;
}

function drawStyles(color: string) {
  const hex = color as HexColor;
  return {
    polygon: { fillColor: hex, fillOpacity: 0.2, outlineColor: hex, outlineWidth: 2.5 },
    linestring: { lineStringColor: hex, lineStringWidth: 3 },
    point: { pointColor: hex, pointWidth: 8, pointOutlineColor: '#ffffff' as HexColor, pointOutlineWidth: 2 },
  };
}

function Drawing({ type, geometry, radius, width, color, onChange }: GeofenceDrawMapProps) {
  const map = useMap();
  const drawRef = useRef<TerraDraw | null>(null);
  const onChangeRef = useRef(onChange);
  // The geometry this component last reported: a value that differs came from outside (a new type, "redraw").
  const reported = useRef<GeofenceGeometry | null>(geometry);
  const initial = useRef({ type, geometry, color });
  // Set while a shape from outside replaces the drawn one: its removal is not the user's.
  const applying = useRef(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const styles = drawStyles(initial.current.color);
    const editable = {
      feature: {
        draggable: true,
        coordinates: { midpoints: true, draggable: true, deletable: true },
      },
    };
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map, coordinatePrecision: COORDINATE_PRECISION }),
      modes: [
        new TerraDrawPolygonMode({
          styles: styles.polygon,
          validation: (feature) => ValidateNotSelfIntersecting(feature),
        }),
        new TerraDrawLineStringMode({ styles: styles.linestring }),
        new TerraDrawPointMode({ styles: styles.point }),
        new TerraDrawSelectMode({
          flags: {
            polygon: { feature: { ...editable.feature, selfIntersectable: false } },
            linestring: editable,
            point: { feature: { draggable: true } },
          },
          styles: {
            selectedPolygonColor: styles.polygon.fillColor,
            selectedPolygonOutlineColor: styles.polygon.outlineColor,
            selectedLineStringColor: styles.linestring.lineStringColor,
            selectedPointColor: styles.point.pointColor,
          },
        }),
      ],
    });
    draw.start();
    drawRef.current = draw;
    // A double click finishes a line; it must not also zoom the map.
    map.doubleClickZoom.disable();

    const report = (next: GeofenceGeometry | null) => {
      reported.current = next;
      onChangeRef.current(next);
    };
    draw.on('finish', (id, context) => {
      if (context.action === 'draw') {
        // One shape per geofence: a new one replaces what was there.
        const others = draw
          .getSnapshot()
          .filter((feature) => feature.id !== id)
          .map((feature) => feature.id!);
        if (others.length) draw.removeFeatures(others);
        draw.setMode('select');
        draw.selectFeature(id);
      }
      report(toGeometry(draw.getSnapshotFeature(id)));
    });
    draw.on('change', (_ids, changeType) => {
      if (applying.current) return;
      if (changeType === 'delete' && draw.getSnapshot().length === 0 && reported.current) {
        draw.setMode(DRAW_MODE[initial.current.type]);
        report(null);
      }
    });

    const start = initial.current;
    if (start.geometry) {
      const mode = DRAW_MODE[start.type];
      const [added] = draw.addFeatures([
        { type: 'Feature', geometry: drawable(start.geometry), properties: { mode } } as GeoJSONStoreFeatures,
      ]);
      draw.setMode('select');
      if (added?.valid && added.id !== undefined) draw.selectFeature(added.id);
      fitTo(map, start.geometry);
    } else {
      map.jumpTo(START_VIEW);
      draw.setMode(DRAW_MODE[start.type]);
    }

    return () => {
      drawRef.current = null;
      map.doubleClickZoom.enable();
      draw.stop();
    };
  }, [map]);

  // A geometry set from outside: cleared (the type changed, "redraw") starts drawing again; typed (the
  // circle's centre) replaces the drawn shape.
  useEffect(() => {
    const draw = drawRef.current;
    // The form may hand back a copy of what was reported: only a different shape counts.
    if (!draw || JSON.stringify(geometry) === JSON.stringify(reported.current)) return;
    reported.current = geometry;
    applying.current = true;
    try {
      draw.clear();
      if (geometry === null) {
        draw.setMode(DRAW_MODE[type]);
        return;
      }
      draw.setMode('select');
      const [added] = draw.addFeatures([
        {
          type: 'Feature',
          geometry: drawable(geometry),
          properties: { mode: DRAW_MODE[type] },
        } as GeoJSONStoreFeatures,
      ]);
      if (added?.valid && added.id !== undefined) draw.selectFeature(added.id);
      if (geometry.type === 'Point') map.easeTo({ center: geometry.coordinates });
    } finally {
      applying.current = false;
    }
  }, [map, geometry, type]);

  useEffect(() => {
    initial.current.type = type;
    const draw = drawRef.current;
    if (draw && !reported.current) draw.setMode(DRAW_MODE[type]);
  }, [type]);

  useEffect(() => {
    const draw = drawRef.current;
    if (!draw || color === initial.current.color) return;
    const styles = drawStyles(color);
    draw.setModeStyles('polygon', styles.polygon);
    draw.setModeStyles('linestring', styles.linestring);
    draw.setModeStyles('point', styles.point);
  }, [color]);

  const area = useMemo(() => {
    if (!geometry || geometry.type === 'Polygon') return null;
    return geofenceArea({ type, geometry, radius, width });
  }, [type, geometry, radius, width]);
  const zones = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: area
        ? [{ type: 'Feature' as const, properties: { id: 0, name: '', color }, geometry: area }]
        : [],
    }),
    [area, color],
  );
  return <ZonesLayer id="geofence-draft" zones={zones} dashed />;
}

function fitTo(map: ReturnType<typeof useMap>, geometry: GeofenceGeometry) {
  const points =
    geometry.type === 'Point'
      ? [geometry.coordinates]
      : geometry.type === 'LineString'
        ? geometry.coordinates
        : geometry.coordinates[0]!;
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  if (geometry.type === 'Point') {
    map.jumpTo({ center: geometry.coordinates, zoom: 13 });
    return;
  }
  map.fitBounds(
    [
      [Math.min(...lons), Math.min(...lats)],
      [Math.max(...lons), Math.max(...lats)],
    ],
    { padding: 60, duration: 0, maxZoom: 16 },
  );
}
