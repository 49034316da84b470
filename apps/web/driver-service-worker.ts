import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin, Rollup } from 'vite';

const TEMPLATE = fileURLToPath(new URL('./src/features/driver/driver-sw.js', import.meta.url));
/** Public files the installed app shows: its manifest and icons. */
const PUBLIC_FILES = [
  '/driver.webmanifest',
  '/driver-icon-192.png',
  '/driver-icon-512.png',
  '/driver-icon-maskable-512.png',
  '/favicon.svg',
];
/** Modules of the driver app: its pages, its feature and its translations. */
const DRIVER_MODULE = /\/src\/(app\/routes\/driver|features\/driver)\/|\/locales\/(ar|en)\/driver\.json$/;

/**
 * The files the driver app loads: the entry with what it imports, and the driver app's chunks with what
 * they import, lazily too (the dashboard's lazy pages stay out).
 */
export function driverFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const isDriver = (chunk: Rollup.OutputChunk) => chunk.moduleIds.some((id) => DRIVER_MODULE.test(id));
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.viteMetadata?.importedAssets.forEach((asset) => files.add(asset));
    chunk.imports.forEach(visit);
    if (isDriver(chunk)) chunk.dynamicImports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry || isDriver(chunk)) visit(chunk.fileName);
  return [...[...files].map((file) => `/${file}`).sort(), ...PUBLIC_FILES];
}

function workerSource(release: string, files: readonly string[]): string {
  return `const RELEASE = ${JSON.stringify(release)};\nconst FILES = ${JSON.stringify(files)};\n${readFileSync(TEMPLATE, 'utf8')}`;
}

/**
 * Writes `/driver-sw.js` (the driver app's service worker) with this release's name and files, so that each
 * release installs a new worker that keeps its files and drops the older releases'. The dev server serves
 * it with no files (pages and files are kept as they load).
 */
export function driverServiceWorker(): Plugin {
  return {
    name: 'fleet-driver-service-worker',
    configureServer(server) {
      server.middlewares.use('/driver-sw.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(workerSource('dev', []));
      });
    },
    generateBundle(_options, bundle) {
      const files = driverFiles(bundle);
      const release = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'driver-sw.js', source: workerSource(release, files) });
    },
  };
}
