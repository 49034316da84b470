import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_IDS } from '../src/demo/fleet';
import { Forwarder } from '../src/modules/notifications/forwarding';
import { forEachDatabase } from './harness';
import { until } from './notifications-helpers';

const MQTT_URL = 'mqtt://127.0.0.1:1883';
const AMQP_URL = 'amqp://guest:guest@127.0.0.1:5672';

forEachDatabase((db) => {
  describe('forwarding to Mosquitto and RabbitMQ', () => {
    let app: FastifyInstance;
    const mqttMessages: { topic: string; body: Record<string, unknown> }[] = [];
    const amqpMessages: { key: string; body: Record<string, unknown> }[] = [];
    let mqttClient: mqtt.MqttClient;
    let amqpConnection: amqp.ChannelModel;

    beforeAll(async () => {
      mqttClient = await mqtt.connectAsync(MQTT_URL, {
        clientId: `fleet-test-${randomBytes(4).toString('hex')}`,
      });
      mqttClient.on('message', (topic, payload) =>
        mqttMessages.push({ topic, body: JSON.parse(payload.toString()) as Record<string, unknown> }),
      );
      await mqttClient.subscribeAsync(['fleet/positions/#', 'fleet/events/#'], { qos: 1 });
      amqpConnection = await amqp.connect(AMQP_URL);
      const channel = await amqpConnection.createChannel();
      await channel.assertExchange('fleet', 'topic', { durable: true });
      const { queue } = await channel.assertQueue('', { exclusive: true });
      await channel.bindQueue(queue, 'fleet', 'positions.#');
      await channel.bindQueue(queue, 'fleet', 'events.#');
      await channel.consume(
        queue,
        (message) => {
          if (!message) return;
          amqpMessages.push({
            key: message.fields.routingKey,
            body: JSON.parse(message.content.toString()) as Record<string, unknown>,
          });
        },
        { noAck: true },
      );
      app = await db.buildApp(
        { forward: { mqttUrl: MQTT_URL, amqpUrl: AMQP_URL } },
        { ingestion: { ephemeralPorts: true } },
      );
    });

    afterAll(async () => {
      await mqttClient.endAsync();
      await amqpConnection.close();
    });

    it(
      'publishes every committed position and every event, read back from both brokers',
      { timeout: 60_000 },
      async () => {
        // A device of its own per database kind: the brokers are shared by both runs.
        const device = DEMO_DEVICE_IDS[db.kind === 'postgres' ? 7 : 6]!;
        const fix = Math.floor(Date.now() / 1000) - 5;
        const query = new URLSearchParams({
          id: device,
          lat: '24.7136',
          lon: '46.6753',
          timestamp: String(fix),
          speed: '12',
          alarm: 'sos',
        });
        const response = await fetch(`http://127.0.0.1:${app.devicePorts.osmand}/?${query}`);
        expect(response.status).toBe(200);
        const fixTime = new Date(fix * 1000).toISOString();
        const isPosition = (body: Record<string, unknown>) =>
          body.device_id === device && body.fix_time === fixTime;
        await until(
          () => mqttMessages.some((m) => m.topic === `fleet/positions/${device}` && isPosition(m.body)),
          15_000,
          'MQTT position',
        );
        await until(
          () => amqpMessages.some((m) => m.key === `positions.${device}` && isPosition(m.body)),
          15_000,
          'AMQP position',
        );
        const position = mqttMessages.find((m) => isPosition(m.body))!.body;
        expect(position).toMatchObject({ lat: 24.7136, lon: 46.6753, speed: expect.any(Number) });
        const isEvent = (body: Record<string, unknown>) =>
          body.type === 'alarm' &&
          body.time === fixTime &&
          (body.attributes as { alarm?: string }).alarm === 'sos';
        await until(
          () => mqttMessages.some((m) => m.topic === 'fleet/events/alarm' && isEvent(m.body)),
          15_000,
          'MQTT event',
        );
        await until(
          () => amqpMessages.some((m) => m.key === 'events.alarm' && isEvent(m.body)),
          15_000,
          'AMQP event',
        );
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.json()).toMatchObject({ status: 'ok', forwarding: { dropped: 0 } });
      },
    );
  });
});

describe('a broker that is down', () => {
  it('never holds ingestion: positions beyond the bounded queue are dropped and counted', async () => {
    const warnings: object[] = [];
    const forwarder = new Forwarder(
      { mqttUrl: 'mqtt://127.0.0.1:9', amqpUrl: null },
      () => 'dev-1',
      { warn: (object) => warnings.push(object), info: () => {} },
      100,
    );
    await forwarder.start();
    try {
      const position = {
        vehicleId: 1,
        fixTime: new Date(),
        serverTime: new Date(),
        valid: true,
        lat: 1,
        lon: 2,
        speed: 0,
        course: 0,
        altitude: 0,
        satellites: 5,
        ignition: null,
        attributes: {},
      };
      forwarder.onCommitted({
        positions: Array.from({ length: 250 }, () => position),
        latest: [],
        inserted: 250,
        revisions: new Map(),
      });
      expect(forwarder.queued).toBe(100);
      expect(forwarder.dropped).toBe(150);
      expect(warnings.some((w) => (w as { dropped?: number }).dropped === 150)).toBe(true);
      await expect(forwarder.publishEvent('mqtt', 'alarm', '{}')).rejects.toThrow(/not connected/);
    } finally {
      await forwarder.close();
    }
  });
});
