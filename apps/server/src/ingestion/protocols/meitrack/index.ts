import type { CommandRequest, DeviceProtocolDefinition } from '../contract';
import { meitrackServerFrame, MeitrackSession } from './session';

/** The frame's flag: any printable letter (the device echoes it in its answer); it varies with the serial. */
function flag(serial: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return letters[Math.abs(serial) % letters.length]!;
}

/**
 * GPRS commands (no password: it belongs to SMS commands). Engine stop / resume drive output 1 (`C01`, one digit
 * per output: 1 on, 0 off, 2 unchanged).
 */
export function encodeMeitrackCommand(command: CommandRequest): Buffer | null {
  const content = {
    engine_stop: 'C01,0,12222',
    engine_resume: 'C01,0,02222',
    position_request: 'A10',
    reboot: 'F01',
    custom: command.text ?? '',
  }[command.type];
  if (!content) return null;
  return meitrackServerFrame(flag(command.serial), command.deviceId, content);
}

export const meitrackProtocol: DeviceProtocolDefinition = {
  name: 'meitrack',
  label: 'Meitrack',
  transport: 'tcp',
  defaultPort: 5020,
  envVar: 'MEITRACK_PORT',
  createSession: () => new MeitrackSession(),
  encodeCommand: encodeMeitrackCommand,
};
