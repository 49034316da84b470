import type { Database } from '../../db/client';
import { startOfDayIn } from '../../lib/dates';
import { addDays, todayIn } from '../../lib/dates';
import type { EventSettingsStore } from '../settings';
import type { EventBus } from './event-bus';
import type { RaisedEvent } from './event-record';
import { DocumentExpiryRepo, type ExpiringDocument } from './document-expiry.repo';

/** Expiries further back than this are history, not news: no event for them. */
const LOOK_BACK_DAYS = 365;
const HOUR_MS = 60 * 60 * 1000;

type Document = ExpiringDocument;

/**
 * `document_expiring` (N days before) and `document_expired` (on the day) for vehicle registrations
 * (`form_end_date`) and the licences of drivers who have a vehicle (an event belongs to a vehicle). Checked at
 * start-up and hourly by every instance: the key (vehicle, type, document and its date, the threshold day's
 * start in the fleet's zone) makes each exist once per document and threshold, whoever checks first.
 */
export function documentEvents(
  documents: readonly Document[],
  today: string,
  warningDays: number,
  timeZone: string,
) {
  const events: RaisedEvent[] = [];
  for (const doc of documents) {
    const subject = `${doc.document}:${doc.expiresOn}`;
    const base = {
      vehicleId: doc.vehicleId,
      driverId: doc.driverId,
      subject,
      attributes: { document: doc.document, expires_on: doc.expiresOn },
    };
    if (today >= doc.expiresOn) {
      events.push({ ...base, type: 'document_expired', time: startOfDayIn(doc.expiresOn, timeZone) });
    } else if (today >= addDays(doc.expiresOn, -warningDays)) {
      const warnOn = addDays(doc.expiresOn, -warningDays);
      events.push({ ...base, type: 'document_expiring', time: startOfDayIn(warnOn, timeZone) });
    }
  }
  return events;
}

export class DocumentExpiryTimer {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly settings: EventSettingsStore,
    private readonly timeZone: string,
    private readonly log: { warn(object: object, message: string): void },
    private readonly intervalMs = HOUR_MS,
  ) {}

  start(): void {
    void this.check();
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async check(now = new Date()): Promise<number> {
    try {
      const today = todayIn(this.timeZone, now);
      const warningDays = this.settings.get().document_warning_days;
      const from = addDays(today, -LOOK_BACK_DAYS);
      const to = addDays(today, warningDays);
      const documents = await new DocumentExpiryRepo(this.db).expiring(from, to);
      const stored = await this.bus.raise(documentEvents(documents, today, warningDays, this.timeZone));
      return stored.length;
    } catch (error) {
      this.log.warn({ err: error }, 'document expiry check failed');
      return 0;
    }
  }
}
