import type { CopySession } from './client';
import type { Attributes } from './schema/positions';

/** A position as stored: tied to its vehicle, with the server's receive time. */
export interface StoredPosition {
  vehicleId: number;
  fixTime: Date;
  serverTime: Date;
  valid: boolean;
  lat: number;
  lon: number;
  speed: number | null;
  course: number | null;
  altitude: number | null;
  satellites: number | null;
  ignition: boolean | null;
  attributes: Attributes;
  /**
   * Older than its vehicle's newest stored fix when committed (a late or resent report): set by the writer on the
   * positions it hands over and read back with stored ones (`positions.late`). Such a fix creates no event.
   */
  late?: boolean;
}

/** What the position writer and the partition upkeep need from the database: raw SQL with array parameters, and COPY where there is one. */
export interface RawQuery {
  query<R = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<R[]>;
  copyTransaction?: (<T>(work: (session: CopySession) => Promise<T>) => Promise<T>) | null;
}
