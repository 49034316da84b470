import { describe, expect, it } from 'vitest';
import { calibrate, defaultMinLitres } from '../lib/sensors/calibrate';
import { freshFuelState, stepFuel, type FuelChange } from '../lib/sensors/fuel-detector';
import { freshTemperatureState, stepTemperature } from '../lib/sensors/temperature-episodes';
import { addDays } from '../lib/dates';
import {
  COLD_CHAIN_MAX,
  DEMO_SENSORS,
  DEMO_TANK_LITRES,
  FUEL_PROBE_CALIBRATION,
  TEMPERATURE_PROBE_CALIBRATION,
} from '../demo/sensors';
import { historyDay, type HistoryVehicle } from './history';
import { HistoryProbes } from './history-sensors';

const ZONE = 'Asia/Riyadh';
const TODAY = '2026-03-20';
const DAYS = 30;
const until = Date.parse(`${TODAY}T12:00:00Z`);

/** A month of the history for `vehicles`, day after day as the writer runs it, every fix of each. */
function month(probes: HistoryProbes, vehicles: HistoryVehicle[]) {
  const fixes = new Map(vehicles.map((vehicle) => [vehicle.id, [] as ReturnType<typeof historyDay>]));
  for (let index = 0; index <= DAYS; index++) {
    const day = addDays(TODAY, index - DAYS);
    const intervalMs = index > DAYS - 7 ? 60_000 : 180_000;
    for (const vehicle of vehicles) {
      fixes.get(vehicle.id)!.push(...historyDay(vehicle, day, ZONE, { intervalMs, until, sensors: probes }));
    }
  }
  return fixes;
}

const ids = [...DEMO_SENSORS.keys()];
const fuelId = ids.find((id) => DEMO_SENSORS.get(id)!.fuel)!;
const boxId = ids.find((id) => DEMO_SENSORS.get(id)!.temperature)!;
const truck: HistoryVehicle = { id: 7, deviceId: fuelId, driverKey: null };
const van: HistoryVehicle = { id: 5, deviceId: boxId, driverKey: null };

describe('the demo history’s probes', () => {
  it('give the fuel detector refuels now and then and one night drain, with no false drain, and cards to match', () => {
    const probes = new HistoryProbes(TODAY);
    const fixes = month(probes, [truck]).get(truck.id)!;
    const limits = {
      capacity: DEMO_TANK_LITRES,
      refuelMinLitres: defaultMinLitres(DEMO_TANK_LITRES),
      drainMinLitres: defaultMinLitres(DEMO_TANK_LITRES),
    };
    const state = freshFuelState();
    const changes: FuelChange[] = [];
    for (const fix of fixes) {
      const raw = fix.attributes.adc1;
      expect(typeof raw).toBe('number');
      const litres = calibrate({ calibration: FUEL_PROBE_CALIBRATION, multiplier: 1 }, raw as number);
      const change = stepFuel(
        state,
        { t: fix.fixTime.getTime(), litres, speed: fix.speed, ignition: fix.attributes.ignition === true },
        limits,
      );
      if (change) changes.push(change);
    }
    const refuels = changes.filter((change) => change.type === 'fuel_refuel');
    const drains = changes.filter((change) => change.type === 'fuel_drain');
    expect(refuels.length).toBeGreaterThanOrEqual(3);
    expect(drains).toHaveLength(1);
    // At night (Riyadh is UTC+3: 02:00 local is 23:00 UTC), about the theft's 75 litres.
    const hour = (new Date(drains[0]!.t).getUTCHours() + 3) % 24;
    expect(hour).toBeLessThan(4);
    expect(drains[0]!.litres).toBeGreaterThan(60);
    expect(drains[0]!.litres).toBeLessThan(90);

    const cards = probes.cardTransactions();
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.length).toBeLessThanOrEqual(refuels.length);
    // Each card within two hours of a refuel the detector saw; one billed for well over what went in.
    const nearest = (t: number) =>
      refuels.reduce((best, r) => (Math.abs(r.t - t) < Math.abs(best.t - t) ? r : best));
    let inflated = 0;
    for (const card of cards) {
      const refuel = nearest(Date.parse(card.time));
      expect(Math.abs(refuel.t - Date.parse(card.time))).toBeLessThan(2 * 3_600_000);
      if (card.litres > refuel.litres * 1.1) inflated += 1;
    }
    expect(inflated).toBe(1);
  });

  it('keep a refrigerated box near 4 °C with door spikes inside the range, and one real excursion', () => {
    const fixes = month(new HistoryProbes(TODAY), [van]).get(van.id)!;
    const state = freshTemperatureState();
    const raised: number[] = [];
    let spikes = 0;
    for (const fix of fixes) {
      const raw = fix.attributes.io9 as number;
      const celsius = calibrate({ calibration: TEMPERATURE_PROBE_CALIBRATION, multiplier: 1 }, raw);
      if (celsius > 5.5 && celsius <= COLD_CHAIN_MAX) spikes += 1;
      const excursion = stepTemperature(state, fix.fixTime.getTime(), celsius, { min: 2, max: 8 }, 120);
      if (excursion?.kind === 'raise') raised.push(excursion.t);
    }
    expect(spikes).toBeGreaterThan(10);
    expect(raised).toHaveLength(1);
    expect(raised[0]!).toBeGreaterThan(Date.parse(`${addDays(TODAY, -3)}T00:00:00Z`));
  });
});
