import fp from 'fastify-plugin';
import { ReportTracker, type ReportTrackerOptions } from './report-tracker';
import drivingRoutes from './driving.routes';
import reportsRoutes from './reports.routes';
import sensorReportRoutes from './sensor-report.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Trips, stops and daily totals per vehicle, detected as positions are committed (see ReportTracker). */
    reports: ReportTracker;
  }
}

export type ReportsModuleOptions = ReportTrackerOptions;

/** Reports: the tracker of trips, stops and daily totals fed by committed positions, and the reports' routes. */
export default fp<ReportsModuleOptions>(
  async function reportsModule(app, options) {
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
    await app.register(reportsRoutes, { prefix: '/api' });
    await app.register(drivingRoutes, { prefix: '/api' });
    await app.register(sensorReportRoutes, { prefix: '/api' });
  },
  { name: 'reports', dependencies: ['db', 'ingestion', 'settings', 'events', 'access-guard', 'audit'] },
);
