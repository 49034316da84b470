import type { CommandRequest, DeviceProtocolDefinition } from '../contract';
import { RUPTELA_COMMAND, ruptelaServerPacket, RuptelaSession } from './session';

/** An SMS-style text command carried over GPRS (command 108); the device answers with command 7. */
function smsViaGprs(password: string, text: string): Buffer {
  // Ruptela's text commands start with the SMS password; with none set they start with a space.
  return ruptelaServerPacket(100 + RUPTELA_COMMAND.smsViaGprs, Buffer.from(`${password} ${text}`, 'latin1'));
}

export function encodeRuptelaCommand(command: CommandRequest): Buffer | null {
  switch (command.type) {
    case 'engine_stop':
      return smsViaGprs(command.password, 'immobilizer 10');
    case 'engine_resume':
      return smsViaGprs(command.password, 'resetimmob');
    case 'reboot':
      return smsViaGprs(command.password, 'reset');
    case 'custom': {
      const text = command.text ?? '';
      if (text === '') return null;
      // Hex pairs: a whole server packet as typed; anything else: a text command.
      if (/^([0-9a-fA-F]{2})+$/.test(text)) return Buffer.from(text, 'hex');
      return smsViaGprs(command.password, text);
    }
    default:
      return null;
  }
}

export const ruptelaProtocol: DeviceProtocolDefinition = {
  name: 'ruptela',
  label: 'Ruptela',
  transport: 'tcp',
  defaultPort: 5046,
  envVar: 'RUPTELA_PORT',
  createSession: () => new RuptelaSession(),
  commandTypes: ['engine_stop', 'engine_resume', 'reboot', 'custom'],
  encodeCommand: encodeRuptelaCommand,
};
