import type { CommandRequest } from '../contract';

/** Which of the two text dialects a device speaks; commands must be written in the same one. */
export type SuntechDialect = { kind: 'universal' } | { kind: 'legacy'; prefix: string };

const UNIVERSAL_COMMANDS: Partial<Record<CommandRequest['type'], string>> = {
  engine_stop: '04;01',
  engine_resume: '04;02',
  position_request: '03;01',
  reboot: '03;03',
};

const LEGACY_COMMANDS: Partial<Record<CommandRequest['type'], string>> = {
  engine_stop: 'Enable1',
  engine_resume: 'Disable1',
  position_request: 'StatusReq',
  reboot: 'Reboot',
};

/**
 * Suntech commands, in the dialect the device reports in: universal `CMD;<id>;<group>;<action>\r`, or legacy
 * `<family>CMD;<id>;02;<action>\r` (`ST300CMD;...`). The device ignores a command whose id is not exactly its own,
 * so the id is the one the device sent on this connection when there is one (a vehicle's `device_id` may lack
 * its leading zeros). Output 1 drives the engine-cut relay. Suntech commands carry no password (docs/protocols/suntech.md#commands).
 */
export function encodeSuntechCommand(
  command: CommandRequest,
  connection: { dialect: SuntechDialect | null; deviceId: string | null } | null = null,
): Buffer | null {
  const deviceId = connection?.deviceId ?? command.deviceId;
  const dialect = connection?.dialect ?? { kind: 'universal' };
  if (command.type === 'custom') {
    const text = (command.text ?? '').trim();
    if (text === '' || /[\r\n]/.test(text)) return null;
    return Buffer.from(`${text}\r`, 'ascii');
  }
  if (dialect.kind === 'universal') {
    const action = UNIVERSAL_COMMANDS[command.type];
    return action ? Buffer.from(`CMD;${deviceId};${action}\r`, 'ascii') : null;
  }
  const action = LEGACY_COMMANDS[command.type];
  return action ? Buffer.from(`${dialect.prefix}CMD;${deviceId};02;${action}\r`, 'ascii') : null;
}
