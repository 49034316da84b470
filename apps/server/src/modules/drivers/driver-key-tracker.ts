import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { CommittedBatcher } from '../../ingestion/committed-batcher';
import type { CommittedBatch, StoredPosition } from '../../ingestion/position-writer';
import type { EventBus } from '../events/event-bus';
import type { RaisedEvent, StoredEvent } from '../events/event-record';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

interface Current {
  key: string;
  driverId: number | null;
  fixTime: number;
}

export interface DriverKeyLog {
  warn(object: object, message: string): void;
}

/**
 * Drivers known by their key (API.md "Driver keys"): from committed positions carrying `driver_key`, the vehicle's
 * current driver follows the last key reported. A new key of another driver raises `driver_changed`; a key no
 * driver has raises `unknown_driver` (once per key and vehicle until another key is seen). The state and the events
 * commit in one transaction, and events have natural keys, so a replay stores none twice.
 */
export class DriverKeyTracker {
  private readonly current = new Map<number, Current>();
  private readonly batcher: CommittedBatcher;
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly log: DriverKeyLog,
    tickMs = 250,
  ) {
    this.batcher = new CommittedBatcher(
      tickMs,
      (work) => void this.enqueue(work),
      (positions) => this.process(positions),
    );
  }

  async start(): Promise<void> {
    const rows = rowsOf<{
      vehicle_id: number;
      driver_key: string;
      driver_id: number | null;
      fix_time: Date | string;
    }>(await this.db.execute(sql`SELECT vehicle_id, driver_key, driver_id, fix_time FROM vehicle_drivers`));
    for (const row of rows)
      this.current.set(row.vehicle_id, {
        key: row.driver_key,
        driverId: row.driver_id,
        fixTime: new Date(row.fix_time).getTime(),
      });
  }

  onCommitted(batch: CommittedBatch): void {
    if (this.stopped) return;
    // Only positions with a key matter: most batches hold none, and cost nothing more here.
    if (batch.positions.some((position) => typeof position.attributes.driver_key === 'string'))
      this.batcher.add(batch);
  }

  settled(): Promise<void> {
    this.batcher.flush();
    return this.queue;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.settled();
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const done = this.queue.then(work);
    this.queue = done.catch((error: unknown) => this.log.warn({ err: error }, 'driver keys: a step failed'));
    return done;
  }

  private async process(positions: StoredPosition[]): Promise<void> {
    const keyed = positions
      .filter((position) => typeof position.attributes.driver_key === 'string')
      .sort((a, b) => a.vehicleId - b.vehicleId || a.fixTime.getTime() - b.fixTime.getTime());
    if (keyed.length === 0) return;
    const vehicleIds = [...new Set(keyed.map((position) => position.vehicleId))];
    const keys = [...new Set(keyed.map((position) => String(position.attributes.driver_key)))];
    const owners = new Map(
      rowsOf<{ id: number; key_id: string }>(
        await this.db.execute(
          sql`SELECT id, key_id FROM drivers WHERE key_id IN (${sql.join(
            keys.map((key) => sql`${key}`),
            sql`, `,
          )})`,
        ),
      ).map((row) => [row.key_id, row.id]),
    );
    const assigned = new Map(
      rowsOf<{ id: number; vehicle_id: number }>(
        await this.db.execute(
          sql`SELECT id, vehicle_id FROM drivers WHERE vehicle_id IN (${sql.join(
            vehicleIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      ).map((row) => [row.vehicle_id, row.id]),
    );

    const events: RaisedEvent[] = [];
    const changed = new Map<number, Current & { since: Date }>();
    for (const position of keyed) {
      const key = String(position.attributes.driver_key);
      const fixTime = position.fixTime.getTime();
      const before = changed.get(position.vehicleId) ?? this.current.get(position.vehicleId);
      if (before && fixTime <= before.fixTime) continue; // late or repeated: the newer key stands
      if (before?.key === key) {
        changed.set(position.vehicleId, {
          ...before,
          fixTime,
          since: (before as { since?: Date }).since ?? position.fixTime,
        });
        continue;
      }
      const driverId = owners.get(key) ?? null;
      const previousDriver = before ? before.driverId : (assigned.get(position.vehicleId) ?? null);
      const base = {
        vehicleId: position.vehicleId,
        subject: `key:${key}`,
        time: position.fixTime,
        lat: position.lat,
        lon: position.lon,
      };
      if (driverId === null) {
        events.push({ ...base, type: 'unknown_driver', attributes: { driver_key: key } });
      } else if (driverId !== previousDriver) {
        events.push({
          ...base,
          type: 'driver_changed',
          driverId,
          attributes: { driver_key: key, previous_driver_id: previousDriver },
        });
      }
      changed.set(position.vehicleId, { key, driverId, fixTime, since: position.fixTime });
    }
    if (changed.size === 0) return;

    const rows = [...changed].map(([vehicleId, state]) => ({
      vehicle_id: vehicleId,
      driver_key: state.key,
      driver_id: state.driverId,
      since: state.since.toISOString(),
      fix_time: new Date(state.fixTime).toISOString(),
    }));
    let stored: StoredEvent[] = [];
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO vehicle_drivers (vehicle_id, driver_key, driver_id, since, fix_time)
        SELECT t.vehicle_id, t.driver_key, t.driver_id, t.since, t.fix_time
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS t(vehicle_id int, driver_key text, driver_id int, since timestamptz, fix_time timestamptz)
        WHERE EXISTS (SELECT 1 FROM vehicles v WHERE v.id = t.vehicle_id)
        ORDER BY t.vehicle_id
        ON CONFLICT (vehicle_id) DO UPDATE SET
          since = CASE WHEN vehicle_drivers.driver_key = excluded.driver_key THEN vehicle_drivers.since ELSE excluded.since END,
          driver_key = excluded.driver_key, driver_id = excluded.driver_id, fix_time = excluded.fix_time
        WHERE vehicle_drivers.fix_time < excluded.fix_time`);
      if (events.length > 0) stored = await this.bus.raise(events, tx);
    });
    for (const [vehicleId, state] of changed) this.current.set(vehicleId, state);
    this.bus.committed(stored);
  }
}
