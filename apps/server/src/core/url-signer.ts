import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { UrlSigner } from '../lib/url-signer';
import { syncPath } from '../db/durable-fs';

declare module 'fastify' {
  interface FastifyInstance {
    urlSigner: UrlSigner;
  }
}

/**
 * APP_SECRET when set; otherwise a secret generated on first start and kept in `DATA_DIR/app-secret`,
 * so signed URLs survive restarts. Several instances must share APP_SECRET (or the data directory).
 */
export function loadAppSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    // Flushed: after a power cut, an empty file here would be read back as a missing secret.
    syncPath(file, false);
    syncPath(dataDir, true);
    return secret;
  } catch {
    // Another instance created it in the meantime: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
}

export default fp(
  async function urlSignerPlugin(app) {
    app.decorate('urlSigner', new UrlSigner(loadAppSecret(app.config.appSecret, app.config.dataDir)));
  },
  { name: 'url-signer', dependencies: ['config'] },
);
