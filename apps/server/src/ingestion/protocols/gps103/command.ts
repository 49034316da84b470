import type { CommandRequest } from '../contract';

/**
 * The text command for `request` (docs/protocols/gps103.md "Commands"): `**,imei:<id>,<letter>`. `custom` sends
 * the typed text after the id, as is (`C,30s`, `N`, ...); a `;` in it would end the command early and is refused.
 */
export function encodeGps103Command(request: CommandRequest): Buffer | null {
  const build = (body: string) => Buffer.from(`**,imei:${request.deviceId},${body}`, 'latin1');
  switch (request.type) {
    case 'engine_stop':
      return build('J');
    case 'engine_resume':
      return build('K');
    case 'position_request':
      return build('B');
    case 'custom': {
      const text = (request.text ?? '').trim();
      if (text === '' || !/^[\x20-\x7e]+$/.test(text) || text.includes(';')) return null;
      return build(text);
    }
    default:
      return null;
  }
}
