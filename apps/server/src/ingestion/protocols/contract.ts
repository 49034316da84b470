import type { CommandType } from '@fleet/shared/schemas/commands';
import type { Position } from '../position';

/**
 * The contract every stream protocol folder (`protocols/<name>/`) implements: a pure, per-connection session that
 * turns bytes into events and builds the replies the device waits for. No I/O: the generic TCP/UDP transport looks
 * devices up, commits positions and writes replies, so "ACK only after commit" is written once for every protocol.
 */

/** What a session hands the transport for one frame (or one part of the stream). */
export type SessionEvent =
  /**
   * The device said who it is (a login frame, or the id every text frame carries). `reply` is written once the id
   * matched a vehicle (a login ACK); an unknown id closes a connection whose protocol has a login (`closeIfUnknown`),
   * and otherwise just drops that frame's data.
   */
  | { type: 'identify'; deviceId: string; reply?: Buffer; closeIfUnknown?: boolean }
  /**
   * Positions to store, then `reply` (the data acknowledgement) — written only after they are committed. `deviceId`
   * when the frame itself names the device (text protocols); else the connection's identified device. `reply` is
   * sent even when every record failed the sanity check (`skipped`): the device must not resend what was read.
   */
  | { type: 'positions'; deviceId?: string; positions: Position[]; skipped?: number; reply?: Buffer }
  /** A frame with nothing to store that the device waits an answer to (heartbeat, time request, ...). */
  | { type: 'reply'; deviceId?: string; bytes: Buffer }
  /**
   * The device answered a command. `serial`: the `CommandRequest.serial` of the command answered, when the reply
   * names it (a JT/T 808 reply serial, a Queclink serial, a Meitrack flag); without it the reply answers the
   * command in flight on the connection.
   */
  | { type: 'command-result'; deviceId?: string; text: string; serial?: number }
  /** Bytes skipped while looking for the start of a frame (logged once per connection). */
  | { type: 'garbage'; bytes: number }
  /** A well-framed message not understood or failing its checksum: logged, nothing replied, the stream goes on. */
  | { type: 'drop'; reason: string }
  /** The stream cannot be resynchronised (absurd length, ...): the transport closes; further input is ignored. */
  | { type: 'close'; reason: string };

export interface ProtocolSession {
  /**
   * Feed bytes as they arrive (a frame may be split at any byte, several may come in one chunk). `now` is the
   * server's clock for the sanity check of fix times (`checkSanity`). Must keep memory bounded: a frame longer
   * than the protocol allows yields `close` or skips bytes, never grows the buffer without limit.
   */
  push(chunk: Buffer, now: Date): SessionEvent[];
  /** The device id identified on this connection so far, if any. */
  readonly deviceId: string | null;
  /**
   * The bytes of a command on this connection, built from what the session has learnt (the id exactly as the
   * device writes it, a JT/T 808 terminal number and header version, a Suntech dialect); null when this command
   * cannot be sent (docs/protocols/README.md#adding-a-protocol). A session that remembers what it sent can then name
   * the command a reply answers (`command-result`'s `serial`). Absent: the definition's `encodeCommand` is used.
   */
  encodeCommand?(command: CommandRequest): Buffer | null;
}

/** A command to a device, as the commands module asks for it. */
export interface CommandRequest {
  /** The command's id (GT06 carries it as the server flag its reply echoes). */
  id: number;
  type: CommandType;
  /** `custom` only: the text (or hex for binary protocols) the user typed. */
  text: string | null;
  /** The vehicle's `device_password` (H02, GPS103, Meitrack, Suntech commands may carry it). */
  password: string;
  deviceId: string;
  /** A number that increases per command on this connection (16 bits: serials, sequence numbers). */
  serial: number;
}

export interface DeviceProtocolDefinition {
  /** The `device_protocol` value and the metrics label: lower case, no spaces (`h02`, `jt808`, ...). */
  name: string;
  /** Shown in the UI and the docs. */
  label: string;
  transport: 'tcp' | 'udp' | 'tcp+udp' | 'http';
  defaultPort: number;
  /** The environment variable overriding the port (`H02_PORT`); `0` turns the listener off. */
  envVar: string;
  createSession(): ProtocolSession;
  /**
   * The command types the family has (docs/api.md#commands); the API refuses the others with
   * `commands.not_supported`. Absent or empty: the family takes no command.
   */
  commandTypes?: readonly CommandType[];
  /**
   * The bytes of a command from the vehicle's own `device_id` alone (no session at hand); null when it cannot be
   * sent. A session's own `encodeCommand` is preferred on a live connection.
   */
  encodeCommand?(command: CommandRequest): Buffer | null;
}
