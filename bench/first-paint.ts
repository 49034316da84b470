// First contentful paint of the login page in headless Chromium (median of 5 cold loads), against
// a minimal HTML page served from this machine in the same run.
import { launchChromium } from './chromium';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function fcpOf(url: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const fcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (entry) resolve(entry.startTime);
            }).observe({ type: 'paint', buffered: true });
          }),
      );
      samples.push(fcp);
      await context.close();
    }
    return median(samples);
  } finally {
    await browser.close();
  }
}

export async function firstPaint(serverUrl: string): Promise<{ loginMs: number; baselineMs: number }> {
  const baseline = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="ar" dir="rtl"><body><h1>مرحبا</h1></body></html>');
  });
  await new Promise<void>((r) => baseline.listen(0, '127.0.0.1', r));
  try {
    const { port } = baseline.address() as AddressInfo;
    const baselineMs = await fcpOf(`http://127.0.0.1:${port}/`);
    const loginMs = await fcpOf(`${serverUrl}/auth/login`);
    return { loginMs, baselineMs };
  } finally {
    baseline.close();
  }
}
