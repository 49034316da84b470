/**
 * The device protocols the server listens for (docs/protocols/README.md): one entry per family, read by the
 * server's configuration and listeners, the API documents, the simulator and the "Connect a device" help.
 * Adding a protocol is a folder under `apps/server/src/ingestion/protocols/` and a line here.
 */
export const DEVICE_PROTOCOLS = [
  { name: 'osmand', label: 'OsmAnd', transport: 'http', defaultPort: 5055, envVar: 'OSMAND_PORT' },
  {
    name: 'teltonika',
    label: 'Teltonika',
    transport: 'tcp+udp',
    defaultPort: 5027,
    envVar: 'TELTONIKA_PORT',
  },
  { name: 'gt06', label: 'GT06', transport: 'tcp', defaultPort: 5023, envVar: 'GT06_PORT' },
  { name: 'h02', label: 'H02', transport: 'tcp', defaultPort: 5013, envVar: 'H02_PORT' },
  { name: 'jt808', label: 'JT/T 808', transport: 'tcp', defaultPort: 5015, envVar: 'JT808_PORT' },
  { name: 'gps103', label: 'GPS103', transport: 'tcp', defaultPort: 5001, envVar: 'GPS103_PORT' },
  { name: 'queclink', label: 'Queclink', transport: 'tcp', defaultPort: 5004, envVar: 'QUECLINK_PORT' },
  { name: 'meitrack', label: 'Meitrack', transport: 'tcp', defaultPort: 5020, envVar: 'MEITRACK_PORT' },
  { name: 'ruptela', label: 'Ruptela', transport: 'tcp', defaultPort: 5046, envVar: 'RUPTELA_PORT' },
  { name: 'suntech', label: 'Suntech', transport: 'tcp', defaultPort: 5011, envVar: 'SUNTECH_PORT' },
  { name: 'wialon', label: 'Wialon IPS', transport: 'tcp', defaultPort: 5039, envVar: 'WIALON_PORT' },
] as const;

export type DeviceProtocolName = (typeof DEVICE_PROTOCOLS)[number]['name'];
export const DEVICE_PROTOCOL_NAMES = DEVICE_PROTOCOLS.map((p) => p.name) as DeviceProtocolName[];

export function isDeviceProtocol(value: string): value is DeviceProtocolName {
  return (DEVICE_PROTOCOL_NAMES as string[]).includes(value);
}

/**
 * Every listener's variable set to `0` (off): for servers started beside others on one machine (tests, benches,
 * browser tests), which then turn on only the listeners they use.
 */
export const DEVICE_PORTS_OFF: Readonly<Record<string, string>> = Object.fromEntries(
  DEVICE_PROTOCOLS.map((protocol) => [protocol.envVar, '0']),
);
