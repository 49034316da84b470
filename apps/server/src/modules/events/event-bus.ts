import type { Database } from '../../db/client';
import type { LiveHub } from '../../live/hub';
import type { EventFinal, RaisedEvent, StoredEvent } from './event-record';
import { EventsRepo } from './events.repo';

export type EventsListener = (events: StoredEvent[]) => void;

/**
 * The one way events are stored (`app.events`): the engine, the itineraries, inspections, document expiry and
 * later modules all raise through `raise`. An event whose natural key exists is dropped, so raising twice (a
 * replay after a restart, another instance, a retried request) stores it once. The new ones are published on
 * the live hub (every instance's streams) and given to `onCommitted` listeners (notifications, forwarding)
 * once committed: when `raise` runs inside the caller's transaction, the caller calls `committed` after COMMIT.
 */
export class EventBus {
  private readonly listeners = new Set<EventsListener>();

  constructor(
    private readonly db: Database,
    private readonly hub: LiveHub,
    private readonly log: { warn(object: object, message: string): void },
  ) {}

  /** Stores `events` (in `tx` when given) and, outside a transaction, announces the new ones. */
  async raise(events: readonly RaisedEvent[], tx?: Database): Promise<StoredEvent[]> {
    const inserted = await EventsRepo.insert(tx ?? this.db, events);
    if (!tx) this.committed(inserted);
    return inserted;
  }

  /**
   * Stores `events` and merges `finals` into events stored earlier (or just now), in one transaction, then
   * announces the new ones (the finals are not announced: the list and the API show them).
   */
  async raiseAndFinalise(
    events: readonly RaisedEvent[],
    finals: readonly EventFinal[],
  ): Promise<StoredEvent[]> {
    if (finals.length === 0) return this.raise(events);
    const inserted = await this.db.transaction(async (tx) => {
      const stored = await EventsRepo.insert(tx, events);
      await EventsRepo.finalise(tx, finals);
      return stored;
    });
    this.committed(inserted);
    return inserted;
  }

  /** Announces events stored in a transaction that has committed. */
  committed(events: StoredEvent[]): void {
    if (events.length === 0) return;
    this.hub.publish({ type: 'events', events: events as unknown as Record<string, unknown>[] });
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch (error) {
        this.log.warn({ err: error }, 'events listener failed');
      }
    }
  }

  onCommitted(listener: EventsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
