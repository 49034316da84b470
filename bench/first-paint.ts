// First contentful paint of the login page in headless Chromium (median of 5 cold loads) against a
// minimal HTML page served from this machine in the same run. FCP may be the splash in index.html,
// so the time until the login form's submit button exists is reported beside it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchChromium } from './chromium';

const RUNS = 5;
const READY_SELECTOR = '[data-testid="login-submit"]';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Sample = { fcp: number; ready: number | null };

async function measure(
  url: string,
  waitForReady: boolean,
): Promise<{ fcpMs: number; readyMs: number | null }> {
  const browser = await launchChromium();
  try {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      // Records the moment the selector first appears, without polling delays.
      await context.addInitScript((selector) => {
        const w = window as unknown as { __readyAt?: number };
        new MutationObserver((_, observer) => {
          if (document.querySelector(selector)) {
            w.__readyAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      }, READY_SELECTOR);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      if (waitForReady) await page.waitForSelector(READY_SELECTOR);
      samples.push(
        await page.evaluate(async () => {
          const fcp = await new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (entry) resolve(entry.startTime);
            }).observe({ type: 'paint', buffered: true });
          });
          return { fcp, ready: (window as unknown as { __readyAt?: number }).__readyAt ?? null };
        }),
      );
      await context.close();
    }
    const ready = samples.map((s) => s.ready).filter((r): r is number => r !== null);
    return { fcpMs: median(samples.map((s) => s.fcp)), readyMs: ready.length ? median(ready) : null };
  } finally {
    await browser.close();
  }
}

export async function firstPaint(serverUrl: string) {
  const baseline = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="ar" dir="rtl"><body><h1>مرحبا</h1></body></html>');
  });
  await new Promise<void>((r) => baseline.listen(0, '127.0.0.1', r));
  try {
    const { port } = baseline.address() as AddressInfo;
    const minimal = await measure(`http://127.0.0.1:${port}/`, false);
    const login = await measure(`${serverUrl}/auth/login`, true);
    return { loginMs: login.fcpMs, formReadyMs: login.readyMs, baselineMs: minimal.fcpMs };
  } finally {
    baseline.close();
  }
}
