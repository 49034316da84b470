import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@fleet/shared/countries';

/** A nationality (ISO code) as a country name in the current language. */
export function useNationalityName() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ar';
  return useCallback(
    (iso: string) => COUNTRIES.find((country) => country.iso === iso)?.name[language] ?? iso.toUpperCase(),
    [language],
  );
}
