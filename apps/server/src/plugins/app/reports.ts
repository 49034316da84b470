import fp from 'fastify-plugin';
import { ReportTracker, type ReportTrackerOptions } from '../../modules/reports';

declare module 'fastify' {
  interface FastifyInstance {
    /** Trips, stops and daily totals per vehicle, detected as positions are committed (see ReportTracker). */
    reports: ReportTracker;
  }
}

export type ReportsPluginOptions = ReportTrackerOptions;

export default fp<ReportsPluginOptions>(
  async function reportsPlugin(app, options) {
    const tracker = new ReportTracker(
      app.db,
      () => app.eventSettings.get(),
      app.config.timezone,
      app.log,
      options,
    );
    const stopListening = app.positionWriter.onCommitted((batch) => tracker.onCommitted(batch));
    await tracker.start();
    app.decorate('reports', tracker);
    app.addHook('onClose', async () => {
      stopListening();
      await tracker.stop();
    });
  },
  { name: 'reports', dependencies: ['db', 'ingestion', 'events'] },
);
