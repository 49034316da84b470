import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drivers, vehicles } from '../../db/schema';

/** A registration or licence expiring on `expiresOn` (a date), with its vehicle and driver. */
export interface ExpiringDocument {
  vehicleId: number;
  driverId: number | null;
  document: 'registration' | 'licence';
  expiresOn: string;
}

export class DocumentExpiryRepo {
  constructor(private readonly db: Database) {}

  /** Vehicle registrations and the licences of drivers with a vehicle that expire between two dates. */
  async expiring(from: string, to: string): Promise<ExpiringDocument[]> {
    const [registrations, licences] = await Promise.all([
      this.db
        .select({ vehicleId: vehicles.id, driverId: drivers.id, expiresOn: vehicles.formEndDate })
        .from(vehicles)
        .leftJoin(drivers, eq(drivers.vehicleId, vehicles.id))
        .where(
          and(
            isNotNull(vehicles.formEndDate),
            gte(vehicles.formEndDate, from),
            lte(vehicles.formEndDate, to),
          ),
        ),
      this.db
        .select({ vehicleId: drivers.vehicleId, driverId: drivers.id, expiresOn: drivers.licenceExpiryDate })
        .from(drivers)
        .where(
          and(
            isNotNull(drivers.vehicleId),
            gte(drivers.licenceExpiryDate, from),
            lte(drivers.licenceExpiryDate, to),
          ),
        ),
    ]);
    return [
      ...registrations.map((r) => ({ ...r, expiresOn: r.expiresOn!, document: 'registration' as const })),
      ...licences.map((r) => ({ ...r, vehicleId: r.vehicleId!, document: 'licence' as const })),
    ];
  }
}
