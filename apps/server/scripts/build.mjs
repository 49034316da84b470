// `npm run build -w apps/server`: compiles the server into one ES module per entry point under dist/.
// Our own code and @fleet/shared (TypeScript sources) are bundled; every other package stays an import of
// node_modules, as installed (native binaries, WebAssembly files found beside their modules, worker files).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(serverDir, 'dist');

const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fleet/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [packagesExternal],
  // Shared chunks keep `import.meta.url` of dist/, where paths.ts looks the server directory up.
  chunkNames: 'chunks/[name]-[hash]',
  banner: { js: '// Built by apps/server/scripts/build.mjs from src/: do not edit.' },
});
console.warn(`server built into ${outdir} in ${Date.now() - started} ms`);
