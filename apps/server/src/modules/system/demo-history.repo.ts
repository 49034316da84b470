import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';

/** The app_settings key of the demo history's progress (docs/api.md#demo-history), written by the demo at start. */
export const DEMO_HISTORY_KEY = 'demo.history';

/**
 * The demo history's progress as stored: `writing` until its last day is committed, then `done`; `skipped` on a
 * database that had a past of its own. Days are counted from `first_day` (`days` before the day it began) to that
 * day, which is written up to `until`, the moment it began.
 */
export interface DemoHistoryMarker {
  status: 'writing' | 'done' | 'skipped';
  days: number;
  days_written: number;
  first_day?: string;
  until: string;
  vehicle_ids: number[];
}

export class DemoHistoryRepo {
  constructor(private readonly db: Database) {}

  async read(): Promise<DemoHistoryMarker | null> {
    const [row] = await this.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, DEMO_HISTORY_KEY));
    return (row?.value as DemoHistoryMarker | undefined) ?? null;
  }
}
