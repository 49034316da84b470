import type { DeviceProtocolDefinition } from '../contract';
import { encodeMeitrackCommand } from './command';
import { MeitrackSession } from './session';

export { encodeMeitrackCommand } from './command';

export const meitrackProtocol: DeviceProtocolDefinition = {
  name: 'meitrack',
  label: 'Meitrack',
  transport: 'tcp',
  defaultPort: 5020,
  envVar: 'MEITRACK_PORT',
  createSession: () => new MeitrackSession(),
  commandTypes: ['engine_stop', 'engine_resume', 'position_request', 'reboot', 'custom'],
  encodeCommand: encodeMeitrackCommand,
};
