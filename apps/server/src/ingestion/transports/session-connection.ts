import { newestSpeed, type DeviceLink } from '../command-port';
import type {
  CommandRequest,
  DeviceProtocolDefinition,
  ProtocolSession,
  SessionEvent,
} from '../protocols/contract';
import type { ConnectionHandler } from './tcp-listener';
import type { DeviceTransportDeps } from './transport-deps';

export type { UnknownDeviceSink } from './transport-deps';

/**
 * Runs any protocol session of `protocols/contract.ts` over a TCP connection: looks the device up, stores its
 * positions and writes the session's acknowledgement only once `writer.submit` resolved (committed, and on the
 * embedded database flushed), so the rule "no ACK before the data is durable" is written once for every protocol.
 */
export function sessionConnection(
  protocol: DeviceProtocolDefinition,
  { registry, writer, metrics, throttle, commands, unknownDevices }: DeviceTransportDeps,
): ConnectionHandler {
  const name = protocol.name;
  return (socket, baseLog) => {
    const session: ProtocolSession = protocol.createSession();
    let log = baseLog;
    let vehicleId: number | null = null;
    let knownDeviceId: string | null = null;
    let garbageLogged = false;
    let closed = false;
    // The session's own encoder knows the connection (the id as the device writes it, header versions, dialects).
    const encode = session.encodeCommand
      ? (command: CommandRequest) => session.encodeCommand!(command)
      : (command: CommandRequest) => protocol.encodeCommand?.(command) ?? null;
    const link: DeviceLink = {
      protocol: name,
      encode,
      write: (bytes) => {
        if (socket.destroyed || socket.writableEnded) return false;
        socket.write(bytes);
        return true;
      },
    };
    socket.once('close', () => {
      if (vehicleId !== null) commands?.closed(vehicleId, link);
    });

    const write = (bytes: Buffer | undefined) => {
      if (bytes && bytes.length > 0 && !socket.destroyed && !socket.writableEnded) socket.write(bytes);
    };
    const close = (reason: string) => {
      closed = true;
      const allowed = throttle ? throttle.allow(`${name} close: ${reason}`) : { suppressed: 0 };
      if (allowed) log.warn({ reason, ...allowed }, `${name} connection closed`);
      socket.end();
    };
    const warnThrottled = (key: string, fields: object, message: string) => {
      const allowed = throttle ? throttle.allow(`${name} ${key}`) : { suppressed: 0 };
      if (allowed) log.warn({ ...fields, ...allowed }, message);
    };

    /** The vehicle of `deviceId`: the map when fresh, else a lookup; the connection's log names the device. */
    const vehicleOf = async (deviceId: string): Promise<number | null> => {
      const found = registry.lookupFresh(deviceId) ?? (await registry.lookup(deviceId));
      if (found !== null && deviceId !== knownDeviceId) {
        knownDeviceId = deviceId;
        log = baseLog.child({ deviceId });
        if (vehicleId !== null && vehicleId !== found) commands?.closed(vehicleId, link);
      }
      if (found !== null) {
        if (vehicleId !== found) commands?.reportedBy(found, name);
        vehicleId = found;
      }
      return found;
    };

    return async (chunk) => {
      if (closed) return;
      const events = session.push(chunk, new Date());
      for (let index = 0; index < events.length; index++) {
        const event = events[index]!;
        if (socket.destroyed) return;
        switch (event.type) {
          case 'identify': {
            const found = await vehicleOf(event.deviceId);
            if (found === null) {
              // A frame that names its device and carries positions (text protocols, a JT/T 808 report without
              // a login) is one report: counted once, with its place, whether it closes the connection or not.
              const carried = positionsOf(events, index, event.deviceId, session);
              if (carried && !event.closeIfUnknown) break; // the positions event records it
              metrics?.refused(carried ? carried.positions.length + (carried.skipped ?? 0) : 1);
              unknownDevices?.seen(event.deviceId, name, carried?.positions.at(-1) ?? null);
              if (event.closeIfUnknown) {
                close('unknown device');
                return;
              }
              warnThrottled('unknown', { deviceId: event.deviceId }, `${name} unknown device`);
              break;
            }
            write(event.reply);
            commands?.acked(found, link, null);
            break;
          }
          case 'positions': {
            const deviceId = event.deviceId ?? session.deviceId;
            const count = event.positions.length + (event.skipped ?? 0);
            if (deviceId === null) {
              metrics?.refused(count);
              close('data before identification');
              return;
            }
            const found = await vehicleOf(deviceId);
            if (found === null) {
              metrics?.refused(count);
              unknownDevices?.seen(deviceId, name, event.positions.at(-1) ?? null);
              warnThrottled('unknown', { deviceId }, `${name} report from an unknown device not stored`);
              break;
            }
            metrics?.received(count);
            if (event.skipped) {
              metrics?.refused(event.skipped);
              warnThrottled('skipped', { skipped: event.skipped }, `${name} records not stored`);
            }
            const decoded = performance.now();
            if (event.positions.length > 0) await writer.submit(found, event.positions);
            write(event.reply);
            metrics?.stored(event.positions.length, (performance.now() - decoded) / 1000);
            commands?.acked(found, link, newestSpeed(event.positions));
            break;
          }
          case 'reply':
            write(event.bytes);
            if (vehicleId !== null) commands?.acked(vehicleId, link, null);
            break;
          case 'command-result':
            if (vehicleId !== null)
              commands?.replied(
                vehicleId,
                link,
                event.serial === undefined
                  ? { text: event.text }
                  : { text: event.text, serial: event.serial },
              );
            break;
          case 'garbage':
            if (!garbageLogged) log.warn({ bytes: event.bytes }, `${name} bytes skipped looking for a frame`);
            garbageLogged = true;
            break;
          case 'drop':
            metrics?.refused(1);
            warnThrottled('drop', { reason: event.reason }, `${name} frame dropped`);
            break;
          case 'close':
            close(event.reason);
            return;
        }
      }
    };
  };
}

type PositionsEvent = Extract<SessionEvent, { type: 'positions' }>;

/**
 * The positions of the frame that identified `deviceId` at `events[at]`: the next event, past the command results a
 * frame may carry before its fix (an H02 `V4`, a JT/T 808 `0201`), when it is positions of that device.
 */
function positionsOf(
  events: readonly SessionEvent[],
  at: number,
  deviceId: string,
  session: ProtocolSession,
): PositionsEvent | null {
  let next = at + 1;
  while (events[next]?.type === 'command-result') next++;
  const event = events[next];
  if (event?.type !== 'positions') return null;
  return (event.deviceId ?? session.deviceId) === deviceId ? event : null;
}
