import type { FuelTransactionInput } from '@fleet/shared/schemas/fuel';
import type { Database } from '../db/client';
import type { Attributes, Position } from '../ingestion/position';
import { addDays } from '../lib/dates';
import { createRandom } from '../lib/prng';
import { DEMO_SENSORS } from '../demo';
import { recordCardTransactionsOnce } from '../modules/fuel';
import type { HistorySensors, HistoryVehicle } from './history';
import { readingAttributes, VehicleSensors } from './sensor-model';

/** The app_settings key that says the history's card transactions were recorded once. */
export const DEMO_FUEL_CARDS_KEY = 'demo.fuel_cards';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The theft: a night this many days before today, its siphoning from 02:00 local for ten minutes, these litres. */
const THEFT_DAYS_AGO = 3;
const THEFT_FROM = 2 * HOUR;
const THEFT_MS = 10 * MINUTE;
const THEFT_LITRES = 75;
/** The tracker wakes a little before (the level's change wakes it) and sleeps again a quarter of an hour after. */
const WAKE_FROM = THEFT_FROM - 10 * MINUTE;
const WAKE_UNTIL = THEFT_FROM + THEFT_MS + 15 * MINUTE;
/** The cooling failure: on the first working day from this many days before today, three hours into the shift. */
const FAILURE_DAYS_AGO = 2;
const FAILURE_AFTER_START = 3 * HOUR;
const FAILURE_MS = 20 * MINUTE;
/** Most refuels are paid with the fleet's card; one is billed for more than the tank received (what fraud looks like). */
const CARD_SHARE = 0.75;
const FRAUD_SHARE = 1.3;
const DIESEL_SAR_PER_LITRE = 1.66;
const STATIONS = [
  'الدريس — طريق الملك فهد',
  'ساسكو — الدائري الشمالي',
  'نفط — شارع العليا',
  'أرامكو — طريق خريص',
];

function seed(...parts: (number | string)[]): number {
  let h = 2_166_136_261;
  for (const char of parts.join('|')) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 16_777_619);
  }
  return h >>> 0;
}

/**
 * The demo probes' readings in the history (DEMO_SENSORS): each vehicle's tank and box run on from day to day in one
 * model, fed the history's fixes in order; one fuel vehicle is siphoned one night (its tracker wakes for it), one
 * refrigerated van's compressor fails once; the refuels become card transactions when the history is written.
 */
export class HistoryProbes implements HistorySensors {
  private readonly models = new Map<number, VehicleSensors>();
  private readonly refuels = new Map<number, { t: number; litres: number }[]>();
  private readonly theftDay: string;
  private readonly failureDay: string;
  private readonly thief: string | undefined;
  private readonly failing: string | undefined;
  private failurePlanned = false;
  private readonly theftDrained = new Map<number, number>();

  constructor(today: string) {
    this.theftDay = addDays(today, -THEFT_DAYS_AGO);
    this.failureDay = addDays(today, -FAILURE_DAYS_AGO);
    const ids = [...DEMO_SENSORS.keys()];
    this.thief = ids.find((id) => DEMO_SENSORS.get(id)!.fuel);
    this.failing = ids.find((id) => DEMO_SENSORS.get(id)!.temperature);
  }

  private model(vehicle: HistoryVehicle): VehicleSensors | null {
    const spec = DEMO_SENSORS.get(vehicle.deviceId);
    if (!spec) return null;
    let model = this.models.get(vehicle.id);
    if (!model) {
      model = new VehicleSensors(spec, createRandom(seed(vehicle.id, 'probes')));
      this.models.set(vehicle.id, model);
    }
    return model;
  }

  wakeUps(vehicle: HistoryVehicle, day: string, midnight: number): number[] {
    if (vehicle.deviceId !== this.thief || day !== this.theftDay) return [];
    const times: number[] = [];
    for (let t = midnight + WAKE_FROM; t < midnight + WAKE_UNTIL; t += MINUTE) times.push(t);
    return times;
  }

  readings(
    vehicle: HistoryVehicle,
    fix: Readonly<Position>,
    context: { day: string; shiftStart: Date },
  ): Attributes | undefined {
    const model = this.model(vehicle);
    if (!model) return undefined;
    const t = fix.fixTime.getTime();
    const ignition = fix.attributes.ignition === true;
    if (vehicle.deviceId === this.thief && context.day === this.theftDay && !ignition) {
      // Siphoned at the depot in the night: the litres of the theft's minutes since the tracker's last report.
      const from = context.shiftStart.getTime() + THEFT_FROM;
      const share = Math.max(0, Math.min(1, (t - from) / THEFT_MS));
      const done = THEFT_LITRES * share;
      const drained = this.theftDrained.get(vehicle.id) ?? 0;
      if (done > drained) {
        model.drain(done - drained);
        this.theftDrained.set(vehicle.id, done);
      }
    }
    if (
      vehicle.deviceId === this.failing &&
      !this.failurePlanned &&
      context.day >= this.failureDay &&
      t > context.shiftStart.getTime()
    ) {
      model.planFailure(context.shiftStart.getTime() + FAILURE_AFTER_START, FAILURE_MS);
      this.failurePlanned = true;
    }
    const before = model.refuels.length;
    const attributes = readingAttributes(model.spec, model.read(t, fix.speed ?? 0, ignition));
    if (model.refuels.length > before) {
      const list = this.refuels.get(vehicle.id) ?? [];
      list.push(model.refuels.at(-1)!);
      this.refuels.set(vehicle.id, list);
    }
    return attributes;
  }

  /** The card transactions of the history's refuels: most of them, a little off as pumps and probes are, one inflated. */
  cardTransactions(): FuelTransactionInput[] {
    const transactions: FuelTransactionInput[] = [];
    let fraud = false;
    for (const [vehicleId, refuels] of this.refuels) {
      refuels.forEach((refuel, index) => {
        const random = createRandom(seed(vehicleId, refuel.t));
        if (random.next() >= CARD_SHARE && index !== refuels.length - 1) return;
        // The last refuel of the first vehicle is billed for more than went in.
        const inflated = !fraud && index === refuels.length - 1;
        if (inflated) fraud = true;
        const litres =
          Math.round(refuel.litres * (inflated ? FRAUD_SHARE : 1 + (random.next() - 0.5) * 0.04) * 10) / 10;
        transactions.push({
          vehicle_id: vehicleId,
          // Paid at the pump a few minutes after the level rose.
          time: new Date(refuel.t + (3 + random.int(8)) * MINUTE).toISOString(),
          litres,
          cost: Math.round(litres * DIESEL_SAR_PER_LITRE * 100) / 100,
          station: STATIONS[random.int(STATIONS.length)]!,
          card: `**** ${String(4_000 + ((vehicleId * 7_919) % 6_000))}`,
        });
      });
    }
    return transactions;
  }

  async finish(db: Database): Promise<void> {
    await recordCardTransactionsOnce(db, DEMO_FUEL_CARDS_KEY, this.cardTransactions());
  }
}
