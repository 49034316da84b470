import { DEFAULT_LANGUAGE, type Language } from '@fleet/shared/constants';
import { validationMessages } from '@fleet/shared/i18n/validation-messages';
import { parseMessageKey } from '@fleet/shared/validation';
import { messages, type MessageKey } from './messages';

/**
 * Picks `en` or `ar` from an accept-language header, honouring q-values:
 * the supported language with the highest weight wins; anything else is Arabic.
 */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { lang: Language; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const primary = tag.trim().toLowerCase().split('-')[0];
    const lang: Language | null = primary === 'en' ? 'en' : primary === 'ar' ? 'ar' : null;
    if (lang && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? DEFAULT_LANGUAGE;
}

function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}

const pluralRules = { ar: new Intl.PluralRules('ar'), en: new Intl.PluralRules('en') };

/** The text of `key` for `count`: its plural form (`key_one`, `key_few`…) when there is one. */
function pluralForm(key: MessageKey, lang: Language, count: unknown): string {
  const texts: Record<string, string> = messages[lang];
  if (typeof count !== 'number') return texts[key]!;
  return texts[`${key}_${pluralRules[lang].select(count)}`] ?? texts[key]!;
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages.en, key);
}

/**
 * Translates a server message key or a shared validation key (`validation.min?min=2`).
 * Unknown keys fall back to the generic "not valid" text rather than leaking the key.
 */
export function translate(
  message: string,
  lang: Language,
  values: Record<string, string | number> = {},
): string {
  const { key, values: packed } = parseMessageKey(message);
  const all = { ...packed, ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) };
  if (key.startsWith('validation.')) {
    const catalogue: Record<string, string> = validationMessages[lang];
    const name = key.slice('validation.'.length);
    return interpolate(catalogue[name] ?? catalogue.invalid ?? name, all);
  }
  if (isMessageKey(key)) return interpolate(pluralForm(key, lang, values.count), all);
  return interpolate(validationMessages[lang].invalid, all);
}

export function translateFieldErrors(
  errors: Record<string, string[]>,
  lang: Language,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => translate(key, lang))]),
  );
}
