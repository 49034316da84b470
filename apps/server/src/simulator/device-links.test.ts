import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceProtocolDefinition, SessionEvent } from '../ingestion/protocols/contract';
import { h02Protocol } from '../ingestion/protocols/h02';
import { jt808Protocol } from '../ingestion/protocols/jt808';
import { queclinkProtocol } from '../ingestion/protocols/queclink';
import { carriesId, openLink, type Protocol } from './device-links';
import type { Fix } from './simulated-vehicle';
import { assignProtocols } from './simulator';

/**
 * The platform side of one protocol without a database: the protocol's own session (the server's code) on a
 * socket, every reply written at once, and after the first stored report one command from the protocol's own
 * encoder. What the device says is kept as the session reads it.
 */
async function platform(definition: DeviceProtocolDefinition, deviceId: string) {
  const seen: SessionEvent[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const session = definition.createSession();
    let commanded = false;
    socket.on('data', (chunk: Buffer) => {
      for (const event of session.push(chunk, new Date())) {
        seen.push(event);
        if (event.type === 'identify' && event.reply) socket.write(event.reply);
        if (event.type === 'reply') socket.write(event.bytes);
        if (event.type === 'positions') {
          // The command goes out before the acknowledgement: the device meets it while waiting for its ACK.
          if (!commanded) {
            commanded = true;
            // As the command center does: the session's encoder (what it learnt of the device) first.
            const encode = session.encodeCommand?.bind(session) ?? definition.encodeCommand;
            const command = encode?.({
              id: 7,
              type: 'engine_stop',
              text: null,
              password: '000000',
              deviceId,
              serial: 7,
            });
            if (command) socket.write(command);
          }
          if (event.reply) socket.write(event.reply);
        }
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    seen,
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An hour ago, on the second: the sessions' sanity check wants fix times near the server's clock. */
const T0 = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
const fixAt = (second: number, extra: Partial<Fix> = {}): Fix => ({
  fixTime: new Date(T0 + second * 1000),
  lat: 24.7 + second / 10_000,
  lon: 46.7 + second / 10_000,
  speed: 36,
  course: 90,
  altitude: 612,
  satellites: 9,
  ignition: true,
  ...extra,
});

const cases: [Protocol, DeviceProtocolDefinition, string][] = [
  ['h02', h02Protocol, '4209517301'],
  ['jt808', jt808Protocol, '966501742301'],
  ['jt808', jt808Protocol, '862193021743018'],
  ['queclink', queclinkProtocol, '862193021743018'],
];

describe('simulated trackers of the session protocols', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  for (const [protocol, definition, deviceId] of cases) {
    it(`${protocol} (${deviceId}): reports read by the server's session, a command answered between two ACKs`, async () => {
      const server = await platform(definition, deviceId);
      closing.push(server.close);
      const link = openLink(protocol, deviceId, '127.0.0.1', server.port);
      closing.push(async () => link.close());
      await link.send([fixAt(0), fixAt(5, { ignition: false, speed: 0 }), fixAt(10, { alarm: 'sos' })]);

      // A JT/T 808 terminal number is zero-padded to its field: the device registry ignores leading zeros.
      const identified = server.seen.flatMap((event) =>
        event.type === 'identify' ? [event.deviceId.replace(/^0+/, '')] : [],
      );
      expect(identified).toContain(deviceId);
      const stored = server.seen.flatMap((event) => (event.type === 'positions' ? event.positions : []));
      // The command's answer may carry a fix of its own (H02 V4): the three reports are the ones at their times.
      const reports = stored.filter((position) => position.fixTime.getTime() <= T0 + 10_000);
      expect(reports.map((position) => position.fixTime.getTime() - T0)).toEqual([0, 5_000, 10_000]);
      expect(reports[0]).toMatchObject({ lat: expect.closeTo(24.7, 4), lon: expect.closeTo(46.7, 4) });
      expect(reports[0]!.speed).toBeCloseTo(36, 0);
      expect(reports[0]!.attributes.ignition).toBe(true);
      expect(reports[1]!.attributes.ignition).toBe(false);
      expect(reports[2]!.attributes.alarm).toBe('sos');
      expect(reports.slice(0, 2).some((position) => position.attributes.alarm)).toBe(false);
      // The parked fix went after a heartbeat the server answered.
      expect(server.seen.some((event) => event.type === 'reply')).toBe(true);
      // The device answered the command in its protocol's way, and the session read it as the command's result.
      expect(server.seen.filter((event) => event.type === 'command-result')).toHaveLength(1);
      expect(server.seen.some((event) => event.type === 'drop')).toBe(false);
    });
  }

  it('a JT/T 808 terminal registers once and only authenticates when it reconnects', async () => {
    const server = await platform(jt808Protocol, '966501742302');
    closing.push(server.close);
    const link = openLink('jt808', '966501742302', '127.0.0.1', server.port);
    closing.push(async () => link.close());
    await link.send([fixAt(0)]);
    link.close();
    await link.send([fixAt(5)]);
    const logins = server.seen.filter((event) => event.type === 'identify' && event.reply);
    // Registration (0x8100 reply) then authentication, then on the new connection authentication alone.
    expect(logins).toHaveLength(3);
  });

  it('demo trackers keep their protocol; others take the listeners in turn that can carry their id', () => {
    const preferred = new Map<string, Protocol>([
      ['4209517301', 'h02'],
      ['966501742301', 'jt808'],
    ]);
    const devices = assignProtocols(
      ['4209517301', '966501742301', '862193021743018', '1234567890', '356307042441013'],
      ['osmand', 'jt808', 'queclink'],
      preferred,
    );
    expect(devices).toEqual([
      // h02 is off: the next protocol in turn.
      { deviceId: '4209517301', protocol: 'osmand' },
      { deviceId: '966501742301', protocol: 'jt808' },
      { deviceId: '862193021743018', protocol: 'jt808' },
      // Queclink reports carry a 15-digit IMEI only: skipped for a 10-digit id.
      { deviceId: '1234567890', protocol: 'osmand' },
      { deviceId: '356307042441013', protocol: 'jt808' },
    ]);
    expect(carriesId('queclink', '1234567890')).toBe(false);
    expect(carriesId('jt808', '1'.repeat(21))).toBe(false);
    expect(carriesId('gt06', '1'.repeat(16))).toBe(true);
  });
});
