import type { RawQuery } from '../db/stored-position';

/**
 * How long the device → vehicle map is trusted. A vehicle added, deleted, or given another device id
 * is picked up by the transports within this time; meanwhile every lookup (one per packet or request)
 * is a map read instead of a query.
 */
export const DEVICE_REGISTRY_TTL_MS = 10_000;

/**
 * A device id as the registry matches it: case and leading zeros do not count, so a JT/T 808 terminal number sent
 * as `013912345678` finds the vehicle whose `device_id` is `13912345678`, and the other way round.
 */
export function deviceKey(deviceId: string): string {
  const lower = deviceId.trim().toLowerCase();
  let start = 0;
  while (start < lower.length - 1 && lower.charCodeAt(start) === 48) start++;
  return start === 0 ? lower : lower.slice(start);
}

/**
 * Which vehicle a device reports for: `vehicles.device_id` (unique, case-insensitive; see `deviceKey`) → id. The whole
 * map is loaded in one query and refreshed on demand once older than the TTL, so a thousand devices
 * connecting at once cost one query, not a thousand.
 */
export class DeviceRegistry {
  private map = new Map<string, number>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | null = null;
  /** Counts `invalidate` calls: a load that began before one does not count as fresh. */
  private generation = 0;

  constructor(
    private readonly database: RawQuery,
    private readonly ttlMs = DEVICE_REGISTRY_TTL_MS,
    private readonly now: () => number = () => performance.now(),
    private readonly missReloadMs = 1_000,
  ) {}

  /**
   * The vehicle id of `deviceId`, or null when no vehicle has it. A device not in the map reloads it when it is
   * older than `missReloadMs`: a tracker fitted to a vehicle just registered (on any instance) is known at its
   * first connection, while unknown devices cost at most one query per `missReloadMs`.
   */
  async lookup(deviceId: string): Promise<number | null> {
    const key = deviceKey(deviceId);
    if (this.now() - this.loadedAt > this.ttlMs) await this.refreshed();
    const id = this.map.get(key);
    if (id !== undefined) return id;
    if (this.now() - this.loadedAt <= this.missReloadMs) return null;
    await this.refreshed();
    return this.map.get(key) ?? null;
  }

  /**
   * `lookup` without waiting when the map is fresh (the usual case: one call per packet on the hot path):
   * the vehicle id, or null when it is not in the map or undefined when the map is stale (then call `lookup`).
   */
  lookupFresh(deviceId: string): number | null | undefined {
    if (this.now() - this.loadedAt > this.ttlMs) return undefined;
    return this.map.get(deviceKey(deviceId)) ?? null;
  }

  /** Forgets the cached map: the next lookup reloads it. */
  invalidate(): void {
    this.generation += 1;
    this.loadedAt = -Infinity;
  }

  /** A load that began after the last `invalidate`: one in flight from before it is waited for, then another. */
  private async refreshed(): Promise<void> {
    await this.refresh();
    if (this.loadedAt === -Infinity) await this.refresh();
  }

  private refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const generation = this.generation;
    const startedAt = this.now();
    // Ordered by id: two vehicles whose ids differ only by leading zeros resolve to the older one, every time.
    const rows = await this.database.query<{ id: number; device_id: string }>(
      'SELECT id, device_id FROM vehicles WHERE device_id IS NOT NULL ORDER BY id DESC',
    );
    this.map = new Map(rows.map((row) => [deviceKey(row.device_id), row.id]));
    // A vehicle added meanwhile may be missing from these rows: stay stale so the next lookup loads again.
    this.loadedAt = generation === this.generation ? startedAt : -Infinity;
  }
}
