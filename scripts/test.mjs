// `npm test`: every check a change must pass, in the order that fails fastest.
// typecheck → lint → unit, component and API tests (Vitest; the API suite also runs on PostgreSQL
// when TEST_DATABASE_URL is set) → web build → browser tests (Playwright driving Debian's Chromium).
// Ends with one summary line: "tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPORTS = resolve('.tmp/reports');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(chromium)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium is missing at ${chromium}: installing Debian's chromium package with apt-get.`);
    return (
      run('apt-get update', 'apt-get', ['update', '-qq']) &&
      run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium']) &&
      existsSync(chromium)
    );
  }
  console.error(
    `Chromium is missing at ${chromium}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium)` +
      ' or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
  );
  return false;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Counts from Vitest's and Playwright's JSON reports. */
function tally() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const vitest = readJson(join(REPORTS, 'vitest.json'));
  if (vitest) {
    counts.passed += vitest.numPassedTests;
    counts.failed += vitest.numFailedTests;
    counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
  }
  const playwright = readJson(join(REPORTS, 'playwright.json'));
  if (playwright?.stats) {
    counts.passed += playwright.stats.expected + playwright.stats.flaky;
    counts.failed += playwright.stats.unexpected;
    counts.skipped += playwright.stats.skipped;
  }
  return counts;
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps = [
  () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  () => run('lint', 'npm', ['run', '--silent', 'lint']),
  () =>
    run('unit, component and API tests', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(REPORTS, 'vitest.json')}`,
    ]),
  () => run('web build', 'npm', ['run', '--silent', 'build', '-w', 'apps/web']),
  () => ensureChromium(),
  () =>
    run('browser tests', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS, 'playwright.json'),
    }),
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}
const { passed, failed, skipped } = tally();
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (!ok && failed === 0) console.log('A step before or around the tests failed; see its output above.');
process.exit(ok ? 0 : 1);
