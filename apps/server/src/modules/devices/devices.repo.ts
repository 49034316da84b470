import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';

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

export class DevicesRepo {
  constructor(private readonly db: Database) {}

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
