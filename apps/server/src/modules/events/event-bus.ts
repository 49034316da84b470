import type { Database } from '../../db/client';
import type { LiveHub } from '../../live/hub';
import type { RaisedEvent, StoredEvent } from './event-record';
import { type EventNames, EventsRepo } from './events.repo';

export type EventsListener = (events: StoredEvent[]) => void;
/**
 * What follows from new events (the notifications outbox), given to the bus when it is made: `write` runs in the
 * transaction that stores them, so an event and its notifications commit together or not at all; `committed`
 * hears them after COMMIT, before the other listeners.
 */
export interface EventsFanOut {
  write(tx: Database, events: StoredEvent[]): Promise<void>;
  committed(events: StoredEvent[]): void;
}

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
    private readonly fanOut: EventsFanOut,
    private readonly log: { warn(object: object, message: string): void },
  ) {}

  /**
   * Stores `events` (in `tx` when given) and, outside a transaction, announces the new ones. `names`: what the
   * caller knows of the names they refer to (else they are read with the insert); `unseen`: see
   * `EventsRepo.insert` (the engine's).
   */
  async raise(
    events: readonly RaisedEvent[],
    tx?: Database,
    names?: EventNames,
    unseen = false,
  ): Promise<StoredEvent[]> {
    if (events.length === 0) return [];
    return this.store((db) => EventsRepo.insert(db, events, names, unseen), tx);
  }

  /**
   * Runs `insert` (which stores events and returns the new ones) and the fan-out in one transaction (`tx` when
   * given: the caller commits and then calls `committed`), else in its own and announces the new ones.
   */
  async store(insert: (db: Database) => Promise<StoredEvent[]>, tx?: Database): Promise<StoredEvent[]> {
    if (tx) return this.insertAndFanOut(insert, tx);
    const inserted = await this.db.transaction((own) => this.insertAndFanOut(insert, own));
    this.committed(inserted);
    return inserted;
  }

  private async insertAndFanOut(
    insert: (db: Database) => Promise<StoredEvent[]>,
    tx: Database,
  ): Promise<StoredEvent[]> {
    const inserted = await insert(tx);
    if (inserted.length > 0) await this.fanOut.write(tx, inserted);
    return inserted;
  }

  /** Announces events stored in a transaction that has committed. */
  committed(events: StoredEvent[]): void {
    if (events.length === 0) return;
    this.hub.publish({ type: 'events', events: events as unknown as Record<string, unknown>[] });
    try {
      this.fanOut.committed(events);
    } catch (error) {
      this.log.warn({ err: error }, 'events fan-out failed after commit');
    }
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
