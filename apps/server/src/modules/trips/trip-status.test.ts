import { describe, expect, it } from 'vitest';
import { planOf, zonedInstant } from './trip-plan';
import { evaluateTrip, LATE_TOLERANCE_MS, TripRun, type TrackPoint } from './trip-status';

const ZONE = 'Asia/Riyadh';
const DAY = '2026-03-01';
/** A north–south road: a station every 0.03° of latitude (about 3.3 km). */
const A = { lat: 24.6, lon: 46.7 };
const B = { lat: 24.63, lon: 46.7 };
const C = { lat: 24.66, lon: 46.7 };
const OFF_ROAD = { lat: 24.63, lon: 46.75 }; // 5 km east of B

/** Wall-clock `HH:mm` (or `HH:mm:ss`) of DAY in Riyadh, optionally on a later day. */
function at(time: string, dayOffset = 0): Date {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return new Date(zonedInstant(DAY, (h * 60 + m + dayOffset * 1440) * 1, ZONE).getTime() + s * 1000);
}

function station(point: { lat: number; lon: number }, plannedTime: string, nextDay = false) {
  return { ...point, radius: 150, plannedTime, nextDay };
}

const PLAN = planOf(
  { day: DAY, startTime: '07:00', stations: [station(A, '07:00'), station(B, '07:10'), station(C, '07:20')] },
  ZONE,
);

/** Reports every `everySeconds` while driving straight from `from` to `to` between two instants. */
function drive(
  from: { lat: number; lon: number },
  to: { lat: number; lon: number },
  start: Date,
  end: Date,
  everySeconds = 10,
): TrackPoint[] {
  const points: TrackPoint[] = [];
  const span = end.getTime() - start.getTime();
  for (let t = 0; t <= span; t += everySeconds * 1000) {
    const f = t / span;
    points.push({
      lat: from.lat + (to.lat - from.lat) * f,
      lon: from.lon + (to.lon - from.lon) * f,
      speed: 40,
      fixTime: new Date(start.getTime() + t),
    });
  }
  return points;
}

/** Standing still at `place`, reporting every minute. */
function wait(place: { lat: number; lon: number }, start: Date, end: Date): TrackPoint[] {
  const points: TrackPoint[] = [];
  for (let t = start.getTime(); t <= end.getTime(); t += 60_000) {
    points.push({ ...place, speed: 0, fixTime: new Date(t) });
  }
  return points;
}

const minutes = (date: Date | null) => (date ? Math.round(date.getTime() / 60_000) : null);

describe('evaluateTrip', () => {
  it('on time: planned at the depot, running once it leaves, finished at the end station', () => {
    const depot = wait(A, at('06:40'), at('06:59'));
    expect(evaluateTrip(PLAN, depot, at('06:59')).status).toBe('planned');
    const early = evaluateTrip(PLAN, depot, at('06:59'));
    expect(early.stations[0]).toMatchObject({ status: 'arrived', arrivedAt: at('06:40') });
    expect(early.onTheRoad).toBe(false);

    const toB = [...depot, ...drive(A, B, at('07:00'), at('07:09'))];
    const running = evaluateTrip(PLAN, toB, at('07:05'));
    expect(running.status).toBe('running');
    expect(running.onTheRoad).toBe(true);
    expect(running.next).toBe(1);
    expect(running.stations[0]!.status).toBe('departed');
    const departed = running.stations[0]!.departedAt!.getTime() - at('07:00').getTime();
    expect(departed).toBeGreaterThan(0); // the first fix outside the 150 m radius
    expect(departed).toBeLessThan(60_000);

    const track = [...toB, ...wait(B, at('07:10'), at('07:11')), ...drive(B, C, at('07:12'), at('07:20'))];
    const done = evaluateTrip(PLAN, track, at('07:25'));
    expect(done.status).toBe('finished');
    expect(done.next).toBeNull();
    expect(done.onTheRoad).toBe(false);
    expect(done.stations.map((s) => s.status)).toEqual(['departed', 'departed', 'arrived']);
    expect(done.stations.map((s) => s.delayMinutes)).toEqual([-20, -1, 0]);
    expect(minutes(done.finishedAt)).toBe(minutes(at('07:20')));
  });

  it('late then catching up: overdue at the next station is late, reaching it in time for the one after is running', () => {
    const plan = planOf(
      {
        day: DAY,
        startTime: '07:00',
        stations: [station(A, '07:00'), station(B, '07:10'), station(C, '07:45')],
      },
      ZONE,
    );
    // Leaves on time, stops on the way to B for a long while.
    const halfway = { lat: 24.615, lon: 46.7 };
    const track = [
      ...drive(A, halfway, at('07:00'), at('07:04')),
      ...wait(halfway, at('07:05'), at('07:25')),
    ];
    expect(evaluateTrip(plan, track, at('07:20')).status).toBe('running'); // exactly at the tolerance
    const late = evaluateTrip(plan, track, at('07:21'));
    expect(late.status).toBe('late');
    expect(late.onTheRoad).toBe(true);
    expect(late.stations[1]!.delayMinutes).toBe(11); // so far

    const resumed = [
      ...track,
      ...drive(halfway, B, at('07:26'), at('07:30')),
      ...drive(B, C, at('07:31'), at('07:40')),
    ];
    const caughtUp = evaluateTrip(plan, resumed, at('07:35'));
    expect(caughtUp.status).toBe('running');
    expect(caughtUp.next).toBe(2);
    expect(caughtUp.stations[1]!.delayMinutes).toBeGreaterThanOrEqual(19);
    expect(evaluateTrip(plan, resumed, at('07:41')).status).toBe('finished');
  });

  it('a station passed without a visit is skipped on the timeline; the trip still finishes', () => {
    const plan = planOf(
      {
        day: DAY,
        startTime: '07:00',
        stations: [station(A, '07:00'), station(OFF_ROAD, '07:10'), station(C, '07:20')],
      },
      ZONE,
    );
    const track = [...wait(A, at('06:50'), at('06:59')), ...drive(A, C, at('07:00'), at('07:18'))];
    const mid = evaluateTrip(plan, track.slice(0, 60), at('07:08'));
    expect(mid.stations[1]!.status).toBe('pending');
    const result = evaluateTrip(plan, track, at('07:19'));
    expect(result.status).toBe('finished');
    expect(result.stations.map((s) => s.status)).toEqual(['departed', 'skipped', 'arrived']);
    expect(result.stations[1]!.arrivedAt).toBeNull();
    expect(result.stations[1]!.delayMinutes).toBeNull();
  });

  it('never started: planned, late ten minutes after the start time, skipped when the day ends', () => {
    const parked = wait(A, at('06:00'), at('09:00'));
    expect(evaluateTrip(PLAN, parked, at('07:09')).status).toBe('planned');
    const notLeft = evaluateTrip(PLAN, parked, at('07:10'));
    expect(notLeft.status).toBe('late');
    expect(notLeft.onTheRoad).toBe(false);
    expect(evaluateTrip(PLAN, parked, at('23:59')).status).toBe('late');
    const skipped = evaluateTrip(PLAN, parked, at('00:00', 1));
    expect(skipped.status).toBe('skipped');
    expect(skipped.next).toBeNull();
    // With no position at all, the same.
    expect(evaluateTrip(PLAN, [], at('06:00')).status).toBe('planned');
    expect(evaluateTrip(PLAN, [], at('00:00', 1)).status).toBe('skipped');
    // Moving inside the depot after the start time starts it; the departure is when it leaves the radius.
    const manoeuvring = [
      ...parked.slice(0, 60),
      { ...A, speed: 8, fixTime: at('07:01') },
      ...drive(A, B, at('07:03'), at('07:09')),
    ];
    const started = evaluateTrip(PLAN, manoeuvring, at('07:05'));
    expect(started.status).toBe('running');
    expect(minutes(started.startedAt)).toBe(minutes(at('07:01')));
    expect(started.next).toBe(1);
    // Moving elsewhere after the start time also starts it; the start station is then behind it (skipped).
    const elsewhere = drive(OFF_ROAD, B, at('07:02'), at('07:12'));
    const away = evaluateTrip(PLAN, elsewhere, at('07:15'));
    expect(away.status).toBe('running');
    expect(away.next).toBe(2);
    expect(away.stations.map((s) => s.status)).toEqual(['skipped', 'arrived', 'pending']);
  });

  it('crossing midnight: stations on the next day count from the day after, and the trip is not skipped at midnight', () => {
    const plan = planOf(
      {
        day: DAY,
        startTime: '23:50',
        stations: [station(A, '23:50'), station(B, '00:10', true), station(C, '00:30', true)],
      },
      ZONE,
    );
    expect(plan.stations[1]!.plannedAt).toEqual(at('00:10', 1));
    expect(plan.dayEnd).toEqual(at('00:30', 1));
    // Not started by 00:20 the next day: late, not skipped (its last station is still ahead).
    expect(evaluateTrip(plan, [], at('00:20', 1)).status).toBe('late');
    expect(evaluateTrip(plan, [], at('00:31', 1)).status).toBe('skipped');

    const track = [
      ...wait(A, at('23:40'), at('23:49')),
      ...drive(A, B, at('23:50'), at('00:09', 1)),
      ...drive(B, C, at('00:11', 1), at('00:29', 1)),
    ];
    expect(evaluateTrip(plan, track, at('00:05', 1)).status).toBe('running');
    const done = evaluateTrip(plan, track, at('00:40', 1));
    expect(done.status).toBe('finished');
    expect(done.stations.map((s) => s.delayMinutes)).toEqual([-10, -2, -2]); // ~1.9 min early (entering the radius)
  });

  it('GPS gaps: a station passed between two far-apart fixes counts as visited at the closest approach', () => {
    // Fixes every six minutes: none falls inside B's 150 m radius.
    const track = drive(A, C, at('07:00'), at('07:18'), 360);
    expect(track.some((p) => Math.abs(p.lat - B.lat) < 0.001)).toBe(false);
    const result = evaluateTrip(PLAN, track, at('07:19'));
    expect(result.status).toBe('finished');
    expect(result.stations[1]!.status).toBe('departed');
    expect(minutes(result.stations[1]!.arrivedAt)).toBe(minutes(at('07:09')));
    // A silent vehicle is judged by the clock: no fix after 07:02 and B overdue means late.
    const silent = drive(A, B, at('07:00'), at('07:09')).slice(0, 13);
    expect(evaluateTrip(PLAN, silent, new Date(at('07:10').getTime() + LATE_TOLERANCE_MS + 1)).status).toBe(
      'late',
    );
    // The late fixes arrive: it had reached B at 07:09, so it is on time for C.
    const arrived = [...silent, ...drive(A, B, at('07:00'), at('07:09')).slice(13)];
    expect(evaluateTrip(PLAN, arrived, at('07:20:01')).status).toBe('running');
  });

  it('out-of-order and repeated positions give the same answer as the ordered track', () => {
    const track = [
      ...wait(A, at('06:50'), at('06:59')),
      ...drive(A, B, at('07:00'), at('07:09')),
      ...drive(B, C, at('07:10'), at('07:19')),
    ];
    const ordered = evaluateTrip(PLAN, track, at('07:15'));
    const shuffled = [...track].sort((a, b) => Math.sin(a.fixTime.getTime()) - Math.sin(b.fixTime.getTime()));
    const repeated = [...shuffled, ...track.slice(20, 40)];
    expect(evaluateTrip(PLAN, shuffled, at('07:15'))).toEqual(ordered);
    expect(evaluateTrip(PLAN, repeated, at('07:15'))).toEqual(ordered);
    // Fixes of the day before, and fixes stamped in the future, are not part of the trip.
    const stray = [
      { ...C, speed: 50, fixTime: at('07:00', -1) },
      { ...C, speed: 50, fixTime: at('07:16') },
    ];
    expect(evaluateTrip(PLAN, [...track, ...stray], at('07:15'))).toEqual(ordered);
  });
});

describe('TripRun', () => {
  it('fed one fix at a time, with repeats and fixes before the window, gives what the whole track gives at every step', () => {
    const track = [
      ...wait(A, at('06:40'), at('06:59')),
      ...drive(A, B, at('07:00'), at('07:09')),
      ...wait(B, at('07:10'), at('07:11')),
      ...drive(B, OFF_ROAD, at('07:12'), at('07:16'), 30),
      ...drive(OFF_ROAD, C, at('07:17'), at('07:30'), 45),
    ];
    const run = new TripRun(PLAN);
    run.feed({ ...A, speed: 0, fixTime: at('23:00', -1) }); // the day before: outside the window
    for (let i = 0; i < track.length; i++) {
      run.feed(track[i]!);
      if (i > 0) run.feed(track[i - 1]!); // a repeat of an older fix changes nothing
      const now = new Date(track[i]!.fixTime.getTime() + 5_000);
      expect(run.progress(now)).toEqual(evaluateTrip(PLAN, track.slice(0, i + 1), now));
    }
    expect(run.progress(at('07:31')).status).toBe('finished');
  });
});
