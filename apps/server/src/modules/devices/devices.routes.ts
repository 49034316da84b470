import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@fleet/shared/common';
import { DEVICE_PROTOCOLS } from '@fleet/shared/device-protocols';
import { deviceProtocolsResponseSchema, unknownDevicesResponseSchema } from '@fleet/shared/schemas/devices';
import { DevicesRepo } from './devices.repo';

/** The list shows at most this many devices (the newest). */
const MAX_LISTED = 500;

const devicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new DevicesRepo(app.db);

  app.get(
    '/dashboard/devices/unknown',
    {
      config: { permission: 'create_vehicles' },
      schema: {
        tags: ['devices'],
        summary:
          'Device ids that reported in the last 7 days and match no vehicle ("Devices waiting"), newest first',
        response: { 200: unknownDevicesResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const rows = await repo.listWaiting(MAX_LISTED);
      return {
        data: rows.map((row) => ({
          device_id: row.device_id,
          protocol: row.protocol,
          first_seen_at: new Date(row.first_seen_at).toISOString(),
          last_seen_at: new Date(row.last_seen_at).toISOString(),
          reports: Number(row.reports),
          last_lat: row.last_lat === null ? null : Number(row.last_lat),
          last_lon: row.last_lon === null ? null : Number(row.last_lon),
        })),
      };
    },
  );

  app.get(
    '/dashboard/devices/protocols',
    {
      config: { permission: ['create_vehicles', 'update_vehicles'] },
      schema: {
        tags: ['devices'],
        summary: 'The protocols this server listens for, with the host and port to configure in a device',
        response: { 200: deviceProtocolsResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const ports = app.devicePorts as Record<string, number | null>;
      const host = app.config.publicUrl ? new URL(app.config.publicUrl).hostname : request.hostname;
      return {
        data: {
          host,
          protocols: DEVICE_PROTOCOLS.map((p) => ({
            name: p.name,
            label: p.label,
            transport: p.transport,
            port: ports[p.name] ?? null,
            env_var: p.envVar,
          })),
        },
      };
    },
  );
};

export default devicesRoutes;
