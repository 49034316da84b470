/**
 * What the device transports tell the commands module (modules/commands/command-center.ts), so that commands
 * go out on the device's own connection. Every call is a map lookup unless the vehicle has commands waiting:
 * no query per packet.
 */
import type { CommandRequest } from './protocols/contract';

export type { CommandRequest } from './protocols/contract';

/** The `device_protocol` of a connection: a registry name (`teltonika`, `gt06`, `h02`, ...). */
export type CommandProtocol = string;

/** One open device connection, as the commands module writes to it. */
export interface DeviceLink {
  readonly protocol: CommandProtocol;
  /**
   * The bytes of `command` for this connection's device (its protocol, and what its session learnt); null when
   * the device's protocol has no such command or cannot carry this one.
   */
  encode(command: CommandRequest): Buffer | null;
  /** Writes the bytes; false when the connection is gone. */
  write(bytes: Buffer): boolean;
}

/**
 * A device's answer to a command: `serverFlag` is GT06's echo of the command id; `serial` the
 * `CommandRequest.serial` the reply names (JT/T 808, Queclink, Meitrack). With neither, it answers the command in
 * flight.
 */
export interface CommandReply {
  text: string;
  serverFlag?: number;
  serial?: number;
}

export interface CommandPort {
  /** A packet of this connection was acknowledged (the device reads now); `speed` of its newest fix, if any. */
  acked(vehicleId: number, link: DeviceLink, speed: number | null): void;
  /** The device answered a command on this connection. */
  replied(vehicleId: number, link: DeviceLink, reply: CommandReply): void;
  /** The connection closed. */
  closed(vehicleId: number, link: DeviceLink): void;
  /** A vehicle's device reported with `protocol` (OsmAnd devices take no command). */
  reportedBy(vehicleId: number, protocol: CommandProtocol | 'osmand'): void;
}

/** The newest fix's speed of a batch (null when none has one). */
export function newestSpeed(records: readonly { fixTime: Date; speed: number | null }[]): number | null {
  let newest: { fixTime: Date; speed: number | null } | null = null;
  let newestMs = -Infinity;
  for (const record of records) {
    // Dates compared as numbers: `>=` on the objects converts both through valueOf at every step.
    const ms = record.fixTime.getTime();
    if (ms >= newestMs) {
      newest = record;
      newestMs = ms;
    }
  }
  return newest?.speed ?? null;
}

/**
 * The port the transports hold from the start; the commands module plugs its center in once it is up
 * (it needs the event bus, which starts after ingestion). Until then, and without it, calls do nothing.
 */
export class CommandPortSlot implements CommandPort {
  target: CommandPort | null = null;

  acked(vehicleId: number, link: DeviceLink, speed: number | null): void {
    this.target?.acked(vehicleId, link, speed);
  }

  replied(vehicleId: number, link: DeviceLink, reply: CommandReply): void {
    this.target?.replied(vehicleId, link, reply);
  }

  closed(vehicleId: number, link: DeviceLink): void {
    this.target?.closed(vehicleId, link);
  }

  reportedBy(vehicleId: number, protocol: CommandProtocol | 'osmand'): void {
    this.target?.reportedBy(vehicleId, protocol);
  }
}
