import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@fleet/shared/common';
import { LANGUAGES, type Language } from '@fleet/shared/constants';
import {
  liveSnapshotResponseSchema,
  STREAM_CLOSE_FORBIDDEN,
  STREAM_CLOSE_UNAUTHORIZED,
} from '@fleet/shared/schemas/tracking';
import { translate } from '../../lib/i18n';
import { websocketToken, bearerToken } from '../../lib/tokens';
import {
  DEFAULT_STREAM_OPTIONS,
  StreamClient,
  type StreamOptions,
  type StreamRefusal,
} from '../../live/stream-client';
import { permissionsOf, vehicleScopeOf } from '../../plugins/app/auth';
import { type StoredEvent, toFleetEvent } from '../events/event-record';

const tags = ['tracking'];
const PERMISSION = 'show_tracking';

export interface LiveRoutesOptions {
  stream?: Partial<StreamOptions>;
}

/** A browser socket cannot set `accept-language` itself: `?lang=` wins over the browser's own header. */
function streamLanguage(request: FastifyRequest): Language {
  const lang = (request.query as { lang?: unknown }).lang;
  return LANGUAGES.includes(lang as Language) ? (lang as Language) : request.lang;
}

/**
 * The `event` messages of one hub message, written once per language however many clients receive them (the
 * hub hands every subscriber the same object).
 */
const eventMessages = new WeakMap<object, Partial<Record<Language, string[]>>>();
function eventMessagesOf(hubMessage: { events: unknown[] }, lang: Language): string[] {
  let byLanguage = eventMessages.get(hubMessage);
  if (!byLanguage) eventMessages.set(hubMessage, (byLanguage = {}));
  return (byLanguage[lang] ??= (hubMessage.events as StoredEvent[]).map((stored) =>
    JSON.stringify({ type: 'event', data: toFleetEvent(stored, lang) }),
  ));
}

/** The `command` messages of one hub message, written once for senders and once for viewers. */
const commandMessages = new WeakMap<object, Partial<Record<'send' | 'show', string[]>>>();
function commandMessagesOf(hubMessage: { commands: Record<string, unknown>[] }, maySend: boolean): string[] {
  let byRights = commandMessages.get(hubMessage);
  if (!byRights) commandMessages.set(hubMessage, (byRights = {}));
  return (byRights[maySend ? 'send' : 'show'] ??= hubMessage.commands.map((command) => {
    const pending = command.status === 'held' || command.status === 'queued';
    return JSON.stringify({
      type: 'command',
      data: { ...command, actions: maySend && pending ? ['cancel'] : [] },
    });
  }));
}

const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, options) => {
  const streamOptions = { ...DEFAULT_STREAM_OPTIONS, ...options.stream };

  app.get(
    '/dashboard/tracking/live',
    {
      config: { permission: PERMISSION, vehicleScope: 'filtered' },
      schema: {
        tags,
        summary: 'Every vehicle the user may see, with its latest position and live status',
        response: { 200: liveSnapshotResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const scope = vehicleScopeOf(request);
      const vehicles = app.liveState.snapshot();
      return {
        data: {
          server_time: new Date().toISOString(),
          vehicles: scope ? vehicles.filter((vehicle) => scope.has(vehicle.id)) : vehicles,
        },
      };
    },
  );

  app.get(
    '/dashboard/tracking/stream',
    {
      websocket: true,
      // The guard leaves a refused upgrade in `request.refusal`, answered below over the socket.
      config: { permission: PERMISSION, websocket: true },
      schema: {
        tags,
        summary: 'WebSocket: a snapshot, then coalesced changes (token in ?token= or the protocol)',
      },
    },
    (socket, request) => {
      const lang = streamLanguage(request);
      const refusal = (code: number, key: 'errors.unauthenticated' | 'errors.forbidden'): StreamRefusal => ({
        code,
        message: translate(key, lang),
      });
      const token =
        bearerToken(request.headers.authorization) ??
        websocketToken(request.query, request.headers['sec-websocket-protocol']);
      const checkSession = async (): Promise<StreamRefusal | null> => {
        const session = token ? await app.sessionOf(token) : null;
        if (!session) return refusal(STREAM_CLOSE_UNAUTHORIZED, 'errors.unauthenticated');
        if (!permissionsOf(session).has(PERMISSION))
          return refusal(STREAM_CLOSE_FORBIDDEN, 'errors.forbidden');
        return null;
      };
      const client = new StreamClient(socket, app.liveState, streamOptions, checkSession);
      if (request.refusal) {
        client.refuse(
          request.refusal.statusCode === 403
            ? refusal(STREAM_CLOSE_FORBIDDEN, 'errors.forbidden')
            : refusal(STREAM_CLOSE_UNAUTHORIZED, 'errors.unauthenticated'),
        );
        return;
      }
      client.start();
      // New events, in the client's language (every stream client holds show_tracking, which shows them).
      // Commands' status changes, to users who may see commands (`cancel` offered to those who may send).
      let commandRights: 'none' | 'show' | 'send' = 'none';
      const stopEvents = app.hub.subscribe((event) => {
        if (event.type === 'events') client.sendEvents(eventMessagesOf(event, lang));
        else if (event.type === 'commands' && commandRights !== 'none')
          client.sendEvents(commandMessagesOf(event, commandRights === 'send'));
      });
      // The signed-in user's notifications (any instance's, through the hub) go to this socket too.
      let stopNotifications = () => {};
      let closed = false;
      void (token ? app.sessionOf(token) : Promise.resolve(null)).then((session) => {
        if (!session || closed) return;
        stopNotifications = app.notifications.sockets.add(session.employee.id, socket, lang);
        const held = permissionsOf(session);
        commandRights = held.has('send_commands') ? 'send' : held.has('show_commands') ? 'show' : 'none';
      });
      socket.on('close', () => {
        closed = true;
        stopEvents();
        stopNotifications();
      });
    },
  );
};

export default liveRoutes;
