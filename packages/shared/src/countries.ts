import type { Language } from './constants';

export interface CountryEntry {
  /** ISO 3166-1 alpha-2, lower-case. */
  iso: string;
  /** Calling code with the plus sign. */
  code: string;
  name: Record<Language, string>;
}

/** GCC first (Saudi Arabia leading), then the countries most staff and drivers come from. */
export const COUNTRIES = [
  { iso: 'sa', code: '+966', name: { ar: 'السعودية', en: 'Saudi Arabia' } },
  { iso: 'ae', code: '+971', name: { ar: 'الإمارات', en: 'United Arab Emirates' } },
  { iso: 'kw', code: '+965', name: { ar: 'الكويت', en: 'Kuwait' } },
  { iso: 'qa', code: '+974', name: { ar: 'قطر', en: 'Qatar' } },
  { iso: 'bh', code: '+973', name: { ar: 'البحرين', en: 'Bahrain' } },
  { iso: 'om', code: '+968', name: { ar: 'عُمان', en: 'Oman' } },
  { iso: 'eg', code: '+20', name: { ar: 'مصر', en: 'Egypt' } },
  { iso: 'jo', code: '+962', name: { ar: 'الأردن', en: 'Jordan' } },
  { iso: 'ye', code: '+967', name: { ar: 'اليمن', en: 'Yemen' } },
  { iso: 'iq', code: '+964', name: { ar: 'العراق', en: 'Iraq' } },
  { iso: 'sy', code: '+963', name: { ar: 'سوريا', en: 'Syria' } },
  { iso: 'lb', code: '+961', name: { ar: 'لبنان', en: 'Lebanon' } },
  { iso: 'sd', code: '+249', name: { ar: 'السودان', en: 'Sudan' } },
  { iso: 'ma', code: '+212', name: { ar: 'المغرب', en: 'Morocco' } },
  { iso: 'tn', code: '+216', name: { ar: 'تونس', en: 'Tunisia' } },
  { iso: 'dz', code: '+213', name: { ar: 'الجزائر', en: 'Algeria' } },
  { iso: 'pk', code: '+92', name: { ar: 'باكستان', en: 'Pakistan' } },
  { iso: 'in', code: '+91', name: { ar: 'الهند', en: 'India' } },
  { iso: 'bd', code: '+880', name: { ar: 'بنغلاديش', en: 'Bangladesh' } },
  { iso: 'ph', code: '+63', name: { ar: 'الفلبين', en: 'Philippines' } },
  { iso: 'id', code: '+62', name: { ar: 'إندونيسيا', en: 'Indonesia' } },
  { iso: 'np', code: '+977', name: { ar: 'نيبال', en: 'Nepal' } },
  { iso: 'lk', code: '+94', name: { ar: 'سريلانكا', en: 'Sri Lanka' } },
  { iso: 'et', code: '+251', name: { ar: 'إثيوبيا', en: 'Ethiopia' } },
  { iso: 'ke', code: '+254', name: { ar: 'كينيا', en: 'Kenya' } },
  { iso: 'tr', code: '+90', name: { ar: 'تركيا', en: 'Türkiye' } },
  { iso: 'gb', code: '+44', name: { ar: 'المملكة المتحدة', en: 'United Kingdom' } },
  { iso: 'us', code: '+1', name: { ar: 'الولايات المتحدة', en: 'United States' } },
] as const satisfies readonly CountryEntry[];

export type CountryIso = (typeof COUNTRIES)[number]['iso'];
export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const COUNTRY_ISOS = COUNTRIES.map((country) => country.iso) as [CountryIso, ...CountryIso[]];
export const COUNTRY_CODES = COUNTRIES.map((country) => country.code) as [CountryCode, ...CountryCode[]];
export const SAUDI_ISO = 'sa';
