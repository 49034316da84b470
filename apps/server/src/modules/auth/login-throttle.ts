import type { FastifyInstance, FastifyRequest } from 'fastify';

const WINDOW_MS = 15 * 60 * 1000;
/** How long a success is remembered: far longer than a failure, so a reset cannot lapse while failures count. */
const GENERATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface LoginThrottleLimits {
  /** Failures of one account from one address (a guessed password). */
  perAccount: number;
  /** Failures from one address across accounts (one client spraying many accounts). */
  perIp: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = { perAccount: 5, perIp: 20 };

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

interface AttemptKeys {
  account: string;
  ip: string;
  generation: string;
}

/**
 * Failed logins counted with @fastify/rate-limit's stores (in Redis when REDIS_URL is set, so every instance shares
 * the count; else in this instance's memory): per (account, address) and per address, 15 minutes each. A success
 * clears the (account, address) count: the rate-limit stores cannot delete a key, so the count's key carries a
 * generation, the number of successes of that account from that address, and a success moves it on.
 * Only failures count (a blocked attempt is not even checked), so people who sign in often are never held up.
 */
export class LoginThrottle {
  private readonly perAccount: Limiter;
  private readonly perIp: Limiter;
  private readonly generations: Limiter;
  /** The plugin's limiters take their key from the request: this attempt's keys, set before each call. */
  private readonly attempts = new WeakMap<FastifyRequest, AttemptKeys>();

  /** `scope` keeps apart throttles that count different logins (the dashboard's emails, the driver app's phones). */
  constructor(
    app: FastifyInstance,
    private readonly scope: string,
    limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS,
  ) {
    // A Redis error lets the attempt through (the password is still checked) rather than refusing every login.
    // No allow list: the registration's own (which lets everything but API keys through) must not apply here.
    const common = { skipOnError: true, timeWindow: WINDOW_MS, allowList: [] as string[] };
    const keyed = (kind: keyof AttemptKeys) => (request: FastifyRequest) => {
      const key = this.attempts.get(request)?.[kind];
      if (!key) throw new Error(`login throttle: no ${kind} key for this request`);
      return key;
    };
    this.perAccount = app.createRateLimit({
      ...common,
      max: limits.perAccount,
      keyGenerator: keyed('account'),
    });
    this.perIp = app.createRateLimit({ ...common, max: limits.perIp, keyGenerator: keyed('ip') });
    this.generations = app.createRateLimit({
      ...common,
      timeWindow: GENERATION_WINDOW_MS,
      max: Number.MAX_SAFE_INTEGER,
      keyGenerator: keyed('generation'),
    });
  }

  private async keys(request: FastifyRequest, login: string): Promise<void> {
    const who = encodeURIComponent(login.toLowerCase());
    const ip = request.ip;
    const keys: AttemptKeys = {
      ip: `login:${this.scope}:ip:${ip}`,
      generation: `login:${this.scope}:gen:${who}|${ip}`,
      account: '',
    };
    this.attempts.set(request, keys);
    const generation = await this.generations(request, { increment: false });
    const successes = generation.isAllowed ? 0 : generation.max - generation.remaining;
    keys.account = `login:${this.scope}:acct:${who}|${ip}|${successes}`;
  }

  /** Seconds to wait, or 0 when this attempt may proceed. */
  async retryAfter(request: FastifyRequest, login: string): Promise<number> {
    await this.keys(request, login);
    let wait = 0;
    for (const limiter of [this.perAccount, this.perIp]) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0 && state.ttl > 0)
        wait = Math.max(wait, state.ttlInSeconds);
    }
    return wait;
  }

  async failed(request: FastifyRequest, login: string): Promise<void> {
    await this.keys(request, login);
    await this.perAccount(request);
    await this.perIp(request);
  }

  async succeeded(request: FastifyRequest, login: string): Promise<void> {
    await this.keys(request, login);
    await this.generations(request);
  }
}
