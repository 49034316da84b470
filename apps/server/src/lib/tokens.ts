import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the opaque bearer token handed to the client once. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The sub-protocol a browser offers with the token: `new WebSocket(url, [STREAM_TOKEN_PROTOCOL, token])`. */
export const STREAM_TOKEN_PROTOCOL = 'bearer';

/**
 * A browser WebSocket cannot send an Authorization header: the token comes in `?token=` or in
 * `Sec-WebSocket-Protocol` (`bearer, <token>`, or the token alone).
 */
export function websocketToken(query: unknown, protocolHeader: string | undefined): string | null {
  const fromQuery = (query as { token?: unknown } | undefined)?.token;
  if (typeof fromQuery === 'string' && fromQuery.length > 0) return fromQuery;
  if (!protocolHeader) return null;
  const offered = protocolHeader
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const marker = offered.indexOf(STREAM_TOKEN_PROTOCOL);
  if (marker >= 0) return offered[marker + 1] ?? null;
  return offered.length === 1 ? (offered[0] ?? null) : null;
}
