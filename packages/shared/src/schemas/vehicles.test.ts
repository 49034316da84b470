import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation';
import { vehicleInputSchema, vehicleListQuerySchema } from './vehicles';

const minimal = { name: 'Hilux 7', plate_number: 'ABC 1234', category: 'pickup', fuel_type: 'diesel' };

function errorsOf(input: unknown) {
  const result = vehicleInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
}

describe('vehicle input', () => {
  it('needs only a name, a plate, a category and a fuel type, and normalises what it stores', () => {
    const parsed = vehicleInputSchema.parse({
      ...minimal,
      plate_number: '  abc   1234 ',
      vin: ' 1hgcm82633a004352 ',
      device_id: '',
      model: '',
    });
    expect(parsed).toMatchObject({
      plate_number: 'ABC 1234',
      vin: '1HGCM82633A004352',
      device_id: null,
      model: null,
      status: true,
      images: [],
    });
  });

  it('accepts a VIN of 17 letters and digits only without I, O and Q', () => {
    expect(errorsOf({ ...minimal, vin: '1HGCM82633A00435' })).toEqual({ vin: ['validation.vin'] });
    for (const letter of ['I', 'O', 'Q']) {
      expect(errorsOf({ ...minimal, vin: `1HGCM82633A00435${letter}` })).toEqual({ vin: ['validation.vin'] });
    }
    expect(errorsOf({ ...minimal, vin: '' })).toEqual({});
  });

  it('bounds the year of manufacture from 1950 to next year', () => {
    const next = new Date().getFullYear() + 1;
    expect(errorsOf({ ...minimal, manufacture_year: next })).toEqual({});
    expect(errorsOf({ ...minimal, manufacture_year: next + 1 })).toEqual({
      manufacture_year: [`validation.max_value?max=${next}`],
    });
    expect(errorsOf({ ...minimal, manufacture_year: 1949 })).toEqual({
      manufacture_year: ['validation.min_value?min=1950'],
    });
  });

  it('reports a reversed registration period together with every other error', () => {
    expect(
      errorsOf({
        ...minimal,
        name: '',
        capacity: -1,
        form_start_date: '2026-03-01',
        form_end_date: '2026-02-28',
        device_id: 'has space',
      }),
    ).toEqual({
      name: ['validation.required'],
      capacity: ['validation.min_value?min=0'],
      form_end_date: ['validation.date_range'],
      device_id: ['validation.device_id'],
    });
  });

  it('takes whole non-negative numbers for counters', () => {
    expect(errorsOf({ ...minimal, meter_reading: 1.5, capacity: 12 })).toEqual({
      meter_reading: ['validation.invalid_type'],
    });
  });

  it('rejects categories and fuel types outside the catalogue', () => {
    expect(errorsOf({ ...minimal, category: 'boat', fuel_type: 'coal' })).toEqual({
      category: ['validation.invalid_option'],
      fuel_type: ['validation.invalid_option'],
    });
  });
});

describe('vehicle list query', () => {
  it('reads status as a boolean and the registration filter', () => {
    expect(vehicleListQuerySchema.parse({ status: 'false', registration: 'expiring' })).toMatchObject({
      status: false,
      registration: 'expiring',
      page: 1,
    });
    expect(vehicleListQuerySchema.safeParse({ status: 'maybe' }).success).toBe(false);
  });
});
