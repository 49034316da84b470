import type { FuelTransaction } from '@fleet/shared/schemas/fuel';
import type { Database } from '../../db/client';
import { matchCard } from './fuel-match';
import { FuelRepo, type TransactionFilter, type TransactionRow } from './fuel.repo';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A card transaction as the API shows it, with what the sensor saw (`unmatched_litres`: for the fuel report). */
export type MatchedTransaction = FuelTransaction & { unmatched_litres: number };

export function toTransaction(row: TransactionRow, held: ReadonlySet<string> | null): MatchedTransaction {
  const litres = Number(row.litres);
  const refuel =
    row.refuel_id === null || row.refuel_id === undefined
      ? null
      : { id: Number(row.refuel_id), litres: Number(row.refuel_litres ?? 0) };
  const match = matchCard(litres, refuel);
  const actions: ('edit' | 'delete')[] = [];
  if (held?.has('update_fuel')) actions.push('edit');
  if (held?.has('delete_fuel')) actions.push('delete');
  return {
    id: Number(row.id),
    vehicle: { id: Number(row.vehicle_id), name: row.vehicle_name, plate_number: row.plate_number },
    time: iso(row.time),
    litres,
    cost: row.cost === null ? null : Number(row.cost),
    station: row.station,
    card: row.card,
    refuel_event_id: match.refuel_event_id,
    detected_litres: match.detected_litres,
    difference_litres: match.difference_litres,
    flagged: match.flagged,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    actions,
    unmatched_litres: match.unmatched_litres,
  };
}

/** Every card transaction of the filter, matched to the refuels as they are now (the fuel report's). */
export async function cardTransactions(
  db: Database,
  filter: TransactionFilter,
): Promise<MatchedTransaction[]> {
  const rows = await new FuelRepo(db).list(filter, null);
  return rows.map((row) => toTransaction(row, null));
}
