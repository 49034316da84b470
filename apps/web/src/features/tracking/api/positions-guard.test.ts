import { describe, expect, it } from 'vitest';
import { positionsResponseSchema } from '@fleet/shared/schemas/tracking';
import { readPositions } from '@/features/tracking/api/positions-guard';

const position = {
  lat: 24.7,
  lon: 46.7,
  speed: 40,
  course: 90,
  altitude: 600,
  satellites: 9,
  ignition: true,
  fix_time: '2026-03-01T10:00:00Z',
  server_time: '2026-03-01T10:00:01Z',
  attributes: { odometer: 12, ignition: true, io: 'x' },
  sensors: [
    { id: 1, type: 'fuel_level', name: 'Tank', value: 120.5, unit: 'L' },
    { id: 2, type: 'temperature', name: 'Cold room', value: null, unit: '°C' },
  ],
};
const nulls = { ...position, speed: null, course: null, altitude: null, satellites: null, ignition: null };

const cases: unknown[] = [
  { data: [position, nulls] },
  { data: [], message: 'ok' },
  { data: [position], message: 3 },
  { data: [{ ...position, lat: '24' }] },
  { data: [{ ...position, satellites: 9.5 }] },
  { data: [{ ...position, ignition: 'yes' }] },
  { data: [{ ...position, fix_time: 5 }] },
  { data: [{ ...position, attributes: { nested: { a: 1 } } }] },
  { data: [{ ...position, attributes: null }] },
  { data: [{ ...position, attributes: [] }] },
  { data: [{ ...position, server_time: undefined }] },
  { data: [{ ...position, course: undefined }] },
  { data: [{ ...position, sensors: [] }] },
  { data: [{ ...position, sensors: undefined }] },
  { data: [{ ...position, sensors: [{ id: 1, type: 'fuel_level', name: 'Tank', value: '1', unit: 'L' }] }] },
  { data: [{ ...position, sensors: [{ id: 1, type: 'pressure', name: 'Tank', value: 1, unit: 'L' }] }] },
  { data: [{ ...position, sensors: [{ id: 1, type: 'fuel_level', name: 'Tank', value: 1 }] }] },
  { data: [null] },
  { data: {} },
  {},
  null,
  [],
];

describe('positions response guard', () => {
  it.each(cases.map((c, i) => [i, c]))(
    'case %i: accepts exactly what the shared zod schema accepts',
    (_, body) => {
      expect(readPositions(body) !== null).toBe(positionsResponseSchema.safeParse(body).success);
    },
  );
});
