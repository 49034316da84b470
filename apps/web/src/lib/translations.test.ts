import { describe, expect, it } from 'vitest';

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

describe('translations', () => {
  const ar = namespacesOf('ar');
  const en = namespacesOf('en');
  const namespaces = Object.keys(en);

  it('both languages have the same namespaces', () => {
    expect(Object.keys(ar).sort()).toEqual([...namespaces].sort());
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'roles', 'validation']));
  });

  it.each(namespaces)('namespace %s: every key in both ar and en, none empty', (namespace) => {
    const arKeys = flatten(ar[namespace]!);
    const enKeys = flatten(en[namespace]!);
    expect([...arKeys.keys()].filter((key) => !enKeys.has(key))).toEqual([]);
    expect([...enKeys.keys()].filter((key) => !arKeys.has(key))).toEqual([]);
    for (const [key, text] of [...arKeys, ...enKeys]) expect(text.trim(), key).not.toBe('');
  });

  it.each(namespaces)('namespace %s: placeholders match between languages', (namespace) => {
    const names = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const arKeys = flatten(ar[namespace]!);
    for (const [key, text] of flatten(en[namespace]!)) {
      expect(names(arKeys.get(key) ?? ''), `${namespace}:${key}`).toEqual(names(text));
    }
  });
});
