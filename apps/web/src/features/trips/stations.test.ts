import { describe, expect, it } from 'vitest';
import { newStation, stationRole } from '@/features/trips/stations';

const point = { lat: 24.7136123456, lon: 46.6752987654 };

describe('newStation', () => {
  it('plans the first station at the start time, with the default radius and a rounded position', () => {
    expect(newStation(point, [], '07:30', 'Depot')).toEqual({
      name: 'Depot',
      lat: 24.713612,
      lon: 46.675299,
      planned_time: '07:30',
      next_day: false,
      radius: 150,
    });
  });

  it('plans a station ten minutes after the last one', () => {
    const stations = [{ planned_time: '07:30', next_day: false }];
    expect(newStation(point, stations, '07:30', 'B').planned_time).toBe('07:40');
  });

  it('marks a station past midnight as next day, and keeps it once the route has crossed', () => {
    const late = newStation(point, [{ planned_time: '23:55', next_day: false }], '23:00', 'C');
    expect(late).toMatchObject({ planned_time: '00:05', next_day: true });
    const after = newStation(point, [{ planned_time: '00:05', next_day: true }], '23:00', 'D');
    expect(after).toMatchObject({ planned_time: '00:15', next_day: true });
  });

  it('leaves the time empty when there is nothing to count from', () => {
    expect(newStation(point, [], undefined, 'A').planned_time).toBe('');
    expect(newStation(point, [{ planned_time: '7:3', next_day: false }], '07:00', 'B').planned_time).toBe('');
  });
});

describe('stationRole', () => {
  it('names the first the start and the last the end', () => {
    expect([0, 1, 2].map((i) => stationRole(i, 3))).toEqual(['start', 'stop', 'end']);
    expect(stationRole(0, 1)).toBe('start');
  });
});
