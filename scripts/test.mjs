// `npm test`: every check a change must pass, in the order that fails fastest, independent steps side by side.
// typecheck + lint → unit, component and API tests (Vitest; the API suite also runs on PostgreSQL when
// TEST_DATABASE_URL is set) + web build → browser tests (Playwright driving Debian's Chromium).
// Ends with one summary line: "tests: N passed, N failed, N skipped".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPORTS = resolve('.tmp/reports');
// The browser tests' Chromium (e2e/chromium.ts): Debian's headless shell, else its full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** Each step's wall time, printed as a table at the end (and kept for `.ci/run`'s own table). */
const stages = [];

/**
 * The machine's CPU time so far, busy and in all (Linux `/proc/stat`, in clock ticks); undefined elsewhere. A
 * step's share of busy time says whether it waited or computed: on a machine kept busy, running more side by
 * side gains nothing, only doing less does.
 */
function cpuTicks() {
  try {
    // user nice system idle iowait irq softirq steal (guest time is counted in user time already).
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = fields.reduce((sum, n) => sum + n, 0);
    const idle = fields[3] + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

function timed(title, promise) {
  const started = Date.now();
  const cpuBefore = cpuTicks();
  return promise.then((ok) => {
    const cpuAfter = cpuTicks();
    const busy =
      cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total
        ? (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total)
        : null;
    stages.push({ stage: title, seconds: (Date.now() - started) / 1000, ok, busy });
    return ok;
  });
}

/** "87%": how busy the machine's cores were while the step ran (every process, not only the step's). */
const busyText = (busy) => (busy === null || busy === undefined ? '' : `${Math.round(busy * 100)}%`);

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  return timed(
    title,
    new Promise((resolve) => {
      const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
      child.on('close', (code) => resolve(code === 0));
    }),
  );
}

/** Runs beside the step in the foreground: its output is held and printed whole when it ends. */
function runQuietly(title, command, args, env = {}) {
  const done = new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n▶ ${title}${code === 0 ? '' : ` (failed, exit ${code})`}`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
  return timed(title, done);
}

/** `foreground` runs with the terminal; `beside` at the same time, its output printed when it ends. */
async function together(foreground, beside) {
  const aside = beside();
  const first = await foreground();
  return (await aside) && first;
}

async function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    if (existsSync(wanted)) return true;
    console.error(`CHROMIUM_PATH is set to ${wanted}, which does not exist.`);
    return false;
  }
  if (existsSync(HEADLESS_SHELL)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(
      `Chromium's headless shell is missing: installing Debian's chromium-headless-shell with apt-get.`,
    );
    const installed =
      (await run('apt-get update', 'apt-get', ['update', '-qq'])) &&
      (await run('apt-get install chromium-headless-shell', 'apt-get', [
        'install',
        '-y',
        '-qq',
        'chromium-headless-shell',
      ])) &&
      existsSync(HEADLESS_SHELL);
    if (installed) return true;
  }
  // The full browser runs the same tests in headless mode, at about twice the CPU.
  if (existsSync(FULL_BROWSER)) return true;
  console.error(
    'Chromium is missing. Install it (Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell, or chromium)' +
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
  for (const shard of E2E_SHARDS) {
    const playwright = readJson(join(REPORTS, `playwright-${shard.name}.json`));
    if (!playwright?.stats) continue;
    counts.passed += playwright.stats.expected + playwright.stats.flaky;
    counts.failed += playwright.stats.unexpected;
    counts.skipped += playwright.stats.skipped;
  }
  return counts;
}

/**
 * The browser tests in two Playwright processes side by side (e2e/playwright.config.ts, SHARDS), each with its own
 * server, ports and database; the ports are far apart because some specs start servers at E2E_PORT + n.
 */
const E2E_SHARDS = [
  { name: 'part-1', port: 8181 },
  { name: 'part-2', port: 8231 },
];

/** The migrated database every server of both shards starts from (e2e/serve.ts). */
const E2E_DB_TEMPLATE = join(tmpdir(), `fleet-e2e-db-template-${process.pid}`);

function browserTests(shard, quietly) {
  const args = ['playwright', 'test', '--config', 'e2e/playwright.config.ts'];
  const env = {
    E2E_DB_TEMPLATE,
    E2E_SHARD: shard.name,
    E2E_PORT: String(shard.port),
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(REPORTS, `playwright-${shard.name}.json`),
  };
  const title = `browser tests (${shard.name})`;
  return quietly ? runQuietly(title, 'npx', args, env) : run(title, 'npx', args, env);
}

async function allBrowserTests() {
  const made = await run(
    'browser tests: migrated database',
    'npx',
    ['tsx', 'e2e/serve.ts', '--template-only'],
    {
      E2E_DB_TEMPLATE,
    },
  );
  if (!made) return false;
  try {
    const [first, ...others] = E2E_SHARDS;
    const aside = others.map((shard) => browserTests(shard, true));
    const results = [await browserTests(first, false), ...(await Promise.all(aside))];
    return results.every(Boolean);
  } finally {
    rmSync(E2E_DB_TEMPLATE, { recursive: true, force: true });
  }
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps = [
  // Both mostly wait on the TypeScript compiler and ESLint's parser: one core each.
  () =>
    together(
      () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
      () => runQuietly('lint', 'npm', ['run', '--silent', 'lint']),
    ),
  () =>
    together(
      () =>
        run('unit, component and API tests', 'npx', [
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${join(REPORTS, 'vitest.json')}`,
        ]),
      () => runQuietly('web build', 'npm', ['run', '--silent', 'build', '-w', 'apps/web']),
    ),
  () => ensureChromium(),
  () => allBrowserTests(),
];

let ok = true;
for (const step of steps) {
  if (!(await step())) {
    ok = false;
    break;
  }
}
const { passed, failed, skipped } = tally();
writeFileSync(join(REPORTS, 'stages.json'), JSON.stringify(stages));
console.log('\nStage                                        Wall time  CPU busy');
for (const { stage, seconds, ok, busy } of stages) {
  const whole = Math.round(seconds);
  const time = `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
  console.log(
    `${`${stage}${ok ? '' : ' (failed)'}`.padEnd(44)} ${time.padStart(9)}  ${busyText(busy).padStart(8)}`,
  );
}
const summary = `tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
writeFileSync(join(REPORTS, 'summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
if (!ok && failed === 0) console.log('A step before or around the tests failed; see its output above.');
process.exit(ok ? 0 : 1);
