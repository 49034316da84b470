import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import type { WebSocket } from 'ws';
import { errorSchema, idParamsSchema, messageSchema } from '@fleet/shared/common';
import {
  createdShareLinkSchema,
  createShareLinkSchema,
  shareLinkListQuerySchema,
  shareLinkListResponseSchema,
  sharedViewResponseSchema,
} from '@fleet/shared/schemas/commands';
import { z } from '@fleet/shared/validation';
import { isStorableId } from '../../db/client';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import { InMemorySlidingWindowLimiter } from '../../lib/rate-limiter';
import { pageMeta } from '../../db/sql';
import { permissionsOf, requireSession } from '../../core/session';
import { DEFAULT_STREAM_OPTIONS, StreamClient } from '../../live/stream-client';
import { listenForViewports } from '../tracking';
import { translate } from '../../lib/i18n';
import { audit } from '../audit';
import { tripProgress } from '../trips';
import { type LinkRow, ShareLinksRepo } from './share-links.repo';

const tags = ['share-links'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
/** Public calls per address and minute (the page polls nothing: one view and one socket per visit). */
export const SHARE_RATE_PER_MINUTE = 60;
/**
 * A revoked or expired link's sockets close within this (the hub closes them at once; this is the backstop), and a
 * shared itinerary's progress reaches its page within this: the same one-row read checks both.
 */
const SHARE_CHECK_MS = 2_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
// Any text: a token of the wrong shape is just another unknown token (404), never a 422.
const tokenParamsSchema = z.object({ token: z.string() });

/** docs/api.md#share-links: made by staff, opened by anyone with the token, revoked at once. */
const shareLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new ShareLinksRepo(app.db);
  const limiter = new InMemorySlidingWindowLimiter({
    limit: SHARE_RATE_PER_MINUTE,
    windowMs: 60_000,
    maxKeys: 50_000,
  });
  const sockets = new Map<number, Set<WebSocket>>();
  const closeLink = (id: number) => {
    for (const socket of sockets.get(id) ?? []) socket.close(4404, 'link ended');
    sockets.delete(id);
  };
  const stopHub = app.hub.subscribe((event) => {
    if (event.type === 'share-links.revoked') closeLink(event.id);
  });
  app.addHook('onClose', async () => {
    stopHub();
    for (const id of [...sockets.keys()]) closeLink(id);
  });

  const throttle = (ip: string) => {
    const wait = limiter.retryAfter(ip);
    if (wait > 0) throw new TooManyRequestsError(wait);
    limiter.fail(ip);
  };

  /** The live link of a token, or null: unknown, revoked and expired are the same. */
  const activeLink = async (token: string): Promise<LinkRow | null> => {
    if (token.length < 20 || token.length > 200) return null;
    return repo.active(hashToken(token));
  };

  /** The shared itinerary's stations, status and timeline, as its own page shows them; null without one. */
  const sharedTrip = (link: LinkRow) =>
    link.trip_id === null || link.stations === null || link.status === null
      ? null
      : {
          id: link.trip_id,
          name: link.trip_name ?? '',
          stations: link.stations.map((station) => ({
            name: station.name,
            lat: station.lat,
            lon: station.lon,
            planned_time: station.plannedTime ?? null,
          })),
          status: link.status,
          ...tripProgress({
            status: link.status,
            stations: link.stations,
            nextStation: link.next_station,
            progress: link.progress,
          }),
          time_zone: app.config.timezone,
        };

  const sharedVehicles = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const vehicle = app.liveState.get(id);
      if (!vehicle) return [];
      const position = vehicle.position;
      return [
        {
          id: vehicle.id,
          name: vehicle.name,
          plate_number: vehicle.plate_number,
          live_status: vehicle.live_status,
          position: position
            ? {
                lat: position.lat,
                lon: position.lon,
                speed: position.speed,
                course: position.course,
                fix_time: position.fix_time,
              }
            : null,
        },
      ];
    });

  app.post(
    '/dashboard/share-links',
    {
      config: { permission: 'create_share_links' },
      schema: {
        tags,
        summary:
          'Make a link showing some vehicles live (and an itinerary) to anyone holding it, until it expires',
        body: createShareLinkSchema,
        response: { 201: createdShareLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const body = request.body;
      const ids = [...new Set(body.vehicle_ids)];
      if ((await repo.countVehicles(ids)) !== ids.length)
        throw new ValidationError(
          { vehicle_ids: ['share_links.vehicles_missing'] },
          'share_links.vehicles_missing',
        );
      if (body.trip_id) {
        if (!(await repo.tripExists(body.trip_id)))
          throw new ValidationError({ trip_id: ['share_links.trip_missing'] }, 'share_links.trip_missing');
      }
      // 256 random bits; only the hash is stored.
      const token = randomBytes(32).toString('base64url');
      const created = await repo.transaction(async (txRepo) => {
        const row = await txRepo.insert({
          tokenHash: hashToken(token),
          vehicleIds: ids,
          tripId: body.trip_id ?? null,
          note: body.note,
          createdBy: session.employee.id,
          expiresInHours: body.expires_in_hours,
        });
        if (!row) throw new Error('share link not stored');
        await audit(txRepo.database, {
          action: 'create',
          model: 'share_links',
          recordId: row.id,
          after: {
            vehicle_ids: ids,
            trip_id: body.trip_id ?? null,
            note: body.note,
            expires_in_hours: body.expires_in_hours,
          },
        });
        return row;
      });
      const base = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const url = `${base.replace(/\/$/, '')}/share/${token}`;
      return reply.code(201).send({
        data: {
          id: created.id,
          token,
          url,
          expires_at: iso(created.expires_at) ?? '',
          // The link as a QR code (SVG), to show once beside it.
          qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
        },
        message: request.t('share_links.created'),
      });
    },
  );

  app.get(
    '/dashboard/share-links',
    {
      config: { permission: 'show_share_links' },
      schema: {
        tags,
        summary: 'Share links, newest first (never their tokens)',
        querystring: shareLinkListQuerySchema,
        response: { 200: shareLinkListResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const held = permissionsOf(requireSession(request));
      const { page, per_page: perPage, status } = request.query;
      const total = await repo.count(status);
      const rows = await repo.page(status, page, perPage);
      return {
        data: rows.map((row) => {
          const status = row.revoked_at ? 'revoked' : row.expired ? 'expired' : 'active';
          return {
            id: row.id,
            vehicles: row.vehicles ?? [],
            trip: row.trip_id === null ? null : { id: row.trip_id, name: row.trip_name ?? '' },
            note: row.note,
            created_by:
              row.created_by === null ? null : { id: row.created_by, name: row.created_by_name ?? '' },
            created_at: iso(row.created_at) ?? '',
            expires_at: iso(row.expires_at) ?? '',
            revoked_at: iso(row.revoked_at),
            views: row.views,
            last_viewed_at: iso(row.last_viewed_at),
            status: status as 'active' | 'expired' | 'revoked',
            actions: status === 'active' && held.has('delete_share_links') ? ['delete' as const] : [],
          };
        }),
        meta: pageMeta(total, page, perPage),
      };
    },
  );

  app.delete(
    '/dashboard/share-links/:id',
    {
      config: { permission: 'delete_share_links' },
      schema: {
        tags,
        summary: 'Revoke a link at once',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const id = request.params.id;
      if (!isStorableId(id)) throw new NotFoundError();
      const revoked = await repo.transaction(async (txRepo) => {
        const found = await txRepo.revoke(id);
        if (found)
          await audit(txRepo.database, {
            action: 'revoke',
            model: 'share_links',
            recordId: id,
            changes: { revoked: [false, true] },
          });
        return found;
      });
      if (!revoked) throw new NotFoundError();
      closeLink(id);
      app.hub.publish({ type: 'share-links.revoked', id });
      return { message: request.t('share_links.revoked') };
    },
  );

  app.get(
    '/share/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The shared view (no sign-in): those vehicles live, the itinerary when shared; 404 once it ended',
        security: [],
        params: tokenParamsSchema,
        response: { 200: sharedViewResponseSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      throttle(request.ip);
      const link = await activeLink(request.params.token);
      if (!link) throw new NotFoundError();
      await repo.recordView(link.id);
      return {
        data: {
          expires_at: iso(link.expires_at) ?? '',
          vehicles: sharedVehicles(link.vehicle_ids),
          trip: sharedTrip(link),
        },
      };
    },
  );

  app.get(
    '/share/:token/stream',
    {
      websocket: true,
      config: { access: 'public', websocket: true },
      schema: {
        tags,
        summary:
          'WebSocket: a snapshot of the shared vehicles, then their positions, and the shared itinerary each time it changes; closed when the link ends',
      },
    },
    (socket, request) => {
      const token = (request.params as { token?: unknown }).token;
      const wait = limiter.retryAfter(request.ip);
      if (wait > 0 || typeof token !== 'string') {
        socket.close(4429, 'too many requests');
        return;
      }
      limiter.fail(request.ip);
      void activeLink(token).then((link) => {
        if (!link || socket.readyState !== socket.OPEN) {
          socket.close(4404, 'not found');
          return;
        }
        const ids = new Set(link.vehicle_ids);
        const set = sockets.get(link.id) ?? new Set<WebSocket>();
        sockets.set(link.id, set);
        set.add(socket);
        // The tracking stream's machinery (coalescing, backpressure, viewports and clusters), limited to the
        // link's vehicles and writing them as the shared view does (no driver, no device).
        const expiresAt = new Date(link.expires_at).getTime();
        const ended = { code: 4404, message: translate('errors.not_found', request.lang) };
        // The itinerary moves on (stations reached, late, finished) while the page is open: sent again when it changed.
        let sentTrip = '';
        const sendTrip = (current: LinkRow) => {
          const trip = sharedTrip(current);
          const json = JSON.stringify(trip);
          if (trip === null || json === sentTrip || socket.readyState !== socket.OPEN) return;
          sentTrip = json;
          socket.send(`{"type":"trip","trip":${json}}`);
        };
        const client = new StreamClient(
          socket,
          app.liveState,
          { ...DEFAULT_STREAM_OPTIONS, sessionCheckMs: SHARE_CHECK_MS, clusterZoom: app.config.clusterZoom },
          async () => {
            const current = Date.now() >= expiresAt ? null : await activeLink(token);
            if (!current) return ended;
            sendTrip(current);
            return null;
          },
          ids,
          app.liveSpatial,
          (id) => {
            const [vehicle] = sharedVehicles([id]);
            return vehicle ? JSON.stringify(vehicle) : undefined;
          },
        );
        client.start();
        sendTrip(link);
        listenForViewports(socket, client, request.lang);
        socket.on('close', () => set.delete(socket));
      });
    },
  );
};

export default shareLinksRoutes;
