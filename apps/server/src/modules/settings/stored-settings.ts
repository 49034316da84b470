import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';
import { audit } from '../audit';

/**
 * Saves `changes` over the settings stored under `key` (one statement, so two concurrent saves both apply) and
 * audits what they replace, in one transaction. The stores (event thresholds, notification emails) keep the
 * values in memory and re-read them when any instance saves.
 */
export async function saveSettings<T extends object>(
  db: Database,
  key: string,
  before: T,
  changes: Partial<T>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key, value: changes })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: sql`${appSettings.value} || excluded.value`, updatedAt: new Date() },
      });
    await audit(tx as unknown as Database, {
      action: 'update',
      model: 'settings',
      recordId: key,
      before: Object.fromEntries(Object.keys(changes).map((name) => [name, before[name as keyof T]])),
      after: changes,
    });
  });
}
