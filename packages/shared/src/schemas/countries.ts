import { z } from '../validation';
import { envelope } from '../common';

export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2, lower-case. */
  iso: z.string(),
  /** Calling code with the plus sign, e.g. `+966`. */
  code: z.string(),
  name: z.string(),
  /** Flag image, served by this server. */
  image: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = envelope(z.array(countrySchema));
