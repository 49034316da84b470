/**
 * What to type into a device of each protocol so that it reports to this server: the SMS or configuration
 * commands its maker documents, filled with this server's host and port. The commands are the vendors' own text
 * (never translated); what each line is and its notes are translation keys in `devices:guides`.
 *
 * Sources, checked for every line: Sinotrack's SMS list (H02), the Coban/Xexun GPS103 manuals, Teltonika's
 * parameter list and `setparam` (2001 APN, 2004 domain, 2005 port, 2006 protocol), Concox's SMS manual (GT06),
 * the JT/T 808 terminal parameters (0x0010 APN, 0x0013 main server, 0x0018 TCP port), Queclink's @Track
 * `AT+GTBSI`/`AT+GTSRI`, Meitrack's `A21`, Suntech's ST300 `NTW`, Ruptela's `setconnection`, Wialon IPS, and the
 * OsmAnd app's online-tracking URL as Traccar documents it.
 */

export type GuideLineKind = 'sms' | 'setting' | 'url';

export type GuideLine = {
  /** An SMS to send, a setting of the maker's tool or the device, or an address to paste into an app. */
  kind: GuideLineKind;
  /** Key under `devices:guides.<protocol>`: what this line is. */
  key: string;
  /** The text to type, exactly. */
  text: string;
  /** Key under `devices:guides.<protocol>` of a note on the line, when it needs one. */
  note?: string;
};

export type GuideTarget = {
  host: string;
  port: number;
  /** The vehicle's device id when known (the vehicle form); a placeholder otherwise. */
  deviceId?: string | null;
};

/** Placeholders the user replaces; shown as they are. */
export const PLACEHOLDERS = { apn: '<APN>', imei: '<IMEI>', password: '<password>' } as const;

const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;

/** Whether the host is an IPv4 address (some SMS commands say which of the two they carry). */
export function isIpAddress(host: string): boolean {
  return IPV4.test(host);
}

type GuideBuilder = (target: Required<Pick<GuideTarget, 'host' | 'port'>> & { id: string }) => GuideLine[];

const GUIDES: Record<string, GuideBuilder> = {
  osmand: ({ host, port, id }) => [
    { kind: 'setting', key: 'client_url', text: `http://${host}:${port}` },
    { kind: 'setting', key: 'client_id', text: id },
    {
      kind: 'url',
      key: 'app_url',
      text: `http://${host}:${port}/?id=${id}&lat={0}&lon={1}&timestamp={2}&hdop={3}&altitude={4}`,
      note: 'app_url_note',
    },
  ],
  teltonika: ({ host, port }) => [
    { kind: 'setting', key: 'domain', text: host },
    { kind: 'setting', key: 'port', text: String(port) },
    { kind: 'setting', key: 'protocol', text: 'TCP' },
    { kind: 'sms', key: 'sms_server', text: `  setparam 2004:${host};2005:${port};2006:0`, note: 'sms_note' },
    { kind: 'sms', key: 'sms_apn', text: `  setparam 2001:${PLACEHOLDERS.apn}` },
  ],
  gt06: ({ host, port }) => [
    {
      kind: 'sms',
      key: 'sms_server',
      text: `SERVER,${isIpAddress(host) ? 0 : 1},${host},${port},0#`,
      note: 'sms_server_note',
    },
    { kind: 'sms', key: 'sms_apn', text: `APN,${PLACEHOLDERS.apn}#` },
  ],
  h02: ({ host, port }) => [
    { kind: 'sms', key: 'sms_server', text: `8040000 ${host} ${port}`, note: 'password_note' },
    { kind: 'sms', key: 'sms_apn', text: `8030000 ${PLACEHOLDERS.apn}` },
  ],
  jt808: ({ host, port, id }) => [
    { kind: 'setting', key: 'server', text: host },
    { kind: 'setting', key: 'port', text: String(port) },
    { kind: 'setting', key: 'apn', text: PLACEHOLDERS.apn },
    { kind: 'setting', key: 'terminal', text: id, note: 'terminal_note' },
  ],
  gps103: ({ host, port }) => [
    { kind: 'sms', key: 'sms_server', text: `adminip123456 ${host} ${port}`, note: 'password_note' },
    { kind: 'sms', key: 'sms_apn', text: `apn123456 ${PLACEHOLDERS.apn}` },
  ],
  queclink: ({ host, port }) => [
    {
      kind: 'sms',
      key: 'sms_apn',
      text: `AT+GTBSI=${PLACEHOLDERS.password},${PLACEHOLDERS.apn},,,,,,,0001$`,
      note: 'password_note',
    },
    {
      kind: 'sms',
      key: 'sms_server',
      text: `AT+GTSRI=${PLACEHOLDERS.password},3,,1,${host},${port},,,,15,0,,,,,0002$`,
      note: 'sms_server_note',
    },
  ],
  meitrack: ({ host, port }) => [
    {
      kind: 'sms',
      key: 'sms_server',
      text: `0000,A21,1,${host},${port},${PLACEHOLDERS.apn},,`,
      note: 'sms_note',
    },
  ],
  ruptela: ({ host, port }) => [
    { kind: 'setting', key: 'server', text: host },
    { kind: 'setting', key: 'port', text: String(port) },
    { kind: 'setting', key: 'protocol', text: 'TCP' },
    {
      kind: 'sms',
      key: 'sms_server',
      text: `${PLACEHOLDERS.password} setconnection ${PLACEHOLDERS.apn},,,TCP,${host},${port}`,
      note: 'sms_note',
    },
  ],
  suntech: ({ host, port, id }) => [
    {
      kind: 'sms',
      key: 'sms_server',
      text: `ST300NTW;${id};02;0;${PLACEHOLDERS.apn};;;${host};${port};;;;`,
      note: 'sms_note',
    },
  ],
  wialon: ({ host, port, id }) => [
    { kind: 'setting', key: 'server', text: host },
    { kind: 'setting', key: 'port', text: String(port) },
    { kind: 'setting', key: 'protocol', text: 'Wialon IPS 2.0' },
    { kind: 'setting', key: 'login', text: id },
    { kind: 'setting', key: 'password', text: 'NA', note: 'password_note' },
  ],
};

/** The protocols a guide exists for, in the catalogue's order. */
export const GUIDED_PROTOCOLS = Object.keys(GUIDES);

/** The lines of a protocol's guide for this server; empty for a protocol without one. */
export function guideLines(protocol: string, target: GuideTarget): GuideLine[] {
  const build = GUIDES[protocol];
  if (!build) return [];
  return build({ host: target.host, port: target.port, id: target.deviceId || PLACEHOLDERS.imei });
}
