import { type DrivingRow, MIN_SCORED_KM } from '@fleet/shared/schemas/driving';

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

/** Whether a score over `distanceKm` means anything (see `MIN_SCORED_KM`). */
export const isScored = (distanceKm: number): boolean => distanceKm >= MIN_SCORED_KM;

/**
 * Scores and ranks `rows` in place and sorts them by rank: the scored rows (at least `MIN_SCORED_KM`) first, the
 * highest score first, equal scores sharing a rank (1, 1, 3), among them the longer distance first, then `name`;
 * then the rows under it, which all share the rank after the last scored one (their scores compare nothing), the
 * longer distance first, then `name`.
 */
export function rankRows<T extends ScoreInput & { score: number; scored: boolean; rank: number }>(
  rows: T[],
  name: (row: T) => string,
): T[] {
  for (const row of rows) {
    row.score = drivingScore(row);
    row.scored = isScored(row.distance_km);
  }
  rows.sort(
    (a, b) =>
      Number(b.scored) - Number(a.scored) ||
      (a.scored ? b.score - a.score : 0) ||
      b.distance_km - a.distance_km ||
      name(a).localeCompare(name(b)),
  );
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    const shared =
      previous !== undefined &&
      previous.scored === row.scored &&
      (!row.scored || previous.score === row.score);
    row.rank = shared ? previous.rank : i + 1;
  });
  return rows;
}
