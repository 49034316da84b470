import { z } from 'zod';
import { commandMessageSchema } from '@fleet/shared/schemas/commands';
import { eventSchema } from '@fleet/shared/schemas/events';
import { notificationSchema } from '@fleet/shared/schemas/notifications';
import {
  clustersMessageSchema,
  liveVehicleSchema,
  summaryMessageSchema,
  vehiclesMessageSchema,
  viewportMessageSchema,
} from '@fleet/shared/schemas/tracking';

/**
 * The AsyncAPI 3 document of the event-driven interfaces (served at `/api/docs/asyncapi.json`, validated by
 * the AsyncAPI project's parser in a test): the tracking WebSocket's messages, and the MQTT topics and AMQP
 * routing keys that forwarding publishes (docs/api.md#notifications, #forwarding). The payloads
 * come from the same zod schemas the server and the web app use, so they cannot drift.
 */

type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

const forwardedPositionSchema = z.object({
  device_id: z.string(),
  vehicle_id: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  speed: z.number().nullable(),
  course: z.number().nullable(),
  altitude: z.number().nullable(),
  fix_time: z.string(),
  server_time: z.string(),
  attributes: z.record(z.string(), z.unknown()),
});

export function asyncApiDocument(): Json {
  const vehicles = { type: 'array', items: schemaOf(liveVehicleSchema) };
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Fleet dashboard event interfaces',
      version: '0.1.0',
      description:
        'The live tracking WebSocket, and what forwarding publishes to MQTT and AMQP brokers for integrators. ' +
        'The REST API is described by the OpenAPI document at `/api/docs/json`.',
    },
    defaultContentType: 'application/json',
    servers: {
      api: {
        host: 'localhost:8080',
        protocol: 'wss',
        pathname: '/api/dashboard/tracking/stream',
        description:
          'This server (`ws` over plain HTTP). The token or API key goes in `?token=` or in `Sec-WebSocket-Protocol: bearer, <token>`.',
        security: [{ $ref: '#/components/securitySchemes/token' }],
      },
      mqtt: {
        host: 'localhost:1883',
        protocol: 'mqtt',
        description: 'The broker of `FORWARD_MQTT_URL`.',
      },
      amqp: {
        host: 'localhost:5672',
        protocol: 'amqp',
        description: 'The broker of `FORWARD_AMQP_URL`; topic exchange `fleet`.',
      },
    },
    channels: {
      trackingStream: {
        address: '/api/dashboard/tracking/stream',
        title: 'Live tracking',
        description:
          'Open to every signed-in user and API key. Without `show_tracking` it is a notifications-only stream: ' +
          'only `notification` and `command` messages come (no `snapshot`, `changes`, `event`, `clusters` or ' +
          '`summary`; a `viewport` or `vehicles` is ignored). With `show_tracking`: first a `snapshot`, then `changes` (the newest state of each vehicle that changed, ' +
          'coalesced), `event`, `notification` and `command` messages as they happen. A client that sends a ' +
          '`viewport` (whenever its map moves) gets from then on a `snapshot` of the vehicles in that box (with a ' +
          'margin of a quarter of its size) and their `changes` (vehicles that leave it are `removed`), or below the ' +
          'cluster zoom (`CLUSTER_ZOOM`, default 10) `clusters` at most once a second instead; and a `summary` of ' +
          'the fleet-wide counters at most once a second. A map may connect with its viewport in the URL ' +
          '(`?bbox=west,south,east,north&zoom=z`) so that its first snapshot is already that of the box. ' +
          'A page that follows a few vehicles sends `vehicles` (1 to 50 ids) instead: from then on a `snapshot` of ' +
          'those of them it may see, then only their `changes` (no `clusters` or `summary`); it replaces any ' +
          'viewport and a later `viewport` replaces it. It may connect with them in the URL (`?vehicles=12,34`). ' +
          'A malformed message gets an `error` message; the stream ' +
          'goes on. Close codes: 4401 (bad token), 4403 (no permission: an account to complete first, or a ' +
          'stream with vehicles whose user lost `show_tracking`), 1012 (the instance restarts: reconnect at once).',
        servers: [{ $ref: '#/servers/api' }],
        messages: {
          snapshot: { $ref: '#/components/messages/snapshot' },
          changes: { $ref: '#/components/messages/changes' },
          event: { $ref: '#/components/messages/streamEvent' },
          notification: { $ref: '#/components/messages/notification' },
          command: { $ref: '#/components/messages/command' },
          error: { $ref: '#/components/messages/streamError' },
          clusters: { $ref: '#/components/messages/clusters' },
          summary: { $ref: '#/components/messages/summary' },
          viewport: { $ref: '#/components/messages/viewport' },
          vehicles: { $ref: '#/components/messages/vehicles' },
        },
      },
      mqttPositions: {
        address: 'fleet/positions/{deviceId}',
        title: 'Forwarded positions (MQTT)',
        description: 'Every committed position, QoS 0.',
        servers: [{ $ref: '#/servers/mqtt' }],
        parameters: { deviceId: { $ref: '#/components/parameters/deviceId' } },
        messages: { position: { $ref: '#/components/messages/position' } },
      },
      mqttEvents: {
        address: 'fleet/events/{eventType}',
        title: 'Forwarded events (MQTT)',
        description: 'Every event a notification rule forwards, QoS 1.',
        servers: [{ $ref: '#/servers/mqtt' }],
        parameters: { eventType: { $ref: '#/components/parameters/eventType' } },
        messages: { event: { $ref: '#/components/messages/forwardedEvent' } },
      },
      amqpPositions: {
        address: 'positions.{deviceId}',
        title: 'Forwarded positions (AMQP)',
        description: 'Routing key on the topic exchange `fleet`.',
        servers: [{ $ref: '#/servers/amqp' }],
        parameters: { deviceId: { $ref: '#/components/parameters/deviceId' } },
        messages: { position: { $ref: '#/components/messages/position' } },
      },
      amqpEvents: {
        address: 'events.{eventType}',
        title: 'Forwarded events (AMQP)',
        description: 'Routing key on the topic exchange `fleet`.',
        servers: [{ $ref: '#/servers/amqp' }],
        parameters: { eventType: { $ref: '#/components/parameters/eventType' } },
        messages: { event: { $ref: '#/components/messages/forwardedEvent' } },
      },
    },
    operations: {
      receiveTracking: {
        action: 'receive',
        title: 'Receive the live tracking stream',
        channel: { $ref: '#/channels/trackingStream' },
        messages: [
          { $ref: '#/channels/trackingStream/messages/snapshot' },
          { $ref: '#/channels/trackingStream/messages/changes' },
          { $ref: '#/channels/trackingStream/messages/event' },
          { $ref: '#/channels/trackingStream/messages/notification' },
          { $ref: '#/channels/trackingStream/messages/command' },
          { $ref: '#/channels/trackingStream/messages/error' },
          { $ref: '#/channels/trackingStream/messages/clusters' },
          { $ref: '#/channels/trackingStream/messages/summary' },
        ],
      },
      sendViewport: {
        action: 'send',
        title: 'Tell the stream what the map shows',
        channel: { $ref: '#/channels/trackingStream' },
        messages: [{ $ref: '#/channels/trackingStream/messages/viewport' }],
      },
      sendVehicles: {
        action: 'send',
        title: 'Follow just these vehicles (a vehicle’s page) instead of a viewport',
        channel: { $ref: '#/channels/trackingStream' },
        messages: [{ $ref: '#/channels/trackingStream/messages/vehicles' }],
      },
      receiveMqttPositions: {
        action: 'receive',
        channel: { $ref: '#/channels/mqttPositions' },
        messages: [{ $ref: '#/channels/mqttPositions/messages/position' }],
      },
      receiveMqttEvents: {
        action: 'receive',
        channel: { $ref: '#/channels/mqttEvents' },
        messages: [{ $ref: '#/channels/mqttEvents/messages/event' }],
      },
      receiveAmqpPositions: {
        action: 'receive',
        channel: { $ref: '#/channels/amqpPositions' },
        messages: [{ $ref: '#/channels/amqpPositions/messages/position' }],
      },
      receiveAmqpEvents: {
        action: 'receive',
        channel: { $ref: '#/channels/amqpEvents' },
        messages: [{ $ref: '#/channels/amqpEvents/messages/event' }],
      },
    },
    components: {
      securitySchemes: {
        token: {
          type: 'httpApiKey',
          name: 'token',
          in: 'query',
          description: 'A person’s token from `POST /api/auth/login`, or an integration’s API key (`fk_…`).',
        },
      },
      parameters: {
        deviceId: {
          description: 'The vehicle’s `device_id` (`+`, `#` and `/` replaced by `_`).',
        },
        eventType: { description: 'The event’s `type` (for example `geofence_enter`, `overspeed`).' },
      },
      messages: {
        snapshot: {
          name: 'snapshot',
          title: 'Every visible vehicle',
          payload: {
            type: 'object',
            required: ['type', 'server_time', 'vehicles'],
            properties: { type: { const: 'snapshot' }, server_time: { type: 'string' }, vehicles },
          },
        },
        changes: {
          name: 'changes',
          title: 'Vehicles that changed, and removed ids',
          payload: {
            type: 'object',
            required: ['type', 'server_time', 'vehicles', 'removed'],
            properties: {
              type: { const: 'changes' },
              server_time: { type: 'string' },
              vehicles,
              removed: { type: 'array', items: { type: 'integer' } },
            },
          },
        },
        streamEvent: {
          name: 'event',
          title: 'A new event, in the client’s language',
          payload: {
            type: 'object',
            required: ['type', 'data'],
            properties: { type: { const: 'event' }, data: schemaOf(eventSchema) },
          },
        },
        notification: {
          name: 'notification',
          title: 'A new notification of the signed-in user',
          payload: {
            type: 'object',
            required: ['type', 'data'],
            properties: { type: { const: 'notification' }, data: schemaOf(notificationSchema) },
          },
        },
        command: {
          name: 'command',
          title: 'A command to a tracker changed status (to users who may see commands)',
          payload: schemaOf(commandMessageSchema),
        },
        streamError: {
          name: 'error',
          title: 'Sent before a close the client should not retry blindly',
          payload: {
            type: 'object',
            required: ['type', 'message'],
            properties: { type: { const: 'error' }, message: { type: 'string' } },
          },
        },
        clusters: {
          name: 'clusters',
          title: 'Below the cluster zoom: the vehicles in the viewport, clustered, with their statuses',
          payload: schemaOf(clustersMessageSchema),
        },
        summary: {
          name: 'summary',
          title: 'Fleet-wide status counters, whatever the viewport',
          payload: schemaOf(summaryMessageSchema),
        },
        viewport: {
          name: 'viewport',
          title: 'Client to server: the map’s box `[west, south, east, north]` (WGS84) and zoom',
          payload: schemaOf(viewportMessageSchema),
        },
        vehicles: {
          name: 'vehicles',
          title:
            'Client to server: follow just these vehicles (1 to 50 ids): their snapshot, then their changes',
          payload: schemaOf(vehiclesMessageSchema),
        },
        position: {
          name: 'position',
          title: 'A committed position',
          payload: schemaOf(forwardedPositionSchema),
        },
        forwardedEvent: {
          name: 'event',
          title: 'An event, as the API shows it (default language)',
          payload: schemaOf(eventSchema),
        },
      },
    },
  };
}
