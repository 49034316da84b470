import pg from 'pg';
import { percentile } from './stats';

/** A connected fleet of bench devices: one timed round of packets, and the CPU seconds each of `pids` used. */
export interface RoundFleet {
  round(pids: number[]): Promise<{ rate: number; cpuSecondsByPid: Map<number, number> }>;
}

/**
 * Rounds alternating between the real server and the bare one (both up, each with its fleet connected), so a
 * machine busy with other work weighs on both alike; each round of the real server is compared with the bare round
 * right after it. The server is charged its database backends' CPU time too. Shared by the one-record ingestion
 * benches (Teltonika, JT/T 808).
 */
export async function alternateRounds(options: {
  rounds: number;
  databaseUrl: string;
  serverPid: number | undefined;
  barePid: number | undefined;
  serverFleet: RoundFleet;
  bareFleet: RoundFleet;
}) {
  const { rounds, serverPid, barePid, serverFleet, bareFleet } = options;
  // The database's backends for this database (the server's pool).
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  const backends = (
    await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
  ).rows.map((row) => row.pid);
  await admin.end();
  const serverPids = [...(serverPid === undefined ? [] : [serverPid]), ...backends];
  const serverRates: number[] = [];
  const bareRates: number[] = [];
  const cpu = { server: 0, database: 0, bare: 0 };
  for (let round = 0; round < rounds; round++) {
    const real = await serverFleet.round(serverPids);
    serverRates.push(real.rate);
    for (const [pid, seconds] of real.cpuSecondsByPid) {
      if (pid === serverPid) cpu.server += seconds;
      else cpu.database += seconds;
    }
    const baseline = await bareFleet.round(barePid === undefined ? [] : [barePid]);
    bareRates.push(baseline.rate);
    cpu.bare += barePid === undefined ? 0 : (baseline.cpuSecondsByPid.get(barePid) ?? 0);
  }
  const ratios = serverRates.map((rate, i) => rate / bareRates[i]!);
  return {
    serverRate: percentile(serverRates, 50),
    bareRate: percentile(bareRates, 50),
    ratio: percentile(ratios, 50),
    ratios,
    cpu,
  };
}

/** `; CPU per packet: ...` for the summary line, empty when the CPU times could not be read. */
export function cpuPerPacketText(
  fmt: (n: number, digits?: number) => string,
  cpu: { server: number; database: number; bare: number },
  packets: number,
): string {
  if (cpu.server <= 0) return '';
  const perPacket = (seconds: number) => `${fmt((seconds / packets) * 1e6, 0)} µs`;
  return `; CPU per packet: server ${perPacket(cpu.server)}, PostgreSQL ${perPacket(cpu.database)}, bare server ${perPacket(cpu.bare)}`;
}
