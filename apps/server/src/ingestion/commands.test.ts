import { describe, expect, it } from 'vitest';
import {
  commandSupported,
  commandText,
  commandTypesOf,
  gt06Command,
  teltonikaCommand,
} from './command-catalogue';
import { encodeGt06Command } from './gt06/command';
import { Gt06Framer } from './gt06/framer';
import { gt06Frame, gt06Login } from './gt06/encode';
import { decodeCodec12, encodeCodec12, CODEC_12_RESPONSE } from './teltonika/codec12';
import { TeltonikaFramer } from './teltonika/framer';

describe('commands on the wire (docs/protocols/teltonika.md#commands, docs/protocols/gt06.md#commands)', () => {
  it('encodes worked example C-1 (Codec 12 getinfo) byte for byte', () => {
    expect(encodeCodec12('getinfo').toString('hex')).toBe(
      '000000000000000f0c010500000007676574696e666f0100004312',
    );
  });

  it('encodes worked example C-2 (GT06 DYD,123456#) byte for byte', () => {
    expect(encodeGt06Command('DYD,123456#', 0, 0).toString('hex')).toBe(
      '787815800f000000004459442c313233343536230000755a0d0a',
    );
  });

  it('reads a Codec 12 response between AVL packets on one connection', () => {
    const framer = new TeltonikaFramer();
    const imei = Buffer.concat([Buffer.from([0, 15]), Buffer.from('356307042441013')]);
    expect(framer.push(imei)[0]).toMatchObject({ type: 'imei' });
    framer.accept();
    const response = encodeCodec12('DOUT1:1 Timeout:NA', CODEC_12_RESPONSE);
    expect(framer.push(Buffer.concat([response, Buffer.from([0xff])]))).toEqual([
      { type: 'command-response', text: 'DOUT1:1 Timeout:NA' },
      { type: 'keepalive' },
    ]);
    // A device never sends a command (`05`): dropped, connection kept.
    expect(framer.push(encodeCodec12('getinfo'))[0]).toMatchObject({ type: 'drop' });
    expect(framer.closed).toBe(false);
  });

  it('rejects a Codec 12 frame whose text size does not fit', () => {
    const data = Buffer.from('0c01060000000a41420 1'.replace(/ /g, ''), 'hex');
    expect(decodeCodec12(data).ok).toBe(false);
  });

  it('reads GT06 replies 15 and 21 with their server flag', () => {
    const framer = new Gt06Framer();
    framer.push(gt06Login('123456789012345', 1));
    const text = Buffer.from('DYD=Success!');
    const content15 = Buffer.concat([Buffer.from([4 + text.length, 0, 0, 0, 42]), text, Buffer.from([0, 2])]);
    const content21 = Buffer.concat([Buffer.from([0, 0, 0, 43, 0x01]), Buffer.from('HFYD=Success!')]);
    const events = framer.push(
      Buffer.concat([gt06Frame(0x15, content15, 2), gt06Frame(0x21, content21, 3, true)]),
    );
    expect(events).toEqual([
      { type: 'command-reply', serial: 2, serverFlag: 42, text: 'DYD=Success!' },
      { type: 'command-reply', serial: 3, serverFlag: 43, text: 'HFYD=Success!' },
    ]);
  });
});

describe('the command catalogue (docs/protocols/README.md#commands-each-protocol-takes)', () => {
  const request = { id: 42, text: null, password: '654321', deviceId: '123456789012345', serial: 3 };

  it('lists what each protocol takes; an unknown protocol (not reported yet) takes anything, OsmAnd nothing', () => {
    expect(commandTypesOf('teltonika')).toHaveLength(5);
    expect(commandTypesOf('h02')).toEqual(['engine_stop', 'engine_resume', 'custom']);
    expect(commandTypesOf('wialon')).toEqual(['custom']);
    expect(commandTypesOf('osmand')).toEqual([]);
    expect(commandTypesOf(null)).toBeNull();
    expect(commandSupported(null, 'reboot')).toBe(true);
    expect(commandSupported('osmand', 'custom')).toBe(false);
    expect(commandSupported('h02', 'reboot')).toBe(false);
    expect(commandSupported('gps103', 'position_request')).toBe(true);
    expect(commandSupported('ruptela', 'position_request')).toBe(false);
  });

  it('builds the Teltonika and GT06 frames the transports send (worked examples C-1 and C-2)', () => {
    expect(teltonikaCommand({ ...request, type: 'custom', text: 'getinfo' })?.toString('hex')).toBe(
      '000000000000000f0c010500000007676574696e666f0100004312',
    );
    expect(teltonikaCommand({ ...request, type: 'engine_stop' })?.equals(encodeCodec12('setdigout 1'))).toBe(
      true,
    );
    // The command id is GT06's server flag, the request's serial the packet's.
    expect(
      gt06Command({ ...request, id: 0, serial: 0, password: '123456', type: 'engine_stop' })?.toString('hex'),
    ).toBe('787815800f000000004459442c313233343536230000755a0d0a');
    expect(gt06Command({ ...request, type: 'reboot' })?.equals(encodeGt06Command('RESET#', 42, 3))).toBe(
      true,
    );
    expect(commandText('engine_resume', null, 'gt06', '******')).toBe('HFYD,******#');
    expect(commandText('custom', 'hello', 'jt808', '')).toBe('hello');
    expect(commandText('reboot', null, 'jt808', '')).toBeNull();
  });
});
