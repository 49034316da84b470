import { describe, expect, it } from 'vitest';
import { queryRetryDelay } from '@fleet/shared/constants';
import { ApiRequestError } from '@/lib/api-error';
import { createQueryClient, shouldRetryQuery } from '@/lib/query-client';

const error = (status: number | undefined) => new ApiRequestError('x', status, {}, null);

describe('query client defaults', () => {
  it('retries reads 3 times on server and network errors', () => {
    expect(shouldRetryQuery(0, error(500))).toBe(true);
    expect(shouldRetryQuery(2, error(503))).toBe(true);
    expect(shouldRetryQuery(3, error(500))).toBe(false);
    expect(shouldRetryQuery(0, error(undefined))).toBe(true);
  });

  it('does not retry what the server refused (4xx)', () => {
    for (const status of [401, 403, 404, 409, 422, 429])
      expect(shouldRetryQuery(0, error(status))).toBe(false);
  });

  it('uses the shared delay, a 5 minute gcTime, and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retryDelay).toBe(queryRetryDelay);
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
    expect(defaults.mutations?.retry).toBe(false);
    expect(queryRetryDelay(0)).toBe(1000);
    expect(queryRetryDelay(10)).toBe(30_000);
  });
});
