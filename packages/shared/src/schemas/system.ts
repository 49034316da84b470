import { z } from '../validation';
import { envelope } from '../common';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'error']),
  /** With FORWARD_MQTT_URL / FORWARD_AMQP_URL: positions waiting for the brokers and dropped (queue full). */
  forwarding: z.object({ queued: z.number().int(), dropped: z.number().int() }).optional(),
});

/** `/api/ready`: 200 `ready`; 503 `starting` (or a dependency not answering) or `draining` (shutting down). */
export const readySchema = z.object({
  status: z.enum(['ready', 'starting', 'draining']),
  db: z.enum(['ok', 'error']).optional(),
  redis: z.enum(['ok', 'error']).optional(),
});
export type Readiness = z.infer<typeof readySchema>;

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

/**
 * `GET /api/dashboard/system/demo-history` (docs/api.md#demo-history): the demo history's progress, for the notice an
 * administrator sees while it is written. `none`: no history (not the demo, DEMO_HISTORY=0, or a database that had
 * a past of its own).
 */
export const demoHistoryStatusSchema = z.object({
  status: z.enum(['none', 'writing', 'done']),
  days: z.number().int(),
  days_written: z.number().int(),
});
export type DemoHistoryStatus = z.infer<typeof demoHistoryStatusSchema>;
export const demoHistoryStatusResponseSchema = envelope(demoHistoryStatusSchema);
