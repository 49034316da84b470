import { fieldOf, z } from '../validation';
import { COUNTRY_CODES, COUNTRY_ISOS } from '../countries';
import { DEFAULT_COUNTRY_CODE } from '../constants';

/**
 * Identity numbers are the ones the Kingdom issues: 10 digits, a Saudi national id starting with 1,
 * a residence permit (iqama) starting with 2. Staff and drivers of other nationalities working here
 * hold an iqama, so other countries' id formats are not accepted.
 */
export const IDENTITY_NUMBER_PATTERN = /^[12]\d{9}$/;
export const identityNumberSchema = z
  .string()
  .trim()
  .min(1)
  .regex(IDENTITY_NUMBER_PATTERN, { message: 'validation.identity_number' });

export const countryCodeSchema = z.enum(COUNTRY_CODES).default(DEFAULT_COUNTRY_CODE);
/** An ISO 3166 code in any letter case (`SA`, `Sa`), stored and answered lower-case. */
export const nationalitySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(COUNTRY_ISOS),
);

/** A Saudi mobile number without the country code: 5 followed by 8 digits. */
export const SAUDI_MOBILE_PATTERN = /^5\d{8}$/;
/** National numbers of other countries: 6 to 12 digits, so the E.164 form stays within 15 digits. */
export const NATIONAL_NUMBER_PATTERN = /^\d{6,12}$/;

const nationalNumber = (phone: string) => phone.replace(/[\s-]/g, '').replace(/^0+/, '');

/** The national number as typed: spaces and dashes dropped, then the trunk prefix (leading zeros). */
export const phoneSchema = z
  .string()
  .trim()
  .min(1)
  .transform(nationalNumber)
  .pipe(z.string().regex(NATIONAL_NUMBER_PATTERN, { message: 'validation.phone' }));

/** Object-level rule for `country_code` + `phone`: the Saudi mobile format when the code is +966. */
export function isValidPhoneFor(countryCode: string, phone: string): boolean {
  return countryCode !== '+966' || SAUDI_MOBILE_PATTERN.test(phone);
}
/**
 * Refinement options for an object with `country_code` and `phone`: checked even when other fields
 * fail, but only for a number of a valid shape (otherwise the field's own message says enough).
 */
export const phoneRefinement = {
  message: 'validation.saudi_mobile',
  path: ['phone'],
  when: ({ value }: { value: unknown }) => {
    const phone = fieldOf(value, 'phone');
    return typeof phone === 'string' && NATIONAL_NUMBER_PATTERN.test(nationalNumber(phone));
  },
};
export function phoneMatchesCountry(values: { country_code?: string | undefined; phone?: unknown }): boolean {
  if (typeof values.phone !== 'string') return true;
  return isValidPhoneFor(values.country_code ?? DEFAULT_COUNTRY_CODE, nationalNumber(values.phone));
}

/** E.164: the calling code followed by the national number. */
export function toE164(countryCode: string, phone: string): string {
  return `${countryCode}${phone}`;
}

/** Splits a stored E.164 number back into its calling code (the longest known match) and national number. */
export function fromE164(e164: string): { country_code: string; phone: string } {
  const code = [...COUNTRY_CODES]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => e164.startsWith(candidate));
  if (!code) return { country_code: '', phone: e164.replace(/^\+/, '') };
  return { country_code: code, phone: e164.slice(code.length) };
}

/** A media id on write, or nothing. */
export const optionalMediaId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((value) => value ?? null);

export const optionalId = optionalMediaId;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** On edit: empty or absent keeps the current password. */
export const optionalPasswordSchema = z
  .union([z.literal(''), passwordSchema])
  .nullish()
  .transform((value) => value || null);
