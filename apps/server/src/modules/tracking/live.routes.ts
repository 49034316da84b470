import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@fleet/shared/common';
import { LANGUAGES, type Language } from '@fleet/shared/constants';
import {
  liveListQuerySchema,
  liveResponseSchema,
  STREAM_CLOSE_FORBIDDEN,
  STREAM_CLOSE_UNAUTHORIZED,
  type VehiclesMessage,
  vehiclesMessageSchema,
  type ViewportMessage,
  viewportMessageSchema,
} from '@fleet/shared/schemas/tracking';
import { translate } from '../../lib/i18n';
import { websocketToken, bearerToken } from '../../lib/tokens';
import {
  DEFAULT_STREAM_OPTIONS,
  StreamClient,
  type StreamOptions,
  type StreamRefusal,
} from '../../live/stream-client';
import { permissionsOf, vehicleScopeOf } from '../../core/session';
import { type StoredEvent, toFleetEvent } from '../events';
import { LiveList } from './live-list';

const tags = ['tracking'];
const PERMISSION = 'show_tracking';

export interface LiveRoutesOptions {
  stream?: Partial<StreamOptions>;
}

/**
 * What a client sends on a stream (a share link's or the tracking one): a `viewport` or the `vehicles` it follows,
 * handed to the client; anything else gets a translated `error` message and the stream goes on.
 */
export function listenForViewports(
  socket: { on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown },
  client: StreamClient,
  lang: Language,
): void {
  socket.on('message', (data, isBinary) => {
    // At most 4 KiB: the WebSocket server closes the socket (1009) on anything larger.
    const bytes = Buffer.isBuffer(data)
      ? data
      : Array.isArray(data)
        ? Buffer.concat(data as Buffer[])
        : Buffer.from(data as ArrayBuffer);
    let parsed: unknown;
    try {
      if (isBinary) throw new Error('binary');
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch {
      client.sendError(translate('errors.bad_request', lang));
      return;
    }
    if ((parsed as { type?: unknown } | null)?.type === 'vehicles') {
      const vehicles = vehiclesMessageSchema.safeParse(parsed);
      if (vehicles.success) client.setVehicles(vehicles.data);
      else client.sendError(translate('errors.validation', lang));
      return;
    }
    const viewport = viewportMessageSchema.safeParse(parsed);
    if (!viewport.success) {
      client.sendError(translate('errors.validation', lang));
      return;
    }
    client.setViewport(viewport.data);
  });
}

/**
 * The viewport a client connects with (`?bbox=w,s,e,n&zoom=z`), so a map never gets the whole fleet first, or the
 * vehicles it follows (`?vehicles=1,2`), so a vehicle's page gets just its own; null without either, `invalid`
 * when it does not follow the viewport's (or the vehicles') message's rules.
 */
export function connectViewport(
  request: FastifyRequest,
): ViewportMessage | VehiclesMessage | null | 'invalid' {
  const query = request.query as { bbox?: unknown; zoom?: unknown; vehicles?: unknown };
  if (query.vehicles !== undefined) {
    if (typeof query.vehicles !== 'string' || query.bbox !== undefined || query.zoom !== undefined)
      return 'invalid';
    const parsed = vehiclesMessageSchema.safeParse({
      type: 'vehicles',
      ids: query.vehicles.split(',').map((part) => (part.trim() === '' ? NaN : Number(part))),
    });
    return parsed.success ? parsed.data : 'invalid';
  }
  if (query.bbox === undefined && query.zoom === undefined) return null;
  if (typeof query.bbox !== 'string' || typeof query.zoom !== 'string') return 'invalid';
  const parsed = viewportMessageSchema.safeParse({
    type: 'viewport',
    bbox: query.bbox.split(',').map((part) => (part.trim() === '' ? NaN : Number(part))),
    zoom: query.zoom.trim() === '' ? NaN : Number(query.zoom),
  });
  return parsed.success ? parsed.data : 'invalid';
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

  const list = new LiveList(app.liveState);

  app.get(
    '/dashboard/tracking/live',
    {
      config: { permission: PERMISSION, vehicleScope: 'filtered' },
      schema: {
        tags,
        summary:
          'Every vehicle the user may see, with its latest position and live status; with `page`, `per_page`, `search` or `status`, a page of them sorted by name',
        querystring: liveListQuerySchema,
        response: { 200: liveResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const scope = vehicleScopeOf(request);
      const query = request.query;
      if (
        query.page !== undefined ||
        query.per_page !== undefined ||
        query.search !== undefined ||
        query.status !== undefined
      ) {
        return list.page(query, scope);
      }
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
      // The guard leaves a refused upgrade in `request.refusal`, answered below over the socket. Any signed-in
      // user may open it: without show_tracking it is a notifications-only stream (the bell's live feed).
      config: { access: 'authenticated', websocket: true, vehicleScope: 'filtered' },
      schema: {
        tags,
        summary:
          'WebSocket: a snapshot, then coalesced changes (token in ?token= or the protocol); without show_tracking, only notification and command messages',
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
      // With show_tracking: the fleet, as always. Without it: no vehicle and no event, only the user's own
      // notifications and the command messages their rights allow (set by the guard unless it refused).
      const tracking = request.session !== null && permissionsOf(request.session).has(PERMISSION);
      const checkSession = async (): Promise<StreamRefusal | null> => {
        const session = token ? await app.sessionOf(token) : null;
        if (!session) return refusal(STREAM_CLOSE_UNAUTHORIZED, 'errors.unauthenticated');
        // A map's stream ends when its user may no longer see the map; a notifications-only one goes on.
        if (tracking && !permissionsOf(session).has(PERMISSION))
          return refusal(STREAM_CLOSE_FORBIDDEN, 'errors.forbidden');
        return null;
      };
      // An API key limited to some vehicles sees only theirs: positions, events and commands alike.
      const scope = vehicleScopeOf(request);
      const client = new StreamClient(
        socket,
        app.liveState,
        streamOptions,
        checkSession,
        scope,
        app.liveSpatial,
      );
      if (request.refusal) {
        client.refuse(
          request.refusal.statusCode === 403
            ? refusal(STREAM_CLOSE_FORBIDDEN, 'errors.forbidden')
            : refusal(STREAM_CLOSE_UNAUTHORIZED, 'errors.unauthenticated'),
        );
        return;
      }
      if (tracking) {
        const viewport = connectViewport(request);
        client.start(viewport === 'invalid' ? null : viewport);
        if (viewport === 'invalid') client.sendError(translate('errors.validation', lang));
      } else {
        // A `?bbox=`, `?vehicles=` or a `viewport` or `vehicles` message is ignored: there is no map to follow.
        client.start(null, { vehicles: false });
      }
      listenForViewports(socket, client, lang);
      // New events, in the client's language, to clients holding show_tracking (which shows them).
      // Commands' status changes, to users who may see commands (`cancel` offered to those who may send).
      let commandRights: 'none' | 'show' | 'send' = 'none';
      const stopEvents = app.hub.subscribe((event) => {
        if (event.type === 'events') {
          if (!tracking) return;
          const messages = eventMessagesOf(event, lang);
          client.sendEvents(
            scope
              ? messages.filter((_, i) => scope.has((event.events[i] as unknown as StoredEvent).vehicleId))
              : messages,
          );
        } else if (event.type === 'commands' && commandRights !== 'none') {
          const messages = commandMessagesOf(event, commandRights === 'send');
          client.sendEvents(
            scope
              ? messages.filter((_, i) => scope.has((event.commands[i]!.vehicle as { id: number }).id))
              : messages,
          );
        }
      });
      // The signed-in user's notifications (any instance's, through the hub) go to this socket too.
      let stopNotifications = () => {};
      let closed = false;
      void (token ? app.sessionOf(token) : Promise.resolve(null)).then((session) => {
        if (!session || closed) return;
        // A person's notifications are theirs: a key limited to some vehicles may not read that inbox.
        if (!session.apiKey?.vehicleIds)
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
