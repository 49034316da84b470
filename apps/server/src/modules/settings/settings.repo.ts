import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';

/**
 * The `app_settings` rows: one JSON object per key (event thresholds, notification emails, the maintenance
 * currency) and the markers of things done once (the demo's rules).
 */
export class SettingsRepo {
  constructor(private readonly db: Database) {}

  /** The object stored under `key`, or undefined when nothing was ever saved there. */
  async read(key: string): Promise<unknown> {
    const [row] = await this.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(sql`${appSettings.key} = ${key}`);
    return row?.value;
  }

  /** Merges `changes` over what `key` holds, in one statement: two concurrent saves both apply. */
  async merge(key: string, changes: object): Promise<void> {
    await this.db
      .insert(appSettings)
      .values({ key, value: changes })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: sql`${appSettings.value} || excluded.value`, updatedAt: new Date() },
      });
  }

  /**
   * Writes `key` once: false when it was there already (another instance, an earlier start). Call inside the
   * transaction of what the marker stands for, so both commit or neither does.
   */
  async markOnce(key: string, value: object): Promise<boolean> {
    const marked = await this.db
      .insert(appSettings)
      .values({ key, value })
      .onConflictDoNothing({ target: appSettings.key })
      .returning({ key: appSettings.key });
    return marked.length > 0;
  }

  /** Serialises whoever takes `lock` until the transaction ends. */
  async lockForTransaction(lock: number): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${lock})`);
  }
}
