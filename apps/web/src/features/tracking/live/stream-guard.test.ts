import { describe, expect, it } from 'vitest';
import { streamMessageSchema } from '@fleet/shared/schemas/tracking';
import { readStreamMessage } from '@/features/tracking/live/stream-guard';

const vehicle = {
  id: 1,
  name: 'Bus',
  plate_number: 'A 1',
  device_id: null,
  status: true,
  live_status: 'moving',
  position: {
    lat: 24.7,
    lon: 46.7,
    speed: null,
    course: 10,
    ignition: null,
    fix_time: '2026-03-01T10:00:00Z',
    server_time: '2026-03-01T10:00:01Z',
  },
  driver: { id: 3, name: 'Ali' },
  sensors: [{ id: 7, type: 'temperature', name: 'Cold room', value: -4.5, unit: '°C' }],
};

const cases: unknown[] = [
  {
    type: 'snapshot',
    server_time: 't',
    vehicles: [vehicle, { ...vehicle, id: 2, position: null, live_status: null, driver: null }],
  },
  { type: 'changes', server_time: 't', vehicles: [vehicle], removed: [4, 5] },
  { type: 'error', message: 'bad token' },
  { type: 'changes', server_time: 't', vehicles: [vehicle] },
  { type: 'changes', server_time: 't', vehicles: [vehicle], removed: ['4'] },
  { type: 'snapshot', server_time: 't', vehicles: [{ ...vehicle, id: 1.5 }] },
  { type: 'snapshot', server_time: 't', vehicles: [{ ...vehicle, live_status: 'flying' }] },
  {
    type: 'snapshot',
    server_time: 't',
    vehicles: [{ ...vehicle, position: { ...vehicle.position, lat: '24' } }],
  },
  { type: 'snapshot', server_time: 't', vehicles: [{ ...vehicle, driver: { id: 1 } }] },
  { type: 'snapshot', server_time: 't', vehicles: [{ ...vehicle, status: 'yes' }] },
  { type: 'snapshot', server_time: 't', vehicles: [{ ...vehicle, sensors: [] }] },
  { type: 'snapshot', server_time: 't', vehicles: [{ ...vehicle, sensors: undefined }] },
  {
    type: 'snapshot',
    server_time: 't',
    vehicles: [{ ...vehicle, sensors: [{ ...vehicle.sensors[0], id: 'x' }] }],
  },
  { type: 'snapshot', vehicles: [] },
  { type: 'hello' },
  { type: 'clusters', zoom: 5, clusters: [{ lat: 24.7, lon: 46.7, count: 3, statuses: { moving: 2 } }] },
  { type: 'clusters', zoom: 5, clusters: [{ lat: 24.7, lon: 46.7, count: 0, statuses: {} }] },
  { type: 'clusters', zoom: 5, clusters: [{ lat: 24.7, lon: 46.7, count: 1, statuses: { flying: 1 } }] },
  { type: 'summary', counts: { moving: 1, pause: 0, exit: 0, busy: 0, total: 3 } },
  { type: 'summary', counts: { moving: 1 } },
  null,
  [],
];

describe('stream message guard', () => {
  it.each(cases.map((c, i) => [i, c]))(
    'case %i: accepts exactly what the shared zod schema accepts',
    (_, message) => {
      expect(readStreamMessage(message) !== null).toBe(streamMessageSchema.safeParse(message).success);
    },
  );
});
