// A power cut at any moment: the embedded engine runs on a file-system layer that keeps, on a second
// directory, only what was flushed (see PowerCutFS); at a chosen flush the power goes, and that directory is
// opened as the next boot would. Every position and every update acknowledged before the cut must be there.
// `npm run test:power-cut`.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { ensurePositionPartitions } from '../src/db/position-partitions';
import type { Position } from '../src/ingestion/position';
import { PositionWriter } from '../src/ingestion/position-writer';
import { PowerCutFS } from './power-cut-fs';

const VEHICLES = 20;
const ROWS_PER_SUBMISSION = 50;
const SUBMISSIONS_PER_ROUND = 8;
const T0 = Date.UTC(2025, 5, 2, 10);

const fix = (fixTime: number, lat: number): Position => ({
  deviceId: 'power-cut',
  fixTime: new Date(fixTime),
  valid: true,
  lat,
  lon: 46.7,
  speed: 30,
  course: 90,
  altitude: null,
  satellites: 7,
  attributes: { ignition: true },
});

interface Acknowledged {
  positions: Map<number, Set<number>>; // vehicle → fix times (ms)
  /** The last name each vehicle was given by an update that returned before the cut. */
  names: Map<number, number>;
  count: number;
}

const root = mkdtempSync(path.join(tmpdir(), 'fleet-power-cut-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A migrated database with its vehicles and partitions, closed cleanly: what every scenario starts from. */
async function prepare(): Promise<{ dir: string; vehicleIds: number[] }> {
  const dir = path.join(root, 'start', 'db');
  const database = await openDatabase({ driver: 'pglite', dataDir: dir });
  try {
    const vehicleIds: number[] = [];
    for (let i = 0; i < VEHICLES; i++) {
      const [row] = await database.query<{ id: number }>(
        `INSERT INTO vehicles (name, plate_number, category, fuel_type, device_id)
         VALUES ($1, $2, 'car', 'petrol', $3) RETURNING id`,
        [`v${i} 0`, `PWR ${i}`, `power-cut-${i}`],
      );
      vehicleIds.push(row!.id);
    }
    await ensurePositionPartitions(database, new Date(T0), new Date(T0 + 30 * 86_400_000));
    return { dir, vehicleIds };
  } finally {
    await database.close();
  }
}

/**
 * Positions in batches from several submitters and vehicle renames, with a CHECKPOINT now and then
 * (data files flushed, WAL recycled), until the power goes.
 */
async function runUntilCut(
  start: string,
  vehicleIds: number[],
  scenario: string,
  cut: { afterFlush: number } | { afterRound: number },
  durable: boolean,
): Promise<{ disk: string; acknowledged: Acknowledged; flushes: number }> {
  const live = path.join(root, scenario, 'live', 'db');
  const disk = path.join(root, scenario, 'disk', 'db');
  cpSync(start, live, { recursive: true });
  cpSync(start, disk, { recursive: true });
  const fs = new PowerCutFS(live, disk, 'afterFlush' in cut ? cut.afterFlush : Infinity);
  const database = await openDatabase({ driver: 'pglite', dataDir: live, durable }, undefined, {
    pgliteFs: () => fs,
  });
  const writer = new PositionWriter(database);
  const acknowledged: Acknowledged = { positions: new Map(), names: new Map(), count: 0 };
  let fixTime = T0;
  try {
    for (let round = 0; !fs.isCut && round < 2_000; round++) {
      const submissions: Promise<void>[] = [];
      for (let s = 0; s < SUBMISSIONS_PER_ROUND; s++) {
        const vehicleId = vehicleIds[(round * SUBMISSIONS_PER_ROUND + s) % VEHICLES]!;
        const fixes = Array.from({ length: ROWS_PER_SUBMISSION }, () =>
          fix((fixTime += 1_000), 24 + (round % 90) / 100),
        );
        submissions.push(
          writer.submit(vehicleId, fixes).then(() => {
            if (fs.isCut) return; // answered after the power went: never acknowledged
            const times = acknowledged.positions.get(vehicleId) ?? new Set<number>();
            for (const f of fixes) times.add(f.fixTime.getTime());
            acknowledged.positions.set(vehicleId, times);
            acknowledged.count += fixes.length;
          }),
        );
      }
      const renamed = vehicleIds[round % VEHICLES]!;
      submissions.push(
        database.query('UPDATE vehicles SET name = $1 WHERE id = $2', [`v ${round}`, renamed]).then(() => {
          if (!fs.isCut) acknowledged.names.set(renamed, round);
        }),
      );
      await Promise.all(submissions);
      if (round % 7 === 6) await database.query('CHECKPOINT');
      if ('afterRound' in cut && round >= cut.afterRound) fs.cut();
    }
  } finally {
    await writer.close().catch(() => undefined);
    await database.close().catch(() => undefined);
  }
  expect(fs.isCut, `the power never went (only ${fs.flushes} flushes)`).toBe(true);
  return { disk, acknowledged, flushes: fs.flushes };
}

/** What the next boot finds: opens the surviving directory and lists what was acknowledged but is missing. */
async function afterReboot(disk: string, acknowledged: Acknowledged) {
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ driver: 'pglite', dataDir: disk });
  } catch (error) {
    return { opened: false as const, error: String(error) };
  }
  try {
    let missingPositions = 0;
    for (const [vehicleId, times] of acknowledged.positions) {
      const rows = await database.query<{ t: string }>(
        'SELECT (extract(epoch FROM fix_time) * 1000)::bigint::text AS t FROM positions WHERE vehicle_id = $1',
        [vehicleId],
      );
      const stored = new Set(rows.map((row) => Number(row.t)));
      for (const time of times) if (!stored.has(time)) missingPositions += 1;
    }
    let staleNames = 0;
    for (const [vehicleId, round] of acknowledged.names) {
      const [row] = await database.query<{ name: string }>('SELECT name FROM vehicles WHERE id = $1', [
        vehicleId,
      ]);
      const storedRound = Number(row?.name.split(' ')[1]);
      if (!(storedRound >= round)) staleNames += 1;
    }
    // Every heap page of the positions written reads back (the lookups above went through the index).
    await database.query('SELECT count(*), sum(lat) FROM positions');
    return { opened: true as const, missingPositions, staleNames };
  } finally {
    await database.close();
  }
}

describe('power cut on the embedded database', () => {
  let start: Awaited<ReturnType<typeof prepare>>;

  it('prepares a database', async () => {
    start = await prepare();
  });

  // Flush counts chosen to land early (first commits), amid checkpoints, and after WAL was recycled.
  it.each([7, 60, 230, 700])(
    'keeps every acknowledged write when the power goes at flush %i',
    async (cutAt) => {
      const { disk, acknowledged, flushes } = await runUntilCut(
        start.dir,
        start.vehicleIds,
        `cut-${cutAt}`,
        { afterFlush: cutAt },
        true,
      );
      expect(acknowledged.count).toBeGreaterThan(0);
      const reboot = await afterReboot(disk, acknowledged);
      console.warn(
        `power cut at flush ${cutAt} (${flushes} flushes reached the disk): ${acknowledged.count} positions and ` +
          `${acknowledged.names.size} renames acknowledged; after reboot: ${JSON.stringify(reboot)}`,
      );
      expect(reboot).toEqual({ opened: true, missingPositions: 0, staleNames: 0 });
    },
  );

  it('would notice: with fsync off, acknowledged writes are lost or the database does not open', async () => {
    const { disk, acknowledged } = await runUntilCut(
      start.dir,
      start.vehicleIds,
      'fsync-off',
      { afterRound: 30 },
      false,
    );
    expect(acknowledged.count).toBeGreaterThan(0);
    const reboot = await afterReboot(disk, acknowledged);
    console.warn(
      `fsync off: ${acknowledged.count} positions acknowledged; after reboot: ${JSON.stringify(reboot)}`,
    );
    expect(reboot.opened === false || reboot.missingPositions > 0).toBe(true);
  });
});
