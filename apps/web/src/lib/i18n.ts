import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@fleet/shared/constants';
import { validationMessages } from '@fleet/shared/i18n/validation-messages';
import { parseMessageKey } from '@fleet/shared/message-key';
import arCommon from '@/locales/ar/common.json';
import enCommon from '@/locales/en/common.json';
import arAuth from '@/locales/ar/auth.json';
import enAuth from '@/locales/en/auth.json';

/** Namespaces every page needs, bundled with the app. */
export const resources = {
  ar: { common: arCommon, auth: arAuth, validation: validationMessages.ar },
  en: { common: enCommon, auth: enAuth, validation: validationMessages.en },
} as const;

/** Module namespaces, loaded with their pages (see `loadNamespaces`); keeps them off the login page. */
const moduleNamespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
  '!../locales/*/auth.json',
]);

export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await Promise.all(
    LANGUAGES.flatMap((language) =>
      namespaces.map(async (namespace) => {
        if (i18next.hasResourceBundle(language, namespace)) return;
        const load = moduleNamespaces[`../locales/${language}/${namespace}.json`];
        if (!load) throw new Error(`No translations for ${language}/${namespace}`);
        i18next.addResourceBundle(language, namespace, (await load()).default);
      }),
    ),
  );
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

void i18next.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common', 'auth', 'validation'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyDocumentLanguage(i18next.language);
i18next.on('languageChanged', applyDocumentLanguage);

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

export function changeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  void i18next.changeLanguage(language);
}

/** Zod and server messages may be shared keys like `validation.min?min=2`; anything else is shown as is. */
export function translateMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const { key, values } = parseMessageKey(message);
  if (!key.startsWith('validation.')) return message;
  return i18next.t(key.slice('validation.'.length), { ns: 'validation', ...values, defaultValue: message });
}

export { i18next };
