import type { CommandRequest } from '../contract';
import { meitrackServerFrame } from './frame';

const FLAGS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The frame's flag for a command's serial: a letter, which the device echoes in its answer. */
export function meitrackFlag(serial: number): string {
  return FLAGS[Math.abs(serial) % FLAGS.length]!;
}

/**
 * GPRS commands (docs/protocols/meitrack.md#commands; no password: it belongs to SMS commands). Engine stop /
 * resume drive output 1 (`C01`, one digit per output: 1 on, 0 off, 2 unchanged).
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
  return meitrackServerFrame(meitrackFlag(command.serial), command.deviceId, content);
}
