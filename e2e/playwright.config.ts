import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 8181);
// One fresh embedded database per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fleet-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: join(root, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1366, height: 850 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npx tsx apps/server/src/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO: '1',
      SIMULATOR: '0',
      OSMAND_PORT: '0',
      TELTONIKA_PORT: '0',
      GT06_PORT: '0',
      // Tiles are unreachable in CI: the map must fall back to the bundled base layer.
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(root, 'apps/web/dist'),
    },
  },
});
