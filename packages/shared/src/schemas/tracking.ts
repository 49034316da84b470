import { z } from '../validation';
import { dateStringSchema, envelope } from '../common';
import { LIVE_STATUSES } from './vehicles';
import { eventMessageSchema } from './events';
import { notificationMessageSchema } from './notifications';
import { commandMessageSchema } from './commands';

/**
 * The live-tracking contract shared by the server (ingestion, live hub, WebSocket) and the web app
 * (home map, vehicle details). Times are ISO 8601 strings; speeds km/h; courses degrees from north.
 */

export type LiveStatus = (typeof LIVE_STATUSES)[number];
export const liveStatusSchema = z.enum(LIVE_STATUSES);

/** One stored position, as `GET /api/dashboard/vehicles/{id}/positions` returns it. */
export const positionSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  speed: z.number().nullable(),
  course: z.number().nullable(),
  altitude: z.number().nullable(),
  satellites: z.number().int().nullable(),
  /** Null when the device does not report it. */
  ignition: z.boolean().nullable(),
  /** When the device took the fix. */
  fix_time: z.string(),
  /** When the server received it. */
  server_time: z.string(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type TrackPosition = z.infer<typeof positionSchema>;

/** The longest movement record one request may ask for. */
export const MAX_POSITIONS_RANGE_DAYS = 31;

/**
 * `start_date`/`end_date` (whole days in FLEET_TIMEZONE) or `from`/`to` (ISO date-times with offset).
 * Without either, today in FLEET_TIMEZONE.
 */
export const positionsQuerySchema = z
  .object({
    start_date: dateStringSchema.optional(),
    end_date: dateStringSchema.optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: 'validation.date_range',
    path: ['end_date'],
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: 'validation.date_range',
    path: ['to'],
  });
export type PositionsQuery = z.input<typeof positionsQuerySchema>;
export const positionsResponseSchema = envelope(z.array(positionSchema));

/** A vehicle's latest known position (a subset of `positionSchema`). */
export const livePositionSchema = positionSchema.pick({
  lat: true,
  lon: true,
  speed: true,
  course: true,
  ignition: true,
  fix_time: true,
  server_time: true,
});
export type LivePosition = z.infer<typeof livePositionSchema>;

/** One vehicle on the live map: what the home page, its side list and the popup need. */
export const liveVehicleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  plate_number: z.string(),
  device_id: z.string().nullable(),
  /** Management status: false when the vehicle is blocked. */
  status: z.boolean(),
  /** Null when the vehicle has never reported a position. */
  live_status: liveStatusSchema.nullable(),
  position: livePositionSchema.nullable(),
  /** The assigned driver, once the drivers module exists; null when none. */
  driver: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type LiveVehicle = z.infer<typeof liveVehicleSchema>;

/** `GET /api/dashboard/tracking/live`: every vehicle the user may see. */
export const liveSnapshotSchema = z.object({
  server_time: z.string(),
  vehicles: z.array(liveVehicleSchema),
});
export type LiveSnapshot = z.infer<typeof liveSnapshotSchema>;
export const liveSnapshotResponseSchema = envelope(liveSnapshotSchema);

/**
 * Messages on the WebSocket `/api/dashboard/tracking/stream`, server to client, JSON text frames.
 * First a `snapshot`, then `changes` carrying the newest full state of each vehicle that changed since
 * the previous message (coalesced per vehicle), and `removed` ids when a vehicle is deleted or no longer
 * visible. `error` precedes a close the client should not retry blindly (e.g. an invalid token).
 */
export const streamMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), server_time: z.string(), vehicles: z.array(liveVehicleSchema) }),
  z.object({
    type: z.literal('changes'),
    server_time: z.string(),
    vehicles: z.array(liveVehicleSchema),
    removed: z.array(z.number().int()),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
  /** A new event (API.md "Events"), in the client's language. */
  eventMessageSchema,
  /** A new notification of the signed-in user (API.md "Notifications"), in the client's language. */
  notificationMessageSchema,
  /** A command's status changed (API.md "Commands to trackers"), to users who may see commands. */
  commandMessageSchema,
]);
export type StreamMessage = z.infer<typeof streamMessageSchema>;

/** WebSocket close codes the client acts on. */
export const STREAM_CLOSE_UNAUTHORIZED = 4401;
export const STREAM_CLOSE_FORBIDDEN = 4403;
/** The server instance is stopping (rolling restart): reconnect at once, the balancer sends it to another. */
export const STREAM_CLOSE_SERVICE_RESTART = 1012;
