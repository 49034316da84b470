import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@fleet/shared/common';
import { type DemoHistoryStatus, demoHistoryStatusResponseSchema } from '@fleet/shared/schemas/system';
import { DemoHistoryRepo } from './demo-history.repo';

/** The demo history's progress (docs/api.md#demo-history), read from its marker: every instance answers alike. */
const demoHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new DemoHistoryRepo(app.db);
  app.get(
    '/dashboard/system/demo-history',
    {
      config: { permission: 'update_settings' },
      schema: {
        tags: ['system'],
        summary:
          "The demo fleet's past being written: `writing` with the days written so far, `done` or `none`",
        response: { 200: demoHistoryStatusResponseSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (): Promise<{ data: DemoHistoryStatus }> => {
      const marker = await repo.read();
      if (!marker || marker.status === 'skipped')
        return { data: { status: 'none', days: 0, days_written: 0 } };
      return { data: { status: marker.status, days: marker.days, days_written: marker.days_written } };
    },
  );
};

export default demoHistoryRoutes;
