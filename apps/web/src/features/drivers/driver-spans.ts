import type { DriverSpan } from '@fleet/shared/schemas/commands';

/** The index of the span in force at `time` (ms), or -1 before the first key of the period. */
export function spanIndexAt(spans: readonly DriverSpan[], time: number): number {
  let found = -1;
  for (let index = 0; index < spans.length; index++) {
    if (Date.parse(spans[index]!.from) > time) break;
    found = index;
  }
  return found;
}
