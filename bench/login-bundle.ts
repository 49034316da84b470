// What the login page really loads before it is usable: every script and stylesheet Chromium
// fetches for /auth/login (entry, static imports, the lazy login route and its chunks), each
// gzip-compressed as a server would send it. Target ≤ 150 KB.
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium';

export const TARGET_KB = 150;

export async function loginBundle(
  serverUrl: string,
): Promise<{ files: { url: string; gzipKb: number }[]; totalKb: number }> {
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
    return { files, totalKb: files.reduce((sum, f) => sum + f.gzipKb, 0) };
  } finally {
    await browser.close();
  }
}
