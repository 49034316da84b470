import { fuelTransactionInputSchema, type FuelTransactionInput } from '@fleet/shared/schemas/fuel';
import type { Database } from '../../db/client';
import { audit } from '../audit';
import { SettingsRepo } from '../settings';
import { FuelRepo } from './fuel.repo';

const SEED_LOCK = 7_246_039;

/**
 * Records card transactions (validated as the API validates one, audited as one added by no one) unless the marker
 * `key` in app_settings says they were recorded once already: the marker is written in the same transaction, so a
 * restart or another instance never records them twice. Returns the number recorded.
 */
export async function recordCardTransactionsOnce(
  db: Database,
  key: string,
  transactions: readonly FuelTransactionInput[],
): Promise<number> {
  const values = transactions.map((value) => fuelTransactionInputSchema.parse(value));
  return new FuelRepo(db).transaction(async (repo) => {
    const settings = new SettingsRepo(repo.database);
    await settings.lockForTransaction(SEED_LOCK);
    if (
      !(await settings.markOnce(key, { created_at: new Date().toISOString(), transactions: values.length }))
    )
      return 0;
    const ids = await repo.insert(values, null);
    for (const [i, id] of ids.entries()) {
      const value = values[i]!;
      await audit(repo.database, {
        action: 'create',
        model: 'fuel',
        recordId: id,
        after: value,
      });
    }
    return ids.length;
  });
}
