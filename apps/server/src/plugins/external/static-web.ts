import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../../lib/i18n';

const require = createRequire(import.meta.url);
export const FLAGS_DIR = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

const IMMUTABLE = 'public, max-age=31536000, immutable';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fleet dashboard</title></head>
<body><h1>Fleet dashboard API is running</h1>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code> from the repository root), then reload.</p>
<p>API documentation: <a href="/api/docs">/api/docs</a></p></body></html>`;

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** Looks like a file request (`/logo.png`), which must 404 instead of falling back to the SPA. */
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Serves the built SPA from WEB_DIST (hashed `/assets/*` immutable, `index.html` never cached),
 * the country flags under `/flags/`, and the 404 answers: JSON for `/api`, index.html for
 * client-side routes.
 */
export default fp(
  async function staticWebPlugin(app) {
    await app.register(fastifyStatic, {
      root: FLAGS_DIR,
      prefix: '/flags/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.header('cache-control', 'public, max-age=604800'),
    });

    const webDist = app.config.webDist;
    const hasWeb = existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const relative = path.relative(webDist, filePath).split(path.sep);
          res.header('cache-control', relative[0] === 'assets' ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDist }, 'web app not built; serving a placeholder page at /');
      app.get('/', async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE),
      );
    }

    app.setNotFoundHandler(async function notFound(request: FastifyRequest, reply: FastifyReply) {
      const isApi =
        request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
      if (isApi) {
        return reply.code(404).send({ message: translate('errors.route_not_found', request.lang) });
      }
      if (
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        wantsHtml(request) &&
        !looksLikeFile(request.url)
      ) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'static-web', dependencies: ['config', 'i18n'] },
);
