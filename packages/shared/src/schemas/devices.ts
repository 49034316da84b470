import { z } from '../validation';
import { envelope } from '../common';

/** docs/api.md#devices: a device id that reported in the last days and matches no vehicle. */
export const unknownDeviceSchema = z.object({
  device_id: z.string(),
  protocol: z.string(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  reports: z.number().int(),
  last_lat: z.number().nullable(),
  last_lon: z.number().nullable(),
});
export type UnknownDevice = z.infer<typeof unknownDeviceSchema>;
export const unknownDevicesResponseSchema = envelope(z.array(unknownDeviceSchema));

/** A protocol's listener as this server runs it, for the "Connect a device" help. */
export const deviceProtocolSchema = z.object({
  name: z.string(),
  label: z.string(),
  transport: z.string(),
  /** The port devices send to; null when the listener is turned off. */
  port: z.number().int().nullable(),
  env_var: z.string(),
});
export type DeviceProtocolInfo = z.infer<typeof deviceProtocolSchema>;
export const deviceProtocolsResponseSchema = envelope(
  z.object({
    /** The host devices should be configured with, from PUBLIC_URL. */
    host: z.string(),
    protocols: z.array(deviceProtocolSchema),
  }),
);
