import { describe, expect, it } from 'vitest';
import { i18next, loadNamespaces } from '@/lib/i18n';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });
const { validationMessages } = await import('@fleet/shared/i18n/validation-messages');

/** Every namespace of every language: our JSON files plus the shared validation messages. */
function namespacesOf(language: 'ar' | 'en'): Record<string, Tree> {
  const out: Record<string, Tree> = { validation: validationMessages[language] };
  for (const [path, tree] of Object.entries(files)) {
    const match = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language) out[match[2]!] = tree;
  }
  return out;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
/** A key without its plural suffix: the text it is a form of. */
const textKey = (key: string) => key.replace(PLURAL_FORM, '');

describe('translations', () => {
  const ar = namespacesOf('ar');
  const en = namespacesOf('en');
  const namespaces = Object.keys(en);

  it('both languages have the same namespaces', () => {
    expect(Object.keys(ar).sort()).toEqual([...namespaces].sort());
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'roles', 'validation']));
  });

  it.each(namespaces)('namespace %s: every key in both ar and en, none empty', (namespace) => {
    // Plural forms (`key_one`, `key_few`…) differ by language: Arabic has six, English two.
    const arKeys = new Set([...flatten(ar[namespace]!).keys()].map(textKey));
    const enKeys = new Set([...flatten(en[namespace]!).keys()].map(textKey));
    expect([...arKeys].filter((key) => !enKeys.has(key))).toEqual([]);
    expect([...enKeys].filter((key) => !arKeys.has(key))).toEqual([]);
    for (const [key, text] of [...flatten(ar[namespace]!), ...flatten(en[namespace]!)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(namespaces)('namespace %s: placeholders match between languages', (namespace) => {
    // A text's placeholders are those of all its plural forms (one may spell its number out: "يومين").
    const placeholders = (tree: Tree) => {
      const out = new Map<string, Set<string>>();
      for (const [key, text] of flatten(tree)) {
        const names = out.get(textKey(key)) ?? new Set<string>();
        for (const match of text.matchAll(/\{\{(\w+)\}\}/g)) names.add(match[1]!);
        out.set(textKey(key), names);
      }
      return out;
    };
    const arTexts = placeholders(ar[namespace]!);
    for (const [key, names] of placeholders(en[namespace]!)) {
      expect([...(arTexts.get(key) ?? [])].sort(), `${namespace}:${key}`).toEqual([...names].sort());
    }
  });

  it('count texts take the plural forms of each language (Arabic: one, two, few, many, other)', async () => {
    await loadNamespaces('driver', 'examinations', 'vehicles');
    const arabic = i18next.getFixedT('ar');
    expect([1, 2, 3, 11, 100].map((count) => arabic('driver:sync.offline', { count }))).toEqual([
      'غير متصل: صورة واحدة بانتظار الرفع',
      'غير متصل: صورتان بانتظار الرفع',
      'غير متصل: 3 صور بانتظار الرفع',
      'غير متصل: 11 صورة بانتظار الرفع',
      'غير متصل: 100 صورة بانتظار الرفع',
    ]);
    expect(arabic('vehicles:registration.expiring_days', { count: 2, days: '2' })).toBe('تنتهي خلال يومين');
    expect(arabic('examinations:chart.week_total', { count: 12, total: '12', week: 'W' })).toBe(
      'أسبوع W: 12 عطلًا',
    );
    const english = i18next.getFixedT('en');
    expect([1, 4].map((count) => english('driver:sync.offline', { count }))).toEqual([
      'Offline: 1 photo waits to upload',
      'Offline: 4 photos wait to upload',
    ]);
  });
});
