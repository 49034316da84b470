import type { ApiError } from '@fleet/shared/common';
import type { Profile } from '@fleet/shared/schemas/auth';
import type { AppConfig } from '@fleet/shared/schemas/system';

/*
 * Light structural checks for the answers the LOGIN PAGE depends on. Elsewhere we parse with the
 * shared zod schemas; here zod would add ~40 KB gzip to the first page load (budget: 150 KB), so
 * these checks use the shared *types* only. Tests compare them with the zod schemas.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export function readApiError(body: unknown): ApiError | null {
  if (!isRecord(body) || typeof body.message !== 'string') return null;
  const errors: Record<string, string[]> = {};
  if (isRecord(body.errors)) {
    for (const [field, messages] of Object.entries(body.errors)) {
      if (isStringArray(messages)) errors[field] = messages;
      else if (typeof messages === 'string') errors[field] = [messages];
    }
  }
  return { message: body.message, errors };
}

export function isProfile(value: unknown): value is Profile {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    (value.image === null || typeof value.image === 'string') &&
    isRecord(value.role) &&
    typeof value.role.id === 'number' &&
    typeof value.role.name === 'string' &&
    isStringArray(value.permissions)
  );
}

export function isAppConfig(value: unknown): value is AppConfig {
  return (
    isRecord(value) &&
    typeof value.demo === 'boolean' &&
    typeof value.tile_url === 'string' &&
    typeof value.timezone === 'string' &&
    (value.demo_credentials === null ||
      (isRecord(value.demo_credentials) &&
        typeof value.demo_credentials.email === 'string' &&
        typeof value.demo_credentials.password === 'string'))
  );
}

export class UnexpectedResponseError extends Error {
  constructor(what: string) {
    super(`Unexpected response: ${what}`);
    this.name = 'UnexpectedResponseError';
  }
}

/** `{data: T}` checked by `guard`. */
export function readData<T>(body: unknown, guard: (value: unknown) => value is T, what: string): T {
  if (isRecord(body) && guard(body.data)) return body.data;
  throw new UnexpectedResponseError(what);
}

export function isTokenData(value: unknown): value is { token: string } {
  return isRecord(value) && typeof value.token === 'string' && value.token.length > 0;
}
