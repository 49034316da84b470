import type { Database } from '../../db/client';
import type { StoredEvent } from '../events';
import { OutboxRepo } from './outbox.repo';
import type { RuleCache } from './rule-cache';
import { mayHearAbout } from './visibility';

/** A new inbox row, announced on the hub once its transaction committed. */
export interface InboxItem {
  id: number;
  employee_id: number;
  created_at: string;
  event: Record<string, unknown>;
}

/**
 * The inbox rows written with each event, by the event object the bus hands to `onCommitted` after COMMIT:
 * the announcement needs no second read of the database.
 */
export const inboxItemsOf = new WeakMap<StoredEvent, InboxItem[]>();

/**
 * A notification is news while its event is this recent when stored: the live toast is for what happens now. An older
 * event (a tracker's backlog after a long outage, the demo's history) still reaches the inbox, unannounced.
 */
export const LIVE_NOTIFICATION_MS = 15 * 60_000;
/**
 * Emails and webhooks go out for events up to a day old when stored (someone should still hear of last night's SOS
 * a tracker uploads in the morning); an older backlog would only be a storm of stale messages.
 */
export const DELIVERY_WINDOW_MS = 24 * 3_600_000;

/** Broker channels of the outbox (forwarding follows no rule: every event goes). */
export type ForwardChannel = 'mqtt' | 'amqp';

/**
 * The notifications outbox, written in the transaction that stores the events (EventBus fan-out): one inbox
 * row per event and recipient (web), one delivery per event, rule and recipient (email) or per event and rule
 * (webhook), one per event and broker (forwarding). The unique keys make a replay, a retry or another instance
 * write nothing twice. A recipient is only ever notified about vehicles they may see (visibility.ts). Only recent
 * events are announced live or sent by email and webhook (LIVE_NOTIFICATION_MS, DELIVERY_WINDOW_MS).
 */
export function createFanOut(rules: RuleCache, forwardChannels: () => readonly ForwardChannel[]) {
  return async (tx: Database, events: StoredEvent[]): Promise<void> => {
    const forwards = forwardChannels();
    const matched = events.map((event) => ({ event, rules: rules.matching(event) }));
    if (forwards.length === 0 && matched.every((m) => m.rules.length === 0)) return;

    const employeeIds = new Set<number>();
    const roleIds = new Set<number>();
    for (const { rules: list } of matched) {
      for (const rule of list) {
        if (!rule.channels.has('web') && !rule.channels.has('email')) continue;
        for (const id of rule.employeeIds) employeeIds.add(id);
        for (const id of rule.roleIds) roleIds.add(id);
      }
    }
    const outbox = new OutboxRepo(tx);
    const recipients = await outbox.recipients([...employeeIds], [...roleIds]);

    const inbox: Record<string, unknown>[] = [];
    const deliveries: Record<string, unknown>[] = [];
    const now = Date.now();
    const live = new Set<number>();
    for (const { event, rules: list } of matched) {
      const age = now - Date.parse(event.time);
      if (age <= LIVE_NOTIFICATION_MS) live.add(event.id);
      const deliver = age <= DELIVERY_WINDOW_MS;
      for (const rule of list) {
        if (deliver && rule.channels.has('webhook') && rule.webhookUrl) {
          deliveries.push({ event_id: event.id, rule_id: rule.id, channel: 'webhook', recipient: '', event });
        }
        if (!rule.channels.has('web') && !rule.channels.has('email')) continue;
        const employees = new Set(rule.employeeIds);
        const roles = new Set(rule.roleIds);
        for (const person of recipients) {
          if (!employees.has(person.id) && !roles.has(person.roleId)) continue;
          if (!mayHearAbout(person.permissions, event.vehicleId)) continue;
          if (rule.channels.has('web')) {
            inbox.push({
              employee_id: person.id,
              event_id: event.id,
              rule_id: rule.id,
              vehicle_id: event.vehicleId,
              event,
            });
          }
          if (deliver && rule.channels.has('email')) {
            deliveries.push({
              event_id: event.id,
              rule_id: rule.id,
              channel: 'email',
              recipient: String(person.id),
              employee_id: person.id,
              event,
            });
          }
        }
      }
      for (const channel of forwards) {
        deliveries.push({ event_id: event.id, rule_id: null, channel, recipient: '', event });
      }
    }

    const written = await outbox.insertInbox(inbox);
    const byId = new Map(events.map((event) => [event.id, event]));
    for (const row of written) {
      const event = byId.get(row.event_id);
      if (!event || !live.has(event.id)) continue;
      const items = inboxItemsOf.get(event) ?? [];
      items.push({
        id: row.id,
        employee_id: row.employee_id,
        created_at: row.created_at,
        event: event as unknown as Record<string, unknown>,
      });
      inboxItemsOf.set(event, items);
    }
    await outbox.insertDeliveries(deliveries);
  };
}
