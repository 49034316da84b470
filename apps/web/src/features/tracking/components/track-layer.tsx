import { useEffect } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { GeoJSONSource } from 'maplibre-gl';
import type { Feature, FeatureCollection, LineString } from 'geojson';
import { useMap, slotAnchorId } from '@/components/map/map-context';
import type { Track } from '@/features/tracking/track/track';
import type { Stop } from '@/features/tracking/track/stops';

const LINE_SOURCE = 'record-line';
const POINTS_SOURCE = 'record-points';
const LINE_CASING = 'record-line-casing';
const LINE = 'record-line';
const POINTS = 'record-points';

export const TRACK_COLORS = { line: '#2563eb', start: '#16a34a', end: '#dc2626', stop: '#d97706' };

function lineOf(track: Track): Feature<LineString> {
  const coordinates: [number, number][] = new Array(track.length);
  for (let i = 0; i < track.length; i++) coordinates[i] = [track.lon[i]!, track.lat[i]!];
  return { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } };
}

function pointsOf(track: Track, stops: readonly Stop[]): FeatureCollection {
  const point = (lon: number, lat: number, kind: string, index = 0): Feature => ({
    type: 'Feature',
    properties: { kind, index },
    geometry: { type: 'Point', coordinates: [lon, lat] },
  });
  const features = stops.map((stop, i) => point(stop.lon, stop.lat, 'stop', i + 1));
  if (track.length > 0) {
    const last = track.length - 1;
    features.push(point(track.lon[0]!, track.lat[0]!, 'start'));
    features.push(point(track.lon[last]!, track.lat[last]!, 'end'));
  }
  return { type: 'FeatureCollection', features };
}

/**
 * The movement record on the map: the track line, start and end markers and the stops; fits the view to it
 * unless `fitView` is false (a map about something else, such as an itinerary's route).
 */
export function TrackLayer({
  track,
  stops,
  onReady,
  fitView = true,
}: {
  track: Track;
  stops: readonly Stop[];
  onReady?: () => void;
  fitView?: boolean;
}) {
  const map = useMap();

  useEffect(() => {
    const empty: FeatureCollection = { type: 'FeatureCollection', features: [] };
    map.addSource(LINE_SOURCE, { type: 'geojson', data: empty });
    map.addSource(POINTS_SOURCE, { type: 'geojson', data: empty });
    const before = slotAnchorId('overlay');
    map.addLayer(
      {
        id: LINE_CASING,
        type: 'line',
        source: LINE_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': '#ffffff', 'line-width': 7, 'line-opacity': 0.9 },
      },
      before,
    );
    map.addLayer(
      {
        id: LINE,
        type: 'line',
        source: LINE_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': TRACK_COLORS.line, 'line-width': 4 },
      },
      before,
    );
    map.addLayer(
      {
        id: POINTS,
        type: 'circle',
        source: POINTS_SOURCE,
        paint: {
          'circle-radius': ['match', ['get', 'kind'], 'stop', 7, 9],
          'circle-color': [
            'match',
            ['get', 'kind'],
            'start',
            TRACK_COLORS.start,
            'end',
            TRACK_COLORS.end,
            TRACK_COLORS.stop,
          ],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2.5,
        },
      },
      before,
    );
    return () => {
      if (!map.getStyle()) return;
      map.removeLayer(POINTS);
      map.removeLayer(LINE);
      map.removeLayer(LINE_CASING);
      map.removeSource(POINTS_SOURCE);
      map.removeSource(LINE_SOURCE);
    };
  }, [map]);

  useEffect(() => {
    map.getSource<GeoJSONSource>(LINE_SOURCE)?.setData(lineOf(track));
    map.getSource<GeoJSONSource>(POINTS_SOURCE)?.setData(pointsOf(track, stops));
    if (fitView && track.length > 0) {
      const bounds = new maplibregl.LngLatBounds();
      for (let i = 0; i < track.length; i++) bounds.extend([track.lon[i]!, track.lat[i]!]);
      map.fitBounds(bounds, { padding: 60, maxZoom: 16, duration: 0 });
    }
    // Ready once the map has drawn the new track (its worker has tiled the line and a frame is out).
    let alive = true;
    map.once('idle', () => alive && onReady?.());
    return () => {
      alive = false;
    };
    // onReady is a notification, not an input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, track, stops, fitView]);

  return null;
}
