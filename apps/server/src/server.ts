import { buildApp, prettyLog } from './app';
import { readyMessage } from './banner';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(readyMessage(config, prettyLog(config)));

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const started = Date.now();
    app.log.info(
      { signal, timeoutS: config.shutdownTimeoutS },
      'shutting down: not ready, finishing in-flight requests and device packets',
    );
    const timer = setTimeout(() => {
      app.log.error({ timeoutS: config.shutdownTimeoutS }, 'shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutS * 1000);
    timer.unref();
    app.shutdown().then(
      () => {
        app.log.info({ ms: Date.now() - started }, 'shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error);
  process.exit(1);
});
