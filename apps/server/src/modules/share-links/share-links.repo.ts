import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import type { StoredStation, StoredStationProgress } from '../../db/schema';
import type { TripStatus } from '@fleet/shared/schemas/trips';

/** A live link with the itinerary it shares (all null without one). */
export interface LinkRow {
  id: number;
  vehicle_ids: number[];
  trip_id: number | null;
  expires_at: Date | string;
  trip_name: string | null;
  stations: StoredStation[] | null;
  status: TripStatus | null;
  next_station: number | null;
  progress: StoredStationProgress[] | null;
}

export interface LinkListRow {
  id: number;
  vehicles: { id: number; name: string; plate_number: string }[] | null;
  trip_id: number | null;
  trip_name: string | null;
  note: string | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  views: number;
  last_viewed_at: Date | string | null;
  expired: boolean;
}

export type LinkStatusFilter = 'active' | 'expired' | 'revoked' | undefined;

export interface NewLink {
  tokenHash: string;
  vehicleIds: readonly number[];
  tripId: number | null;
  note: string | null;
  createdBy: number;
  expiresInHours: number;
}

function statusFilter(status: LinkStatusFilter) {
  return status === 'revoked'
    ? sql`s.revoked_at IS NOT NULL`
    : status === 'expired'
      ? sql`s.revoked_at IS NULL AND s.expires_at <= now()`
      : status === 'active'
        ? sql`s.revoked_at IS NULL AND s.expires_at > now()`
        : sql`true`;
}

export class ShareLinksRepo {
  constructor(private readonly db: Database) {}

  /** The database (or transaction) this repository works in, for the audit entry of the same transaction. */
  get database(): Database {
    return this.db;
  }

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repo: ShareLinksRepo) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ShareLinksRepo(tx as unknown as Database)));
  }

  /** The link of a token's hash unless revoked or expired. */
  async active(tokenHash: string): Promise<LinkRow | null> {
    const [row] = rowsOf<LinkRow>(
      await this.db
        .execute(sql`SELECT s.id, s.vehicle_ids, s.trip_id, s.expires_at, t.name AS trip_name, t.stations,
          t.status, t.next_station, t.progress
        FROM share_links s LEFT JOIN trips t ON t.id = s.trip_id
        WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > now()`),
    );
    return row ?? null;
  }

  /** How many of `ids` (distinct) are vehicles. */
  async countVehicles(ids: readonly number[]): Promise<number> {
    const [found] = rowsOf<{ n: number }>(
      await this.db.execute(
        sql`SELECT count(*)::int AS n FROM vehicles WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
    return found?.n ?? 0;
  }

  async tripExists(id: number): Promise<boolean> {
    const [trip] = rowsOf<{ id: number }>(await this.db.execute(sql`SELECT id FROM trips WHERE id = ${id}`));
    return trip !== undefined;
  }

  async insert(link: NewLink): Promise<{ id: number; expires_at: Date | string } | undefined> {
    const [row] = rowsOf<{ id: number; expires_at: Date | string }>(
      await this.db
        .execute(sql`INSERT INTO share_links (token_hash, vehicle_ids, trip_id, note, created_by, expires_at)
            VALUES (${link.tokenHash}, ${`{${link.vehicleIds.join(',')}}`}::int[], ${link.tripId}, ${link.note},
                    ${link.createdBy}, now() + make_interval(hours => ${link.expiresInHours}::int))
            RETURNING id, expires_at`),
    );
    return row;
  }

  async count(status: LinkStatusFilter): Promise<number> {
    const [counted] = rowsOf<{ n: number }>(
      await this.db.execute(sql`SELECT count(*)::int AS n FROM share_links s WHERE ${statusFilter(status)}`),
    );
    return counted?.n ?? 0;
  }

  /** A page of links, newest first, with their vehicles, itinerary and maker. */
  async page(status: LinkStatusFilter, page: number, perPage: number): Promise<LinkListRow[]> {
    return rowsOf<LinkListRow>(
      await this.db
        .execute(sql`SELECT s.id, s.trip_id, t.name AS trip_name, s.note, s.created_by, e.name AS created_by_name,
            s.created_at, s.expires_at, s.revoked_at, s.views, s.last_viewed_at, s.expires_at <= now() AS expired,
            (SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'plate_number', v.plate_number) ORDER BY v.id)
               FROM vehicles v WHERE v.id = ANY(s.vehicle_ids)) AS vehicles
          FROM share_links s LEFT JOIN trips t ON t.id = s.trip_id LEFT JOIN employees e ON e.id = s.created_by
          WHERE ${statusFilter(status)} ORDER BY s.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
    );
  }

  /** Revokes a link (kept revoked at its first time); false when there is no such link. */
  async revoke(id: number): Promise<boolean> {
    const [row] = rowsOf<{ id: number }>(
      await this.db.execute(
        sql`UPDATE share_links SET revoked_at = coalesce(revoked_at, now()) WHERE id = ${id} RETURNING id`,
      ),
    );
    return row !== undefined;
  }

  async recordView(id: number): Promise<void> {
    await this.db.execute(
      sql`UPDATE share_links SET views = views + 1, last_viewed_at = now() WHERE id = ${id}`,
    );
  }
}
