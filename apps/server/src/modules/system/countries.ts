import type { Language } from '@fleet/shared/constants';
import { COUNTRIES } from '@fleet/shared/countries';
import type { Country } from '@fleet/shared/schemas/countries';

export function countriesIn(lang: Language): Country[] {
  return COUNTRIES.map(({ iso, code, name }) => ({
    iso,
    code,
    name: name[lang],
    image: `/flags/${iso}.svg`,
  }));
}
