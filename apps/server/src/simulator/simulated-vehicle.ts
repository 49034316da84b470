import type { Random } from '../lib/prng';
import { RIYADH_ROADS, Route } from './riyadh-roads';

/**
 * - driving: along a road, speed easing towards a cruise speed that changes now and then;
 * - stopped: at a light or in traffic, engine on;
 * - parked: engine off, reporting rarely as trackers do;
 * - offline: no network (or unplugged): nothing is sent and the connection is dropped.
 */
export type Phase = 'driving' | 'stopped' | 'parked' | 'offline';

export interface Fix {
  fixTime: Date;
  lat: number;
  lon: number;
  /** km/h. */
  speed: number;
  course: number;
  altitude: number;
  satellites: number;
  ignition: boolean;
}

export type Behaviour = 'demo' | 'steady';

const ROUTES = Object.values(RIYADH_ROADS).map((points) => new Route(points));
/** Riyadh sits on a plateau about 600 m above sea level. */
const ALTITUDE_M = 610;
const ACCELERATION_KMH_PER_S = 7;

/** Phase lengths in seconds [min, max], and what follows a drive. */
const DURATIONS: Record<Phase, [number, number]> = {
  driving: [45, 180],
  stopped: [15, 60],
  parked: [120, 420],
  // Longer than the ten minutes after which a silent vehicle shows as outside.
  offline: [660, 900],
};
const AFTER_DRIVING: [Phase, number][] = [
  ['stopped', 0.6],
  ['parked', 0.27],
  ['offline', 0.13],
];
/** How often a tracker reports in each phase (ms): close to device defaults, a little faster when moving. */
const REPORT_INTERVAL_MS: Record<Exclude<Phase, 'offline'>, number> = {
  driving: 5_000,
  stopped: 10_000,
  parked: 60_000,
};

/** One vehicle's movement, advanced by the clock; pure apart from the random source it is given. */
export class SimulatedVehicle {
  private readonly route: Route;
  private distance: number;
  private forwards: boolean;
  private speed = 0;
  private cruise: number;
  private cruiseChangesAt = 0;
  private last: number;
  phase: Phase;
  private phaseEndsAt: number;

  constructor(
    private readonly random: Random,
    now: number,
    private readonly behaviour: Behaviour,
  ) {
    this.route = random.pick(ROUTES);
    this.distance = random.next() * this.route.length;
    this.forwards = random.next() < 0.5;
    this.cruise = this.newCruise();
    this.last = now;
    // Start mixed, so the map shows moving and paused vehicles within seconds of a start.
    const roll = random.next();
    this.phase = behaviour === 'steady' || roll < 0.6 ? 'driving' : roll < 0.8 ? 'stopped' : 'parked';
    if (this.phase === 'driving') this.speed = this.cruise * (0.6 + 0.4 * random.next());
    this.phaseEndsAt = now + this.duration(this.phase) * random.next();
  }

  /**
   * A demo tracker that went silent before the server started: offline for a usual spell from `now`, so the map
   * shows an "outside" vehicle from the first minute instead of after ten.
   */
  startOffline(now: number): void {
    this.phase = 'offline';
    this.speed = 0;
    this.phaseEndsAt = now + this.duration('offline');
  }

  /** How long to wait before the next report, in this phase. */
  reportIntervalMs(steadyIntervalMs: number): number {
    if (this.behaviour === 'steady') return steadyIntervalMs;
    return this.phase === 'offline' ? this.phaseEndsAt - this.last : REPORT_INTERVAL_MS[this.phase];
  }

  advance(now: number): void {
    while (this.last < now) {
      const step = Math.min(now, this.last + 1_000, this.behaviour === 'demo' ? this.phaseEndsAt : now);
      this.move((step - this.last) / 1000);
      this.last = Math.max(step, this.last + 1);
      if (this.behaviour === 'demo' && this.last >= this.phaseEndsAt) this.nextPhase();
    }
  }

  fix(now: number): Fix {
    const at = this.route.at(this.distance, this.forwards);
    const ignition = this.phase === 'driving' || this.phase === 'stopped';
    return {
      fixTime: new Date(Math.floor(now / 1000) * 1000),
      lat: at.lat,
      lon: at.lon,
      speed: Math.round(this.speed),
      course: Math.round(at.course) % 360,
      altitude: ALTITUDE_M + Math.round(this.random.next() * 20),
      satellites: 7 + this.random.int(6),
      ignition,
    };
  }

  private move(seconds: number): void {
    if (this.phase !== 'driving') {
      this.speed = 0;
      return;
    }
    if (this.last >= this.cruiseChangesAt) {
      this.cruise = this.newCruise();
      this.cruiseChangesAt = this.last + 20_000 + this.random.int(40_000);
    }
    const delta = ACCELERATION_KMH_PER_S * seconds;
    this.speed += Math.max(-delta, Math.min(delta, this.cruise - this.speed));
    this.distance += (this.speed / 3.6) * seconds * (this.forwards ? 1 : -1);
    if (this.distance >= this.route.length || this.distance <= 0) {
      this.distance = Math.max(0, Math.min(this.route.length, this.distance));
      this.forwards = !this.forwards; // the end of the road: turn around
    }
  }

  private nextPhase(): void {
    if (this.phase === 'driving') {
      let roll = this.random.next();
      this.phase = 'stopped';
      for (const [phase, weight] of AFTER_DRIVING) {
        if (roll < weight) {
          this.phase = phase;
          break;
        }
        roll -= weight;
      }
    } else {
      this.phase = 'driving';
    }
    this.phaseEndsAt = this.last + this.duration(this.phase);
  }

  private duration(phase: Phase): number {
    const [min, max] = DURATIONS[phase];
    return (min + this.random.next() * (max - min)) * 1000;
  }

  private newCruise(): number {
    return 40 + this.random.int(60);
  }
}
