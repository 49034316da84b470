// The login page's JavaScript and CSS, gzip-compressed as a server would send them:
// - eager: what the built index.html loads before any route code (entry, modulepreloads,
//   stylesheets): the "eagerly loaded" figure, target ≤ 150 KB;
// - loaded: every script and stylesheet Chromium fetches until the login form is there
//   (adds the lazy login route and what it loads on the way).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium';
import { freePort } from './ingestion';
import { root, startServer } from './server';

/** Paths the built index.html loads by itself. */
function eagerPaths(): Set<string> {
  const html = readFileSync(join(root, 'apps/web/dist/index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:stylesheet|modulepreload)"/g),
  ];
  return new Set(refs.map((m) => m[1]!));
}

export const TARGET_KB = 150;

export async function loginBundle(serverUrl: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending: Promise<{ url: string; gzipKb: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          gzipKb: gzipSync(body).length / 1024,
        })),
      );
    });
    await page.goto(`${serverUrl}/auth/login`, { waitUntil: 'networkidle' });
    await page.getByTestId('login-submit').waitFor();
    const files = await Promise.all(pending);
    const eager = eagerPaths();
    const sum = (list: typeof files) => list.reduce((total, f) => total + f.gzipKb, 0);
    return { files, totalKb: sum(files), eagerKb: sum(files.filter((f) => eager.has(f.url))) };
  } finally {
    await browser.close();
  }
}

/** `npx tsx bench/login-bundle.ts` on the current build (`npm run build -w apps/web` first). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer(await freePort());
  try {
    const bundle = await loginBundle(server.url);
    for (const f of bundle.files) console.log(`  ${f.url}: ${f.gzipKb.toFixed(1)} KB gzip`);
    console.log(
      `login page eager JS+CSS (index.html): ${bundle.eagerKb.toFixed(1)} KB gzip; ratio to the ${TARGET_KB} KB target: ${(bundle.eagerKb / TARGET_KB).toFixed(2)} (≤ 1 passes)`,
    );
    console.log(
      `login page JS+CSS loaded until the form shows (${bundle.files.length} files): ${bundle.totalKb.toFixed(1)} KB gzip`,
    );
  } finally {
    await server.stop();
  }
}
