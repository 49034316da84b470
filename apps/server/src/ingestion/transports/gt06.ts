import { Gt06Framer, gt06ReplyFor } from '../gt06/framer';
import type { ConnectionHandler } from './tcp-listener';
import type { DeviceTransportDeps } from './teltonika';

/**
 * GT06 over TCP (protocols.md §3; the ingestion README says what each event needs). A location's
 * reply is written only after its position has committed; frames before a login are not stored.
 */
export function gt06Connection({
  registry,
  writer,
  metrics,
  throttle,
}: DeviceTransportDeps): ConnectionHandler {
  return (socket, baseLog) => {
    const framer = new Gt06Framer();
    let log = baseLog;
    let loggedIn = false;
    let garbageLogged = false;

    const reply = (event: Parameters<typeof gt06ReplyFor>[0]) => {
      const bytes = gt06ReplyFor(event);
      if (bytes && !socket.destroyed) socket.write(bytes);
    };
    const close = (reason: string) => {
      const allowed = throttle ? throttle.allow(`gt06 close: ${reason}`) : { suppressed: 0 };
      if (allowed) log.warn({ reason, ...allowed }, 'gt06 connection closed');
      socket.end();
    };

    return async (chunk) => {
      for (const event of framer.push(chunk)) {
        if (socket.destroyed) return;
        switch (event.type) {
          case 'login': {
            log = baseLog.child({ deviceId: event.imei });
            if ((await registry.lookup(event.imei)) === null) {
              metrics?.refused(1);
              framer.reject();
              close('unknown device');
              return;
            }
            loggedIn = true;
            log.info('gt06 device logged in');
            reply(event);
            break;
          }
          case 'location': {
            if (!loggedIn || !framer.imei) {
              framer.reject();
              close('location before login');
              return;
            }
            const vehicleId = registry.lookupFresh(framer.imei) ?? (await registry.lookup(framer.imei));
            if (vehicleId === null) {
              metrics?.refused(1);
              framer.reject();
              close('device no longer assigned to a vehicle');
              return;
            }
            metrics?.received(1);
            if (event.position) {
              const decoded = performance.now();
              await writer.submit(vehicleId, [event.position]);
              reply(event);
              metrics?.stored(1, (performance.now() - decoded) / 1000);
            } else {
              metrics?.refused(1);
              log.info({ reason: event.invalidReason }, 'gt06 location not stored');
              reply(event);
            }
            break;
          }
          case 'heartbeat':
          case 'other':
            reply(event);
            break;
          case 'garbage':
            if (!garbageLogged) log.warn({ bytes: event.bytes }, 'gt06 bytes skipped looking for a frame');
            garbageLogged = true;
            break;
          case 'drop': {
            metrics?.refused(1);
            const allowed = throttle ? throttle.allow('gt06 drop') : { suppressed: 0 };
            if (allowed) log.warn({ reason: event.reason, ...allowed }, 'gt06 frame dropped');
            break;
          }
          case 'close':
            close(event.reason);
            return;
        }
      }
    };
  };
}
