import { and, desc, eq, isNotNull, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_DEVICE_IDS, DEMO_SENSORS, DEMO_TRACKERS, FUEL_PROBE_CALIBRATION, RIYADH_ROADS } from '../demo';
import { positions, vehicles } from '../db/schema';
import { calibrate } from '../lib/sensors/calibrate';
import { PROTOCOLS, type Protocol } from './device-links';
import {
  assignDemoRoles,
  assignProtocols,
  demoProtocols,
  type SimulatedDevice,
  Simulator,
} from './simulator';

/** Demo trackers that start silent, their last fix this long ago: "outside" shows from the first minute. */
const SILENT_AT_START = 2;
const SILENT_SINCE_MS = 25 * 60_000;

/**
 * Demo mode (SIMULATOR=1): the demo fleet's trackers drive around Riyadh and report through the device
 * listeners of this very server, each over its own protocol (OsmAnd, Teltonika, GT06, H02, JT/T 808, Queclink:
 * `DEMO_TRACKERS`), exactly as real devices would.
 * Starts once the listeners are up and the demo history is written, stops before they close.
 */
export default fp(
  async function simulatorPlugin(app) {
    if (!app.config.simulator) return;
    let simulator: Simulator | null = null;
    let closing = false;

    const begin = async () => {
      if (closing) return;
      const rows = await app.db
        .select({ id: vehicles.id, deviceId: vehicles.deviceId })
        .from(vehicles)
        .where(and(isNotNull(vehicles.deviceId), inArray(vehicles.deviceId, [...DEMO_DEVICE_IDS])));
      // Fleet order: the demo itineraries use the first vehicles, the silent trackers are the last.
      const order = (deviceId: string | null) => DEMO_DEVICE_IDS.indexOf(deviceId!);
      rows.sort((a, b) => order(a.deviceId) - order(b.deviceId));
      const deviceIds = rows.map((row) => row.deviceId!);
      const ports: Partial<Record<Protocol, number>> = {};
      for (const protocol of PROTOCOLS) {
        const port = app.devicePorts[protocol];
        if (port !== null && port !== undefined) ports[protocol] = port;
      }
      const available = PROTOCOLS.filter((protocol) => ports[protocol] !== undefined);
      const devices = assignProtocols(deviceIds, available, demoProtocols(DEMO_TRACKERS));
      if (devices.length === 0) {
        app.log.warn({ available }, 'simulator: no demo devices or no device listener on: nothing to drive');
        return;
      }
      await recordSilentTrackers(app, rows.slice(-SILENT_AT_START), devices);
      await fitProbes(app, rows, devices);
      assignDemoRoles(devices);
      // Loopback reaches the listeners whatever HOST they are bound to (0.0.0.0 or 127.0.0.1).
      simulator = new Simulator({
        host: '127.0.0.1',
        ports,
        devices,
        behaviour: 'demo',
        log: app.log.child({ module: 'simulator' }),
      });
      if (closing) return;
      simulator.start();
      const roles = devices
        .filter((device) => device.role)
        .map(({ deviceId, protocol, role }) => ({ deviceId, protocol, role }));
      app.log.info(
        { devices: devices.length, protocols: available, roles },
        'simulator driving the demo fleet',
      );
    };

    let started: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      // After the demo history (if one is being written): a live fix first would make a vehicle's past late.
      started = app.demoHistory.settled.then(begin).catch((error: unknown) => {
        app.log.error({ err: error }, 'simulator: could not start');
      });
    });

    app.addHook('preClose', async () => {
      closing = true;
      await started;
      await simulator?.stop();
    });
  },
  { name: 'simulator', dependencies: ['db', 'ingestion', 'device-listeners', 'demo-history'] },
);

/**
 * The last trackers of the fleet start offline: their last fix, engine on, is recorded as received
 * SILENT_SINCE_MS ago (an older fix never replaces a newer latest position, so a restart changes nothing).
 * The demo itineraries use the first vehicles, so these are taken from the end.
 */
async function recordSilentTrackers(
  app: FastifyInstance,
  silent: { id: number; deviceId: string | null }[],
  devices: SimulatedDevice[],
) {
  const roads = Object.values(RIYADH_ROADS);
  const lastSeen = new Date(Date.now() - SILENT_SINCE_MS);
  await Promise.all(
    silent.map(async (vehicle, index) => {
      const device = devices.find((candidate) => candidate.deviceId === vehicle.deviceId);
      if (!device) return;
      device.startsOffline = true;
      const road = roads[index % roads.length]!;
      const [lat, lon] = road[Math.floor(road.length / 2)]!;
      await app.positionWriter.submit(
        vehicle.id,
        [
          {
            deviceId: device.deviceId,
            fixTime: lastSeen,
            valid: true,
            lat,
            lon,
            speed: 0,
            course: null,
            altitude: null,
            satellites: 8,
            attributes: { ignition: true },
          },
        ],
        lastSeen,
      );
    }),
  );
}

/**
 * The demo probes (demo/sensors.ts) on the devices that carry them; a fuel tank starts at its last reported level (the
 * history's, or the last run's), so the first live fix is no refuel or drain.
 */
async function fitProbes(
  app: FastifyInstance,
  rows: { id: number; deviceId: string | null }[],
  devices: SimulatedDevice[],
) {
  for (const device of devices) {
    const spec = DEMO_SENSORS.get(device.deviceId);
    if (!spec) continue;
    device.sensors = spec;
    const vehicle = rows.find((row) => row.deviceId === device.deviceId);
    if (!spec.fuel || !vehicle) continue;
    const [last] = await app.db
      .select({ raw: sql<unknown>`${positions.attributes} -> ${spec.fuel.attribute}` })
      .from(positions)
      .where(and(eq(positions.vehicleId, vehicle.id), sql`${positions.attributes} ? ${spec.fuel.attribute}`))
      .orderBy(desc(positions.fixTime))
      .limit(1);
    const raw = Number(last?.raw);
    if (last && Number.isFinite(raw)) {
      device.fuelLitres = calibrate({ calibration: FUEL_PROBE_CALIBRATION, multiplier: 1 }, raw);
    }
  }
}
