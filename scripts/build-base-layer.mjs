// Builds the map's offline base layer: low-detail country polygons of the region the demo fleet
// drives in, from Natural Earth (the world-atlas package), so the map is never blank without tiles.
// Output is committed; run again only to change the region or detail: node scripts/build-base-layer.mjs
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const OUT = 'apps/web/public/base-layer/region.geojson';
// Middle East, North and East Africa, South Asia: [west, south, east, north].
const REGION = [-20, -5, 80, 48];
const PRECISION = 1e3; // ~100 m, plenty for a fallback drawn at country scale

// Finer outlines where the fleet drives, coarse ones around it.
const CORE = new Set([
  'Saudi Arabia',
  'United Arab Emirates',
  'Kuwait',
  'Qatar',
  'Bahrain',
  'Oman',
  'Yemen',
  'Jordan',
  'Iraq',
  'Egypt',
]);

function load(detail) {
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/countries-${detail}.json`), 'utf8'));
  return feature(topology, topology.objects.countries).features;
}
const countries = {
  features: [
    ...load('50m').filter((f) => CORE.has(f.properties.name)),
    ...load('110m').filter((f) => !CORE.has(f.properties.name)),
  ],
};

function bbox(geometry) {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (c) => {
    if (typeof c[0] === 'number') {
      w = Math.min(w, c[0]);
      s = Math.min(s, c[1]);
      e = Math.max(e, c[0]);
      n = Math.max(n, c[1]);
    } else c.forEach(visit);
  };
  visit(geometry.coordinates);
  return [w, s, e, n];
}
const intersects = ([w, s, e, n]) => w <= REGION[2] && e >= REGION[0] && s <= REGION[3] && n >= REGION[1];
const round = (c) =>
  typeof c[0] === 'number' ? c.map((v) => Math.round(v * PRECISION) / PRECISION) : c.map(round);

const features = countries.features
  .filter((f) => f.geometry && intersects(bbox(f.geometry)))
  .map((f) => ({
    type: 'Feature',
    properties: { name: f.properties.name },
    geometry: { type: f.geometry.type, coordinates: round(f.geometry.coordinates) },
  }));

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, JSON.stringify({ type: 'FeatureCollection', features }));
console.log(
  `${OUT}: ${features.length} countries, ${(JSON.stringify(features).length / 1024).toFixed(0)} KiB`,
);
