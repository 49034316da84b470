import { existsSync } from 'node:fs';

/**
 * Debian's Chromium. Its headless shell when installed (package `chromium-headless-shell`): the same Blink and
 * V8 without the full browser's window machinery, which costs half the CPU per spec (06-vehicles, both launched
 * side by side: 31 s against 66 s) on CI's two cores. Otherwise the full browser, in headless mode.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');

/** Flags that keep it quiet on a machine without outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
