import type { DrivingRow } from '@fleet/shared/schemas/driving';

/**
 * The driving score (docs/api.md#reports; the formula and its reasons are in the
 * server README, "Driving score"). Penalty points per 100 km, over at least `MIN_SCORE_KM`, so that one event on a
 * short drive does not ruin a score.
 */
export const SCORE_WEIGHTS = {
  /** Per harsh acceleration, braking or cornering per 100 km. */
  harsh: 5,
  /** Per overspeed episode per 100 km. */
  overspeedEvent: 5,
  /** Per minute above the limit per 100 km. */
  overspeedMinute: 1,
  /** Times the idle share (idle time over idle and driving time, 0–1). */
  idleShare: 20,
} as const;

export const MIN_SCORE_KM = 100;

export type ScoreInput = Pick<
  DrivingRow,
  | 'distance_km'
  | 'driving_seconds'
  | 'idle_seconds'
  | 'harsh_acceleration'
  | 'harsh_braking'
  | 'harsh_cornering'
  | 'overspeed_events'
  | 'overspeed_seconds'
>;

/** 0–100, one decimal. */
export function drivingScore(row: ScoreInput): number {
  const per100Km = 100 / Math.max(row.distance_km, MIN_SCORE_KM);
  const harsh = (row.harsh_acceleration + row.harsh_braking + row.harsh_cornering) * per100Km;
  const overspeedEvents = row.overspeed_events * per100Km;
  const overspeedMinutes = (row.overspeed_seconds / 60) * per100Km;
  const engineOn = row.driving_seconds + row.idle_seconds;
  const idleShare = engineOn > 0 ? row.idle_seconds / engineOn : 0;
  const penalty =
    SCORE_WEIGHTS.harsh * harsh +
    SCORE_WEIGHTS.overspeedEvent * overspeedEvents +
    SCORE_WEIGHTS.overspeedMinute * overspeedMinutes +
    SCORE_WEIGHTS.idleShare * idleShare;
  return Math.max(0, Math.round((100 - penalty) * 10) / 10);
}

/**
 * Scores and ranks `rows` in place and sorts them by rank: the highest score first, equal scores share a rank
 * (1, 1, 3); among them the longer distance first, then `name`.
 */
export function rankRows<T extends ScoreInput & { score: number; rank: number }>(
  rows: T[],
  name: (row: T) => string,
): T[] {
  for (const row of rows) row.score = drivingScore(row);
  rows.sort((a, b) => b.score - a.score || b.distance_km - a.distance_km || name(a).localeCompare(name(b)));
  rows.forEach((row, i) => {
    row.rank = i > 0 && rows[i - 1]!.score === row.score ? rows[i - 1]!.rank : i + 1;
  });
  return rows;
}
