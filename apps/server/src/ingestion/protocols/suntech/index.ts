import type { DeviceProtocolDefinition } from '../contract';
import { encodeSuntechCommand } from './command';
import { SuntechSession } from './session';

export { encodeSuntechCommand } from './command';

export const suntechProtocol: DeviceProtocolDefinition = {
  name: 'suntech',
  label: 'Suntech',
  transport: 'tcp',
  defaultPort: 5011,
  envVar: 'SUNTECH_PORT',
  createSession: () => new SuntechSession(),
  commandTypes: ['engine_stop', 'engine_resume', 'position_request', 'reboot', 'custom'],
  encodeCommand: (command) => encodeSuntechCommand(command),
};
