import { z } from '../validation';
import { envelope, paginated } from '../common';
import { TRIP_STATUSES, timelineEntrySchema } from './trips';

/** docs/api.md#commands */
export const COMMAND_TYPES = [
  'engine_stop',
  'engine_resume',
  'position_request',
  'reboot',
  'custom',
] as const;
export type CommandType = (typeof COMMAND_TYPES)[number];
export const COMMAND_STATUSES = [
  'held',
  'queued',
  'sent',
  'answered',
  'expired',
  'cancelled',
  'failed',
] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];
/** Commands that cut or restore the engine: the sender's password is asked again. */
export const COMMANDS_NEEDING_PASSWORD: readonly CommandType[] = ['engine_stop', 'engine_resume'];
/** Statuses a command can still leave by being sent or cancelled. */
export const PENDING_COMMAND_STATUSES: readonly CommandStatus[] = ['held', 'queued'];
export const COMMAND_MAX_TEXT = 200;
export const COMMAND_MAX_EXPIRY_MINUTES = 1440;
export const COMMAND_DEFAULT_EXPIRY_MINUTES = { engine_stop: 10, other: 60 } as const;
/** One command in flight per device: the next waits for the reply, or this long without one. */
export const COMMAND_REPLY_TIMEOUT_MS = 30_000;

export function defaultExpiryMinutes(type: CommandType): number {
  return type === 'engine_stop'
    ? COMMAND_DEFAULT_EXPIRY_MINUTES.engine_stop
    : COMMAND_DEFAULT_EXPIRY_MINUTES.other;
}

export const createCommandSchema = z
  .object({
    type: z.enum(COMMAND_TYPES),
    text: z.string().nullish(),
    expires_in_minutes: z.number().int().min(1).max(COMMAND_MAX_EXPIRY_MINUTES).nullish(),
    password: z.string().max(200).nullish(),
    code: z.string().max(50).nullish(),
  })
  .superRefine((value, context) => {
    if (value.type !== 'custom') return;
    const text = value.text ?? '';
    if (text.trim() === '')
      context.addIssue({ code: 'custom', path: ['text'], message: 'validation.required' });
    else if (text.length > COMMAND_MAX_TEXT || !/^[\x20-\x7e]+$/.test(text))
      context.addIssue({ code: 'custom', path: ['text'], message: 'validation.command_text' });
  });
export type CreateCommandInput = z.infer<typeof createCommandSchema>;

export const commandSchema = z.object({
  id: z.number().int(),
  vehicle: z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() }),
  type: z.enum(COMMAND_TYPES),
  /** What is sent (a GT06 password masked); null while the device's protocol is unknown. */
  text: z.string().nullable(),
  status: z.enum(COMMAND_STATUSES),
  reply: z.string().nullable(),
  error: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  expires_at: z.string(),
  actions: z.array(z.enum(['cancel'])),
});
export type Command = z.infer<typeof commandSchema>;

export const commandResponseSchema = envelope(commandSchema);
export const commandListResponseSchema = paginated(commandSchema);
export const commandListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
/** The tracking WebSocket's message on each status change. */
export const commandMessageSchema = z.object({ type: z.literal('command'), data: commandSchema });

/** docs/api.md#driver-keys: who drives the vehicle now, by the last key its device reported, else its assignment. */
export const currentDriverSchema = z.object({
  driver: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The key reported last (null: no key seen; the driver is the assigned one). */
  key: z.string().nullable(),
  source: z.enum(['key', 'assignment', 'none']),
  /** Since when this key has been reported (null for the assignment). */
  since: z.string().nullable(),
});
export type CurrentDriver = z.infer<typeof currentDriverSchema>;
export const currentDriverResponseSchema = envelope(currentDriverSchema);

/**
 * Who drove over a period, by the keys the device reported (docs/api.md#driver-keys): one span per key, in time
 * order. The first span may have begun before the period (a key reported in the day before it).
 */
export const driverSpanSchema = z.object({
  /** When the key was first reported (the period's start for a span carried over from before it). */
  from: z.string(),
  /** When another key replaced it; null while it still held at the period's end. */
  to: z.string().nullable(),
  key: z.string(),
  /** The driver owning the key; null for a key no driver has. */
  driver: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type DriverSpan = z.infer<typeof driverSpanSchema>;
export const driverSpansResponseSchema = envelope(z.array(driverSpanSchema));

/** docs/api.md#share-links */
export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;
export const createShareLinkSchema = z.object({
  vehicle_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(50),
  trip_id: z.number().int().positive().max(2_147_483_647).nullish(),
  expires_in_hours: z.number().int().min(1).max(168),
  note: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
});
export const createdShareLinkSchema = envelope(
  z.object({
    id: z.number().int(),
    token: z.string(),
    url: z.string(),
    expires_at: z.string(),
    qr_svg: z.string(),
  }),
);
const ref = z.object({ id: z.number().int(), name: z.string() });
export const shareLinkSchema = z.object({
  id: z.number().int(),
  vehicles: z.array(z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() })),
  trip: ref.nullable(),
  note: z.string().nullable(),
  created_by: ref.nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  views: z.number().int(),
  last_viewed_at: z.string().nullable(),
  status: z.enum(SHARE_LINK_STATUSES),
  actions: z.array(z.enum(['delete'])),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];
export const shareLinkListResponseSchema = paginated(shareLinkSchema);
export const shareLinkListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
  status: z.enum(SHARE_LINK_STATUSES).optional(),
});
/** The public view: those vehicles only, no driver, no history. */
export const sharedVehicleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  plate_number: z.string(),
  live_status: z.string().nullable(),
  position: z
    .object({
      lat: z.number(),
      lon: z.number(),
      speed: z.number().nullable(),
      course: z.number().nullable(),
      fix_time: z.string(),
    })
    .nullable(),
});
/** A shared itinerary as the public page shows it; the share socket sends it again (`{type:'trip'}`) as it progresses. */
export const sharedTripSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stations: z.array(
    z.object({
      name: z.string(),
      lat: z.number(),
      lon: z.number(),
      planned_time: z.string().nullable(),
    }),
  ),
  /** The itinerary's progress, as on its own page (docs/api.md#share-links: stations, status and timeline). */
  status: z.enum(TRIP_STATUSES),
  /** Index into `stations` of the station the vehicle heads for; null once finished or skipped. */
  next_station: z.number().int().nullable(),
  timeline: z.array(timelineEntrySchema),
  /** The fleet's time zone (IANA): planned times are wall-clock times there. */
  time_zone: z.string(),
});

export const sharedViewResponseSchema = envelope(
  z.object({
    expires_at: z.string(),
    vehicles: z.array(sharedVehicleSchema),
    trip: sharedTripSchema.nullable(),
  }),
);
