import { differenceInCalendarDays } from 'date-fns';
import { REGISTRATION_WARNING_DAYS, type Vehicle } from '@fleet/shared/schemas/vehicles';
import { fromApiDate } from '@/lib/dates';

export type RegistrationState = 'valid' | 'expiring' | 'expired';
export type RegistrationInfo = { state: RegistrationState; days: number; endDate: string } | null;

/**
 * The registration (form) state of a vehicle: the server's `registration_status` when given, else
 * derived from `form_end_date` the same way (expired before today, expiring within the warning days).
 * `days` counts calendar days from today to the end date (negative once expired).
 */
export function registrationInfo(
  vehicle: Pick<Vehicle, 'registration_status' | 'form_end_date'>,
  today: Date = new Date(),
): RegistrationInfo {
  const end = fromApiDate(vehicle.form_end_date);
  if (!end || !vehicle.form_end_date) return null;
  const days = differenceInCalendarDays(end, today);
  const derived: RegistrationState =
    days < 0 ? 'expired' : days <= REGISTRATION_WARNING_DAYS ? 'expiring' : 'valid';
  return { state: vehicle.registration_status ?? derived, days, endDate: vehicle.form_end_date };
}
