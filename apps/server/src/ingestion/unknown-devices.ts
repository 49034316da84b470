import type { FastifyBaseLogger } from 'fastify';
import { deviceKey } from './device-registry';
import type { Position } from './position';
import type { RawQuery } from '../db/stored-position';
import type { UnknownDeviceSink } from './transports/transport-deps';

/** Sightings are written at most this often: a device retrying every second costs one row update per flush. */
export const UNKNOWN_DEVICE_FLUSH_MS = 5_000;
/**
 * Distinct ids held between two flushes: a peer inventing a new id per frame fills it and the rest waits for the
 * next flush, so memory stays bounded whatever arrives.
 */
export const MAX_PENDING_UNKNOWN_DEVICES = 1_000;
const MAX_DEVICE_ID_LENGTH = 64;
/** Rows not seen for this long are deleted when the recorder flushes (the list shows the last 7 days). */
const KEEP_DAYS = 30;

/** What the recorder accumulated for one device id between two flushes. */
interface Sighting {
  deviceKey: string;
  deviceId: string;
  protocol: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  reports: number;
  lastLat: number | null;
  lastLon: number | null;
}

/** Adds the sightings in one statement: counts added, the first sighting kept, the last place updated. */
async function record(database: RawQuery, sightings: readonly Sighting[]): Promise<void> {
  const rows = JSON.stringify(
    sightings.map((s) => ({
      k: s.deviceKey,
      i: s.deviceId,
      p: s.protocol,
      f: s.firstSeenAt.toISOString(),
      l: s.lastSeenAt.toISOString(),
      r: s.reports,
      la: s.lastLat,
      lo: s.lastLon,
    })),
  );
  await database.query(
    `INSERT INTO unknown_devices AS u
       (device_key, device_id, protocol, first_seen_at, last_seen_at, reports, last_lat, last_lon)
     SELECT k, i, p, f, l, r, la, lo
     FROM jsonb_to_recordset($1::jsonb)
       AS x(k text, i text, p text, f timestamptz, l timestamptz, r int, la float8, lo float8)
     ON CONFLICT (device_key) DO UPDATE SET
       device_id = excluded.device_id,
       protocol = excluded.protocol,
       last_seen_at = greatest(u.last_seen_at, excluded.last_seen_at),
       reports = least(u.reports::bigint + excluded.reports, 2147483647)::int,
       last_lat = coalesce(excluded.last_lat, u.last_lat),
       last_lon = coalesce(excluded.last_lon, u.last_lon)`,
    [rows],
  );
  await database.query(
    `DELETE FROM unknown_devices WHERE last_seen_at < now() - make_interval(days => ${KEEP_DAYS})`,
  );
}

/**
 * Records devices that report an id no vehicle has, for the "Devices waiting" list. Never stores a position:
 * only the id, the protocol, when, how many reports, and the last place it said it was.
 */
export class UnknownDeviceRecorder implements UnknownDeviceSink {
  private pending = new Map<string, Sighting>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: RawQuery,
    private readonly log: FastifyBaseLogger,
    private readonly flushMs = UNKNOWN_DEVICE_FLUSH_MS,
  ) {}

  seen(deviceId: string, protocol: string, position: Position | null): void {
    const id = deviceId.trim();
    if (id === '' || id.length > MAX_DEVICE_ID_LENGTH) return;
    const key = deviceKey(id);
    const now = new Date();
    const placed = position && position.valid ? position : null;
    const known = this.pending.get(key);
    if (known) {
      known.deviceId = id;
      known.protocol = protocol;
      known.lastSeenAt = now;
      known.reports += 1;
      if (placed) {
        known.lastLat = placed.lat;
        known.lastLon = placed.lon;
      }
    } else {
      if (this.pending.size >= MAX_PENDING_UNKNOWN_DEVICES) return;
      this.pending.set(key, {
        deviceKey: key,
        deviceId: id,
        protocol,
        firstSeenAt: now,
        lastSeenAt: now,
        reports: 1,
        lastLat: placed?.lat ?? null,
        lastLon: placed?.lon ?? null,
      });
    }
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.flushMs);
  }

  /** Writes what is pending (also called on shutdown). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = [...this.pending.values()];
      this.pending = new Map();
      try {
        await record(this.database, batch);
      } catch (error) {
        this.log.warn({ err: error, devices: batch.length }, 'unknown devices not recorded');
      }
    });
    return this.flushing;
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}
