import { z } from '../validation';
import { envelope } from '../common';

export const loginInputSchema = z.object({
  email: z.email().trim().toLowerCase().max(191),
  password: z.string().min(1).max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResponseSchema = envelope(z.object({ token: z.string() }));

export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  permissions: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = envelope(profileSchema);
