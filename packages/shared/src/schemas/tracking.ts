import { z } from '../validation';
import { dateStringSchema, envelope, paginated } from '../common';
import { MAX_PER_PAGE } from '../constants';
import { LIVE_STATUSES } from './vehicles';
import { eventMessageSchema } from './events';
import { notificationMessageSchema } from './notifications';
import { commandMessageSchema } from './commands';
import { sensorValueSchema } from './sensors';

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
  /**
   * The vehicle's sensors' calibrated values at this fix (docs/api.md#sensors), with the vehicle's sensors as
   * they are now; empty without sensors. A fuel level is the calibrated reading at the fix, not smoothed.
   */
  sensors: z.array(sensorValueSchema),
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
  /**
   * The vehicle's sensors' calibrated values at its latest fix (docs/api.md#sensors); empty without sensors, a
   * null value when that fix lacks the sensor's attribute. A fuel level is the calibrated reading, not smoothed.
   */
  sensors: z.array(sensorValueSchema),
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
 * `GET /api/dashboard/tracking/live` as a paged list (the home page's list): any of these parameters asks for
 * it. `search` matches name, plate, device id and driver; `status` one live status. Sorted by name.
 */
export const liveListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
  search: z.string().trim().max(100).optional(),
  status: liveStatusSchema.optional(),
});
export type LiveListQuery = z.input<typeof liveListQuerySchema>;
export const liveListResponseSchema = paginated(liveVehicleSchema);
export type LiveListResponse = z.infer<typeof liveListResponseSchema>;
/** Without list parameters the snapshot of every vehicle, as before; with any of them a page. */
export const liveResponseSchema = z.union([liveSnapshotResponseSchema, liveListResponseSchema]);

/** docs/api.md#live-stream-at-scale: below this map zoom the server sends `clusters` instead of vehicles. */
export const DEFAULT_CLUSTER_ZOOM = 10;

/**
 * How much of the box's size the server adds around each side of a viewport (docs/api.md#live-stream-at-scale
 * allows up to a quarter).
 * Every move sends a new viewport and gets a fresh snapshot, so a wide margin buys little and costs bytes
 * (a quarter: 2.25× the box's area; a tenth: 1.44×).
 */
export const VIEWPORT_MARGIN = 0.1;

/**
 * Client to server on the tracking WebSocket, whenever the map moves: `bbox` is `[west, south, east, north]` in
 * WGS84 as MapLibre gives it (longitudes may run past ±180 when the map is wrapped), `zoom` MapLibre's.
 */
export const viewportMessageSchema = z
  .object({
    type: z.literal('viewport'),
    bbox: z.tuple([
      z.number().min(-540).max(540),
      z.number().min(-90).max(90),
      z.number().min(-540).max(540),
      z.number().min(-90).max(90),
    ]),
    zoom: z.number().min(0).max(24),
  })
  .strict()
  .refine((m) => m.bbox[1] <= m.bbox[3], { message: 'validation.invalid', path: ['bbox'] })
  .refine((m) => m.bbox[0] <= m.bbox[2], { message: 'validation.invalid', path: ['bbox'] });
export type ViewportMessage = z.infer<typeof viewportMessageSchema>;

/** At most this many vehicles in one `vehicles` message (a page that follows a few, not a fleet). */
export const MAX_FOLLOWED_VEHICLES = 50;

/**
 * Client to server on the tracking WebSocket: follow just these vehicles (a vehicle's page) — a fresh `snapshot`
 * of those the client may see, then their `changes`; no clusters or summary. It replaces any viewport, and a later
 * viewport replaces it.
 */
export const vehiclesMessageSchema = z
  .object({
    type: z.literal('vehicles'),
    ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(MAX_FOLLOWED_VEHICLES),
  })
  .strict();
export type VehiclesMessage = z.infer<typeof vehiclesMessageSchema>;

/** Vehicles with a position per live status; statuses with none are left out. */
export const statusCountsSchema = z.partialRecord(liveStatusSchema, z.number().int().min(0));

/** One cluster of the `clusters` message: its centre, how many vehicles, how many per status. */
export const liveClusterSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  count: z.number().int().min(1),
  statuses: statusCountsSchema,
});
export type LiveCluster = z.infer<typeof liveClusterSchema>;

export const clustersMessageSchema = z.object({
  type: z.literal('clusters'),
  zoom: z.number(),
  clusters: z.array(liveClusterSchema),
});
export type ClustersMessage = z.infer<typeof clustersMessageSchema>;

/** Fleet-wide counters whatever the viewport: vehicles per live status, and every vehicle (`total`). */
export const summaryMessageSchema = z.object({
  type: z.literal('summary'),
  counts: z.object({
    moving: z.number().int().min(0),
    pause: z.number().int().min(0),
    exit: z.number().int().min(0),
    busy: z.number().int().min(0),
    total: z.number().int().min(0),
  }),
});
export type SummaryMessage = z.infer<typeof summaryMessageSchema>;

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
  /** Below the cluster zoom, after a `viewport`: the vehicles in the box, clustered (at most once a second). */
  clustersMessageSchema,
  /** After a `viewport`: the fleet-wide status counters (at most once a second, when they change). */
  summaryMessageSchema,
  /** A new event (docs/api.md#events), in the client's language. */
  eventMessageSchema,
  /** A new notification of the signed-in user (docs/api.md#notifications), in the client's language. */
  notificationMessageSchema,
  /** A command's status changed (docs/api.md#commands), to users who may see commands. */
  commandMessageSchema,
]);
export type StreamMessage = z.infer<typeof streamMessageSchema>;

/** WebSocket close codes the client acts on. */
export const STREAM_CLOSE_UNAUTHORIZED = 4401;
export const STREAM_CLOSE_FORBIDDEN = 4403;
/** The server instance is stopping (rolling restart): reconnect at once, the balancer sends it to another. */
export const STREAM_CLOSE_SERVICE_RESTART = 1012;
