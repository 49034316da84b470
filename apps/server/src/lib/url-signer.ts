import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed URLs stay valid at least this long. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;
/**
 * Expiry is rounded up to this step, so the same file gets the same URL for a while and the
 * browser cache can reuse it across list reloads.
 */
const EXPIRY_STEP_SECONDS = 10 * 60;

/** Signed URLs remembered for the current expiry step (lists sign the same images again and again). */
const MAX_REMEMBERED_URLS = 10_000;

export class UrlSigner {
  private remembered = new Map<string, string>();
  private rememberedExpiry = 0;

  constructor(private readonly secret: string) {}

  private signature(path: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${path}\n${expires}`).digest('base64url');
  }

  /** `path?expires=…&sig=…`; `path` must not carry a query of its own. */
  sign(path: string, nowMs = Date.now()): string {
    const earliest = Math.floor(nowMs / 1000) + SIGNED_URL_TTL_SECONDS;
    const expires = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    if (expires !== this.rememberedExpiry || this.remembered.size >= MAX_REMEMBERED_URLS) {
      this.remembered = new Map();
      this.rememberedExpiry = expires;
    }
    let url = this.remembered.get(path);
    if (!url) {
      url = `${path}?expires=${expires}&sig=${this.signature(path, expires)}`;
      this.remembered.set(path, url);
    }
    return url;
  }

  /** Whether `url` (path and query as received) carries a valid, unexpired signature. */
  verify(url: string, nowMs = Date.now()): boolean {
    const [path = '', query = ''] = url.split('?', 2);
    const params = new URLSearchParams(query);
    const expiresText = params.get('expires') ?? '';
    const sig = params.get('sig') ?? '';
    if (!/^\d{1,12}$/.test(expiresText) || !sig) return false;
    const expires = Number(expiresText);
    if (expires * 1000 < nowMs) return false;
    const expected = Buffer.from(this.signature(path, expires));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
