import { DEMO_ADMIN } from '@fleet/shared/constants';
import type { AppConfig } from './config';

/** Where a person opens the dashboard: PUBLIC_URL, else this machine (a wildcard host is reachable as localhost). */
export function dashboardUrl(config: Pick<AppConfig, 'host' | 'port' | 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  const wildcard = config.host === '0.0.0.0' || config.host === '::' || config.host === '';
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/**
 * The line logged once the server listens: the address, and in demo mode the demo sign-in (the login page shows
 * it too). For a person at a terminal a few framed lines; for a log collector one plain message.
 */
export function readyMessage(
  config: Pick<AppConfig, 'host' | 'port' | 'publicUrl' | 'demo'>,
  terminal: boolean,
): string {
  const url = dashboardUrl(config);
  const signIn = config.demo ? `${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}` : null;
  if (!terminal) return signIn ? `ready at ${url}; demo sign-in ${signIn}` : `ready at ${url}`;
  const lines = [`Fleet dashboard ready: ${url}`];
  if (signIn) lines.push(`Demo sign-in: ${signIn}`);
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join('\n');
}
