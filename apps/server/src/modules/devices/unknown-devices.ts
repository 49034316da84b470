import type { FastifyBaseLogger } from 'fastify';
import { deviceKey } from '../../ingestion/device-registry';
import type { Position } from '../../ingestion/position';
import type { UnknownDeviceSink } from '../../ingestion/transports/session-connection';
import type { DevicesRepo, UnknownDeviceSighting } from './devices.repo';

/** Sightings are written at most this often: a device retrying every second costs one row update per flush. */
export const UNKNOWN_DEVICE_FLUSH_MS = 5_000;
/**
 * Distinct ids held between two flushes: a peer inventing a new id per frame fills it and the rest waits for the
 * next flush, so memory stays bounded whatever arrives.
 */
export const MAX_PENDING_UNKNOWN_DEVICES = 1_000;
const MAX_DEVICE_ID_LENGTH = 64;

/**
 * Records devices that report an id no vehicle has, for the "Devices waiting" list. Never stores a position:
 * only the id, the protocol, when, how many reports, and the last place it said it was.
 */
export class UnknownDeviceRecorder implements UnknownDeviceSink {
  private pending = new Map<string, UnknownDeviceSighting>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repo: DevicesRepo,
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
        await this.repo.record(batch);
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
