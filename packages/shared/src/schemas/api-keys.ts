import { z } from '../validation';
import { envelope, listQuerySchema, paginated } from '../common';
import { isPermission, normalizePermission } from '../permissions';

/** docs/api.md#api-keys. */
export const API_KEY_PREFIX = 'fk_';
/** Characters of the key shown in lists (`fk_` + the first 8 of its random part). */
export const API_KEY_SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
export const DEFAULT_API_KEY_RATE_LIMIT = 600;
export const MAX_API_KEY_RATE_LIMIT = 100_000;
export const MAX_API_KEY_VEHICLES = 1_000;
export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const apiKeyInputSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    permissions: z
      .array(
        z
          .string()
          .transform(normalizePermission)
          .refine(isPermission, { message: 'validation.unknown_permission' }),
      )
      .min(1)
      .max(200)
      .transform((list) => [...new Set(list)]),
    /** Empty: every vehicle the creator may see. */
    vehicle_ids: z
      .array(z.number().int().positive())
      .max(MAX_API_KEY_VEHICLES)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    expires_at: z.iso
      .datetime({ offset: true })
      .nullish()
      .transform((v) => v ?? null),
    rate_limit_per_minute: z
      .number()
      .int()
      .min(1)
      .max(MAX_API_KEY_RATE_LIMIT)
      .default(DEFAULT_API_KEY_RATE_LIMIT),
  })
  .refine((input) => !input.expires_at || Date.parse(input.expires_at) > Date.now(), {
    message: 'validation.future',
    path: ['expires_at'],
  })
  .meta({
    examples: [
      {
        name: 'ERP integration',
        permissions: ['show_vehicles', 'show_tracking'],
        vehicle_ids: [12, 14],
        expires_at: '2027-12-31T23:59:59+03:00',
        rate_limit_per_minute: 600,
      },
    ],
  });
export type ApiKeyInput = z.infer<typeof apiKeyInputSchema>;

export const apiKeyListQuerySchema = listQuerySchema(z.enum(API_KEY_STATUSES));
export type ApiKeyListQuery = z.infer<typeof apiKeyListQuerySchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  permissions: z.array(z.string()),
  vehicle_ids: z.array(z.number().int()),
  expires_at: z.string().nullable(),
  rate_limit_per_minute: z.number().int(),
  created_at: z.string(),
  created_by: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(API_KEY_STATUSES),
  actions: z.array(z.enum(['view', 'delete'])),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListResponseSchema = paginated(apiKeySchema);
export const apiKeyResponseSchema = envelope(apiKeySchema);
/** The create answer: the only time `key` is ever shown. */
export const createdApiKeyResponseSchema = envelope(apiKeySchema.extend({ key: z.string() })).meta({
  examples: [
    {
      data: {
        id: 3,
        name: 'ERP integration',
        prefix: 'fk_Q2x9a7Lm',
        key: 'fk_Q2x9a7LmVb0c1d2e3f4g5h6i7j8k9l0m',
        permissions: ['show_vehicles', 'show_tracking'],
        vehicle_ids: [12, 14],
        expires_at: '2027-12-31T20:59:59.000Z',
        rate_limit_per_minute: 600,
        created_at: '2026-11-25T09:00:00.000Z',
        created_by: { id: 1, name: 'Administrator' },
        last_used_at: null,
        revoked_at: null,
        status: 'active',
        actions: ['view', 'delete'],
      },
      message: 'API key created. Copy it now: it will not be shown again',
    },
  ],
});
