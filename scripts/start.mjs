// `npm start`: runs the compiled server (apps/server/dist) with the built web app (apps/web/dist),
// building whichever is missing first. After an upgrade, `npm run build` rebuilds both.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/server/dist/server.js');
const web = join(root, 'apps/web/dist/index.html');

function build(workspace) {
  console.warn(`No build of ${workspace} yet: building it once (npm run build -w ${workspace}).`);
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(web)) build('apps/web');
if (!existsSync(server)) build('apps/server');
// In this process, not a child: SIGTERM from a supervisor reaches the server's graceful shutdown directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
