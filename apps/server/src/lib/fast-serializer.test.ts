import { describe, expect, it } from 'vitest';
import { type Vehicle, vehicleListResponseSchema } from '@fleet/shared/schemas/vehicles';
import { z } from '@fleet/shared/validation';
import { compileFastStringify } from './fast-serializer';

const vehicle = (id: number, overrides: Record<string, unknown> = {}): Vehicle =>
  ({
    id,
    name: `Vehicle "${id}" \u2028 ملاحظة`,
    model: null,
    tag: 'tag',
    manufacture_year: 2020,
    plate_number: `ABC ${id}`,
    licence_plate_number: null,
    vin: null,
    category: 'car',
    capacity: null,
    fuel_type: 'diesel',
    meter_reading: 0,
    color: null,
    form_number: null,
    form_start_date: '2026-01-01',
    form_end_date: null,
    registration_status: null,
    status: false,
    blocked_reason: 'line\nbreak </script>',
    blocked_reason_code: { key: 'critical_fault', examination_id: 4, parts: ['horn', 'seats'] },
    images: [{ id: 3, url: '/api/media/3?expires=1&sig=x', mime_type: 'video/mp4' }],
    device_id: null,
    device_protocol: 'jt808',
    speed_limit: null,
    live_status: 'moving',
    last_position: { lat: 24.7, lon: 46.6, speed: null, course: 90.5, fix_time: '2026-01-01T00:00:00.000Z' },
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    actions: ['view', 'activate'],
    ...overrides,
  }) as Vehicle;

describe('compileFastStringify', () => {
  const stringify = compileFastStringify(vehicleListResponseSchema);

  it('writes the same JSON as the zod serializer for a full page', () => {
    const page = {
      data: [vehicle(1), vehicle(2, { last_position: null, live_status: null, images: [] })],
      meta: { per_page: 15, total: 2, current_page: 1, last_page: 1 },
    };
    const expected = z.encode(vehicleListResponseSchema, page);
    expect(JSON.parse(stringify(page))).toEqual(expected);
    expect(stringify(page)).toBe(JSON.stringify(expected));
  });

  it('leaves out properties the schema does not declare, at every level', () => {
    const page = {
      data: [
        vehicle(1, {
          secret: 'password hash',
          images: [{ id: 3, url: '/u', mime_type: 'image/png', path: '/var/data/uploads/3.png' }],
        }),
      ],
      meta: { per_page: 15, total: 1, current_page: 1, last_page: 1, debug: true },
      sql: 'select …',
    };
    const json = stringify(page);
    expect(json).not.toContain('password hash');
    expect(json).not.toContain('/var/data');
    expect(json).not.toContain('debug');
    expect(json).not.toContain('select');
    vehicleListResponseSchema.parse(JSON.parse(json));
  });
});
