// Micro-benchmark of the event engine's geofence step (not part of CI): `npx tsx bench/geofence-step.ts`.
// The ingestion bench's zones (1,000: half 20-vertex polygons, half 150 m circles) and drives (1,000 vehicles,
// 300 fixes each, 5 s apart) fed to `step`, once with the zones and once without: the difference is the geofence
// step's share. Prints CPU time per position (median of 5 runs after a warm-up, each from a collected heap) and a
// checksum of the events raised, which a change that keeps the behaviour leaves as it is.

import v8 from 'node:v8';
import vm from 'node:vm';
import { EVENT_SETTINGS_DEFAULTS } from '@fleet/shared/schemas/settings';
import type { GeofenceRow } from '../apps/server/src/db/schema';
import type { StoredPosition } from '../apps/server/src/db/stored-position';
import type { RaisedEvent } from '../apps/server/src/modules/events/event-record';
import { GeofenceIndex } from '../apps/server/src/modules/events/geofence-index';
import { freshState, step, type StepOutput } from '../apps/server/src/modules/events/vehicle-engine';
import { benchZone, trackFix } from './track';

const ZONES = 1_000;
const VEHICLES = 1_000;
const PACKETS = 30;
const RECORDS_PER_PACKET = 10;
const STEP_SECONDS = 5;
const RUNS = 5;

/** The zones of `createGeofences` in ingestion.ts, as the rows the engine reads. */
function benchZones(): GeofenceRow[] {
  return Array.from({ length: ZONES }, (_, n) => {
    const common = {
      id: n + 1,
      status: true,
      width: null,
      speedLimit: null,
      vehicleIds: [],
      color: '#3b82f6',
      createdAt: new Date(0),
      updatedAt: new Date(0),
    };
    const zone = benchZone(n);
    return zone.type === 'circle' ? { ...common, ...zone } : { ...common, ...zone, radius: null };
  });
}

/** Every vehicle's fixes, in the order the ingestion bench sends them (packet by packet, each vehicle in time order). */
function benchPositions(): StoredPosition[] {
  const start = Date.UTC(2026, 0, 1);
  const positions: StoredPosition[] = [];
  for (let p = 0; p < PACKETS; p++)
    for (let d = 0; d < VEHICLES; d++)
      for (let r = 0; r < RECORDS_PER_PACKET; r++) {
        const n = p * RECORDS_PER_PACKET + r;
        const fix = trackFix(d, n, STEP_SECONDS);
        const fixTime = start + n * STEP_SECONDS * 1000 + d;
        positions.push({
          vehicleId: d + 1,
          fixTime: new Date(fixTime),
          serverTime: new Date(fixTime + 500),
          valid: true,
          lat: fix.lat,
          lon: fix.lon,
          speed: fix.speed,
          course: fix.course,
          altitude: null,
          satellites: 9,
          ignition: fix.ignition,
          attributes: {},
        });
      }
  return positions;
}

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** One pass over every position from fresh states: its CPU time per position (the process's, GC threads included). */
function run(positions: StoredPosition[], index: GeofenceIndex): { ns: number; out: StepOutput } {
  const states = Array.from({ length: VEHICLES + 1 }, freshState);
  const facts = { speedLimit: null, driverId: null };
  const out: StepOutput = { events: [], finals: [] };
  collectGarbage();
  const started = process.cpuUsage();
  for (const fix of positions) step(states[fix.vehicleId]!, fix, EVENT_SETTINGS_DEFAULTS, index, facts, out);
  const used = process.cpuUsage(started);
  return { ns: ((used.user + used.system) * 1000) / positions.length, out };
}

/** FNV-1a, 32 bits. */
function hash(text: string, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Keys in a fixed order, so that the same values give the same text however the objects were built. */
function canonical(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .sort()
    .map((key) => `${key}:${canonical(record[key])}`)
    .join(',')}}`;
}

function checksum(out: StepOutput): string {
  const byType = new Map<string, number>();
  let key = 0x811c9dc5;
  let full = 0x811c9dc5;
  for (const event of out.events as RaisedEvent[]) {
    byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
    key = hash(`${event.vehicleId},${event.type},${event.subject ?? ''},${event.time.getTime()};`, key);
    full = hash(canonical(event) + ';', full);
  }
  for (const final of out.finals) full = hash(canonical(final) + ';', full);
  const counts = [...byType].sort(([a], [b]) => a.localeCompare(b)).map(([type, n]) => `${type}=${n}`);
  return `events ${out.events.length} (${counts.join(' ')}), finals ${out.finals.length}, key hash ${key.toString(16)}, full hash ${full.toString(16)}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function measure(label: string, positions: StoredPosition[], index: GeofenceIndex): number {
  const sums = new Set<string>();
  run(positions, index); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { ns, out } = run(positions, index);
    times.push(ns);
    sums.add(checksum(out));
  }
  if (sums.size !== 1) throw new Error(`${label}: runs raised different events`);
  const ns = median(times);
  console.log(`${label}: ${ns.toFixed(0)} ns/position (runs ${times.map((t) => t.toFixed(0)).join(' ')})`);
  console.log(`  ${[...sums][0]}`);
  return ns;
}

const positions = benchPositions();
const zones = new GeofenceIndex(benchZones());
const withZones = measure(`step, ${zones.size} zones`, positions, zones);
const without = measure('step, no zones', positions, new GeofenceIndex([]));
console.log(`geofence step: ${(withZones - without).toFixed(0)} ns/position`);
