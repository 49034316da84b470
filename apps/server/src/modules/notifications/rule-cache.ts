import type { EventType } from '@fleet/shared/schemas/events';
import type { NotificationChannel } from '@fleet/shared/schemas/notifications';
import type { Database } from '../../db/client';
import type { NotificationRuleRow } from '../../db/schema';
import type { LiveHub } from '../../live/hub';
import type { StoredEvent } from '../events';
import { RulesRepo } from './rules.repo';

export interface CachedRule {
  id: number;
  eventTypes: ReadonlySet<EventType> | null;
  vehicleIds: ReadonlySet<number> | null;
  geofenceIds: ReadonlySet<number> | null;
  employeeIds: number[];
  roleIds: number[];
  channels: ReadonlySet<NotificationChannel>;
  webhookUrl: string | null;
  webhookSecret: string | null;
}

const setOrAll = <T>(values: readonly T[]): ReadonlySet<T> | null => (values.length ? new Set(values) : null);

function toCached(row: NotificationRuleRow): CachedRule {
  return {
    id: row.id,
    eventTypes: setOrAll(row.eventTypes as EventType[]),
    vehicleIds: setOrAll(row.vehicleIds),
    geofenceIds: setOrAll(row.geofenceIds),
    employeeIds: row.employeeIds,
    roleIds: row.roleIds,
    channels: new Set(row.channels as NotificationChannel[]),
    webhookUrl: row.webhookUrl,
    webhookSecret: row.webhookSecret,
  };
}

export function ruleMatches(rule: CachedRule, event: StoredEvent): boolean {
  if (rule.eventTypes && !rule.eventTypes.has(event.type)) return false;
  if (rule.vehicleIds && !rule.vehicleIds.has(event.vehicleId)) return false;
  if (rule.geofenceIds && (event.geofenceId === null || !rule.geofenceIds.has(event.geofenceId)))
    return false;
  return true;
}

/**
 * The active rules, in memory (every event is matched against them), re-read when any instance changes one
 * (the hub's `notification-rules.changed`) and after the hub was unreachable.
 */
export class RuleCache {
  private active: CachedRule[] = [];
  private byId = new Map<number, CachedRule>();
  private generation = 0;

  constructor(
    private readonly db: Database,
    hub: LiveHub,
    private readonly log: { warn(object: object, message: string): void },
  ) {
    hub.subscribe((event) => {
      if (event.type === 'notification-rules.changed') void this.reload();
    });
    hub.onResync(() => void this.reload());
  }

  async load(): Promise<void> {
    const generation = ++this.generation;
    const rows = await new RulesRepo(this.db).enabled();
    // A slower, older read must not overwrite a newer one.
    if (generation !== this.generation) return;
    this.active = rows.map(toCached);
    this.byId = new Map(this.active.map((rule) => [rule.id, rule]));
  }

  private async reload(): Promise<void> {
    try {
      await this.load();
    } catch (error) {
      this.log.warn({ err: error }, 'notification rules: reload failed');
    }
  }

  matching(event: StoredEvent): CachedRule[] {
    return this.active.filter((rule) => ruleMatches(rule, event));
  }

  get(id: number): CachedRule | undefined {
    return this.byId.get(id);
  }

  get size(): number {
    return this.active.length;
  }
}
