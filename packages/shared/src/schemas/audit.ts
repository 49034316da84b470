import { dateStringSchema, envelope, idSchema, paginated } from '../common';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../constants';
import { z } from '../validation';

export const AUDIT_ACTOR_TYPES = ['employee', 'driver', 'device', 'system', 'api_key'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** The models the audit log names (permission models, plus `auth` for sign-in and `profile` for own account). */
export const AUDIT_MODELS = [
  'auth',
  'profile',
  'vehicles',
  'employees',
  'drivers',
  'trips',
  'roles',
  'examinations',
  'geofences',
  'settings',
  'media',
  'notifications',
  'maintenance',
  'system',
  'audit',
  'api_keys',
] as const;

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'block',
  'activate',
  'fix',
  'confirm',
  'duplicate',
  'import',
  'export',
  'login',
  'login_failed',
  'logout',
  'password_change',
  'password_reset',
  'two_factor_enable',
  'two_factor_disable',
  'session_revoke',
  'revoke',
  // A vehicle's sensors, in the vehicle's history (`changes.sensor`: `[{id, name} | null, {id, name} | null]`).
  'sensor_add',
  'sensor_update',
  'sensor_remove',
] as const;

/** A date (`yyyy-MM-dd`, the whole day in the fleet's zone) or a date-time with offset. */
const instantOrDay = z.union([dateStringSchema, z.iso.datetime({ offset: true })]);

export const auditListQuerySchema = z
  .object({
    actor_type: z.enum(AUDIT_ACTOR_TYPES).optional(),
    actor_id: idSchema.optional(),
    model: z.string().trim().max(40).optional(),
    action: z.string().trim().max(40).optional(),
    record_id: z.string().trim().max(40).optional(),
    from: instantOrDay.optional(),
    to: instantOrDay.optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: 'validation.date_range',
    path: ['to'],
  });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  time: z.string(),
  actor: z.object({
    type: z.enum(AUDIT_ACTOR_TYPES),
    id: z.number().int().nullable(),
    name: z.string().nullable(),
  }),
  action: z.string(),
  model: z.string(),
  record_id: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponseSchema = paginated(auditEntrySchema);

/** The "who" filter's options: people and other actors found in the log, searched by name. */
export const auditActorOptionsQuerySchema = z.object({
  name: z.string().trim().max(100).optional(),
  /** The selected actor, listed first so its label is known: both or neither. */
  actor_type: z.enum(AUDIT_ACTOR_TYPES).optional(),
  actor_id: idSchema.optional(),
});
export type AuditActorOptionsQuery = z.infer<typeof auditActorOptionsQuerySchema>;
export const auditActorOptionSchema = z.object({
  /** `type:id`, e.g. `employee:3`. */
  value: z.string(),
  label: z.string(),
  type: z.enum(AUDIT_ACTOR_TYPES),
  id: z.number().int(),
});
export type AuditActorOption = z.infer<typeof auditActorOptionSchema>;
export const auditActorOptionsResponseSchema = envelope(z.array(auditActorOptionSchema));
