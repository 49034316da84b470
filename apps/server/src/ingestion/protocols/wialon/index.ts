import type { CommandRequest, DeviceProtocolDefinition } from '../contract';
import { wialonCrc } from './encode';
import { WialonSession } from './session';

/**
 * Wialon IPS has one command channel, the message to the driver (`#M#text;CRC`), which IPS trackers also read as a
 * text command: only `custom` goes there. Sent in the 2.0 form, with its CRC.
 */
export function encodeWialonCommand(command: CommandRequest): Buffer | null {
  if (command.type !== 'custom' || !command.text) return null;
  const message = `${command.text};`;
  return Buffer.from(`#M#${message}${wialonCrc(message)}\r\n`, 'utf8');
}

export const wialonProtocol: DeviceProtocolDefinition = {
  name: 'wialon',
  label: 'Wialon IPS',
  transport: 'tcp',
  defaultPort: 5039,
  envVar: 'WIALON_PORT',
  createSession: () => new WialonSession(),
  commandTypes: ['custom'],
  encodeCommand: encodeWialonCommand,
};
