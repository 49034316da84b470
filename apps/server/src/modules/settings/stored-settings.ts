import type { Database } from '../../db/client';
import { audit } from '../audit';
import { SettingsRepo } from './settings.repo';

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
    await new SettingsRepo(tx).merge(key, changes);
    await audit(tx as unknown as Database, {
      action: 'update',
      model: 'settings',
      recordId: key,
      before: Object.fromEntries(Object.keys(changes).map((name) => [name, before[name as keyof T]])),
      after: changes,
    });
  });
}
