import { FUEL_FLAG_SHARE } from '@fleet/shared/schemas/fuel';

/**
 * A card transaction against the refuel the sensor saw (docs/api.md#sensors, fuel cards). Pure: the match is worked
 * out on every read from the transaction and the vehicle's `fuel_refuel` events as they are then (fuel.repo.ts picks
 * the nearest within FUEL_MATCH_WINDOW_MS), never stored, so it is the same whichever of the two was recorded first.
 */
export interface CardMatch {
  refuel_event_id: number | null;
  detected_litres: number | null;
  difference_litres: number | null;
  flagged: boolean;
  /** Litres the sensor did not see: all of them without a refuel, the excess of a flagged one, else 0. */
  unmatched_litres: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function matchCard(litres: number, refuel: { id: number; litres: number } | null): CardMatch {
  if (!refuel) {
    return {
      refuel_event_id: null,
      detected_litres: null,
      difference_litres: null,
      flagged: true,
      unmatched_litres: round1(litres),
    };
  }
  const difference = round1(litres - refuel.litres);
  const flagged = litres > refuel.litres * (1 + FUEL_FLAG_SHARE);
  return {
    refuel_event_id: refuel.id,
    detected_litres: refuel.litres,
    difference_litres: difference,
    flagged,
    unmatched_litres: flagged ? difference : 0,
  };
}
