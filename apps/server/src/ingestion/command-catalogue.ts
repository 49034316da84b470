import { COMMAND_TYPES, type CommandType } from '@fleet/shared/schemas/commands';
import { encodeGt06Command } from './gt06/command';
import type { CommandRequest } from './protocols/contract';
import { sessionProtocol } from './protocols/registry';
import { encodeCodec12 } from './teltonika/codec12';

/**
 * Which commands each device protocol takes, and the texts of the two protocols that predate the contract
 * (docs/api.md#commands). The commands module asks here, and never branches on a protocol's name itself.
 */

type BuiltIn = Exclude<CommandType, 'custom'>;

/** docs/protocols/teltonika.md#commands: Codec 12 texts. */
const TELTONIKA_TEXTS: Record<BuiltIn, string> = {
  engine_stop: 'setdigout 1',
  engine_resume: 'setdigout 0',
  position_request: 'getgps',
  reboot: 'cpureset',
};

/** docs/protocols/gt06.md#commands: online command texts; `{password}` is the vehicle's `device_password`. */
const gt06Texts = (password: string): Record<BuiltIn, string> => ({
  engine_stop: `DYD,${password}#`,
  engine_resume: `HFYD,${password}#`,
  position_request: 'WHERE#',
  reboot: 'RESET#',
});

/**
 * The command types `protocol` takes; null while the vehicle's protocol is not known yet (its device has not
 * reported): any type may then be queued, and is refused when sent if the device's protocol has no such command.
 */
export function commandTypesOf(protocol: string | null): readonly CommandType[] | null {
  if (protocol === null) return null;
  if (protocol === 'teltonika' || protocol === 'gt06') return COMMAND_TYPES;
  return sessionProtocol(protocol)?.commandTypes ?? [];
}

/** Whether a vehicle whose device speaks `protocol` can be sent `type` (see `commandTypesOf`). */
export function commandSupported(protocol: string | null, type: CommandType): boolean {
  const types = commandTypesOf(protocol);
  return types === null || types.includes(type);
}

/**
 * The text a command shows in the API (`{password}` as given, masked by the caller): Teltonika's and GT06's texts,
 * a `custom` text as typed; null for the others (their bytes are in their protocol's page).
 */
export function commandText(
  type: CommandType,
  custom: string | null,
  protocol: string | null,
  password: string,
): string | null {
  if (type === 'custom') return custom;
  if (protocol === 'teltonika') return TELTONIKA_TEXTS[type];
  if (protocol === 'gt06') return gt06Texts(password)[type];
  return null;
}

/** A Codec 12 command frame (docs/protocols/teltonika.md#commands). */
export function teltonikaCommand(command: CommandRequest): Buffer | null {
  const text = command.type === 'custom' ? command.text : TELTONIKA_TEXTS[command.type];
  return text ? encodeCodec12(text) : null;
}

/**
 * A GT06 online command (docs/protocols/gt06.md#commands): the command id is the server flag the reply echoes,
 * the request's serial the packet's.
 */
export function gt06Command(command: CommandRequest): Buffer | null {
  const text = command.type === 'custom' ? command.text : gt06Texts(command.password)[command.type];
  return text ? encodeGt06Command(text, command.id, command.serial) : null;
}
