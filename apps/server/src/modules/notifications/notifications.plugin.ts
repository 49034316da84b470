import fp from 'fastify-plugin';
import type { EventsFanOut } from '../events';
import { DEFAULT_DISPATCHER_OPTIONS, Dispatcher, type DispatcherOptions } from './dispatcher';
import { createFanOut, inboxItemsOf } from './fan-out';
import { Forwarder } from './forwarding';
import inboxRoutes from './inbox.routes';
import { NotificationSettingsStore } from './notification-settings';
import { OutboxRepo } from './outbox.repo';
import { RuleCache } from './rule-cache';
import notificationRulesRoutes from './rules.routes';
import { NotificationSockets } from './sockets';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      rules: RuleCache;
      settings: NotificationSettingsStore;
      dispatcher: Dispatcher;
      /** Null unless FORWARD_MQTT_URL or FORWARD_AMQP_URL is set. */
      forwarder: Forwarder | null;
      sockets: NotificationSockets;
      /** The outbox written with every event, which the event bus is made with (events depends on this plugin). */
      fanOut: EventsFanOut;
    };
  }
}

export interface NotificationsModuleOptions {
  dispatcher?: Partial<DispatcherOptions>;
  /** Tests: leave the dispatcher stopped and run it by hand (`dispatcher.runOnce()`). */
  manualDispatch?: boolean;
}

export default fp<NotificationsModuleOptions>(
  async function notificationsModule(app, options) {
    const rules = new RuleCache(app.db, app.hub, app.log);
    await rules.load();
    const settings = new NotificationSettingsStore(app.db, app.hub);
    await settings.load();
    const { mqttUrl, amqpUrl } = app.config.forward;
    const forwarder =
      mqttUrl || amqpUrl
        ? new Forwarder(app.config.forward, (id) => app.liveState.get(id)?.device_id, app.log)
        : null;
    await forwarder?.start();
    const stopPositions = forwarder
      ? app.positionWriter.onCommitted((batch) => forwarder.onCommitted(batch))
      : () => {};

    const dispatcher = new Dispatcher(
      {
        db: app.db,
        rules,
        mailer: () => app.mailer,
        forwarder,
        emailPerMinute: () => settings.get().email_per_minute,
        publicUrl: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
        timeZone: app.config.timezone,
        allowPrivate: app.config.webhookAllowPrivate,
        log: app.log,
      },
      { ...DEFAULT_DISPATCHER_OPTIONS, ...options.dispatcher },
    );
    const sockets = new NotificationSockets();

    const fanOut: EventsFanOut = {
      write: createFanOut(rules, () => forwarder?.channels() ?? []),
      committed(events) {
        if (rules.size === 0 && !forwarder) return;
        dispatcher.wake();
        // The inbox rows written with these events go to every instance's sockets.
        const items = events.flatMap((event) => inboxItemsOf.get(event) ?? []);
        if (items.length > 0) app.hub.publish({ type: 'notifications', items });
      },
    };
    const stopHub = app.hub.subscribe((event) => {
      if (event.type === 'notifications') sockets.deliver(event);
    });

    app.decorate('notifications', { rules, settings, dispatcher, forwarder, sockets, fanOut });
    if (!options.manualDispatch) dispatcher.start();
    // Deliveries claimed by no one are sent by the other instances while this one stops.
    app.lifecycle.onDrain(() => dispatcher.stop());
    app.metrics.gauge(
      'fleet_notification_sockets',
      'Live WebSockets of signed-in people registered on this instance for their notifications',
      () => sockets.count,
    );
    app.metrics.gauge(
      'fleet_outbox_depth',
      'Email and webhook deliveries waiting to be sent (pending, due or retrying)',
      () => new OutboxRepo(app.db).pending(),
    );

    app.addHook('onClose', async () => {
      stopHub();
      stopPositions();
      await dispatcher.stop();
      await forwarder?.close();
    });
    await app.register(notificationRulesRoutes, { prefix: '/api' });
    await app.register(inboxRoutes, { prefix: '/api' });
  },
  {
    name: 'notifications',
    dependencies: ['db', 'live', 'ingestion', 'mailer', 'lifecycle', 'metrics', 'access-guard', 'audit'],
  },
);
