import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createHub, type LiveEvent, type LiveHub, MemoryHub } from './hub';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
const quiet = { warn: () => {}, info: () => {} };
const event: LiveEvent = {
  type: 'positions',
  positions: [
    {
      vehicle_id: 7,
      lat: 24.7,
      lon: 46.6,
      speed: 12,
      course: 180,
      ignition: true,
      fix_time: '2026-01-01T10:00:00.000Z',
      server_time: '2026-01-01T10:00:01.000Z',
    },
  ],
};

function received(hub: LiveHub): LiveEvent[] {
  const events: LiveEvent[] = [];
  hub.subscribe((e) => events.push(e));
  return events;
}

const until = async (condition: () => boolean, timeoutMs = 3_000) => {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('MemoryHub', () => {
  it('delivers to every subscriber after the publisher returns, in order; a failing one does not stop the others', async () => {
    const warnings: unknown[] = [];
    const hub = new MemoryHub({ ...quiet, warn: (o) => warnings.push(o) });
    hub.subscribe(() => {
      throw new Error('boom');
    });
    const events = received(hub);
    hub.publish(event);
    hub.publish({ type: 'vehicles.changed', ids: null });
    expect(events).toEqual([]);
    await Promise.resolve();
    expect(events).toEqual([event, { type: 'vehicles.changed', ids: null }]);
    expect(warnings).toHaveLength(2);
  });

  it('publishAndWait resolves after the subscribers ran', async () => {
    const hub = new MemoryHub(quiet);
    const events = received(hub);
    await hub.publishAndWait({ type: 'sessions.changed' });
    expect(events).toEqual([{ type: 'sessions.changed' }]);
  });

  it('stops delivering after unsubscribe', async () => {
    const hub = await createHub(null, quiet);
    expect(hub.kind).toBe('memory');
    const events: LiveEvent[] = [];
    const off = hub.subscribe((e) => events.push(e));
    off();
    hub.publish(event);
    await Promise.resolve();
    expect(events).toEqual([]);
  });
});

describe.runIf(TEST_REDIS_URL)('RedisHub', () => {
  it('carries events between two hubs on one channel, also back to the publisher; ignores malformed messages', async () => {
    const channel = `fleet-test:${randomBytes(6).toString('hex')}`;
    const a = await createHub(TEST_REDIS_URL!, quiet, channel);
    const b = await createHub(TEST_REDIS_URL!, quiet, channel);
    const other = await createHub(TEST_REDIS_URL!, quiet, `${channel}:other`);
    try {
      expect(a.kind).toBe('redis');
      const atA = received(a);
      const atB = received(b);
      const atOther = received(other);
      const raw = new Redis(TEST_REDIS_URL!);
      await raw.publish(channel, '{"type":"positions","positions":[{"vehicle_id":"x"}]}');
      await raw.publish(channel, 'not json');
      raw.disconnect();
      a.publish(event);
      await until(() => atA.length === 1 && atB.length === 1);
      expect(atB).toEqual([event]);
      expect(atA).toEqual([event]);
      expect(atOther).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
    }
  });

  it('publishAndWait resolves once the publisher heard its own event, which subscribers receive without the echo', async () => {
    const channel = `fleet-test:${randomBytes(6).toString('hex')}`;
    const a = await createHub(TEST_REDIS_URL!, quiet, channel);
    const b = await createHub(TEST_REDIS_URL!, quiet, channel);
    try {
      const atA = received(a);
      const atB = received(b);
      // B's own wait must not end on A's echo, nor A's on B's.
      await Promise.all([a.publishAndWait({ type: 'sessions.changed' }), b.publishAndWait(event)]);
      expect(atA).toContainEqual({ type: 'sessions.changed' });
      expect(atA).toContainEqual(event);
      await until(() => atB.length === 2);
      expect(atB).toContainEqual({ type: 'sessions.changed' });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('publishAndWait gives up after its timeout when the bus is gone, without throwing', async () => {
    const hub = await createHub(TEST_REDIS_URL!, quiet, `fleet-test:${randomBytes(6).toString('hex')}`);
    await hub.close();
    const started = Date.now();
    await hub.publishAndWait({ type: 'sessions.changed' }, 200);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('fails start-up with a clear message when Redis does not answer', async () => {
    await expect(createHub('redis://127.0.0.1:1', quiet, 'x')).rejects.toThrow(/Redis did not answer/);
  });
});
