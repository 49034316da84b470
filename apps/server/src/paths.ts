import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package directory (`apps/server`), found from this module's own place: the sources run from
 * `src/` (tsx, tests) and the compiled bundle from `dist/`, at different depths, so it is looked up rather
 * than counted in `..` steps.
 */
function findServerDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the server directory (apps/server with drizzle/)');
    dir = parent;
  }
}

export const SERVER_DIR = findServerDir();
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');
