import { describe, expect, it } from 'vitest';
import { checkSanity } from '../position';
import { createRandom, type Random } from '../testing/prng';
import { decodeOsmand, type OsmandRequest } from './decode';

const NOW = new Date('2026-01-01T00:00:00Z');
const CONTENT_TYPES = [undefined, '', 'application/json', 'application/json; charset=utf-8', 'text/plain'];
const QUERY_SEEDS = [
  'id=123456&timestamp=1377177267&location=60.0,30.0',
  'id=356938035643809&timestamp=1718000000&lat=24.7136&lon=46.6753&speed=27.0&bearing=90.5&altitude=612',
  'deviceid=x&lat=1&lon=2&cell=1,2,3,4&wifi=aa-bb-cc-dd-ee-ff,-50&timestamp=2016-01-27T18%3A55%3A47Z',
];
const JSON_SEED = JSON.stringify({
  device_id: '658765',
  location: [
    {
      timestamp: '2025-05-09T04:11:30.579Z',
      coords: { latitude: 37.785834, longitude: -122.406417, speed: 3, heading: 10 },
      battery: { level: 0.5 },
      extras: { a: 1 },
    },
  ],
});
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789=&%+,.-:T {}[]"\\\u0000é';

function randomText(random: Random, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += ALPHABET[random.int(ALPHABET.length)];
  return text;
}

function mutateText(random: Random, text: string): string {
  const chars = [...text];
  for (let edits = 1 + random.int(5); edits > 0; edits--) {
    const at = random.int(chars.length + 1);
    switch (random.int(3)) {
      case 0:
        chars.splice(at, 1);
        break;
      case 1:
        chars.splice(at, 0, ALPHABET[random.int(ALPHABET.length)] ?? '');
        break;
      default:
        chars.splice(at, random.int(10));
    }
  }
  return chars.join('');
}

function randomRequest(random: Random): OsmandRequest {
  const kind = random.int(4);
  const contentType = random.pick(CONTENT_TYPES);
  if (kind === 0) {
    return {
      method: 'POST',
      contentType,
      query: random.pick(['', '?']),
      body: random.bytes(random.int(200)),
    };
  }
  if (kind === 1) {
    const query = mutateText(random, random.pick(QUERY_SEEDS));
    return { method: 'GET', contentType: undefined, query, body: Buffer.alloc(0) };
  }
  if (kind === 2) {
    const body = Buffer.from(mutateText(random, JSON_SEED));
    return { method: 'POST', contentType: 'application/json', query: '', body };
  }
  return {
    method: 'POST',
    contentType,
    query: randomText(random, random.int(60)),
    body: Buffer.from(randomText(random, 80)),
  };
}

describe('decodeOsmand fuzz', () => {
  it('never throws and only returns storable positions on random and mutated requests', () => {
    const random = createRandom(0x05a4d);
    const statuses = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const request = randomRequest(random);
      let result: ReturnType<typeof decodeOsmand> | undefined;
      expect(() => {
        result = decodeOsmand(request, NOW);
      }).not.toThrow();
      if (!result) continue;
      if (!result.ok) {
        statuses.add(result.status);
        expect([400, 413]).toContain(result.status);
        continue;
      }
      statuses.add(200);
      expect(result.deviceId).not.toBe('');
      for (const position of result.positions) {
        expect(position.deviceId).toBe(result.deviceId);
        expect(checkSanity(position, NOW)).toEqual({ store: true });
        expect(position.speed === null || position.speed >= 0).toBe(true);
        expect(Object.getPrototypeOf(position.attributes)).toBe(Object.prototype);
      }
    }
    expect([...statuses].sort()).toEqual([200, 400]);
  });
});
