import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRandom } from '../lib/prng';
import { carriesId, type DeviceLink, isSimulatedProtocol, openLink, type Protocol } from './device-links';
import type { DemoSensorSpec } from '../demo';
import { readingAttributes, VehicleSensors } from './sensor-model';
import { type Behaviour, type DemoRole, type Fix, SimulatedVehicle } from './simulated-vehicle';

export interface SimulatedDevice {
  deviceId: string;
  protocol: Protocol;
  /** Demo behaviour: the tracker starts offline (its last fix is the caller's to record). */
  startsOffline?: boolean;
  /** Demo behaviour: what else it does to show events (see `DemoRole`). */
  role?: DemoRole;
  /** The probes it reports (demo/sensors.ts), and the tank's level to start from (its last reading), litres. */
  sensors?: DemoSensorSpec;
  fuelLitres?: number;
}

/** Live, a refrigerated box's compressor fails now and then: the first time this long after the start, for this long. */
const COOLING_FAILURE_AFTER_MS: [number, number] = [20 * 60_000, 90 * 60_000];
const COOLING_FAILURE_MS = 20 * 60_000;

export interface SimulatorOptions {
  host: string;
  ports: Partial<Record<Protocol, number>>;
  devices: readonly SimulatedDevice[];
  /** `demo`: driving, stopping, parking and going offline; `steady`: every device drives and reports every `intervalMs`. */
  behaviour: Behaviour;
  /** Steady behaviour: each device's report interval. */
  intervalMs?: number;
  /** Fixes a Teltonika device packs into one AVL packet (they buffer, then send). */
  recordsPerPacket?: number;
  seed?: number;
  log?: { warn(object: object, message: string): void; debug(object: object, message: string): void };
}

export interface SimulatorStats {
  /** Fixes acknowledged by the server. */
  acknowledged: number;
  failedSends: number;
  /** Send-to-ACK times in ms of the last sends (for the CLI's summary). */
  ackLatencies: number[];
}

const RETRY_DELAY_MS = 3_000;
const MAX_LATENCY_SAMPLES = 100_000;
/** A tracker's memory for unacknowledged fixes while the server is unreachable (oldest dropped first). */
const MAX_UNSENT_FIXES = 200;

/** Drives simulated trackers against the real device ports, each speaking its protocol and reading its ACKs. */
export class Simulator {
  private readonly abort = new AbortController();
  private runs: Promise<void>[] = [];
  readonly stats: SimulatorStats = { acknowledged: 0, failedSends: 0, ackLatencies: [] };

  constructor(private readonly options: SimulatorOptions) {
    setMaxListeners(0, this.abort.signal); // every device's pause listens to it
  }

  start(): void {
    const seed = this.options.seed ?? Date.now();
    this.runs = this.options.devices.map((device, index) =>
      this.run(device, createRandom(seed + index * 7919)),
    );
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await Promise.allSettled(this.runs);
  }

  private async pause(ms: number): Promise<boolean> {
    try {
      await sleep(Math.max(0, ms), undefined, { signal: this.abort.signal });
      return true;
    } catch {
      return false; // stopped
    }
  }

  private async run(device: SimulatedDevice, random: ReturnType<typeof createRandom>): Promise<void> {
    const { behaviour, host, ports } = this.options;
    const port = ports[device.protocol];
    if (port === undefined) return;
    const intervalMs = this.options.intervalMs ?? 5_000;
    const perPacket = device.protocol === 'teltonika' ? Math.max(1, this.options.recordsPerPacket ?? 1) : 1;
    const vehicle = new SimulatedVehicle(random, Date.now(), behaviour, device.role);
    if (behaviour === 'demo' && device.startsOffline) vehicle.startOffline(Date.now());
    const probes = device.sensors ? new VehicleSensors(device.sensors, random, device.fuelLitres) : null;
    const [after, latest] = COOLING_FAILURE_AFTER_MS;
    probes?.planFailure(Date.now() + after + random.next() * (latest - after), COOLING_FAILURE_MS);
    const link: DeviceLink = openLink(device.protocol, device.deviceId, host, port);
    let pending: Fix[] = [];
    // Devices do not all start on the same tick.
    if (
      !(await this.pause(random.next() * Math.min(intervalMs, behaviour === 'demo' ? 2_000 : intervalMs)))
    ) {
      return;
    }
    try {
      while (!this.abort.signal.aborted) {
        const now = Date.now();
        vehicle.advance(now);
        if (vehicle.phase === 'offline') {
          link.close();
          pending = [];
        } else {
          const fix = vehicle.fix(now);
          if (probes) {
            const readings = probes.read(fix.fixTime.getTime(), fix.speed, fix.ignition);
            fix.readings = readingAttributes(probes.spec, readings);
          }
          pending.push(fix);
          if (pending.length > MAX_UNSENT_FIXES) pending = pending.slice(-MAX_UNSENT_FIXES);
          if (pending.length >= perPacket) {
            const started = performance.now();
            try {
              await link.send(pending);
              this.stats.acknowledged += pending.length;
              if (this.stats.ackLatencies.length < MAX_LATENCY_SAMPLES) {
                this.stats.ackLatencies.push(performance.now() - started);
              }
              pending = [];
            } catch (error) {
              // A real tracker keeps unacknowledged fixes and resends them: so do we.
              this.stats.failedSends += 1;
              this.options.log?.debug(
                { err: error, device: device.deviceId },
                'simulated device: send failed',
              );
              if (!(await this.pause(RETRY_DELAY_MS))) break;
              continue;
            }
          }
        }
        if (!(await this.pause(vehicle.reportIntervalMs(intervalMs) - (Date.now() - now)))) break;
      }
    } finally {
      link.close();
    }
  }
}

/**
 * Simulated devices for `deviceIds`: each speaks its `preferred` protocol (a demo tracker's own) when that
 * listener is on, else the protocols whose listener is on in turn, skipping those that cannot carry its id.
 */
export function assignProtocols(
  deviceIds: readonly string[],
  available: readonly Protocol[],
  preferred: ReadonlyMap<string, Protocol> = new Map(),
): SimulatedDevice[] {
  const devices: SimulatedDevice[] = [];
  let turn = 0;
  for (const deviceId of deviceIds) {
    const own = preferred.get(deviceId);
    if (own !== undefined && available.includes(own)) {
      devices.push({ deviceId, protocol: own });
      continue;
    }
    for (let tried = 0; tried < available.length; tried++) {
      const protocol = available[turn++ % available.length]!;
      if (carriesId(protocol, deviceId)) {
        devices.push({ deviceId, protocol });
        break;
      }
    }
  }
  return devices;
}

/** The demo trackers' protocols, for `assignProtocols`. */
export function demoProtocols(trackers: readonly { deviceId: string; protocol: string }[]) {
  const protocols = new Map<string, Protocol>();
  for (const { deviceId, protocol } of trackers) {
    if (isSimulatedProtocol(protocol)) protocols.set(deviceId, protocol);
  }
  return protocols;
}

/**
 * Demo roles for a fleet (mutates and returns `devices`): two speeders, two idlers and one SOS presser among the
 * trackers that do not start offline, spread over the protocols in use. The SOS presser is a GT06 tracker when
 * there is one (an SOS button is what those are bought for), else whatever protocol is first.
 */
export function assignDemoRoles(devices: SimulatedDevice[]): SimulatedDevice[] {
  const free = devices.filter((device) => !device.startsOffline && !device.role);
  const take = (role: DemoRole, prefer?: Protocol) => {
    const index = Math.max(
      0,
      free.findIndex((device) => device.protocol === prefer),
    );
    const [device] = free.splice(index, 1);
    if (device) device.role = role;
  };
  take('sos', 'gt06');
  take('speeder', 'teltonika');
  take('speeder', 'osmand');
  take('idler', 'gt06');
  take('idler', 'teltonika');
  return devices;
}
