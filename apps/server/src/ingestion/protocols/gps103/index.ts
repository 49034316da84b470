import type { DeviceProtocolDefinition } from '../contract';
import { encodeGps103Command } from './command';
import { Gps103Session } from './session';

export const gps103Protocol: DeviceProtocolDefinition = {
  name: 'gps103',
  label: 'GPS103 (Coban TK103/TK303)',
  transport: 'tcp',
  defaultPort: 5001,
  envVar: 'GPS103_PORT',
  createSession: () => new Gps103Session(),
  commandTypes: ['engine_stop', 'engine_resume', 'position_request', 'custom'],
  encodeCommand: encodeGps103Command,
};
