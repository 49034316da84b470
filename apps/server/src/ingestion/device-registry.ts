import type { RawQuery } from '../db/stored-position';

/**
 * How long the device → vehicle map is trusted. A vehicle added, deleted, or given another device id
 * is picked up by the transports within this time; meanwhile every lookup (one per packet or request)
 * is a map read instead of a query.
 */
export const DEVICE_REGISTRY_TTL_MS = 10_000;

/**
 * Which vehicle a device reports for: `vehicles.device_id` (unique, case-insensitive) → id. The whole
 * map is loaded in one query and refreshed on demand once older than the TTL, so a thousand devices
 * connecting at once cost one query, not a thousand.
 */
export class DeviceRegistry {
  private map = new Map<string, number>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | null = null;

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
    const key = deviceId.toLowerCase();
    if (this.now() - this.loadedAt > this.ttlMs) await this.refresh();
    const id = this.map.get(key);
    if (id !== undefined) return id;
    if (this.now() - this.loadedAt <= this.missReloadMs) return null;
    await this.refresh();
    return this.map.get(key) ?? null;
  }

  /**
   * `lookup` without waiting when the map is fresh (the usual case: one call per packet on the hot path):
   * the vehicle id, or null when it is not in the map or undefined when the map is stale (then call `lookup`).
   */
  lookupFresh(deviceId: string): number | null | undefined {
    if (this.now() - this.loadedAt > this.ttlMs) return undefined;
    return this.map.get(deviceId.toLowerCase()) ?? null;
  }

  /** Forgets the cached map: the next lookup reloads it. */
  invalidate(): void {
    this.loadedAt = -Infinity;
  }

  private refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const startedAt = this.now();
    const rows = await this.database.query<{ id: number; device_id: string }>(
      'SELECT id, lower(device_id) AS device_id FROM vehicles WHERE device_id IS NOT NULL',
    );
    this.map = new Map(rows.map((row) => [row.device_id, row.id]));
    this.loadedAt = startedAt;
  }
}
