import { z } from '../validation';
import { envelope, paginated, plainListQuerySchema, rowActionSchema } from '../common';
import { mediaSchema } from './media';
import {
  countryCodeSchema,
  identityNumberSchema,
  optionalId,
  optionalMediaId,
  optionalPasswordSchema,
  passwordSchema,
  phoneMatchesCountry,
  phoneRefinement,
  phoneSchema,
} from './people';

const employeeFields = {
  name: z.string().trim().min(2).max(100),
  email: z.email().trim().toLowerCase().max(191),
  identity_number: identityNumberSchema,
  country_code: countryCodeSchema,
  phone: phoneSchema,
  image: optionalMediaId,
  role_id: z.number({ message: 'validation.required' }).int().positive(),
  /** Optional link to the driver record of an employee who also drives. */
  driver_id: optionalId,
  /** The password given is temporary: the employee must change it at the next sign-in. */
  temporary_password: z.boolean().optional(),
};

/** POST: the password is required; it makes a working login. */
export const createEmployeeInputSchema = z
  .object({ ...employeeFields, password: passwordSchema })
  .refine(phoneMatchesCountry, phoneRefinement);
/** PUT: the whole employee; an empty or absent password keeps the current one. */
export const updateEmployeeInputSchema = z
  .object({ ...employeeFields, password: optionalPasswordSchema })
  .refine(phoneMatchesCountry, phoneRefinement);
export type CreateEmployeeInput = z.input<typeof createEmployeeInputSchema>;
export type CreateEmployeeValues = z.output<typeof createEmployeeInputSchema>;
export type EmployeeValues = z.output<typeof updateEmployeeInputSchema>;

export const employeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  identity_number: z.string().nullable(),
  country_code: z.string().nullable(),
  /** The national number (without the calling code). */
  phone: z.string().nullable(),
  /** E.164, e.g. +966512345678. */
  phone_e164: z.string().nullable(),
  image: mediaSchema.nullable(),
  role_id: z.number().int(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  driver_id: z.number().int().nullable(),
  driver: z
    .object({
      id: z.number().int(),
      name: z.string(),
      vehicle: z.object({ id: z.number().int(), name: z.string(), plate_number: z.string() }).nullable(),
    })
    .nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  actions: z.array(rowActionSchema),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListQuerySchema = plainListQuerySchema;
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;
export const employeeListResponseSchema = paginated(employeeSchema);
export const employeeResponseSchema = envelope(employeeSchema);
