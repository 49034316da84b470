import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { type CommandRow, selectCommands } from './command-center';

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
