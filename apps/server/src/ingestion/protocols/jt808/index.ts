import type { DeviceProtocolDefinition } from '../contract';
import { jt808CommandForId } from './commands';
import { Jt808Session } from './session';

export const jt808Protocol: DeviceProtocolDefinition = {
  name: 'jt808',
  label: 'JT/T 808',
  transport: 'tcp',
  defaultPort: 5015,
  envVar: 'JT808_PORT',
  createSession: () => new Jt808Session(),
  commandTypes: ['engine_stop', 'engine_resume', 'position_request', 'reboot', 'custom'],
  encodeCommand: jt808CommandForId,
};
