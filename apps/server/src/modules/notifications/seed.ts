import { notificationRuleInputSchema, type NotificationRuleInput } from '@fleet/shared/schemas/notifications';
import type { Database } from '../../db/client';
import { audit } from '../audit';
import { SettingsRepo } from '../settings';
import { RulesRepo } from './rules.repo';

const SEED_LOCK = 7_246_036;

/**
 * Creates `rules` (validated as the API validates a new rule, and audited) unless the marker `key` in app_settings
 * says they were created once already: the marker is written in the same transaction, so a restart, another
 * instance starting at once or an operator who deleted them never gets them back. Run before the module loads its
 * rule cache (the seeding at start-up), or the new rules wait for the next reload. Returns the number created.
 */
export async function createRulesOnce(
  db: Database,
  key: string,
  rules: readonly NotificationRuleInput[],
): Promise<number> {
  const values = rules.map((rule) => notificationRuleInputSchema.parse(rule));
  return db.transaction(async (tx) => {
    const settings = new SettingsRepo(tx);
    await settings.lockForTransaction(SEED_LOCK);
    if (!(await settings.markOnce(key, { created_at: new Date().toISOString(), rules: values.length })))
      return 0;
    const repo = new RulesRepo(tx);
    for (const value of values) {
      const id = await repo.create(value);
      await audit(tx, {
        action: 'create',
        model: 'notifications',
        recordId: id,
        after: await repo.findById(id),
      });
    }
    return values.length;
  });
}
