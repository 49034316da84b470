import { defineConfig } from '@playwright/test';
import { DEVICE_PORTS_OFF } from '@fleet/shared/device-protocols';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * `npm test` runs the specs in two shards side by side, each its own Playwright process with its own server, port
 * and embedded database (E2E_SHARD, E2E_PORT): the flows keep their order inside a shard. Two, not more: each shard
 * is a server and a browser, and CI's machine has two cores. Without E2E_SHARD, all.
 */
export const SHARDS = {
  'part-1': /\/(0\d|9[012])-[^/]*\.spec\.ts$/,
  'part-2': /\/(1\d|93)-[^/]*\.spec\.ts$/,
} as const;
const shard = process.env.E2E_SHARD as keyof typeof SHARDS | undefined;
if (shard !== undefined && !(shard in SHARDS))
  throw new Error(`E2E_SHARD must be one of ${Object.keys(SHARDS)}`);
const port = Number(process.env.E2E_PORT ?? 8181);
/** The SMTP server of global-setup.ts, which the e2e server mails to (password reset). */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
// One fresh embedded database per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fleet-e2e-'));
/**
 * The migrated database every server of the run starts from (serve.ts, live-server.ts). `npm test` gives both
 * shards one; alone, the run makes its own beside its data directory and removes it at the end (global-setup.ts).
 */
process.env.E2E_DB_TEMPLATE ??= `${process.env.E2E_DATA_DIR}-db-template`;

export default defineConfig({
  testDir: './tests',
  testMatch: shard ? SHARDS[shard] : '**/*.spec.ts',
  // Playwright empties its output folder when it starts: one per shard.
  outputDir: join(root, 'test-results', shard ?? 'all'),
  timeout: 60_000,
  globalSetup: './global-setup.ts',
  // Two shards, two servers and two browsers drawing maps in software on CI's 2 cores: a page may take 10 s.
  expect: { timeout: 15_000 },
  // The flows share one database and one demo fleet: keep them in order.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(root, '.tmp/reports/playwright.json') },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recorded on the retry of a failed test only: recording every run (DOM snapshots and screencast frames) was a
    // third of the browser's CPU time.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    viewport: { width: 1366, height: 850 },
    // Dialogs, menus and maps appear at once instead of sliding or flying (the app's reduced-motion mode), so
    // Playwright's waits for a still element end sooner and no animation is drawn in software, which the browser
    // suites' time shows. The map specs (04, 07) keep the default motion: markers glide, cameras fly, as for most
    // users.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npx tsx e2e/serve.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    // The shards start their servers at once on a 2-core machine, beside each other's browsers.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO: '1',
      DEMO_HISTORY: '0',
      SIMULATOR: '0',
      ...DEVICE_PORTS_OFF,
      // Tiles are unreachable in CI: the map must fall back to the bundled base layer.
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(root, 'apps/web/dist'),
      // A real SMTP server started by global-setup.ts; links in mails point at this server.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Fleet <fleet@example.com>',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
