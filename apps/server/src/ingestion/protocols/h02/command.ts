import type { CommandRequest } from '../contract';

/**
 * The text command for `request` (docs/protocols/h02.md "Commands"): `*HQ,<id>,<CMD>,<HHMMSS>[,<params>]#`, the
 * time being the server's UTC clock. `custom` is `CMD[,params]` as typed, the time put after its command word.
 */
export function encodeH02Command(request: CommandRequest, now: Date): Buffer | null {
  const time = now.toISOString().slice(11, 19).replace(/:/g, '');
  const build = (word: string, params: string[]) =>
    Buffer.from(`*HQ,${request.deviceId},${[word, time, ...params].join(',')}#`, 'latin1');
  switch (request.type) {
    case 'engine_stop':
      return build('S20', ['1', '1']);
    case 'engine_resume':
      return build('S20', ['1', '0']);
    case 'custom': {
      const text = (request.text ?? '').trim();
      if (!/^[A-Za-z0-9]+(,[\x20-\x22\x24-\x7e]*)*$/.test(text)) return null;
      const [word, ...params] = text.split(',');
      return build(word!.toUpperCase(), params);
    }
    default:
      return null;
  }
}
