import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dropExpiredPositionPartitions,
  ensurePositionPartitions,
  partitionName,
  weekStart,
} from '../src/db/position-partitions';
import type { Position } from '../src/ingestion/position';
import { rowsOf as resultRows, type Transaction } from '../src/db/client';
import { PositionWriter, type CommittedBatch } from '../src/ingestion/position-writer';
import { VehiclesRepo } from '../src/modules/vehicles/vehicles.repo';
import { forEachDatabase } from './harness';
import { vehicleWithDevice } from './ingestion-fixtures';

const fix = (fixTime: number, lat = 24.7, extra: Partial<Position> = {}): Position => ({
  deviceId: 'x',
  fixTime: new Date(fixTime),
  valid: true,
  lat,
  lon: 46.7,
  speed: 30,
  course: 90,
  altitude: null,
  satellites: 7,
  attributes: {},
  ...extra,
});

/**
 * The two ways a batch is written: one statement (always on PGlite), or COPY (PostgreSQL, large batches). Each
 * in a week of its own: the retention test of one drops its week's partition.
 */
const WAYS = [
  { name: 'statement', copyMinRows: Infinity, week: Date.UTC(2025, 5, 2, 10) },
  { name: 'COPY', copyMinRows: 1, week: Date.UTC(2025, 5, 9, 10) },
] as const;

forEachDatabase((database) => {
  const ways = database.kind === 'postgres' ? WAYS : WAYS.slice(0, 1);
  describe.each(ways)(
    'position writer and partitions, each batch by $name',
    ({ name, copyMinRows, week }) => {
      let app: FastifyInstance;
      let vehicleA: number;
      let vehicleB: number;
      const t0 = week; // a Monday, well in the past: its own week's partition

      beforeAll(async () => {
        app = await database.buildApp({ demo: false });
        vehicleA = await vehicleWithDevice(app, `writer-a-${name}`);
        vehicleB = await vehicleWithDevice(app, `writer-b-${name}`);
        await ensurePositionPartitions(app.database, new Date(t0), new Date(t0));
      });

      const rowsOf = (vehicleId: number) =>
        app.database.query<{ fix_time: Date; lat: number; late: boolean; tableoid: string }>(
          'SELECT fix_time, lat, late, tableoid::regclass::text AS tableoid FROM positions WHERE vehicle_id = $1 ORDER BY fix_time',
          [vehicleId],
        );
      const latestOf = async (vehicleId: number) =>
        (
          await app.database.query<{ fix_time: Date; lat: number }>(
            'SELECT fix_time, lat FROM latest_positions WHERE vehicle_id = $1',
            [vehicleId],
          )
        )[0];

      it('commits many submissions in one batch, deduplicates, keeps the newest fix as latest, then tells listeners', async () => {
        const writer = new PositionWriter(app.database, { copyMinRows, flushIntervalMs: 30 });
        const batches: CommittedBatch[] = [];
        writer.onCommitted((batch) => batches.push(batch));
        await Promise.all([
          writer.submit(vehicleA, [fix(t0 + 20_000, 1), fix(t0, 2), fix(t0 + 20_000, 3)]),
          writer.submit(vehicleB, [fix(t0 + 5_000, 4)]),
          writer.submit(vehicleA, [fix(t0 + 10_000, 5)]),
        ]);
        expect(batches).toHaveLength(1);
        expect(batches[0]!.inserted).toBe(4);
        expect(batches[0]!.latest.map((p) => [p.vehicleId, p.lat]).sort()).toEqual(
          [
            [vehicleA, 1],
            [vehicleB, 4],
          ].sort(),
        );
        const rows = await rowsOf(vehicleA);
        expect(rows.map((r) => [r.fix_time.getTime() - t0, r.lat])).toEqual([
          [0, 2],
          [10_000, 5],
          [20_000, 1],
        ]);
        expect(rows[0]!.tableoid).toBe(partitionName(weekStart(new Date(t0))));
        const revisionOf = async (vehicleId: number) =>
          Number(
            (
              await app.database.query<{ revision: string }>(
                'SELECT revision::text FROM latest_positions WHERE vehicle_id = $1',
                [vehicleId],
              )
            )[0]?.revision,
          );
        expect([await revisionOf(vehicleA), await revisionOf(vehicleB)]).toEqual([1, 1]);

        expect(batches[0]!.positions.some((p) => p.late)).toBe(false);

        // A late, older fix and a resend: stored once, the latest does not rewind; both are marked late.
        await writer.submit(vehicleA, [fix(t0 - 60_000, 6), fix(t0 + 20_000, 7), fix(t0 + 25_000, 8)]);
        expect((await rowsOf(vehicleA)).map((r) => [r.lat, r.late])).toEqual([
          [6, true],
          [2, false],
          [5, false],
          [1, false],
          [8, false],
        ]);
        expect(batches[1]!.positions.map((p) => [p.lat, p.late])).toEqual([
          [6, true],
          [7, true],
          [8, false],
        ]);
        await writer.submit(vehicleA, [fix(t0 + 22_000, 9)]);
        expect(await latestOf(vehicleA)).toMatchObject({ lat: 8 });
        expect(batches[2]!.latest).toEqual([]);
        // Only a late fix, yet the vehicle's records may have changed: its revision is raised, not the other's.
        expect([await revisionOf(vehicleA), await revisionOf(vehicleB)]).toEqual([3, 1]);
        await writer.close();
      });

      it('stores every column as given: nulls, fractions and non-Latin text in the attributes', async () => {
        const writer = new PositionWriter(app.database, { copyMinRows, flushIntervalMs: 5 });
        const fixTime = t0 + 30_123;
        await writer.submit(vehicleA, [
          fix(fixTime, 24.1234567, {
            valid: false,
            speed: null,
            course: null,
            altitude: -12.25,
            satellites: null,
            attributes: { ignition: false, note: 'مرحبا 🚚', odometer: 1.5 },
          }),
        ]);
        await writer.close();
        const [row] = await app.database.query<Record<string, unknown>>(
          `SELECT fix_time, valid, lat, lon, speed, course, altitude, satellites, ignition, attributes
         FROM positions WHERE vehicle_id = $1 AND fix_time = $2`,
          [vehicleA, new Date(fixTime)],
        );
        expect(row).toEqual({
          fix_time: new Date(fixTime),
          valid: false,
          lat: 24.1234567,
          lon: 46.7,
          speed: null,
          course: null,
          altitude: -12.25,
          satellites: null,
          ignition: false,
          attributes: { ignition: false, note: 'مرحبا 🚚', odometer: 1.5 },
        });
      });

      it('fails only the submission that cannot be stored', async () => {
        const writer = new PositionWriter(app.database, { copyMinRows, flushIntervalMs: 30 });
        const results = await Promise.allSettled([
          writer.submit(vehicleB, [fix(t0 + 60_000, 8)]),
          writer.submit(vehicleA, [fix(t0 + 60_000, 9, { satellites: 70_000 })]), // beyond a smallint
        ]);
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
        expect((await rowsOf(vehicleB)).map((r) => r.lat)).toEqual([4, 8]);
        await writer.close();
        await expect(writer.submit(vehicleB, [fix(t0)])).rejects.toThrow('closed');
      });

      it('makes submitters wait while the buffer is full', async () => {
        const writer = new PositionWriter(app.database, {
          copyMinRows,
          flushIntervalMs: 5,
          maxBufferedRows: 10,
          maxBatchRows: 10,
        });
        const submissions = Array.from({ length: 30 }, (_, i) =>
          writer.submit(vehicleB, [fix(t0 + 100_000 + i * 1000)]),
        );
        expect(writer.bufferedRows).toBeLessThanOrEqual(10);
        await Promise.all(submissions);
        expect(await rowsOf(vehicleB)).toHaveLength(32);
        await writer.close();
      });

      it('runs two batches at once without losing or deadlocking, the newest fix still winning', async () => {
        const writer = new PositionWriter(app.database, {
          copyMinRows,
          flushIntervalMs: 1,
          maxBatchRows: 50,
          maxConcurrentWrites: 2,
        });
        const t1 = t0 + 3_600_000;
        // Both vehicles in every batch, fixes arriving newest first and repeated.
        await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            writer.submit(i % 2 ? vehicleA : vehicleB, [
              fix(t1 + (40 - i) * 1000, 100 + i),
              fix(t1 + (40 - i) * 1000, 200 + i),
            ]),
          ),
        );
        await writer.close();
        const inHour = (rows: { fix_time: Date }[]) => rows.filter((r) => r.fix_time.getTime() >= t1).length;
        expect(inHour(await rowsOf(vehicleA)) + inHour(await rowsOf(vehicleB))).toBe(40);
        expect(await latestOf(vehicleB)).toMatchObject({ lat: 100 }); // i = 0: t1 + 40 s
        expect(await latestOf(vehicleA)).toMatchObject({ lat: 101 });
      });

      it('two writers storing the same first fixes of new vehicles at once both succeed, each fix stored once', async () => {
        const errors: unknown[] = [];
        const writers = [1, 2].map(
          () => new PositionWriter(app.database, { copyMinRows, onError: (error) => errors.push(error) }),
        );
        const t1 = t0 + 7_200_000;
        for (let round = 0; round < 5; round++) {
          const vehicle = await vehicleWithDevice(app, `writer-first-${round}-${name}`);
          const fixes = [fix(t1, 1), fix(t1 + 1_000, 2), fix(t1 + 2_000, 3)];
          await Promise.all(writers.map((writer) => writer.submit(vehicle, fixes)));
          expect((await rowsOf(vehicle)).map((row) => row.lat)).toEqual([1, 2, 3]);
          expect(await latestOf(vehicle)).toMatchObject({ lat: 3 });
        }
        await Promise.all(writers.map((writer) => writer.close()));
        expect(errors).toEqual([]);
      });

      /** Resolves with the session that waits for a lock `pid` holds, once one does. */
      const blockedBy = async (pid: number): Promise<number> => {
        for (let waited = 0; ; waited += 20) {
          const [blocked] = await app.database.query<{ pid: number }>(
            'SELECT pid FROM pg_stat_activity WHERE $1::int = ANY(pg_blocking_pids(pid))',
            [pid],
          );
          if (blocked) return blocked.pid;
          if (waited > 10_000) throw new Error(`no session waited for ${pid}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      /** Runs `work` in a transaction of its own, held open until `release()`; `pid`: its session's. */
      const holding = (work: (tx: Transaction) => Promise<unknown>) => {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let started!: (pid: number) => void;
        const pid = new Promise<number>((resolve) => (started = resolve));
        const done = app.db.transaction(async (tx) => {
          await work(tx);
          started(resultRows<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`))[0]!.pid);
          await released;
        });
        return { pid, release, done };
      };
      const storedOf = async (vehicleId: number) => [
        (await rowsOf(vehicleId)).length,
        (await latestOf(vehicleId)) === undefined ? 0 : 1,
      ];

      it.runIf(database.kind === 'postgres')(
        'a batch that found no latest row while another batch placed it is written again: its older fixes are late',
        async () => {
          const vehicle = await vehicleWithDevice(app, `writer-race-${name}`);
          const t1 = t0 + 10_800_000;
          // Another batch holds the vehicle's first latest row (t1 + 10 s), not committed yet.
          const other = holding((tx) =>
            tx.execute(sql`
              INSERT INTO latest_positions (vehicle_id, fix_time, server_time, valid, lat, lon, attributes, revision)
              VALUES (${vehicle}, ${new Date(t1 + 10_000).toISOString()}, now(), true, 24.7, 46.7, '{}', 1)`),
          );
          const writer = new PositionWriter(app.database, { copyMinRows });
          const batches: CommittedBatch[] = [];
          writer.onCommitted((batch) => batches.push(batch));
          const otherPid = await other.pid;
          const written = writer.submit(vehicle, [fix(t1, 1), fix(t1 + 5_000, 2), fix(t1 + 20_000, 3)]);
          await blockedBy(otherPid); // the writer saw no latest row, and waits for the other's
          other.release();
          await other.done;
          await written;
          await writer.close();
          expect(batches.map((batch) => batch.positions.map((p) => [p.lat, p.late]))).toEqual([
            [
              [1, true],
              [2, true],
              [3, false],
            ],
          ]);
          expect((await rowsOf(vehicle)).map((r) => [r.lat, r.late])).toEqual([
            [1, true],
            [2, true],
            [3, false],
          ]);
          expect(await latestOf(vehicle)).toMatchObject({ lat: 3 });
        },
      );

      it.runIf(database.kind === 'postgres')(
        'deleting a vehicle while a batch holds it waits for the batch, then deletes what it stored',
        async () => {
          const doomed = await vehicleWithDevice(app, `writer-held-${name}`);
          const fresh = await vehicleWithDevice(app, `writer-fresh-${name}`);
          const t1 = t0 + 14_400_000;
          const writer = new PositionWriter(app.database, { copyMinRows });
          await writer.submit(doomed, [fix(t1)]); // its latest row, which the next batch locks
          // Another session holds the fresh vehicle's row: the batch, holding the doomed one, waits for it.
          const other = holding((tx) =>
            tx.execute(sql`SELECT id FROM vehicles WHERE id = ${fresh} FOR UPDATE`),
          );
          const otherPid = await other.pid;
          const written = Promise.all([
            writer.submit(doomed, [fix(t1 + 1_000)]),
            writer.submit(fresh, [fix(t1 + 1_000)]),
          ]);
          const batch = await blockedBy(otherPid);
          const deleted = app.db.transaction((tx) => new VehiclesRepo(tx).delete(doomed));
          await blockedBy(batch); // the deletion
          other.release();
          await Promise.all([other.done, written, deleted]);
          await writer.close();
          expect(await storedOf(doomed)).toEqual([0, 0]);
          expect(await storedOf(fresh)).toEqual([1, 1]);
        },
      );

      it.runIf(database.kind === 'postgres')(
        'a batch holding a vehicle whose deletion is not committed yet waits for it, then leaves the vehicle out',
        async () => {
          const doomed = await vehicleWithDevice(app, `writer-going-${name}`);
          const kept = await vehicleWithDevice(app, `writer-kept-${name}`);
          const t1 = t0 + 18_000_000;
          const writer = new PositionWriter(app.database, { copyMinRows });
          await writer.submit(doomed, [fix(t1)]);
          await writer.submit(kept, [fix(t1)]);
          const deletion = holding((tx) => new VehiclesRepo(tx).delete(doomed)); // not committed yet
          const deletionPid = await deletion.pid;
          const batches: CommittedBatch[] = [];
          writer.onCommitted((batch) => batches.push(batch));
          const written = Promise.all([
            writer.submit(doomed, [fix(t1 + 1_000)]),
            writer.submit(kept, [fix(t1 + 1_000, 7)]),
          ]);
          await blockedBy(deletionPid);
          deletion.release();
          await Promise.all([deletion.done, written]);
          await writer.close();
          expect(batches.map((batch) => batch.positions.map((p) => p.vehicleId))).toEqual([[kept]]);
          expect(await storedOf(doomed)).toEqual([0, 0]);
          expect(await latestOf(kept)).toMatchObject({ lat: 7 });
        },
      );

      it('keeps a fix outside every weekly partition in the default one, and retention drops old weeks', async () => {
        const writer = new PositionWriter(app.database, { copyMinRows, flushIntervalMs: 5 });
        const old = Date.UTC(2024, 0, 3);
        await writer.submit(vehicleB, [fix(old, 10)]);
        await writer.close();
        const inDefault = await app.database.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM positions_default WHERE vehicle_id = $1',
          [vehicleB],
        );
        expect(inDefault[0]!.n).toBe(1);

        // A retention of 100 days, seen from 2025-07-01: the June 2025 week stays, 2024 goes.
        const revisions = () =>
          app.database.query<{ vehicle_id: number; revision: string }>(
            'SELECT vehicle_id, revision::text FROM latest_positions WHERE vehicle_id = ANY($1) ORDER BY vehicle_id',
            [[vehicleA, vehicleB]],
          );
        const before = await revisions();
        const dropped = await dropExpiredPositionPartitions(
          app.database,
          100,
          new Date(Date.UTC(2025, 6, 1)),
        );
        // Records built before retention dropped positions must be rebuilt: every revision is raised.
        expect((await revisions()).map((r) => Number(r.revision))).toEqual(
          before.map((r) => Number(r.revision) + 1),
        );
        expect(dropped).not.toContain(partitionName(weekStart(new Date(t0))));
        expect((await rowsOf(vehicleB)).some((r) => r.fix_time.getTime() === old)).toBe(false);
        // Seen from 2026: the June 2025 partition is dropped with its rows.
        const later = await dropExpiredPositionPartitions(app.database, 100, new Date(Date.UTC(2026, 0, 1)));
        expect(later).toContain(partitionName(weekStart(new Date(t0))));
        expect(await rowsOf(vehicleA)).toEqual([]);
      });

      it('deleting a vehicle deletes its positions; positions of a vehicle deleted before they are written are left out', async () => {
        const doomed = await vehicleWithDevice(app, `writer-doomed-${name}`);
        const writer = new PositionWriter(app.database, { copyMinRows, flushIntervalMs: 30 });
        const batches: CommittedBatch[] = [];
        writer.onCommitted((batch) => batches.push(batch));
        await writer.submit(doomed, [fix(t0 + 1_000), fix(t0 + 2_000)]);
        const stored = (table: string) =>
          app.database
            .query(`SELECT 1 FROM ${table} WHERE vehicle_id = $1`, [doomed])
            .then((rows) => rows.length);
        expect([await stored('positions'), await stored('latest_positions')]).toEqual([2, 1]);

        await app.db.transaction((tx) => new VehiclesRepo(tx).delete(doomed));
        expect([await stored('positions'), await stored('latest_positions')]).toEqual([0, 0]);

        batches.length = 0;
        await Promise.all([
          writer.submit(doomed, [fix(t0 + 5_000_000)]),
          writer.submit(vehicleB, [fix(t0 + 5_000_000, 6)]),
        ]);
        expect(batches).toHaveLength(1);
        expect(batches[0]!.inserted).toBe(1);
        expect(batches[0]!.positions.map((p) => p.vehicleId)).toEqual([vehicleB]);
        expect(batches[0]!.latest.map((p) => p.vehicleId)).toEqual([vehicleB]);
        expect([...batches[0]!.revisions.keys()]).toEqual([vehicleB]);
        expect([await stored('positions'), await stored('latest_positions')]).toEqual([0, 0]);
        await writer.close();
      });
    },
  );
});
