import type { DeviceProtocolDefinition } from '../contract';
import { encodeH02Command } from './command';
import { H02Session } from './session';

export const h02Protocol: DeviceProtocolDefinition = {
  name: 'h02',
  label: 'H02 (Sinotrack and clones)',
  transport: 'tcp',
  defaultPort: 5013,
  envVar: 'H02_PORT',
  createSession: () => new H02Session(),
  commandTypes: ['engine_stop', 'engine_resume', 'custom'],
  encodeCommand: (command) => encodeH02Command(command, new Date()),
};
