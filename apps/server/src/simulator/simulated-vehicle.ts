import type { Random } from '../lib/prng';
import { RIYADH_ROADS, Route } from '../demo/riyadh-roads';

/**
 * What a demo vehicle does besides driving about, so the event engine has something to show within minutes:
 * - speeder: on a ring road, now and then well above 120 km/h for most of a minute (overspeed);
 * - idler: now and then stopped with the engine running for six to eight minutes (idle), the first time
 *   within its first minute;
 * - sos: presses its SOS button within its first minute, then every ten to twenty minutes (alarm).
 */
export type DemoRole = 'speeder' | 'idler' | 'sos';

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
  /** The driver pressed SOS: sent with this fix through the protocol's alarm encoding. */
  alarm?: 'sos';
  /**
   * Raw sensor readings by the attribute name the server's decoder gives them (`adc1`: an OsmAnd query parameter;
   * `io9`: a Teltonika IO element), sent by the protocols that carry them.
   */
  readings?: Record<string, number>;
}

export type Behaviour = 'demo' | 'steady';

const ROUTES = Object.values(RIYADH_ROADS).map((points) => new Route(points));
const RING_ROADS = [RIYADH_ROADS.northernRingRoad!, RIYADH_ROADS.easternRingRoad!].map(
  (points) => new Route(points),
);
/** Riyadh sits on a plateau about 600 m above sea level. */
const ALTITUDE_M = 610;
const ACCELERATION_KMH_PER_S = 7;
/**
 * Coming to a stop: about 2 m/s², as a driver brakes for a light (the fleet's harsh-braking threshold is 4.0 m/s² by
 * default, so a demo stop raises nothing). The speeder now and then brakes hard instead, at about 5.5 m/s².
 */
const BRAKING_KMH_PER_S = 7;
const HARD_BRAKING_KMH_PER_S = 20;
const HARD_BRAKING_SHARE = 0.25;

/** Phase lengths in seconds [min, max], and what follows a drive. */
const DURATIONS: Record<Phase, [number, number]> = {
  driving: [45, 180],
  stopped: [15, 60],
  parked: [120, 420],
  // Well over the ten minutes after which a silent vehicle is offline (shows as outside), so the engine's
  // periodic check sees it even if it runs only every minute or so.
  offline: [720, 900],
};
const AFTER_DRIVING: [Phase, number][] = [
  ['stopped', 0.6],
  ['parked', 0.27],
  ['offline', 0.13],
];
/** Speeder: a speeding spell's length and speed, the gap between spells, and when the first one starts (s). */
const SPEEDING_S: [number, number] = [40, 60];
const SPEEDING_KMH: [number, number] = [128, 145];
const BETWEEN_SPEEDING_S: [number, number] = [240, 480];
const FIRST_SPEEDING_S: [number, number] = [10, 25];
/** Idler: an idle stop's length (longer than the five minutes that make it idle), how often a stop is one. */
const IDLE_STOP_S: [number, number] = [380, 480];
const IDLE_STOP_SHARE = 0.35;
const FIRST_IDLE_S: [number, number] = [15, 30];
/** SOS: the first press, then the gap between presses (s). */
const FIRST_SOS_S: [number, number] = [25, 45];
const BETWEEN_SOS_S: [number, number] = [600, 1200];

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
  /** Speeder: the current or next speeding spell. */
  private speedingFrom = Infinity;
  private speedingUntil = -Infinity;
  /** Idler: the next stop is a long one. */
  private idleNext = false;
  private sosAt = Infinity;
  /** Slowing to a stop before the driving phase ends (km/h per second), null when not braking. */
  private braking: number | null = null;

  constructor(
    private readonly random: Random,
    now: number,
    private readonly behaviour: Behaviour,
    readonly role?: DemoRole,
  ) {
    this.route = random.pick(role === 'speeder' ? RING_ROADS : ROUTES);
    this.distance = random.next() * this.route.length;
    this.forwards = random.next() < 0.5;
    this.cruise = this.newCruise();
    this.last = now;
    // Start mixed, so the map shows moving and paused vehicles within seconds of a start.
    const roll = random.next();
    this.phase = behaviour === 'steady' || roll < 0.6 ? 'driving' : roll < 0.8 ? 'stopped' : 'parked';
    if (this.phase === 'driving') this.speed = this.cruise * (0.6 + 0.4 * random.next());
    this.phaseEndsAt = now + this.duration(this.phase) * random.next();
    if (behaviour !== 'demo' || !role) return;
    // Every role starts out driving, so its first episode comes within its first minute.
    this.phase = 'driving';
    this.speed = this.cruise * 0.8;
    if (role === 'speeder') {
      this.speedingFrom = now + this.seconds(FIRST_SPEEDING_S);
      this.speedingUntil = this.speedingFrom + this.seconds(SPEEDING_S);
      this.phaseEndsAt = this.speedingUntil + 20_000;
    } else if (role === 'idler') {
      this.phaseEndsAt = now + this.seconds(FIRST_IDLE_S);
      this.idleNext = true;
    } else {
      this.sosAt = now + this.seconds(FIRST_SOS_S);
      this.phaseEndsAt = Math.max(this.phaseEndsAt, this.sosAt + 10_000);
    }
  }

  /** Whether the vehicle is in a speeding spell (speeder role). */
  get speeding(): boolean {
    return this.last >= this.speedingFrom && this.last < this.speedingUntil;
  }

  /**
   * A demo tracker that went silent before the server started: offline for a usual spell from `now`, so the map
   * shows an "outside" vehicle from the first minute instead of after ten.
   */
  startOffline(now: number): void {
    if (this.role) return; // a role's first episode is the point of it
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
    const fix: Fix = {
      fixTime: new Date(Math.floor(now / 1000) * 1000),
      lat: at.lat,
      lon: at.lon,
      speed: Math.round(this.speed),
      course: Math.round(at.course) % 360,
      altitude: ALTITUDE_M + Math.round(this.random.next() * 20),
      satellites: 7 + this.random.int(6),
      ignition,
    };
    if (now >= this.sosAt && this.phase !== 'offline') {
      fix.alarm = 'sos';
      this.sosAt = now + this.seconds(BETWEEN_SOS_S);
    }
    return fix;
  }

  private move(seconds: number): void {
    if (this.phase !== 'driving') {
      this.speed = 0;
      return;
    }
    if (this.braking !== null) {
      this.speed = Math.max(0, this.speed - this.braking * seconds);
    } else if (this.speeding) {
      if (this.cruise < SPEEDING_KMH[0]) this.cruise = Math.round(this.between(SPEEDING_KMH));
      this.cruiseChangesAt = this.speedingUntil;
    } else if (this.last >= this.cruiseChangesAt) {
      this.cruise = this.newCruise();
      this.cruiseChangesAt = this.last + 20_000 + this.random.int(40_000);
    }
    if (this.braking === null) {
      const delta = ACCELERATION_KMH_PER_S * seconds;
      this.speed += Math.max(-delta, Math.min(delta, this.cruise - this.speed));
    }
    this.distance += (this.speed / 3.6) * seconds * (this.forwards ? 1 : -1);
    if (this.distance >= this.route.length || this.distance <= 0) {
      this.distance = Math.max(0, Math.min(this.route.length, this.distance));
      this.forwards = !this.forwards; // the end of the road: turn around
    }
  }

  private nextPhase(): void {
    if (this.phase === 'driving' && this.braking === null && this.speed > 0) {
      // Brake to a standstill first: a stop from cruising speed in one report would read as harsh braking.
      const hard = this.role === 'speeder' && this.random.next() < HARD_BRAKING_SHARE;
      this.braking = hard ? HARD_BRAKING_KMH_PER_S : BRAKING_KMH_PER_S;
      this.phaseEndsAt = this.last + Math.ceil(this.speed / this.braking) * 1000;
      return;
    }
    this.braking = null;
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
    // The SOS presser keeps its network, so its presses come on time.
    if (this.role === 'sos' && this.phase === 'offline') this.phase = 'parked';
    this.phaseEndsAt = this.last + this.duration(this.phase);
    if (this.role === 'speeder') this.planSpeeding();
    if (this.role === 'idler') this.planIdle();
  }

  /** A speeder never leaves the road in a spell; the next spell comes a few minutes after the last. */
  private planSpeeding(): void {
    if (this.last >= this.speedingUntil) {
      this.speedingFrom = this.speedingUntil + this.seconds(BETWEEN_SPEEDING_S);
      this.speedingUntil = this.speedingFrom + this.seconds(SPEEDING_S);
    }
    if (this.phaseEndsAt > this.speedingFrom && this.phase !== 'driving') {
      // Back on the road in time for the spell.
      this.phaseEndsAt = Math.max(this.last + 1_000, this.speedingFrom - 20_000);
    } else if (this.phase === 'driving' && this.phaseEndsAt > this.speedingFrom) {
      this.phaseEndsAt = Math.max(this.phaseEndsAt, this.speedingUntil + 10_000);
    }
  }

  private planIdle(): void {
    if (this.phase === 'offline' || this.phase === 'parked') {
      if (this.idleNext) {
        this.phase = 'stopped'; // the planned idle stop comes first
      } else {
        return;
      }
    }
    if (this.phase === 'stopped' && this.idleNext) {
      this.phaseEndsAt = this.last + this.seconds(IDLE_STOP_S);
      this.idleNext = false;
    } else if (this.phase === 'driving') {
      this.idleNext = this.random.next() < IDLE_STOP_SHARE;
    }
  }

  private seconds(range: [number, number]): number {
    return this.between(range) * 1000;
  }

  private between([min, max]: [number, number]): number {
    return min + this.random.next() * (max - min);
  }

  private duration(phase: Phase): number {
    const [min, max] = DURATIONS[phase];
    return (min + this.random.next() * (max - min)) * 1000;
  }

  private newCruise(): number {
    return 40 + this.random.int(60);
  }
}
