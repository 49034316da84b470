import { z } from '../validation';
import { envelope } from '../common';

export const healthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

/** Public settings the web app needs before login. */
export const appConfigSchema = z.object({
  demo: z.boolean(),
  demo_credentials: z.object({ email: z.string(), password: z.string() }).nullable(),
  /** Mail is configured: "forgot password" sends a reset link (else it says to ask an administrator). */
  password_reset: z.boolean().optional(),
  tile_url: z.string(),
  timezone: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
export const appConfigResponseSchema = envelope(appConfigSchema);
