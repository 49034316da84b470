import http from 'node:http';
import net from 'node:net';
import {
  gt06Alarm,
  GT06_ALARM_SOS,
  gt06Heartbeat,
  gt06Location,
  gt06Login,
  gt06Time,
} from '../ingestion/gt06/encode';
import { osmandQuery } from '../ingestion/osmand/encode';
import {
  h02Heartbeat,
  H02_STATUS_IDLE,
  h02TextLocation,
  type H02Fix,
} from '../ingestion/protocols/h02/encode';
import {
  jt808Auth,
  jt808Frame,
  jt808Heartbeat,
  jt808Location,
  jt808LocationBody,
  jt808Register,
  jt808TerminalResponse,
  type Jt808Device,
  type Jt808Fix,
} from '../ingestion/protocols/jt808/encode';
import { DELIMITER, parseMessage, unescape, type Jt808Message } from '../ingestion/protocols/jt808/frame';
import {
  queclinkEvent,
  queclinkFri,
  queclinkHeartbeat,
  queclinkTime,
} from '../ingestion/protocols/queclink/encode';
import { avlFrame, codec8Record, teltonikaImeiPacket } from '../ingestion/teltonika/encode';
import type { Fix } from './simulated-vehicle';

export type Protocol = 'osmand' | 'teltonika' | 'gt06' | 'h02' | 'jt808' | 'queclink';
export const PROTOCOLS: readonly Protocol[] = ['osmand', 'teltonika', 'gt06', 'h02', 'jt808', 'queclink'];

export function isSimulatedProtocol(name: string): name is Protocol {
  return (PROTOCOLS as readonly string[]).includes(name);
}

/**
 * Whether a device of `protocol` can name itself `deviceId`: GT06 logs in with 16 BCD digits, H02 text frames
 * and JT/T 808 terminal numbers (2019 header) hold up to 20 digits, a Queclink report a 15-digit IMEI.
 */
export function carriesId(protocol: Protocol, deviceId: string): boolean {
  switch (protocol) {
    case 'gt06':
      return /^\d{1,16}$/.test(deviceId);
    case 'h02':
    case 'jt808':
      return /^\d{1,20}$/.test(deviceId);
    case 'queclink':
      return /^\d{15}$/.test(deviceId);
    default:
      return deviceId.length > 0;
  }
}

/** A device's connection to the server, speaking its protocol and reading the replies as a tracker would. */
export interface DeviceLink {
  /** Resolves once the server has acknowledged every fix (so they are committed); throws otherwise. */
  send(fixes: readonly Fix[]): Promise<void>;
  /** Drops the connection (network lost); the next `send` reconnects. */
  close(): void;
}

const REPLY_TIMEOUT_MS = 10_000;

/** A TCP connection that reads exact reply lengths, as a tracker's firmware does. */
class TcpConnection {
  private buffered: Buffer = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  private closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.wake?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
    socket.on('error', () => {});
  }

  static open(host: string, port: number): Promise<TcpConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port }, () => {
        socket.off('error', reject);
        resolve(new TcpConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  write(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  async read(length: number): Promise<Buffer> {
    const deadline = Date.now() + REPLY_TIMEOUT_MS;
    while (this.buffered.length < length) {
      if (this.closed) throw new Error('connection closed by the server');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no reply in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
    const bytes = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(length);
    return bytes;
  }

  /** The bytes up to and including the next `delimiter` (a text protocol's frame end). */
  async readUntil(delimiter: number, maxLength = 4096): Promise<Buffer> {
    const deadline = Date.now() + REPLY_TIMEOUT_MS;
    for (;;) {
      const end = this.buffered.indexOf(delimiter);
      if (end >= 0) return this.read(end + 1);
      if (this.buffered.length > maxLength) throw new Error(`no frame end in ${maxLength} bytes`);
      if (this.closed) throw new Error('connection closed by the server');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no reply in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/** Readings named `io<id>` as 2-byte IO elements (an analog input's millivolts), as an FMB sends them. */
function teltonikaIo2(readings: Record<string, number> | undefined): [number, number][] {
  const elements: [number, number][] = [];
  for (const [name, value] of Object.entries(readings ?? {})) {
    const id = /^io(\d+)$/.exec(name)?.[1];
    if (id !== undefined) elements.push([Number(id), Math.max(0, Math.min(0xffff, Math.round(value)))]);
  }
  return elements;
}

/** Teltonika FMB-style: IMEI handshake, then Codec 8 packets of several records, each ACKed with the count. */
export class TeltonikaLink implements DeviceLink {
  private connection: TcpConnection | null = null;

  constructor(
    private readonly imei: string,
    private readonly host: string,
    private readonly port: number,
  ) {}

  async send(fixes: readonly Fix[]): Promise<void> {
    if (fixes.length === 0) return;
    const connection = await this.connect();
    const records = fixes.map((fix) =>
      codec8Record({
        timestampMs: fix.fixTime.getTime(),
        // An FMB's panic button raises a record with event IO 236 (alarm) = 1.
        ...(fix.alarm ? { eventIo: 236 } : {}),
        lat: fix.lat,
        lon: fix.lon,
        altitude: fix.altitude,
        speed: fix.speed,
        course: fix.course,
        satellites: fix.satellites,
        io1: [
          [239, fix.ignition ? 1 : 0],
          [240, fix.speed > 0 ? 1 : 0],
          ...(fix.alarm ? ([[236, 1]] as [number, number][]) : []),
        ],
        io2: [[66, fix.ignition ? 13_900 : 12_600], ...teltonikaIo2(fix.readings)],
      }),
    );
    connection.write(avlFrame(records));
    const ack = (await connection.read(4)).readUInt32BE(0);
    if (ack !== fixes.length) {
      this.close();
      throw new Error(`ACK ${ack} for ${fixes.length} records`);
    }
  }

  private async connect(): Promise<TcpConnection> {
    if (this.connection && !this.connection.isClosed) return this.connection;
    const connection = await TcpConnection.open(this.host, this.port);
    connection.write(teltonikaImeiPacket(this.imei));
    const reply = await connection.read(1).catch((error: unknown) => {
      connection.destroy();
      throw error;
    });
    if (reply[0] !== 0x01) {
      connection.destroy();
      throw new Error(`IMEI ${this.imei} refused`);
    }
    this.connection = connection;
    return connection;
  }

  close(): void {
    this.connection?.destroy();
    this.connection = null;
  }
}

/** Concox-style GT06: login, then one location frame per fix (and heartbeats when parked), each answered. */
export class Gt06Link implements DeviceLink {
  private connection: TcpConnection | null = null;
  private serial = 0;

  constructor(
    private readonly imei: string,
    private readonly host: string,
    private readonly port: number,
  ) {}

  private nextSerial(): number {
    this.serial = (this.serial + 1) & 0xffff;
    return this.serial;
  }

  async send(fixes: readonly Fix[]): Promise<void> {
    for (const fix of fixes) {
      const connection = await this.connect();
      if (!fix.ignition) {
        connection.write(gt06Heartbeat(this.nextSerial(), false));
        await this.reply(connection);
      }
      const gps = {
        time: gt06Time(fix.fixTime),
        lat: fix.lat,
        lon: fix.lon,
        speed: fix.speed,
        course: fix.course,
        satellites: fix.satellites,
        ignition: fix.ignition,
      };
      // SOS: the `16` alarm frame (GPS + LBS + status, alarm byte 01) instead of a location.
      connection.write(
        fix.alarm ? gt06Alarm(gps, GT06_ALARM_SOS, this.nextSerial()) : gt06Location(gps, this.nextSerial()),
      );
      await this.reply(connection);
    }
  }

  private async reply(connection: TcpConnection): Promise<void> {
    try {
      const bytes = await connection.read(10);
      if (bytes[0] !== 0x78 || bytes[1] !== 0x78) throw new Error('malformed reply');
    } catch (error) {
      this.close();
      throw error;
    }
  }

  private async connect(): Promise<TcpConnection> {
    if (this.connection && !this.connection.isClosed) return this.connection;
    const connection = await TcpConnection.open(this.host, this.port);
    this.connection = connection;
    connection.write(gt06Login(this.imei, this.nextSerial()));
    await this.reply(connection);
    return connection;
  }

  close(): void {
    this.connection?.destroy();
    this.connection = null;
  }
}

/** A tracker whose connection is opened on demand and dropped on any unexpected reply. */
abstract class TcpLink implements DeviceLink {
  private connection: TcpConnection | null = null;

  constructor(
    protected readonly deviceId: string,
    private readonly host: string,
    private readonly port: number,
  ) {}

  abstract send(fixes: readonly Fix[]): Promise<void>;

  /** What the device sends and waits for once connected (a login); nothing by default. */
  protected async greet(_connection: TcpConnection): Promise<void> {}

  /** Runs `exchange` on the open connection; any failure drops it (the device reconnects on its next send). */
  protected async exchange<T>(exchange: (connection: TcpConnection) => Promise<T>): Promise<T> {
    try {
      if (!this.connection || this.connection.isClosed) {
        const connection = await TcpConnection.open(this.host, this.port);
        this.connection = connection;
        await this.greet(connection);
      }
      return await exchange(this.connection);
    } catch (error) {
      this.close();
      throw error;
    }
  }

  close(): void {
    this.connection?.destroy();
    this.connection = null;
  }
}

/** H02 status bits (negative logic: a clear bit is active). */
const H02_ACC_ON_BIT = 1 << 10;
const H02_SOS_BIT = 1 << 1;
const HASH = 0x23;
const DOLLAR = 0x24;
const KNOTS_PER_KMH = 1 / 1.852;

/**
 * Sinotrack-style H02: no login; a `*HQ,<id>,V1,...#` text location per fix (ACC and SOS in the status word),
 * answered `*HQ,<id>,V4,V1,<time>#` once stored, and a `HTBT` heartbeat (answered in kind) while parked. A server
 * command (`*HQ,<id>,S20,...#`) arriving meanwhile is confirmed with `V4` as the device does.
 */
export class H02Link extends TcpLink {
  private lastFix: H02Fix | null = null;

  async send(fixes: readonly Fix[]): Promise<void> {
    for (const fix of fixes) {
      await this.exchange(async (connection) => {
        if (!fix.ignition) {
          connection.write(h02Heartbeat(this.deviceId, 90));
          await this.reply(connection, 'HTBT#');
        }
        let status = H02_STATUS_IDLE;
        if (!fix.ignition) status &= ~H02_ACC_ON_BIT;
        if (fix.alarm === 'sos') status &= ~H02_SOS_BIT;
        const location: H02Fix = {
          id: this.deviceId,
          time: fix.fixTime,
          lat: fix.lat,
          lon: fix.lon,
          speedKnots: fix.speed * KNOTS_PER_KMH,
          course: fix.course,
          valid: true,
          status: status >>> 0,
        };
        this.lastFix = { ...location, status: status | H02_SOS_BIT };
        connection.write(h02TextLocation(location));
        await this.reply(connection, 'V4,V1,');
      });
    }
  }

  /** Reads frames until the one answering `expected` (the text after `*HQ,<id>,`). */
  private async reply(connection: TcpConnection, expected: string): Promise<void> {
    const prefix = `*HQ,${this.deviceId},`;
    for (;;) {
      const frame = (await connection.readUntil(HASH)).toString('latin1').trim();
      if (!frame.startsWith(prefix)) throw new Error(`unexpected reply ${frame.slice(0, 40)}`);
      const rest = frame.slice(prefix.length);
      if (rest.startsWith(expected)) return;
      // A command `*HQ,<id>,<command>,<time>,...#`: confirmed by a `V4` location naming it (`V4,S20,DONE,<its
      // time>,<the fix>`), as in docs/protocols/h02.md#commands.
      const [command, time] = rest.slice(0, -1).split(',');
      if (!command || !time || !this.lastFix) continue;
      const now = { ...this.lastFix, time: new Date() };
      const confirmation = h02TextLocation(now, 'V4')
        .toString('latin1')
        .replace(',V4,', `,V4,${command},DONE,${time},`);
      connection.write(Buffer.from(confirmation, 'latin1'));
    }
  }
}

/** JT/T 808 message ids this device reads and answers. */
const JT808_PLATFORM_RESPONSE = 0x8001;
const JT808_REGISTER_RESPONSE = 0x8100;
const JT808_POSITION_QUERY = 0x8201;
const JT808_POSITION_QUERY_RESPONSE = 0x0201;
const JT808_AUTH = 0x0102;
const JT808_HEARTBEAT = 0x0002;
const JT808_LOCATION = 0x0200;
/** Alarm word bit 0: emergency (SOS). */
const JT808_ALARM_SOS = 1 << 0;

/**
 * A JT/T 808 terminal (a 12-digit phone number: the 2013 header; longer: the 2019 one): registers once (0x0100) and
 * keeps the authentication code the platform gives, authenticates (0x0102) on every connection, then one location
 * report (0x0200) per fix, each acknowledged by a general response (0x8001) naming its serial, and a heartbeat
 * (0x0002) while parked. A platform message in between is answered as terminals do: a position query (0x8201)
 * with the current fix (0x0201), anything else with a general terminal response (0x0001).
 */
export class Jt808Link extends TcpLink {
  private readonly device: Jt808Device;
  private serial = 0;
  private authCode: string | null = null;
  private lastFix: Jt808Fix | null = null;

  constructor(deviceId: string, host: string, port: number) {
    super(deviceId, host, port);
    this.device = deviceId.length > 12 ? { deviceId, version: 1 } : { deviceId };
  }

  private nextSerial(): number {
    this.serial = (this.serial + 1) & 0xffff;
    return this.serial;
  }

  protected override async greet(connection: TcpConnection): Promise<void> {
    if (this.authCode === null) {
      const serial = this.nextSerial();
      connection.write(jt808Register(this.device, serial, 'DEMO'));
      const reply = await this.response(connection, JT808_REGISTER_RESPONSE);
      const body = reply.body;
      if (body.length < 3 || body.readUInt16BE(0) !== serial || body[2] !== 0) {
        throw new Error(`registration refused (result ${body[2]})`);
      }
      this.authCode = body.subarray(3).toString('latin1');
    }
    const serial = this.nextSerial();
    connection.write(jt808Auth(this.device, serial, this.authCode));
    try {
      await this.acknowledged(connection, serial, JT808_AUTH);
    } catch (error) {
      this.authCode = null; // register again next time
      throw error;
    }
  }

  async send(fixes: readonly Fix[]): Promise<void> {
    for (const fix of fixes) {
      const report: Jt808Fix = {
        time: fix.fixTime,
        lat: fix.lat,
        lon: fix.lon,
        speed: fix.speed,
        course: fix.course,
        altitude: fix.altitude,
        ignition: fix.ignition,
        satellites: fix.satellites,
        rssi: 24,
        ...(fix.alarm === 'sos' ? { alarm: JT808_ALARM_SOS } : {}),
      };
      await this.exchange(async (connection) => {
        if (!fix.ignition) {
          const serial = this.nextSerial();
          connection.write(jt808Heartbeat(this.device, serial));
          await this.acknowledged(connection, serial, JT808_HEARTBEAT);
        }
        this.lastFix = { ...report, alarm: 0 };
        const serial = this.nextSerial();
        connection.write(jt808Location(this.device, serial, report));
        await this.acknowledged(connection, serial, JT808_LOCATION);
      });
    }
  }

  /** Waits for the general response (0x8001) to our message `serial`, result 0. */
  private async acknowledged(connection: TcpConnection, serial: number, messageId: number): Promise<void> {
    const { body } = await this.response(connection, JT808_PLATFORM_RESPONSE);
    if (body.length < 5 || body.readUInt16BE(0) !== serial || body.readUInt16BE(2) !== messageId) {
      throw new Error('general response to another message');
    }
    if (body[4] !== 0) throw new Error(`message ${messageId.toString(16)} refused (result ${body[4]})`);
  }

  /** The next platform message of type `messageId`, answering any other one in between. */
  private async response(connection: TcpConnection, messageId: number): Promise<Jt808Message> {
    for (;;) {
      const opening = await connection.readUntil(DELIMITER);
      if (opening.length !== 1) throw new Error(`bytes outside a frame: ${opening.toString('hex')}`);
      const frame = await connection.readUntil(DELIMITER);
      const data = unescape(frame.subarray(0, -1));
      const message = data === null ? 'bad escape' : parseMessage(data);
      if (typeof message === 'string') throw new Error(`platform frame: ${message}`);
      if (message.header.messageId === messageId) return message;
      const answered = { serial: message.header.serial, messageId: message.header.messageId };
      if (answered.messageId === JT808_POSITION_QUERY && this.lastFix) {
        const body = Buffer.concat([
          Buffer.alloc(2),
          jt808LocationBody({ ...this.lastFix, time: new Date() }),
        ]);
        body.writeUInt16BE(answered.serial, 0);
        connection.write(jt808Frame(this.device, JT808_POSITION_QUERY_RESPONSE, this.nextSerial(), body));
      } else {
        connection.write(jt808TerminalResponse(this.device, this.nextSerial(), { ...answered, result: 0 }));
      }
    }
  }
}

/**
 * A Queclink GV300-class tracker with server acknowledgements on: a `+RESP:GTFRI` fixed report per fix (power,
 * ignition and motion in its device status), `+RESP:GTSOS` when SOS is pressed, each answered `+SACK:<count>$`
 * once stored, and the `+ACK:GTHBD` heartbeat while parked (answered `+SACK:GTHBD,...$`). Commands (`AT+GT...`)
 * arriving meanwhile are acknowledged `+ACK:GT<command>` as the device does.
 */
export class QueclinkLink extends TcpLink {
  private count = 0;

  private nextCount(): number {
    this.count = (this.count + 1) & 0xffff;
    return this.count;
  }

  async send(fixes: readonly Fix[]): Promise<void> {
    for (const fix of fixes) {
      await this.exchange(async (connection) => {
        if (!fix.ignition) {
          const count = this.nextCount();
          connection.write(queclinkHeartbeat({ imei: this.deviceId, sendTime: new Date(), count }));
          await this.reply(connection, `+SACK:GTHBD,`, count);
        }
        const block = {
          time: fix.fixTime,
          lat: fix.lat,
          lon: fix.lon,
          speed: fix.speed,
          course: fix.course,
          altitude: fix.altitude,
          hdop: 1,
          cell: { mcc: 420, mnc: 1, lac: 0x1001, cid: 0x3039 },
        };
        const count = this.nextCount();
        const common = { imei: this.deviceId, sendTime: new Date(), count };
        connection.write(
          fix.alarm === 'sos'
            ? queclinkEvent({ ...common, type: 'SOS', fix: block })
            : queclinkFri({
                ...common,
                fixes: [block],
                power: fix.ignition ? 13.9 : 12.6,
                batteryLevel: 100,
                ignition: fix.ignition,
                moving: fix.speed > 0,
              }),
        );
        await this.reply(connection, '+SACK:', count);
      });
    }
  }

  /** Reads frames until `+SACK` naming `count`. */
  private async reply(connection: TcpConnection, prefix: string, count: number): Promise<void> {
    const hex = count.toString(16).toUpperCase().padStart(4, '0');
    for (;;) {
      const frame = (await connection.readUntil(DOLLAR)).toString('latin1').trim();
      if (frame.startsWith(prefix)) {
        if (!frame.endsWith(`${hex}$`)) throw new Error(`acknowledgement ${frame} for count ${hex}`);
        return;
      }
      // `AT+GT<command>=<password>,...,<serial>$`: acknowledged with the command's serial; anything else ignored.
      const command = /^AT\+GT([A-Z]{3})=.*,([0-9A-Fa-f]{4})\$$/.exec(frame);
      if (!command) continue;
      const own = this.nextCount().toString(16).toUpperCase().padStart(4, '0');
      connection.write(
        Buffer.from(
          `+ACK:GT${command[1]},270902,${this.deviceId},,${command[2]},${queclinkTime(new Date())},${own}$`,
          'latin1',
        ),
      );
    }
  }
}

/** Traccar Client-style: one HTTP request per fix, query form, speed in knots; 200 means stored. */
export class OsmandLink implements DeviceLink {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly deviceId: string,
    private readonly host: string,
    private readonly port: number,
  ) {}

  async send(fixes: readonly Fix[]): Promise<void> {
    for (const fix of fixes) {
      const path = osmandQuery({
        deviceId: this.deviceId,
        fixTime: fix.fixTime,
        lat: fix.lat,
        lon: fix.lon,
        speed: fix.speed,
        course: fix.course,
        altitude: fix.altitude,
        ignition: fix.ignition,
        alarm: fix.alarm ?? null,
        ...(fix.readings ? { extra: fix.readings } : {}),
      });
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: this.host,
            port: this.port,
            path,
            method: 'POST',
            agent: this.agent,
            timeout: REPLY_TIMEOUT_MS,
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('timeout', () => request.destroy(new Error('no reply in time')));
        request.on('error', reject);
        request.end();
      });
      if (status !== 200) throw new Error(`HTTP ${status}`);
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

export function openLink(protocol: Protocol, deviceId: string, host: string, port: number): DeviceLink {
  switch (protocol) {
    case 'teltonika':
      return new TeltonikaLink(deviceId, host, port);
    case 'gt06':
      return new Gt06Link(deviceId, host, port);
    case 'h02':
      return new H02Link(deviceId, host, port);
    case 'jt808':
      return new Jt808Link(deviceId, host, port);
    case 'queclink':
      return new QueclinkLink(deviceId, host, port);
    case 'osmand':
      return new OsmandLink(deviceId, host, port);
  }
}
