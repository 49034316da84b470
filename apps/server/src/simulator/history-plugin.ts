import fp from 'fastify-plugin';
import { writeDemoHistory } from './history';
import { HistoryProbes } from './history-sensors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the demo history is written (or there is none): what the simulator waits for. */
    demoHistory: { settled: Promise<void> };
  }
}

/**
 * DEMO_HISTORY: the demo fleet's last 30 days (history.ts), written in the background once the server is ready,
 * so start-up takes no longer. The simulator starts driving when it is done: a live fix written before a vehicle's
 * history would make its history late, which the engine and the trackers leave alone.
 */
export const demoHistoryPlugin = fp(
  async function demoHistoryPlugin(app, options: { days?: number }) {
    let stopping = false;
    let release: () => void = () => {};
    const settled = new Promise<void>((resolve) => (release = resolve));
    app.decorate('demoHistory', { settled });
    if (!app.config.demoHistory) {
      release();
      return;
    }
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      const log = app.log.child({ module: 'demo-history' });
      running = writeDemoHistory(app.db, app.positionWriter, {
        timeZone: app.config.timezone,
        log,
        stopped: () => stopping,
        sensors: (today) => new HistoryProbes(today),
        ...(options.days !== undefined ? { days: options.days } : {}),
      })
        .catch((error: unknown) => {
          if (!stopping) log.error({ err: error }, 'demo history: failed; a restart resumes it');
        })
        .finally(release);
    });
    app.addHook('preClose', async () => {
      stopping = true;
      await running;
    });
  },
  {
    name: 'demo-history',
    dependencies: [
      'db',
      'ingestion',
      'events',
      'reports',
      'maintenance',
      'notifications',
      'trips',
      'drivers',
      'sensors',
    ],
  },
);
