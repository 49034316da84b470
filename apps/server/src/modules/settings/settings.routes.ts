import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@fleet/shared/common';
import { eventSettingsInputSchema, eventSettingsResponseSchema } from '@fleet/shared/schemas/settings';

const tags = ['settings'];

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/settings/events',
    {
      config: { permission: ['show_settings', 'update_settings'] },
      schema: {
        tags,
        summary: 'The fleet’s event thresholds',
        response: { 200: eventSettingsResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ data: app.eventSettings.get() }),
  );

  app.put(
    '/dashboard/settings/events',
    {
      config: { permission: 'update_settings' },
      schema: {
        tags,
        summary: 'Change any of the event thresholds; the others keep their values',
        body: eventSettingsInputSchema,
        response: { 200: eventSettingsResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const data = await app.eventSettings.save(request.body);
      return { data, message: request.t('settings.updated') };
    },
  );
};

export default settingsRoutes;
