import { type AttemptLimiter, InMemorySlidingWindowLimiter } from '../../lib/rate-limiter';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed logins are counted per (email, ip) — a guessed password for one account — and per ip —
 * one client spraying many accounts. A success clears the (email, ip) count only.
 */
export class LoginThrottle {
  constructor(
    private readonly perAccount: AttemptLimiter = new InMemorySlidingWindowLimiter({
      limit: 5,
      windowMs: WINDOW_MS,
    }),
    private readonly perIp: AttemptLimiter = new InMemorySlidingWindowLimiter({
      limit: 20,
      windowMs: WINDOW_MS,
    }),
  ) {}

  private static accountKey(email: string, ip: string): string {
    return `${email.toLowerCase()}|${ip}`;
  }

  /** Seconds to wait, or 0 when this attempt may proceed. */
  retryAfter(email: string, ip: string): number {
    return Math.max(
      this.perAccount.retryAfter(LoginThrottle.accountKey(email, ip)),
      this.perIp.retryAfter(ip),
    );
  }

  failed(email: string, ip: string): void {
    this.perAccount.fail(LoginThrottle.accountKey(email, ip));
    this.perIp.fail(ip);
  }

  succeeded(email: string, ip: string): void {
    this.perAccount.reset(LoginThrottle.accountKey(email, ip));
  }
}
