import fp from 'fastify-plugin';
import type { StoredPosition } from '../db/stored-position';
import { isoTime } from '../lib/iso-time';
import { createHub, DEFAULT_HUB_CHANNEL, type HubPosition, type LiveHub } from '../live/hub';
import { LiveSpatial } from '../live/live-spatial';
import { LiveState } from '../live/live-state';
import { LiveRepo } from '../live/live.repo';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carries committed positions and vehicle changes to every instance (in-process, or Redis with REDIS_URL). */
    hub: LiveHub;
    /** Every vehicle's live state on this instance, kept current from the hub. */
    liveState: LiveState;
    /** Where the live vehicles are: viewport snapshots, clusters and the fleet-wide counters. */
    liveSpatial: LiveSpatial;
  }
}

export interface LivePluginOptions {
  /** The Redis channel; tests pass their own so parallel runs do not cross. */
  hubChannel?: string;
}

/**
 * A committed fix as the hub carries it; `readings`: the attributes its vehicle's sensors read (none for a vehicle
 * without sensors: an in-memory lookup, no read).
 */
export function toHubPosition(
  position: StoredPosition,
  readings?: (vehicleId: number, attributes: StoredPosition['attributes']) => HubPosition['readings'],
): HubPosition {
  const fixMs = position.fixTime.getTime();
  const serverMs = position.serverTime.getTime();
  const picked = readings?.(position.vehicleId, position.attributes);
  return {
    vehicle_id: position.vehicleId,
    lat: position.lat,
    lon: position.lon,
    speed: position.speed,
    course: position.course,
    ignition: position.ignition,
    fix_time: isoTime(fixMs),
    server_time: isoTime(serverMs),
    fix_ms: fixMs,
    server_ms: serverMs,
    ...(picked && { readings: picked }),
  };
}

export default fp<LivePluginOptions>(
  async function livePlugin(app, options) {
    const hub = await createHub(app.config.redisUrl, app.log, options.hubChannel ?? DEFAULT_HUB_CHANNEL);
    const liveState = new LiveState(new LiveRepo(app.db), hub, app.log);
    try {
      await liveState.start();
    } catch (error) {
      await hub.close();
      throw error;
    }
    const readingsOf = (vehicleId: number, attributes: StoredPosition['attributes']) =>
      liveState.readingsOf(vehicleId, attributes);
    // What became a vehicle's newest fix, after COMMIT: every instance hears of it.
    const stopListening = app.positionWriter.onCommitted((batch) => {
      if (batch.latest.length > 0)
        hub.publish({
          type: 'positions',
          positions: batch.latest.map((position) => toHubPosition(position, readingsOf)),
        });
    });
    // A tracker fitted to a vehicle just registered (on any instance) is known at its first connection.
    const stopDevices = hub.subscribe((event) => {
      if (event.type === 'devices.changed') app.deviceRegistry.invalidate();
    });
    app.log.info({ hub: hub.kind, vehicles: liveState.ids().length }, 'live hub ready');
    app.decorate('hub', hub);
    app.decorate('liveState', liveState);
    const liveSpatial = new LiveSpatial(liveState, Date.now, app.config.clusterZoom);
    app.decorate('liveSpatial', liveSpatial);
    app.addHook('onClose', async () => {
      stopListening();
      stopDevices();
      liveSpatial.stop();
      liveState.stop();
      await hub.close();
    });
  },
  { name: 'live', dependencies: ['db', 'seed', 'ingestion'] },
);
