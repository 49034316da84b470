import type { CommandRequest, DeviceProtocolDefinition } from '../contract';
import { QueclinkSession } from './session';

/** The 4-hex-digit serial a command carries; the device echoes it in its `+ACK`. */
function serialHex(serial: number): string {
  return (serial & 0xffff).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * @Track AT commands. `GTOUT` drives digital output 1 (the engine-cut relay), `GTRTO` asks for a real-time
 * location (`1`) or a reboot (`3`). The password is the device's (`device_password`, by default the model name).
 */
export function encodeQueclinkCommand(command: CommandRequest): Buffer | null {
  const password = command.password;
  const serial = serialHex(command.serial);
  let text: string;
  switch (command.type) {
    case 'engine_stop':
      text = `AT+GTOUT=${password},1,,,0,0,0,0,0,0,0,,,,,,,${serial}$`;
      break;
    case 'engine_resume':
      text = `AT+GTOUT=${password},0,,,0,0,0,0,0,0,0,,,,,,,${serial}$`;
      break;
    case 'position_request':
      text = `AT+GTRTO=${password},1,,,,,,${serial}$`;
      break;
    case 'reboot':
      text = `AT+GTRTO=${password},3,,,,,,${serial}$`;
      break;
    case 'custom': {
      const custom = (command.text ?? '').trim();
      if (custom === '' || /[\r\n]/.test(custom)) return null;
      text = custom.endsWith('$') ? custom : `${custom}$`;
      break;
    }
    default:
      return null;
  }
  return Buffer.from(text, 'ascii');
}

export const queclinkProtocol: DeviceProtocolDefinition = {
  name: 'queclink',
  label: 'Queclink @Track',
  transport: 'tcp',
  defaultPort: 5004,
  envVar: 'QUECLINK_PORT',
  createSession: () => new QueclinkSession(),
  commandTypes: ['engine_stop', 'engine_resume', 'position_request', 'reboot', 'custom'],
  encodeCommand: encodeQueclinkCommand,
};
