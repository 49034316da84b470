import { sql, type SQL } from 'drizzle-orm';
import type { CommandStatus, CommandType } from '@fleet/shared/schemas/commands';
import { type Database, rowsOf } from '../../db/client';
import { lockVehicles } from '../../ingestion/committed-batcher';

export interface CommandRow {
  id: number;
  vehicle_id: number;
  vehicle_name: string;
  plate_number: string;
  device_protocol: string | null;
  device_id: string | null;
  device_password: string;
  type: CommandType;
  text: string | null;
  status: CommandStatus;
  reply: string | null;
  error: string | null;
  protocol: string | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  answered_at: Date | string | null;
  expires_at: Date | string;
}

/** Commands with their vehicle and sender, from `source` (a table or a CTE named `c`). */
export function selectCommands(cte: SQL | null, where: SQL, tail: SQL = sql``): SQL {
  const from = cte ? sql`changed` : sql`commands`;
  return sql`${cte ? sql`WITH changed AS (${cte}) ` : sql``}SELECT c.id, c.vehicle_id, v.name AS vehicle_name,
      v.plate_number, v.device_protocol, v.device_id, v.device_password, c.type, c.text, c.status, c.reply, c.error, c.protocol,
      c.created_by, e.name AS created_by_name, c.created_at, c.sent_at, c.answered_at, c.expires_at
    FROM ${from} c JOIN vehicles v ON v.id = c.vehicle_id LEFT JOIN employees e ON e.id = c.created_by
    WHERE ${where} ${tail}`;
}

export interface CommandTarget {
  id: number;
  device_id: string | null;
  device_protocol: string | null;
  speed: number | null;
}

/** What a command needing the sender's password (or code) is checked against. */
export interface SenderSecrets {
  password_hash: string;
  email: string;
  two_factor_secret: string | null;
  two_factor_enabled_at: Date | null;
}

export interface NewCommand {
  vehicleId: number;
  type: string;
  text: string | null;
  status: 'held' | 'queued';
  createdBy: number;
  expiresInMinutes: number;
}

/** The statements of the commands API (the command center keeps the sending side's own). */
export class CommandsRepo {
  constructor(private readonly db: Database) {}

  /** The database (or transaction) this repository works in, for the audit entry of the same transaction. */
  get database(): Database {
    return this.db;
  }

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repo: CommandsRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CommandsRepo(tx as unknown as Database)));
  }

  /** One command as the API shows it; `id` must be storable. */
  async find(id: number): Promise<CommandRow | undefined> {
    return rowsOf<CommandRow>(await this.db.execute(selectCommands(null, sql`c.id = ${id}`)))[0];
  }

  /** The vehicle a command goes to, with its device and latest speed. */
  async target(vehicleId: number): Promise<CommandTarget | undefined> {
    const [vehicle] = rowsOf<CommandTarget>(
      await this.db.execute(sql`SELECT v.id, v.device_id, v.device_protocol, p.speed
          FROM vehicles v LEFT JOIN latest_positions p ON p.vehicle_id = v.id WHERE v.id = ${vehicleId}`),
    );
    return vehicle;
  }

  async senderSecrets(employeeId: number): Promise<SenderSecrets | undefined> {
    const [account] = rowsOf<SenderSecrets>(
      await this.db.execute(sql`SELECT password_hash, email, two_factor_secret, two_factor_enabled_at
            FROM employees WHERE id = ${employeeId}`),
    );
    return account;
  }

  /** Stores a command; its id. */
  async insert(command: NewCommand): Promise<number | undefined> {
    const [created] = rowsOf<{ id: number }>(
      await this.db.execute(sql`INSERT INTO commands (vehicle_id, type, text, status, created_by, expires_at)
            VALUES (${command.vehicleId}, ${command.type}, ${command.text}, ${command.status}, ${command.createdBy},
                    now() + make_interval(mins => ${command.expiresInMinutes}::int))
            RETURNING id`),
    );
    return created?.id;
  }

  async vehicleExists(vehicleId: number): Promise<boolean> {
    const [exists] = rowsOf<{ id: number }>(
      await this.db.execute(sql`SELECT id FROM vehicles WHERE id = ${vehicleId}`),
    );
    return exists !== undefined;
  }

  async countOfVehicle(vehicleId: number): Promise<number> {
    const [counted] = rowsOf<{ n: number }>(
      await this.db.execute(sql`SELECT count(*)::int AS n FROM commands WHERE vehicle_id = ${vehicleId}`),
    );
    return counted?.n ?? 0;
  }

  /** A page of the vehicle's commands, newest first. */
  async pageOfVehicle(vehicleId: number, page: number, perPage: number): Promise<CommandRow[]> {
    return rowsOf<CommandRow>(
      await this.db.execute(
        selectCommands(
          null,
          sql`c.vehicle_id = ${vehicleId}`,
          sql`ORDER BY c.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
        ),
      ),
    );
  }

  /** Cancels a `held` or `queued` command; the cancelled row, or undefined when it was neither. */
  async cancel(id: number): Promise<CommandRow | undefined> {
    const rows = rowsOf<CommandRow>(
      await this.db.execute(
        selectCommands(
          sql`UPDATE commands SET status = 'cancelled', updated_at = now()
                WHERE id = ${id} AND status IN ('held', 'queued') RETURNING *`,
          sql`true`,
        ),
      ),
    );
    return rows[0];
  }
}

/** Which commands an answer names: one by id, or the vehicle's last sent. */
export type AnswerTarget = { id: number } | 'last-sent';

/**
 * The statements of the sending side (the command center): every change of status is one UPDATE whose WHERE is
 * the claim, so of several instances (or calls) only one moves a row.
 */
export class CommandDeliveryRepo {
  constructor(private readonly db: Database) {}

  /** The protocol each vehicle's device last spoke. */
  async deviceProtocols(): Promise<{ id: number; device_protocol: string | null }[]> {
    return rowsOf<{ id: number; device_protocol: string | null }>(
      await this.db.execute(sql`SELECT id, device_protocol FROM vehicles WHERE device_protocol IS NOT NULL`),
    );
  }

  /** Vehicles with `held` or `queued` commands. */
  async vehiclesWaiting(): Promise<number[]> {
    const rows = rowsOf<{ vehicle_id: number }>(
      await this.db.execute(sql`SELECT DISTINCT vehicle_id FROM commands WHERE status IN ('held', 'queued')`),
    );
    return rows.map((row) => row.vehicle_id);
  }

  /**
   * Saves the protocols learnt, `[vehicle id, protocol]` sorted by id, in one transaction. The rows are locked in
   * id order first, as the position consumers lock them, so the two never deadlock.
   */
  async saveProtocols(saving: readonly (readonly [number, string])[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockVehicles(
        tx,
        saving.map(([id]) => id),
      );
      await tx.execute(sql`
        UPDATE vehicles v SET device_protocol = u.protocol
        FROM unnest(${`{${saving.map(([id]) => id).join(',')}}`}::int[],
          ${`{${saving.map(([, protocol]) => protocol).join(',')}}`}::text[]) AS u(id, protocol)
        WHERE v.id = u.id`);
    });
  }

  async latestSpeed(vehicleId: number): Promise<number | null> {
    const [latest] = rowsOf<{ speed: number | null }>(
      await this.db.execute(sql`SELECT speed FROM latest_positions WHERE vehicle_id = ${vehicleId}`),
    );
    return latest?.speed ?? null;
  }

  /** The vehicle's queued engine stops wait (`held`): it moves too fast to cut its engine. */
  async holdEngineStops(vehicleId: number): Promise<CommandRow[]> {
    return this.change(
      sql`UPDATE commands SET status = 'held', updated_at = now()
        WHERE vehicle_id = ${vehicleId} AND status = 'queued' AND type = 'engine_stop' RETURNING *`,
    );
  }

  /** The vehicle's held commands still in time go back to `queued`. */
  async releaseHeld(vehicleId: number): Promise<CommandRow[]> {
    return this.change(
      sql`UPDATE commands SET status = 'queued', updated_at = now()
        WHERE vehicle_id = ${vehicleId} AND status = 'held' AND expires_at > now() RETURNING *`,
    );
  }

  /** The claim: the vehicle's oldest queued command in time becomes `sent` over `protocol`, for one caller only. */
  async claimNext(vehicleId: number, protocol: string): Promise<CommandRow | undefined> {
    const [claimed] = await this.change(
      sql`UPDATE commands SET status = 'sent', sent_at = now(), protocol = ${protocol}, updated_at = now()
        WHERE id = (SELECT id FROM commands WHERE vehicle_id = ${vehicleId} AND status = 'queued'
                      AND expires_at > now() ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
          AND status = 'queued' AND expires_at > now()
        RETURNING *`,
    );
    return claimed;
  }

  /** A `sent` command that could not go becomes `failed` with `error`. */
  async fail(id: number, error: string): Promise<CommandRow[]> {
    return this.change(
      sql`UPDATE commands SET status = 'failed', error = ${error}, updated_at = now()
        WHERE id = ${id} AND status = 'sent' RETURNING *`,
    );
  }

  /** `held`/`queued` commands past `expires_at` (of one vehicle, or all) become `expired`. */
  async expire(vehicleId: number | null): Promise<CommandRow[]> {
    const scope = vehicleId === null ? sql`true` : sql`vehicle_id = ${vehicleId}`;
    return this.change(
      sql`UPDATE commands SET status = 'expired', error = 'expired', updated_at = now()
        WHERE ${scope} AND status IN ('held', 'queued') AND expires_at <= now() RETURNING *`,
    );
  }

  /** How many of the vehicle's commands are `held` or `queued`. */
  async waitingCount(vehicleId: number): Promise<number> {
    const [left] = rowsOf<{ n: number }>(
      await this.db.execute(
        sql`SELECT count(*)::int AS n FROM commands WHERE vehicle_id = ${vehicleId} AND status IN ('held', 'queued')`,
      ),
    );
    return left?.n ?? 0;
  }

  /** The vehicle's `sent` command that `target` names becomes `answered` with `reply`. */
  async answer(vehicleId: number, target: AnswerTarget, reply: string): Promise<CommandRow[]> {
    const which =
      target === 'last-sent'
        ? sql`id = (SELECT id FROM commands WHERE vehicle_id = ${vehicleId} AND status = 'sent'
                    ORDER BY sent_at DESC, id DESC LIMIT 1)`
        : sql`id = ${target.id}`;
    return this.change(
      sql`UPDATE commands SET status = 'answered', reply = ${reply}, answered_at = now(), updated_at = now()
        WHERE ${which} AND vehicle_id = ${vehicleId} AND status = 'sent' RETURNING *`,
    );
  }

  /** The rows an UPDATE … RETURNING * changed, with their vehicle and sender. */
  private async change(update: SQL): Promise<CommandRow[]> {
    return rowsOf<CommandRow>(await this.db.execute(selectCommands(update, sql`true`)));
  }
}
