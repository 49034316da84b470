import { describe, expect, it } from 'vitest';
import { calibrate, defaultMinLitres, rawReading, sensorValues, type SensorDefinition } from './calibrate';

const table = {
  calibration: [
    [0, 0],
    [100, 40],
    [300, 400],
  ] as [number, number][],
  multiplier: 1,
};

describe('calibrate', () => {
  it('is linear between the points', () => {
    expect(calibrate(table, 50)).toBe(20);
    expect(calibrate(table, 200)).toBe(220);
    expect(calibrate(table, 100)).toBe(40);
  });

  it('is clamped at the ends of the table', () => {
    expect(calibrate(table, -5)).toBe(0);
    expect(calibrate(table, 1000)).toBe(400);
  });

  it('finds the segment in a long table', () => {
    const points = Array.from({ length: 200 }, (_, i) => [i * 10, i * i] as [number, number]);
    const sensor = { calibration: points, multiplier: 1 };
    expect(calibrate(sensor, 1235)).toBeCloseTo(123 * 123 + 0.5 * (124 * 124 - 123 * 123), 9);
    expect(calibrate(sensor, 0)).toBe(0);
    expect(calibrate(sensor, 1990)).toBe(199 * 199);
  });

  it('multiplies the raw value without a table', () => {
    expect(calibrate({ calibration: [], multiplier: 0.1 }, 523)).toBeCloseTo(52.3, 9);
    expect(calibrate({ calibration: [], multiplier: 1 }, -18.5)).toBe(-18.5);
  });
});

describe('raw readings and values', () => {
  const sensor: SensorDefinition = {
    id: 7,
    name: 'Tank',
    type: 'fuel_level',
    attribute: 'io201',
    calibration: [],
    multiplier: 0.5,
    capacity: 400,
    min: null,
    max: null,
    refuelMinLitres: 20,
    drainMinLitres: 20,
  };

  it('reads numbers and numeric text, nothing else', () => {
    expect(rawReading({ a: 5 }, 'a')).toBe(5);
    expect(rawReading({ a: ' 12.5 ' }, 'a')).toBe(12.5);
    expect(rawReading({ a: 'x' }, 'a')).toBeNull();
    expect(rawReading({ a: true }, 'a')).toBeNull();
    expect(rawReading({ a: Number.NaN }, 'a')).toBeNull();
    expect(rawReading({}, 'a')).toBeNull();
    expect(rawReading(null, 'a')).toBeNull();
  });

  it('gives each sensor its value and unit at a fix', () => {
    expect(sensorValues([sensor], { io201: 333 })).toEqual([
      { id: 7, type: 'fuel_level', name: 'Tank', value: 166.5, unit: 'L' },
    ]);
    expect(sensorValues([sensor], {})[0]!.value).toBeNull();
  });

  it('defaults the minimum litres to 5% of the tank, else 10', () => {
    expect(defaultMinLitres(400)).toBe(20);
    expect(defaultMinLitres(null)).toBe(10);
  });
});
