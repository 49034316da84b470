import type { SessionUser } from './session';

/**
 * How long a token's session is answered from memory. Every authenticated request needs its session, and
 * reading it was a database round trip per request (a sixth of a vehicle list page's cost).
 *
 * What ends a session or changes its rights clears every instance's cache at once: the routes that do it
 * declare `changesSessions` (logout, a password reset, an employee's update or deletion, a role's update or
 * deletion), which clears this instance's cache and, before the answer leaves, tells the others over the live
 * hub and waits for the hub to have delivered it (publishAndWait); a hub that lost its bus clears it on resync.
 * A token is never answered past its expiry. The TTL bounds what nothing announces: a change made directly in
 * the database.
 */
export const SESSION_CACHE_TTL_MS = 2_000;
/** Tokens remembered at once; the oldest is forgotten first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  session: SessionUser;
  expires: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by `clear()`: a lookup that started before a clear must not store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The session of `tokenHash`, from memory or from `load()`. Unknown tokens are never remembered. */
  async get(tokenHash: string, load: () => Promise<SessionUser | null>): Promise<SessionUser | null> {
    const cached = this.entries.get(tokenHash);
    if (cached && cached.expires > this.now() && cached.session.tokenExpiresAt.getTime() > this.now()) {
      return cached.session;
    }
    if (cached) this.entries.delete(tokenHash);
    const generation = this.generation;
    const session = await load();
    if (session && generation === this.generation) {
      this.entries.set(tokenHash, { session, expires: this.now() + this.ttlMs });
      if (this.entries.size > MAX_ENTRIES) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return session;
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }
}
