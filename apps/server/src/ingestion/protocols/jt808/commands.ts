import type { CommandRequest } from '../contract';
import { buildFrame, MAX_BODY_LENGTH, terminalBytes } from './frame';

// Platform → terminal message ids (docs/protocols/jt808.md "Commands").
export const MSG_TERMINAL_CONTROL = 0x8105;
export const MSG_POSITION_QUERY = 0x8201;
export const MSG_TEXT = 0x8300;
export const MSG_VEHICLE_CONTROL = 0x8500;

/** 0x8105 command word 4: reset the terminal. */
const CONTROL_RESET = 0x04;
/** 0x8300 flag bit 0: urgent (the flag common trackers act on for command texts). */
const TEXT_FLAG_URGENT = 0x01;
/** 2019 0x8300 text type 1: notice. */
const TEXT_TYPE_NOTICE = 0x01;
/** 2019 0x8500 control type 1 (the 2013 body's bit 0): locked = output on. */
const CONTROL_TYPE_DOOR = 0x0001;

export interface CommandTarget {
  terminal: Uint8Array;
  version: number | null;
}

/**
 * A custom text that is a whole frame written in hex (`7e…7e`): sent as those bytes, for vendor commands the
 * standard messages do not cover (such as `8105` with a vendor command word).
 */
const RAW_FRAME = /^7e(?:[0-9a-f]{2})+7e$/i;

/** The frame for a command to one terminal, or null when it cannot be sent (a custom text empty or too long). */
export function jt808Command(request: CommandRequest, target: CommandTarget): Buffer | null {
  if (request.type === 'custom' && RAW_FRAME.test(request.text ?? ''))
    return Buffer.from(request.text!, 'hex');
  const body = commandBody(request, target.version);
  if (body === null) return null;
  return buildFrame({ ...body, version: target.version, terminal: target.terminal, serial: request.serial });
}

function commandBody(
  request: CommandRequest,
  version: number | null,
): { messageId: number; body: Buffer } | null {
  switch (request.type) {
    case 'engine_stop':
    case 'engine_resume': {
      const on = request.type === 'engine_stop' ? 1 : 0;
      if (version === null) return { messageId: MSG_VEHICLE_CONTROL, body: Buffer.of(on) };
      const body = Buffer.alloc(5);
      body.writeUInt16BE(1, 0);
      body.writeUInt16BE(CONTROL_TYPE_DOOR, 2);
      body[4] = on;
      return { messageId: MSG_VEHICLE_CONTROL, body };
    }
    case 'position_request':
      return { messageId: MSG_POSITION_QUERY, body: Buffer.alloc(0) };
    case 'reboot':
      return { messageId: MSG_TERMINAL_CONTROL, body: Buffer.of(CONTROL_RESET) };
    case 'custom': {
      const text = request.text ?? '';
      const flags = version === null ? [TEXT_FLAG_URGENT] : [TEXT_FLAG_URGENT, TEXT_TYPE_NOTICE];
      if (text.trim() === '' || flags.length + text.length > MAX_BODY_LENGTH) return null;
      // GBK is ASCII for the printable ASCII texts the commands API accepts.
      return { messageId: MSG_TEXT, body: Buffer.concat([Buffer.from(flags), Buffer.from(text, 'latin1')]) };
    }
    default:
      return null;
  }
}

/**
 * A command without a connection's header to copy: an id of up to 12 digits gets the 2013 header, a longer one the
 * 2019 header (version 1) with its 20-digit number. Null when the id cannot be written as a terminal number.
 */
export function jt808CommandForId(request: CommandRequest): Buffer | null {
  const version = request.deviceId.length <= 12 ? null : 1;
  const terminal = terminalBytes(request.deviceId, version);
  if (terminal === null) return null;
  return jt808Command(request, { terminal, version });
}
