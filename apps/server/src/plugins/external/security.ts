import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org`. */
export function tileOrigin(tileUrl: string): string | null {
  const match = /^(https?):\/\/([^/]+)/i.exec(tileUrl);
  if (!match) return null;
  const [, scheme, host = ''] = match;
  const wildcarded = host.replace(/\{[^}]*\}[^.]*/g, '*');
  return `${scheme}://${wildcarded}`;
}

/** Helmet with a CSP written for the SPA (map tiles, workers, inline styles from Radix/MapLibre), and CORS only for configured origins. */
export default fp(
  async function securityPlugin(app) {
    const tiles = tileOrigin(app.config.tileUrl);
    const extra = tiles ? [tiles] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...extra],
          connectSrc: ["'self'", 'ws:', 'wss:', ...extra],
          workerSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    });
    if (app.config.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: app.config.corsOrigins,
        methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        allowedHeaders: ['authorization', 'content-type', 'accept-language'],
        maxAge: 600,
      });
    }
  },
  { name: 'security', dependencies: ['config'] },
);
