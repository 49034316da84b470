/**
 * At most `perWindow` log lines of one kind per window; the next line let through says how many were left out
 * (`suppressed`). For lines a misconfigured or hostile peer can produce at will (unknown devices, bad frames).
 */
export class LogThrottle {
  private readonly kinds = new Map<string, { windowStart: number; count: number; suppressed: number }>();

  constructor(
    private readonly windowMs = 10_000,
    private readonly perWindow = 5,
    private readonly now: () => number = Date.now,
  ) {}

  /** null: leave this line out; else log it, with the number of lines of its kind left out before it. */
  allow(kind: string): { suppressed: number } | null {
    const now = this.now();
    let entry = this.kinds.get(kind);
    if (!entry || now - entry.windowStart >= this.windowMs) {
      const suppressed = entry?.suppressed ?? 0;
      entry = { windowStart: now, count: 0, suppressed: 0 };
      this.kinds.set(kind, entry);
      entry.count++;
      return { suppressed };
    }
    if (entry.count >= this.perWindow) {
      entry.suppressed++;
      return null;
    }
    entry.count++;
    const suppressed = entry.suppressed;
    entry.suppressed = 0;
    return { suppressed };
  }
}
