import { fieldOf, z } from '../validation';
import { dateStringSchema, envelope, listQuerySchema, paginated, rowActionSchema } from '../common';
import { COUNTRY_ISOS, SAUDI_ISO } from '../countries';
import { mediaSchema } from './media';
import {
  countryCodeSchema,
  IDENTITY_NUMBER_PATTERN,
  identityNumberSchema,
  nationalitySchema,
  optionalId,
  optionalMediaId,
  optionalPasswordSchema,
  phoneMatchesCountry,
  phoneRefinement,
  phoneSchema,
} from './people';

/** A licence that has expired, or expires within this many days, is flagged. */
export const LICENCE_WARNING_DAYS = 30;
export const LICENCE_STATES = ['valid', 'expiring', 'expired'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

/** The two identity documents; served only to holders of `show_drivers`. */
export const DRIVER_DOCUMENTS = ['national_id_image', 'licence_image'] as const;
export type DriverDocument = (typeof DRIVER_DOCUMENTS)[number];

/** Saudis hold a national id (starts with 1), everyone else an iqama (starts with 2). */
export function identityMatchesNationality(values: { nationality?: unknown; identity_number?: unknown }) {
  if (typeof values.identity_number !== 'string' || typeof values.nationality !== 'string') return true;
  const number = values.identity_number.trim();
  // A malformed number or an unknown nationality is reported by the field's own rule.
  if (
    !IDENTITY_NUMBER_PATTERN.test(number) ||
    !(COUNTRY_ISOS as readonly string[]).includes(values.nationality)
  ) {
    return true;
  }
  return values.nationality === SAUDI_ISO ? number.startsWith('1') : number.startsWith('2');
}

/** Create and update body. On update an empty or absent password keeps the current one. */
export const driverInputSchema = z
  .object({
    name: z.string().trim().min(2).max(100),
    identity_number: identityNumberSchema,
    country_code: countryCodeSchema,
    phone: phoneSchema,
    nationality: nationalitySchema,
    address: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((value) => value || null),
    licence_number: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .regex(/^[A-Za-z0-9-]+$/, { message: 'validation.licence_number' }),
    licence_expiry_date: dateStringSchema,
    national_id_image: optionalMediaId,
    licence_image: optionalMediaId,
    image: optionalMediaId,
    vehicle_id: optionalId,
    /** docs/api.md#driver-keys: the iButton or RFID card id, any case (answered upper case); empty = none. */
    key_id: z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z0-9_:-]*$/, { message: 'validation.key_id' })
      .nullish()
      .transform((value) => (value ? value.toUpperCase() : null)),
    /** Optional: a driver with one signs in to the driver app with country code, phone and password. */
    password: optionalPasswordSchema,
  })
  .refine(phoneMatchesCountry, phoneRefinement)
  .refine(identityMatchesNationality, {
    message: 'validation.identity_nationality',
    path: ['identity_number'],
    when: ({ value }) => typeof fieldOf(value, 'identity_number') === 'string',
  });
export type DriverInput = z.input<typeof driverInputSchema>;
export type DriverValues = z.output<typeof driverInputSchema>;

const vehicleRefSchema = z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() });

export const driverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  identity_number: z.string(),
  country_code: z.string(),
  phone: z.string(),
  phone_e164: z.string(),
  nationality: z.string(),
  address: z.string().nullable(),
  licence_number: z.string(),
  licence_expiry_date: z.string(),
  /** From `licence_expiry_date` in the fleet's time zone. */
  licence_status: z.enum(LICENCE_STATES),
  /** Identity documents: `url` needs a Bearer token of a `show_drivers` holder (no signature is ever issued). */
  national_id_image: mediaSchema.nullable(),
  licence_image: mediaSchema.nullable(),
  image: mediaSchema.nullable(),
  vehicle_id: z.number().int().nullable(),
  vehicle: vehicleRefSchema.nullable(),
  key_id: z.string().nullable(),
  has_password: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  actions: z.array(rowActionSchema),
});
export type Driver = z.infer<typeof driverSchema>;

export const driverListQuerySchema = listQuerySchema(z.enum(['expired', 'expiring']));
export type DriverListQuery = z.input<typeof driverListQuerySchema>;
export const driverListResponseSchema = paginated(driverSchema);
export const driverResponseSchema = envelope(driverSchema);

/** Vehicles a driver may take: those without a driver, plus the one this driver has. */
export const freeVehiclesQuerySchema = z.object({ driver_id: z.coerce.number().int().positive().optional() });
