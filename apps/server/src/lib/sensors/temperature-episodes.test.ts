import { describe, expect, it } from 'vitest';
import { freshTemperatureState, stepTemperature, type TemperatureExcursion } from './temperature-episodes';

const limits = { min: 2, max: 8 };

function run(readings: [number, number | null][], minSeconds = 120) {
  const state = freshTemperatureState();
  const out: TemperatureExcursion[] = [];
  for (const [seconds, value] of readings) {
    const result = stepTemperature(state, seconds * 1000, value, limits, minSeconds);
    if (result) out.push(result);
  }
  return { out, state };
}

describe('temperature excursions', () => {
  it('raises one excursion once it lasted the minimum, then brings its extreme and duration up to date', () => {
    const { out } = run([
      [0, 5],
      [60, 9],
      [120, 10.5],
      [180, 12], // 120 s outside: raised, at its first fix
      [240, 11],
      [300, null], // a fix without the reading changes nothing
      [360, 7], // back inside
      [420, 6],
    ]);
    expect(out).toEqual([
      { kind: 'raise', t: 60_000, extreme: 12, durationSeconds: 120 },
      { kind: 'final', t: 60_000, extreme: 12, durationSeconds: 300 },
    ]);
  });

  it('makes nothing of a short excursion, and takes the farthest reading on either side', () => {
    expect(
      run([
        [0, 9],
        [60, 10],
        [90, 5],
      ]).out,
    ).toEqual([]);
    const cold = run([
      [0, 1],
      [100, -3],
      [200, 1.5],
      [260, 3],
    ]).out;
    expect(cold).toEqual([
      { kind: 'raise', t: 0, extreme: -3, durationSeconds: 200 },
      { kind: 'final', t: 0, extreme: -3, durationSeconds: 260 },
    ]);
  });

  it('resumes from a saved state as if it had not stopped', () => {
    const readings: [number, number][] = [
      [0, 9],
      [60, 11],
      [120, 10],
      [180, 12],
      [240, 5],
    ];
    const whole = run(readings).out;
    const first = run(readings.slice(0, 2));
    const saved = JSON.parse(JSON.stringify(first.state));
    const rest = readings
      .slice(2)
      .map(([s, v]) => stepTemperature(saved, s * 1000, v, limits, 120))
      .filter(Boolean);
    expect([...first.out, ...rest]).toEqual(whole);
  });
});
