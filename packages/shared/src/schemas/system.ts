import { z } from '../validation';
import { envelope } from '../common';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'error']),
  /** With FORWARD_MQTT_URL / FORWARD_AMQP_URL: positions waiting for the brokers and dropped (queue full). */
  forwarding: z.object({ queued: z.number().int(), dropped: z.number().int() }).optional(),
});

/** Public settings the web app needs before login. */
export const appConfigSchema = z.object({
  demo: z.boolean(),
  demo_credentials: z.object({ email: z.string(), password: z.string() }).nullable(),
  tile_url: z.string(),
  timezone: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
export const appConfigResponseSchema = envelope(appConfigSchema);
