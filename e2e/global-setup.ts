import { smtpPort } from './playwright.config';
import { startMailServer } from './mail-server';

/** Starts the SMTP server the e2e server mails to (SMTP_URL in the config's webServer); stops it at the end. */
export default async function globalSetup() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the Playwright config');
  return startMailServer(smtpPort, dataDir);
}
