import fp from 'fastify-plugin';
import { FuelDayTracker } from './fuel-day-tracker';
import { ReportTracker, type ReportTrackerOptions } from './report-tracker';
import drivingRoutes from './driving.routes';
import reportsRoutes from './reports.routes';
import sensorReportRoutes from './sensor-report.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Trips, stops and daily totals per vehicle, detected as positions are committed (see ReportTracker). */
    reports: ReportTracker;
    /** The fuel report's daily figures per fuel sensor, kept as positions are committed (see FuelDayTracker). */
    fuelDays: FuelDayTracker;
  }
}

export type ReportsModuleOptions = ReportTrackerOptions;

/** Reports: the tracker of trips, stops and daily totals fed by committed positions, and the reports' routes. */
export default fp<ReportsModuleOptions>(
  async function reportsModule(app, options) {
    const fuelDays = new FuelDayTracker(app.db, app.config.timezone, app.log, {
      ...(options.tickMs === undefined ? {} : { tickMs: options.tickMs }),
      hasFuelSensor: (vehicleId) =>
        app.sensors
          .of(vehicleId)
          .some((sensor) => sensor.type === 'fuel_level' || sensor.type === 'fuel_used'),
    });
    const tracker = new ReportTracker(app.db, () => app.eventSettings.get(), app.config.timezone, app.log, {
      ...options,
      alsoRebuild: (vehicleIds, from) => app.fuelDays.rebuild(vehicleIds, from),
    });
    const stopListening = app.positionWriter.onCommitted((batch) => tracker.onCommitted(batch));
    const stopFuelDays = app.positionWriter.onCommitted((batch) => fuelDays.onCommitted(batch));
    await tracker.start();
    await fuelDays.start();
    app.decorate('reports', tracker);
    app.decorate('fuelDays', fuelDays);
    app.addHook('onClose', async () => {
      stopListening();
      stopFuelDays();
      await tracker.stop();
      await fuelDays.stop();
    });
    await app.register(reportsRoutes, { prefix: '/api' });
    await app.register(drivingRoutes, { prefix: '/api' });
    await app.register(sensorReportRoutes, { prefix: '/api' });
  },
  {
    name: 'reports',
    dependencies: ['db', 'ingestion', 'settings', 'events', 'access-guard', 'audit', 'sensors'],
  },
);
