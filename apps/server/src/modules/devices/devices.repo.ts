import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';

/** What the recorder accumulated for one device id between two flushes. */
export interface UnknownDeviceSighting {
  deviceKey: string;
  deviceId: string;
  protocol: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
  reports: number;
  lastLat: number | null;
  lastLon: number | null;
}

export interface UnknownDeviceRow {
  device_id: string;
  protocol: string;
  first_seen_at: Date;
  last_seen_at: Date;
  reports: number;
  last_lat: number | null;
  last_lon: number | null;
}

/** The "Devices waiting" list looks this far back. */
export const UNKNOWN_DEVICE_DAYS = 7;
/** Rows older than this are deleted when the recorder flushes. */
const KEEP_DAYS = 30;

export class DevicesRepo {
  constructor(private readonly db: Database) {}

  /** Adds the sightings: one statement for the batch, counts added, first sighting kept, last place updated. */
  async record(sightings: readonly UnknownDeviceSighting[]): Promise<void> {
    if (sightings.length === 0) return;
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
    await this.db.execute(sql`
      INSERT INTO unknown_devices AS u
        (device_key, device_id, protocol, first_seen_at, last_seen_at, reports, last_lat, last_lon)
      SELECT k, i, p, f, l, r, la, lo
      FROM jsonb_to_recordset(${rows}::jsonb)
        AS x(k text, i text, p text, f timestamptz, l timestamptz, r int, la float8, lo float8)
      ON CONFLICT (device_key) DO UPDATE SET
        device_id = excluded.device_id,
        protocol = excluded.protocol,
        last_seen_at = greatest(u.last_seen_at, excluded.last_seen_at),
        reports = least(u.reports::bigint + excluded.reports, 2147483647)::int,
        last_lat = coalesce(excluded.last_lat, u.last_lat),
        last_lon = coalesce(excluded.last_lon, u.last_lon)`);
    await this.db.execute(
      sql`DELETE FROM unknown_devices WHERE last_seen_at < now() - make_interval(days => ${KEEP_DAYS})`,
    );
  }

  /**
   * Device ids seen in the last days that still match no vehicle (a vehicle added since hides its device at once),
   * newest first.
   */
  async listWaiting(limit: number): Promise<UnknownDeviceRow[]> {
    return rowsOf<UnknownDeviceRow>(
      await this.db.execute(sql`
        SELECT u.device_id, u.protocol, u.first_seen_at, u.last_seen_at, u.reports, u.last_lat, u.last_lon
        FROM unknown_devices u
        WHERE u.last_seen_at >= now() - make_interval(days => ${UNKNOWN_DEVICE_DAYS})
          AND NOT EXISTS (
            SELECT 1 FROM vehicles v
            WHERE v.device_id IS NOT NULL
              AND coalesce(nullif(ltrim(lower(trim(v.device_id)), '0'), ''), '0') = u.device_key
          )
        ORDER BY u.last_seen_at DESC
        LIMIT ${limit}`),
    );
  }
}
