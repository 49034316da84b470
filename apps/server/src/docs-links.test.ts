import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Source comments point at the project's own documents (`docs/api.md#events`), so whoever picks the project up
 * can follow them. These checks keep every such pointer alive: the document exists, the section exists, and no
 * comment cites a document that is not in the repository.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  'test-results',
  'playwright-report',
]);

/** `docs/….md`, optionally `#section`; the path may not end on a sentence's full stop. */
const DOC_CITATION = /\bdocs\/((?:[\w-]+\/)*[\w.-]+?\.md)(?:#([\w-]+))?/g;
/** Documents that live outside the repository, cited without the repository's `docs/` path. */
const OUTSIDE_DOCUMENT =
  /(?<![\w/.-])(API\.md|protocols\.md|ARCHITECTURE(?:\.md)?|STYLE\.md|STACK\.md|product-spec(?:\.md)?)(?![\w-])/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.'))
        yield* sourceFiles(path.join(dir, entry.name));
    } else if (SOURCE_FILE.test(entry.name)) {
      yield path.join(dir, entry.name);
    }
  }
}

function allSourceFiles(): string[] {
  const files = SOURCE_DIRS.map((dir) => path.join(ROOT, dir))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => [...sourceFiles(dir)]);
  for (const entry of readdirSync(ROOT)) {
    if (SOURCE_FILE.test(entry)) files.push(path.join(ROOT, entry));
  }
  return files;
}

/** GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside code blocks), numbered as GitHub numbers repeats. */
export function documentAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

export interface Citation {
  file: string;
  line: number;
  text: string;
  problem: string;
}

/**
 * What is wrong with the documents cited in `source`: a `docs/` file or section that does not exist, or a document
 * outside the repository. `readDocument` gives a document's text by its path from the root, or null when absent.
 */
export function brokenCitations(
  file: string,
  source: string,
  readDocument: (relativePath: string) => string | null,
): Citation[] {
  const problems: Citation[] = [];
  source.split('\n').forEach((text, index) => {
    const report = (problem: string) => problems.push({ file, line: index + 1, text: text.trim(), problem });
    for (const match of text.matchAll(OUTSIDE_DOCUMENT)) {
      report(`cites ${match[1]}, which is not in the repository: point at docs/…`);
    }
    for (const match of text.matchAll(DOC_CITATION)) {
      const document = `docs/${match[1]}`;
      const anchor = match[2];
      const markdown = readDocument(document);
      if (markdown === null) {
        report(`${document} does not exist`);
        continue;
      }
      if (anchor && !documentAnchors(markdown).has(anchor)) report(`${document} has no section #${anchor}`);
    }
  });
  return problems;
}

function readFromRoot(relativePath: string): string | null {
  const full = path.join(ROOT, relativePath);
  return existsSync(full) ? readFileSync(full, 'utf8') : null;
}

describe('documents cited in the source', () => {
  it('exist, with the sections cited, and none is outside the repository', () => {
    const self = fileURLToPath(import.meta.url);
    const cache = new Map<string, string | null>();
    const read = (relativePath: string) => {
      if (!cache.has(relativePath)) cache.set(relativePath, readFromRoot(relativePath));
      return cache.get(relativePath) ?? null;
    };
    const files = allSourceFiles().filter((file) => file !== self);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) =>
      brokenCitations(path.relative(ROOT, file), readFileSync(file, 'utf8'), read),
    );
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.problem}\n    ${p.text}`)).toEqual([]);
  });

  it('links between the documents resolve', () => {
    const docs = path.join(ROOT, 'docs');
    const markdownFiles = [path.join(ROOT, 'README.md'), path.join(ROOT, 'apps/server/README.md')];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.md')) markdownFiles.push(full);
      }
    };
    walk(docs);
    const problems: string[] = [];
    for (const file of markdownFiles) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] ?? '';
        if (/^[a-z]+:/.test(target)) continue;
        const [relative = '', anchor] = target.split('#');
        const targetFile = relative ? path.resolve(path.dirname(file), relative) : file;
        const fromRoot = path.relative(ROOT, targetFile).split(path.sep).join('/');
        const markdown = readFromRoot(fromRoot);
        if (markdown === null) {
          problems.push(`${path.relative(ROOT, file)}: ${target}`);
          continue;
        }
        if (anchor && fromRoot.endsWith('.md') && !documentAnchors(markdown).has(anchor)) {
          problems.push(`${path.relative(ROOT, file)}: ${target} (no such section)`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const documents: Record<string, string> = {
      'docs/api.md':
        '# The API\n\n## Events\n\n```\n# not a heading\n```\n### Live stream at scale\n## Events\n',
    };
    const read = (relativePath: string) => documents[relativePath] ?? null;
    const check = (source: string) => brokenCitations('x.ts', source, read).map((c) => c.problem);

    expect(check('/** docs/api.md#events and docs/api.md#live-stream-at-scale. */')).toEqual([]);
    expect(check('// docs/api.md#events-1, docs/api.md.')).toEqual([]);
    expect(check('// docs/api.md#not-a-heading')).toEqual(['docs/api.md has no section #not-a-heading']);
    expect(check('// docs/api.md#nope')).toEqual(['docs/api.md has no section #nope']);
    expect(check('// docs/protocols/h02.md#login')).toEqual(['docs/protocols/h02.md does not exist']);
    expect(check('// docs/architecture.md#layers')).toEqual(['docs/architecture.md does not exist']);
    expect(check('/** API.md "Events" */')).toHaveLength(1);
    expect(check('// protocols.md §4')).toHaveLength(1);
    expect(check('// ARCHITECTURE.md "The operations layer", STYLE.md, STACK.md')).toHaveLength(3);
    expect(check('// see the product-spec, section 6')).toHaveLength(1);
    expect(check('// docs/api.md#events, not the old docs/protocols/README.md')).toEqual([
      'docs/protocols/README.md does not exist',
    ]);
  });

  it('makes GitHub anchors of headings', () => {
    expect(headingAnchor("The device's answer")).toBe('the-devices-answer');
    expect(headingAnchor('GPS block (18 bytes)')).toBe('gps-block-18-bytes');
    expect(headingAnchor('Teltonika (Codec 8, Codec 8 Extended, Codec 12)')).toBe(
      'teltonika-codec-8-codec-8-extended-codec-12',
    );
  });
});
