// Writes src/schema.ts from the OpenAPI document of a freshly built server (embedded database, nothing else).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../../apps/server/src/app';
import { loadConfig } from '../../../apps/server/src/config';
import { schemaSource } from './schema-source';
import { DEVICE_PORTS_OFF } from '@fleet/shared/device-protocols';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'fleet-client-generate-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DEMO: '0',
  SIMULATOR: '0',
  ...DEVICE_PORTS_OFF,
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
});
const app = await buildApp({ ...config, database: { driver: 'pglite', dataDir: null } });
try {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  writeFileSync(path.join(here, '../src/schema.ts'), await schemaSource(document));
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
