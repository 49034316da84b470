import { DEVICE_PROTOCOLS, type DeviceProtocolName } from '@fleet/shared/device-protocols';
import type { DeviceProtocolDefinition } from './contract';
import { gps103Protocol } from './gps103';
import { h02Protocol } from './h02';
import { jt808Protocol } from './jt808';
import { meitrackProtocol } from './meitrack';
import { queclinkProtocol } from './queclink';
import { ruptelaProtocol } from './ruptela';
import { suntechProtocol } from './suntech';
import { wialonProtocol } from './wialon';

/**
 * The stream protocols that run on the generic session transport, by name. OsmAnd (HTTP), Teltonika and GT06 have
 * transports of their own. Every name here is in the shared catalogue (`@fleet/shared/device-protocols`), which
 * gives its port and env var; a test checks the two agree.
 */
export const SESSION_PROTOCOLS: ReadonlyMap<DeviceProtocolName, DeviceProtocolDefinition> = new Map(
  [
    h02Protocol,
    jt808Protocol,
    gps103Protocol,
    queclinkProtocol,
    meitrackProtocol,
    ruptelaProtocol,
    suntechProtocol,
    wialonProtocol,
  ].map((definition) => [definition.name as DeviceProtocolName, definition]),
);

export function sessionProtocol(name: string): DeviceProtocolDefinition | undefined {
  return SESSION_PROTOCOLS.get(name as DeviceProtocolName);
}

/** Catalogue entries whose implementation is not in this build yet (listed so the gap is explicit, and tested). */
export function protocolsWithoutImplementation(): DeviceProtocolName[] {
  const own = new Set<string>(['osmand', 'teltonika', 'gt06']);
  return DEVICE_PROTOCOLS.map((p) => p.name).filter((name) => !own.has(name) && !SESSION_PROTOCOLS.has(name));
}
