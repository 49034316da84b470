import { z } from '../validation';
import { envelope, listQuerySchema, paginated, rowActionSchema } from '../common';
import { eventSchema, EVENT_TYPES } from './events';

/** docs/api.md#notifications. */
export const NOTIFICATION_CHANNELS = ['web', 'email', 'webhook'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const MAX_RULE_ITEMS = 1_000;

const ids = z.array(z.number().int().positive()).max(MAX_RULE_ITEMS);

export const notificationRuleInputSchema = z
  .object({
    name: z.string().trim().min(2).max(100),
    /** Empty: every type. */
    event_types: z.array(z.enum(EVENT_TYPES)).max(EVENT_TYPES.length).default([]),
    /** Empty: every vehicle. */
    vehicle_ids: ids.default([]),
    /** Empty: any geofence (or none). */
    geofence_ids: ids.default([]),
    recipients: z
      .object({ employee_ids: ids.default([]), role_ids: ids.default([]) })
      .default({ employee_ids: [], role_ids: [] }),
    channels: z.array(z.enum(NOTIFICATION_CHANNELS)).min(1).max(NOTIFICATION_CHANNELS.length),
    webhook_url: z
      .string()
      .trim()
      .max(2000)
      .nullish()
      .transform((v) => (v ? v : null)),
    /** Write only; left out on an update: the stored one stays. */
    webhook_secret: z
      .string()
      .max(200)
      .nullish()
      .transform((v) => (v ? v : null)),
    status: z.boolean().default(true),
  })
  .superRefine(
    (values, context) => {
      const channels: readonly string[] = Array.isArray(values.channels) ? values.channels : [];
      const recipients = values.recipients ?? { employee_ids: [], role_ids: [] };
      const webhook = channels.includes('webhook');
      if (webhook && !values.webhook_url) {
        context.addIssue({
          code: 'custom',
          path: ['webhook_url'],
          message: 'validation.required',
          input: values,
        });
      }
      if (typeof values.webhook_url === 'string' && values.webhook_url) {
        const ok = ((): boolean => {
          try {
            const url = new URL(values.webhook_url);
            return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
          } catch {
            return false;
          }
        })();
        if (!ok) {
          context.addIssue({
            code: 'custom',
            path: ['webhook_url'],
            message: 'validation.url',
            input: values,
          });
        }
      }
      const personal = channels.some((channel) => channel === 'web' || channel === 'email');
      const named = (recipients.employee_ids?.length ?? 0) + (recipients.role_ids?.length ?? 0);
      if (personal && named === 0) {
        context.addIssue({
          code: 'custom',
          path: ['recipients'],
          message: 'validation.required',
          input: values,
        });
      }
    },
    // Check these even when other fields fail, so the form shows every error at once.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
export type NotificationRuleInput = z.input<typeof notificationRuleInputSchema>;
export type NotificationRuleValues = z.output<typeof notificationRuleInputSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const notificationRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  event_types: z.array(z.enum(EVENT_TYPES)),
  vehicle_ids: z.array(z.number().int()),
  geofence_ids: z.array(z.number().int()),
  recipients: z.object({ employee_ids: z.array(z.number().int()), role_ids: z.array(z.number().int()) }),
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  webhook_url: z.string().nullable(),
  /** Whether a secret is stored (the secret itself is never read back). */
  has_webhook_secret: z.boolean(),
  status: z.boolean(),
  /** Names of what the ids refer to, for the list and the form. */
  vehicles: z.array(z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() })),
  geofences: z.array(named),
  employees: z.array(named),
  roles: z.array(named),
  created_at: z.string(),
  updated_at: z.string(),
  actions: z.array(rowActionSchema),
});
export type NotificationRule = z.infer<typeof notificationRuleSchema>;

export const notificationRuleListQuerySchema = listQuerySchema(
  z.enum(['true', 'false']).transform((v) => v === 'true'),
);
export type NotificationRuleListQuery = z.input<typeof notificationRuleListQuerySchema>;
export const notificationRuleListResponseSchema = paginated(notificationRuleSchema);
export const notificationRuleResponseSchema = envelope(notificationRuleSchema);

export const deliverySchema = z.object({
  id: z.string(),
  event_id: z.number().int(),
  event_type: z.enum(EVENT_TYPES),
  vehicle_name: z.string(),
  channel: z.enum(['email', 'webhook']),
  recipient: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
export const deliveryListResponseSchema = paginated(deliverySchema);

/** One inbox item: the event in the reader's language. */
export const notificationSchema = z.object({
  id: z.number().int(),
  event: eventSchema,
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type FleetNotification = z.infer<typeof notificationSchema>;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const notificationListQuerySchema = z.object({
  unread: flag.optional(),
  severity: z.enum(['info', 'warning', 'critical']).optional(),
  type: z.enum(EVENT_TYPES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;
export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: z.object({
    per_page: z.number().int(),
    total: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    unread: z.number().int(),
  }),
});

export const markReadInputSchema = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) }),
]);
export type MarkReadInput = z.infer<typeof markReadInputSchema>;
export const markReadResponseSchema = z.object({
  data: z.object({ updated: z.number().int(), unread: z.number().int() }),
  message: z.string().optional(),
});

/** The tracking WebSocket's message for a new notification of the signed-in user. */
export const notificationMessageSchema = z.object({
  type: z.literal('notification'),
  data: notificationSchema,
});

export const notificationSettingsSchema = z.object({
  /** Per recipient, at most this many emails a minute; the rest go out as one digest. */
  email_per_minute: z.number().int().min(1).max(100),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const NOTIFICATION_SETTINGS_DEFAULTS: NotificationSettings = { email_per_minute: 5 };
