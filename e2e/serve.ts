// The browser tests' own server (playwright.config.ts, webServer): starts on the run's migrated database
// (E2E_DB_TEMPLATE, made here when it does not exist yet) instead of making a new cluster, as the specs' own
// servers do (live-server.ts). Playwright starts it before its global setup runs. `--template-only` makes the
// template and stops (`npm test` makes one for both shards before they start).
import { buildDatabaseTemplate, copyDatabaseTemplate } from '../apps/server/test/database-template';

const template = process.env.E2E_DB_TEMPLATE;
const dataDir = process.env.DATA_DIR;
if (!template) throw new Error('E2E_DB_TEMPLATE is set by the Playwright config');
await buildDatabaseTemplate(template);
if (!process.argv.includes('--template-only')) {
  if (!dataDir) throw new Error('DATA_DIR is set by the Playwright config');
  copyDatabaseTemplate(template, dataDir);
  await import('../apps/server/src/server');
}
