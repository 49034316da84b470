import fp from 'fastify-plugin';
import { STREAM_CLOSE_SERVICE_RESTART } from '@fleet/shared/schemas/tracking';

export type LifecycleState = 'starting' | 'ready' | 'draining';

/** The WebSocket close code that tells a client the service restarts: reconnect at once (RFC 6455 1012). */
export const CLOSE_SERVICE_RESTART = STREAM_CLOSE_SERVICE_RESTART;

/**
 * Where the instance is in its life, for `/api/ready` and for work that must stop taking new jobs on shutdown.
 * The one hook for background work (timers, an outbox dispatcher, schedulers):
 * `app.lifecycle.onDrain(() => pause())` runs the moment SIGTERM arrives, before anything closes, while the
 * database is still open (finish or hand back what is claimed there); loops may also check `app.lifecycle.draining`.
 * Closing resources still belongs in `onClose`, which runs after every in-flight request and device commit.
 */
export class Lifecycle {
  private current: LifecycleState = 'starting';
  private readonly drainListeners: Array<() => void | Promise<void>> = [];
  private drained: Promise<void> | null = null;

  constructor(private readonly log: { error(object: object, message: string): void }) {}

  get state(): LifecycleState {
    return this.current;
  }

  get draining(): boolean {
    return this.current === 'draining';
  }

  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  onDrain(listener: () => void | Promise<void>): void {
    this.drainListeners.push(listener);
  }

  /** Not ready from now on; runs the drain listeners once (a failing one is logged, the others still run). */
  drain(): Promise<void> {
    this.current = 'draining';
    this.drained ??= Promise.all(
      this.drainListeners.map(async (listener) => {
        try {
          await listener();
        } catch (error) {
          this.log.error({ err: error }, 'a drain listener failed');
        }
      }),
    ).then(() => undefined);
    return this.drained;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
    /**
     * Graceful stop: not ready at once, drain listeners, then `close()` (WebSockets closed with 1012, device
     * listeners stop accepting and close each connection once its in-flight packet is committed and
     * acknowledged, in-flight HTTP requests finish, the position writer commits, the database closes).
     */
    shutdown(): Promise<void>;
  }
}

export default fp(
  async function lifecyclePlugin(app) {
    const lifecycle = new Lifecycle(app.log);
    app.decorate('lifecycle', lifecycle);
    app.decorate('shutdown', async function shutdown() {
      await lifecycle.drain();
      await app.close();
    });
    // A close without shutdown() (tests, a failed start) still tells background work to stop.
    app.addHook('preClose', async () => {
      await lifecycle.drain();
    });
  },
  { name: 'lifecycle' },
);
