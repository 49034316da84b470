import { rmSync } from 'node:fs';
import { buildDatabaseTemplate } from '../apps/server/test/database-template';
import { smtpPort } from './playwright.config';
import { startMailServer } from './mail-server';

/**
 * Starts the SMTP server the e2e server mails to (SMTP_URL in the config's webServer), and makes the migrated
 * database the specs' own servers start from (E2E_DB_TEMPLATE, see live-server.ts; unless `npm test` gave one,
 * removed at the end).
 */
export default async function globalSetup() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the Playwright config');
  const stopMail = await startMailServer(smtpPort, dataDir);
  // Made by the web server's start already (serve.ts), which Playwright runs first.
  const template = await buildDatabaseTemplate(process.env.E2E_DB_TEMPLATE!);
  const ownTemplate = template === `${dataDir}-db-template`;
  return async () => {
    await stopMail();
    if (ownTemplate) rmSync(template, { recursive: true, force: true });
  };
}
