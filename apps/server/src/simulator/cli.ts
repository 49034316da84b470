import { parseArgs } from 'node:util';
import { DEMO_DEVICE_IDS, DEMO_TRACKERS } from '../demo/fleet';
import { PROTOCOLS, type Protocol } from './device-links';
import { assignDemoRoles, assignProtocols, demoProtocols, Simulator } from './simulator';

const USAGE = `Usage: npm run simulate -- [options]

Drives simulated GPS trackers against a running server's device ports, each speaking its protocol
(OsmAnd over HTTP; Teltonika Codec 8, GT06, H02, JT/T 808 and Queclink @Track over TCP) and waiting
for the server's ACKs. The demo fleet's trackers speak their own protocol; other devices take the
protocols in turn.

  --devices N             number of devices (default 22: the demo fleet's trackers)
  --rate R                positions per second for all devices together (default N / 5)
  --behaviour B           steady (every device drives and reports at the rate; default) or demo
                          (driving, stopping at lights, parking, going offline; two speeders over
                          120 km/h on the ring roads, two idlers, one SOS presser)
  --host HOST             server address (default 127.0.0.1)
  --osmand-port P         default 5055; 0 = no OsmAnd devices
  --teltonika-port P      default 5027; 0 = no Teltonika devices
  --gt06-port P           default 5023; 0 = no GT06 devices
  --h02-port P            default 5013; 0 = no H02 devices
  --jt808-port P          default 5015; 0 = no JT/T 808 devices
  --queclink-port P       default 5004; 0 = no Queclink devices
  --records-per-packet K  fixes a Teltonika device sends per AVL packet (default 1)
  --duration S            stop after S seconds (default: until Ctrl-C)
  --register URL          first create the vehicles these devices belong to through the API at URL
                          (e.g. http://localhost:8080), signing in with --email and --password
  --email E, --password P an account allowed to create vehicles (default: the demo administrator)
  --seed N                random seed, for a repeatable run

Device ids: the demo fleet's 22 tracker ids first, then 86000000xxxxxxx. The server refuses unknown devices:
use --register on a server without them.`;

/** The demo fleet's tracker ids, then generated 15-digit ones. */
export function simulatedDeviceIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => DEMO_DEVICE_IDS[i] ?? `86${String(i).padStart(13, '0')}`);
}

function number(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number ≥ 0`);
  return parsed;
}

async function register(url: string, email: string, password: string, deviceIds: string[]): Promise<void> {
  const login = await fetch(new URL('/api/auth/login', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: HTTP ${login.status}`);
  const { data } = (await login.json()) as { data: { token: string } };
  let created = 0;
  let existing = 0;
  for (const [index, deviceId] of deviceIds.entries()) {
    const response = await fetch(new URL('/api/dashboard/vehicles', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify({
        name: `Simulated ${index + 1}`,
        plate_number: `SIM ${deviceId.slice(-7)}`,
        category: 'car',
        fuel_type: 'petrol',
        device_id: deviceId,
      }),
    });
    if (response.status === 201) created += 1;
    else if (response.status === 409) existing += 1;
    else throw new Error(`creating the vehicle of ${deviceId} failed: HTTP ${response.status}`);
  }
  process.stdout.write(`vehicles: ${created} created, ${existing} already there\n`);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      devices: { type: 'string' },
      rate: { type: 'string' },
      behaviour: { type: 'string' },
      host: { type: 'string' },
      'osmand-port': { type: 'string' },
      'teltonika-port': { type: 'string' },
      'gt06-port': { type: 'string' },
      'h02-port': { type: 'string' },
      'jt808-port': { type: 'string' },
      'queclink-port': { type: 'string' },
      'records-per-packet': { type: 'string' },
      duration: { type: 'string' },
      register: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const count = Math.floor(number(values.devices, 22, 'devices'));
  const rate = number(values.rate, count / 5, 'rate');
  const behaviour = values.behaviour ?? 'steady';
  if (count < 1 || rate <= 0 || (behaviour !== 'steady' && behaviour !== 'demo')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const ports: Partial<Record<Protocol, number>> = {};
  const configured: Record<Protocol, number> = {
    osmand: number(values['osmand-port'], 5055, 'osmand-port'),
    teltonika: number(values['teltonika-port'], 5027, 'teltonika-port'),
    gt06: number(values['gt06-port'], 5023, 'gt06-port'),
    h02: number(values['h02-port'], 5013, 'h02-port'),
    jt808: number(values['jt808-port'], 5015, 'jt808-port'),
    queclink: number(values['queclink-port'], 5004, 'queclink-port'),
  };
  for (const protocol of PROTOCOLS) if (configured[protocol] > 0) ports[protocol] = configured[protocol];
  const available = PROTOCOLS.filter((protocol) => ports[protocol] !== undefined);
  const deviceIds = simulatedDeviceIds(count);
  if (values.register) {
    await register(
      values.register,
      values.email ?? 'admin@example.com',
      values.password ?? 'admin12345',
      deviceIds,
    );
  }

  const devices = assignProtocols(deviceIds, available, demoProtocols(DEMO_TRACKERS));
  const simulator = new Simulator({
    host: values.host ?? '127.0.0.1',
    ports,
    devices: behaviour === 'demo' ? assignDemoRoles(devices) : devices,
    behaviour,
    intervalMs: (count / rate) * 1000,
    recordsPerPacket: Math.max(1, Math.floor(number(values['records-per-packet'], 1, 'records-per-packet'))),
    ...(values.seed ? { seed: Number(values.seed) } : {}),
  });
  process.stdout.write(
    `${count} devices (${available.join(', ')}), ${rate} positions/s, ${behaviour}; Ctrl-C to stop\n`,
  );
  const started = Date.now();
  simulator.start();

  let last = 0;
  const report = () => {
    const acknowledged = simulator.stats.acknowledged;
    const latencies = [...simulator.stats.ackLatencies].sort((a, b) => a - b);
    simulator.stats.ackLatencies.length = 0;
    process.stdout.write(
      `${Math.round((Date.now() - started) / 1000)} s: ${((acknowledged - last) / 5).toFixed(0)} positions/s acknowledged` +
        ` (total ${acknowledged}), failed sends ${simulator.stats.failedSends},` +
        ` send→ACK p50 ${percentile(latencies, 50).toFixed(1)} ms p99 ${percentile(latencies, 99).toFixed(1)} ms\n`,
    );
    last = acknowledged;
  };
  const timer = setInterval(report, 5_000);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
    if (values.duration) setTimeout(resolve, number(values.duration, 0, 'duration') * 1000);
  });
  clearInterval(timer);
  await simulator.stop();
  process.stdout.write(`stopped: ${simulator.stats.acknowledged} positions acknowledged\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`simulate: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
