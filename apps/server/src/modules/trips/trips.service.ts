import type { RowAction } from '@fleet/shared/common';
import type { Trip, TripValues } from '@fleet/shared/schemas/trips';
import { messageKey } from '@fleet/shared/validation';
import type { StoredStation, StoredStationProgress } from '../../db/schema';
import { ConflictError, type FieldErrorKeys, NotFoundError, ValidationError } from '../../lib/errors';
import { audit } from '../audit';
import { tripWindow } from './trip-plan';
import type { TripRecord, TripsRepo, TripWrite } from './trips.repo';

export function tripActions(held: ReadonlySet<string>, status: Trip['status']): RowAction[] {
  const actions: RowAction[] = [];
  if (held.has('show_trips')) actions.push('view');
  if (held.has('update_trips') && status !== 'finished') actions.push('edit');
  if (held.has('delete_trips')) actions.push('delete');
  return actions;
}

/** The next station and the timeline, from what the status engine stored (also shown on a shared link's page). */
export function tripProgress(trip: {
  status: Trip['status'];
  stations: StoredStation[];
  nextStation: number | null;
  progress: StoredStationProgress[] | null;
}): Pick<Trip, 'next_station' | 'timeline'> {
  return {
    next_station: trip.progress ? trip.nextStation : trip.status === 'planned' ? 0 : null,
    timeline: trip.stations.map((station, index) => {
      const progress = trip.progress?.[index];
      return {
        name: station.name,
        planned_time: station.plannedTime,
        next_day: station.nextDay,
        arrived_at: progress?.arrivedAt ?? null,
        departed_at: progress?.departedAt ?? null,
        delay_minutes: progress?.delayMinutes ?? null,
        status: progress?.status ?? 'pending',
      };
    }),
  };
}

export function toTrip(record: TripRecord, held: ReadonlySet<string>): Trip {
  const { trip, driver, vehicle } = record;
  return {
    id: trip.id,
    name: trip.name,
    day: trip.day,
    start_time: trip.startTime,
    driver_id: trip.driverId,
    vehicle_id: trip.vehicleId,
    driver: { id: driver.id, name: driver.name },
    vehicle: { id: vehicle.id, name: vehicle.name, plate_number: vehicle.plateNumber },
    stations: trip.stations.map((station) => ({
      name: station.name,
      lat: station.lat,
      lon: station.lon,
      planned_time: station.plannedTime,
      next_day: station.nextDay,
      radius: station.radius,
    })),
    status: trip.status,
    ...tripProgress(trip),
    started_at: trip.startedAt?.toISOString() ?? null,
    finished_at: trip.finishedAt?.toISOString() ?? null,
    created_at: trip.createdAt.toISOString(),
    updated_at: trip.updatedAt.toISOString(),
    actions: tripActions(held, trip.status),
  };
}

export function toWrite(values: TripValues, timeZone: string): TripWrite {
  const stations: StoredStation[] = values.stations.map((station) => ({
    name: station.name,
    lat: station.lat,
    lon: station.lon,
    plannedTime: station.planned_time,
    nextDay: station.next_day,
    radius: station.radius,
  }));
  const plan = { day: values.day, startTime: values.start_time, stations };
  return {
    name: values.name,
    day: values.day,
    startTime: values.start_time,
    driverId: values.driver_id,
    vehicleId: values.vehicle_id,
    stations,
    ...tripWindow(plan, timeZone),
  };
}

/** Called after a plan is saved or deleted, so the status engine and the live map pick it up. */
export type PlanChanged = (vehicleIds: number[]) => void;

/** An itinerary's own columns (with its stations) as the audit log compares them. */
async function tripRecord(repo: TripsRepo, id: number) {
  return (await repo.findById(id))?.trip ?? null;
}

export class TripsService {
  constructor(
    private readonly repo: TripsRepo,
    private readonly timeZone: string,
    private readonly planChanged: PlanChanged,
  ) {}

  /** References (422), a blocked vehicle (422), then overlapping plans of the driver or vehicle (422). */
  private async check(repo: TripsRepo, write: TripWrite, id?: number): Promise<FieldErrorKeys> {
    const errors: FieldErrorKeys = {};
    if (!(await repo.driverExists(write.driverId))) errors.driver_id = ['trips.driver_missing'];
    const vehicleStatus = await repo.vehicleStatus(write.vehicleId);
    if (vehicleStatus === null) errors.vehicle_id = ['trips.vehicle_missing'];
    else if (!vehicleStatus) errors.vehicle_id = ['trips.vehicle_blocked'];
    if (Object.keys(errors).length > 0) return errors;
    await repo.lockPeople(write.driverId, write.vehicleId);
    for (const other of await repo.overlapping(write, id)) {
      if (other.driverId === write.driverId && !errors.driver_id) {
        errors.driver_id = [messageKey('trips.driver_busy', { name: other.name })];
      }
      if (other.vehicleId === write.vehicleId && !errors.vehicle_id) {
        errors.vehicle_id = [messageKey('trips.vehicle_busy', { name: other.name })];
      }
    }
    return errors;
  }

  async create(values: TripValues): Promise<number> {
    const write = toWrite(values, this.timeZone);
    const id = await this.repo.transaction(async (tx) => {
      const errors = await this.check(tx, write);
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const created = await tx.create(write);
      await audit(tx.database, {
        action: 'create',
        model: 'trips',
        recordId: created,
        after: await tripRecord(tx, created),
      });
      return created;
    });
    this.planChanged([write.vehicleId]);
    return id;
  }

  /** A finished itinerary is history: refused (409). */
  async update(id: number, values: TripValues): Promise<void> {
    const write = toWrite(values, this.timeZone);
    const previousVehicle = await this.repo.transaction(async (tx) => {
      const current = await tx.lock(id);
      if (!current) throw new NotFoundError();
      if (current.status === 'finished') throw new ConflictError({}, 'trips.finished_locked');
      const errors = await this.check(tx, write, id);
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const before = await tripRecord(tx, id);
      await tx.update(id, write);
      await audit(tx.database, {
        action: 'update',
        model: 'trips',
        recordId: id,
        before,
        after: await tripRecord(tx, id),
      });
      return current.vehicleId;
    });
    this.planChanged([...new Set([previousVehicle, write.vehicleId])]);
  }

  async delete(id: number): Promise<void> {
    const vehicleId = await this.repo.transaction(async (tx) => {
      const current = await tx.lock(id);
      if (!current) throw new NotFoundError();
      const before = await tripRecord(tx, id);
      await tx.delete(id);
      await audit(tx.database, { action: 'delete', model: 'trips', recordId: id, before, after: null });
      return current.vehicleId;
    });
    this.planChanged([vehicleId]);
  }

  /** Copies of the plan on other days, all or none: a day where it would overlap is named (`days.N`). */
  async duplicate(id: number, days: string[]): Promise<number[]> {
    const source = await this.repo.findById(id);
    if (!source) throw new NotFoundError();
    const { trip } = source;
    const unique = [...new Set(days)];
    const ids = await this.repo.transaction(async (tx) => {
      const created: number[] = [];
      const errors: FieldErrorKeys = {};
      for (const [index, day] of unique.entries()) {
        const values: TripValues = {
          name: trip.name,
          day,
          start_time: trip.startTime,
          driver_id: trip.driverId,
          vehicle_id: trip.vehicleId,
          stations: trip.stations.map((station) => ({
            name: station.name,
            lat: station.lat,
            lon: station.lon,
            planned_time: station.plannedTime,
            next_day: station.nextDay,
            radius: station.radius,
          })),
        };
        const write = toWrite(values, this.timeZone);
        const dayErrors = await this.check(tx, write);
        const first = Object.values(dayErrors)[0]?.[0];
        if (first) {
          errors[`days.${days.indexOf(day) >= 0 ? days.indexOf(day) : index}`] = [first];
          continue;
        }
        const copy = await tx.create(write);
        created.push(copy);
        await audit(tx.database, {
          action: 'duplicate',
          model: 'trips',
          recordId: copy,
          after: await tripRecord(tx, copy),
          changes: { duplicated_from: [null, id] },
        });
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors, 'trips.day_busy');
      return created;
    });
    this.planChanged([trip.vehicleId]);
    return ids;
  }
}
