import { z } from '../validation';
import { envelope, idSchema, paginated, plainListQuerySchema, rowActionSchema } from '../common';
import { isPermission } from '../permissions';

const permissionListSchema = z
  .array(z.string().trim().refine(isPermission, { message: 'validation.unknown_permission' }))
  .min(1)
  .max(100)
  .transform((list) => [...new Set(list)]);

export const roleInputSchema = z.object({
  name: z.string().trim().min(2).max(60),
  permissions: permissionListSchema,
  /** Members must sign in with an authenticator app; they are walked through enrolment at their next sign-in. */
  two_factor_required: z.boolean().default(false),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  employees_count: z.number().int(),
  permissions_count: z.number().int(),
  two_factor_required: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  actions: z.array(rowActionSchema),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListQuerySchema = plainListQuerySchema;
export const roleListResponseSchema = paginated(roleSchema);
export const roleResponseSchema = envelope(roleSchema);

/** `new_role_id` is required when the role still has employees. */
export const deleteRoleInputSchema = z.object({ new_role_id: idSchema.optional() });
export type DeleteRoleInput = z.infer<typeof deleteRoleInputSchema>;

/** `GET /api/dashboard/permissions`: the catalogue grouped by navbar area. */
export const permissionCatalogueSchema = z.array(
  z.object({
    area: z.string(),
    label: z.string(),
    models: z.array(
      z.object({
        model: z.string(),
        label: z.string(),
        permissions: z.array(z.object({ name: z.string(), action: z.string(), label: z.string() })),
      }),
    ),
  }),
);
export type PermissionCatalogue = z.infer<typeof permissionCatalogueSchema>;
export const permissionCatalogueResponseSchema = envelope(permissionCatalogueSchema);
