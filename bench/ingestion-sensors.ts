// Ingestion with sensors: 1,000 Teltonika devices, each vehicle with a fuel level and a temperature sensor
// (BENCH_SENSORS: their raw values in every record, io201 and io72), as a ratio of the same load without the
// sensors defined (the devices report the same values), in the same run; the event engine on both times (the
// product's default: it calibrates and smooths the levels and watches the temperatures). Target ≥ 0.9.
// The runs alternate (without, with) `ROUNDS` times and the median ratio is printed with each round's: a single
// run swings with the machine's neighbours. Live vehicles carry their sensors' values: the hub carries each
// committed fix's readings and every instance calibrates them in memory (no read per position).
// The rates swing with the machine's neighbours more than with the sensors, so each run's CPU per position (server
// and database, until the engine is done) is printed too.
// Run alone: `npx tsx bench/ingestion-sensors.ts [postgres|pglite] [packets per device] [rounds]` (EVENT_ENGINE=0:
// both runs with the engine off, to tell the live path's cost from the engine's; BENCH_PORT_BASE=N: the server
// listens on N and N+1).
import { ingestionRun } from './ingestion';
import { percentile } from './stats';

type Kind = 'postgres' | 'pglite';

export async function sensorsIngestionBench(
  kind: Kind,
  fmt: (n: number, digits?: number) => string,
  { packets, rounds = 3, engine = true }: { packets?: number; rounds?: number; engine?: boolean } = {},
) {
  const runs: { without: number; with: number }[] = [];
  /** Server and database CPU µs per position (PostgreSQL): what the sensors cost, whatever the neighbours do. */
  const cpu: { without: number; with: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const without = await ingestionRun(kind, { engine, sensorIo: true, packets });
    const withSensors = await ingestionRun(kind, { engine, sensors: true, packets });
    runs.push({ without: without.rate, with: withSensors.rate });
    const total = (run: typeof without) => run.perPosition.server + run.perPosition.database;
    cpu.push({ without: total(without), with: total(withSensors) });
  }
  const median = (value: (run: { without: number; with: number }) => number) =>
    percentile(runs.map(value), 50);
  const each = (value: (run: { without: number; with: number }) => number, digits: number) =>
    runs.map((run) => fmt(value(run), digits)).join(', ');
  console.log(
    `ingestion on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} with sensors (1,000 vehicles, each a fuel level and a temperature sensor), ` +
      `engine ${engine ? 'on' : 'off'}, ${rounds} round${rounds === 1 ? '' : 's'}: with ${fmt(
        median((r) => r.with),
        0,
      )} positions/s (${each((r) => r.with, 0)}), ` +
      `without ${fmt(
        median((r) => r.without),
        0,
      )} positions/s (${each((r) => r.without, 0)}); ` +
      `ratio ${fmt(
        median((r) => r.with / r.without),
        2,
      )} (rounds ${each((r) => r.with / r.without, 2)}; target ≥ 0.9)`,
  );
  if (cpu.every((c) => c.without > 0)) {
    const cpuMedian = (value: (c: { without: number; with: number }) => number) =>
      percentile(cpu.map(value), 50);
    console.log(
      `  CPU per position (server + database backends, until the engine is done): with ${fmt(
        cpuMedian((c) => c.with),
        0,
      )} µs (${cpu.map((c) => fmt(c.with, 0)).join(', ')}), without ${fmt(
        cpuMedian((c) => c.without),
        0,
      )} µs (${cpu.map((c) => fmt(c.without, 0)).join(', ')}); CPU ratio without / with ${fmt(
        cpuMedian((c) => c.without / c.with),
        2,
      )} (rounds ${cpu.map((c) => fmt(c.without / c.with, 2)).join(', ')}): the rates' ratio swings with the machine's neighbours, this one much less`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = (process.argv[2] ?? 'postgres') as Kind;
  const packets = process.argv[3] ? Number(process.argv[3]) : undefined;
  const rounds = process.argv[4] ? Number(process.argv[4]) : undefined;
  const engine = process.env.EVENT_ENGINE !== '0';
  await sensorsIngestionBench(kind, (n, digits = 1) => n.toFixed(digits), { packets, rounds, engine });
}
