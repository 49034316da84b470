// What the login page loads eagerly: the entry script, its static imports (modulepreload) and
// stylesheets named in the built index.html, gzip-compressed. Target ≤ 150 KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './server';

export const TARGET_KB = 150;

export function loginBundle(): { files: { file: string; gzipKb: number }[]; totalKb: number } {
  const dist = join(root, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:stylesheet|modulepreload)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(refs)].map((ref) => ({
    file: ref,
    gzipKb: gzipSync(readFileSync(join(dist, ref.replace(/^\//, '')))).length / 1024,
  }));
  return { files, totalKb: files.reduce((sum, f) => sum + f.gzipKb, 0) + gzipSync(html).length / 1024 };
}
