import type { LogThrottle } from '../../lib/log-throttle';
import type { DeviceMetrics } from '../../lib/metrics';
import type { CommandPort } from '../command-port';
import type { DeviceRegistry } from '../device-registry';
import type { Position } from '../position';
import type { PositionWriter } from '../position-writer';

/** Where reports of devices that match no vehicle go (the "Devices waiting" list); throttled by the sink. */
export interface UnknownDeviceSink {
  seen(deviceId: string, protocol: string, position: Position | null): void;
}

/** What every device transport is given. */
export interface DeviceTransportDeps {
  registry: DeviceRegistry;
  writer: PositionWriter;
  /** This protocol's counters (none in unit tests of the transports). */
  metrics?: DeviceMetrics;
  /** Limits the lines a peer can cause at will (unknown devices, dropped frames). */
  throttle?: LogThrottle;
  /** Told of every acknowledged packet and command reply (commands go out on the device's connection). */
  commands?: CommandPort;
  /** Told of devices whose id matches no vehicle (the "Devices waiting" list). */
  unknownDevices?: UnknownDeviceSink;
}
