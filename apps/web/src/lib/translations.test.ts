import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n';

type Tree = { [key: string]: string | Tree };

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
  const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];

  it('both languages have the same namespaces', () => {
    expect(Object.keys(resources.ar).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('namespace %s: every key in both ar and en, none empty', (namespace) => {
    const ar = flatten(resources.ar[namespace] as Tree);
    const en = flatten(resources.en[namespace] as Tree);
    expect([...ar.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !ar.has(key))).toEqual([]);
    for (const [key, text] of [...ar, ...en]) expect(text.trim(), key).not.toBe('');
  });

  it('interpolation placeholders match between languages', () => {
    for (const namespace of namespaces) {
      const ar = flatten(resources.ar[namespace] as Tree);
      const en = flatten(resources.en[namespace] as Tree);
      for (const [key, text] of en) {
        const names = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(names(ar.get(key) ?? ''), `${namespace}:${key}`).toEqual(names(text));
      }
    }
  });
});
