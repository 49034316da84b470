import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { countrySchema } from '@fleet/shared/schemas/countries';
import { appConfigSchema } from '@fleet/shared/schemas/system';
import { forEachDatabase } from './harness';

forEachDatabase((db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await db.buildApp();
  });

  it('GET /api/health answers ok with the database up', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it.runIf(db.kind === 'postgres')(
    'keeps serving when PostgreSQL closes its pooled connections (a restart, an administrator)',
    async () => {
      await app.inject('/api/health');
      const config = app.config.database;
      if (config.driver !== 'postgres') throw new Error('expected PostgreSQL');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const terminated = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [new URL(config.url).pathname.slice(1)],
      );
      await admin.end();
      expect(terminated.rowCount).toBeGreaterThan(0);
      // The idle clients' errors arrive asynchronously; unheard, they would end the process.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await app.inject('/api/health');
      expect(response.statusCode).toBe(200);
    },
  );

  it('GET /api/countries lists Saudi Arabia first with flags, names in the request language', async () => {
    const ar = await app.inject({ url: '/api/countries', headers: { 'accept-language': 'ar' } });
    expect(ar.statusCode).toBe(200);
    const countries = ar.json().data as unknown[];
    expect(countries.length).toBe(28);
    for (const country of countries) countrySchema.parse(country);
    expect(countries[0]).toEqual({ iso: 'sa', code: '+966', name: 'السعودية', image: '/flags/sa.svg' });
    expect((countries as { iso: string }[]).slice(0, 6).map((c) => c.iso)).toEqual([
      'sa',
      'ae',
      'kw',
      'qa',
      'bh',
      'om',
    ]);
    const en = await app.inject({ url: '/api/countries', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.json().data[0].name).toBe('Saudi Arabia');
  });

  it('serves every country flag as a cacheable SVG', async () => {
    const countries = (await app.inject('/api/countries')).json().data as { image: string }[];
    for (const { image } of countries) {
      const flag = await app.inject(image);
      expect(flag.statusCode, image).toBe(200);
      expect(flag.headers['content-type']).toMatch(/image\/svg\+xml/);
      expect(flag.headers['cache-control']).toMatch(/max-age=\d+/);
    }
  });

  it('GET /api/config shows the demo credentials only in demo mode', async () => {
    const body = (await app.inject('/api/config')).json();
    const config = appConfigSchema.parse(body.data);
    expect(config).toEqual({
      demo: true,
      demo_credentials: { email: 'admin@example.com', password: 'admin12345' },
      password_reset: false,
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      timezone: 'Asia/Riyadh',
    });
  });

  it('answers an unknown /api route with a translated 404 envelope', async () => {
    const ar = await app.inject('/api/nothing/here');
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual({ message: 'هذا العنوان غير موجود' });
    const en = await app.inject({
      method: 'POST',
      url: '/api/nothing',
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'This address does not exist' });
  });

  it('answers malformed JSON with a 400 envelope, not a crash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request could not be read' });
  });

  it('reads an empty JSON body as no body', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '',
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors).toEqual({ _: ['This field is required'] });
    const token = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@example.com', password: 'admin12345' },
      })
    ).json().data.token as string;
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '',
    });
    expect(logout.statusCode).toBe(200);
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('حجم الطلب أكبر من المسموح');
  });

  it('sends security headers with the SPA content security policy', async () => {
    const response = await app.inject('/api/health');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(csp).toContain("connect-src 'self' ws: wss: https://tile.openstreetmap.org");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // No CORS unless CORS_ORIGINS lists the origin.
    const cors = await app.inject({ url: '/api/health', headers: { origin: 'https://evil.example.com' } });
    expect(cors.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers CORS only for the configured origins', async () => {
    const allowed = await db.buildApp({ demo: false, corsOrigins: ['https://ops.example.com'] });
    const preflight = await allowed.inject({
      method: 'OPTIONS',
      url: '/api/dashboard/roles',
      headers: { origin: 'https://ops.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('https://ops.example.com');
    const other = await allowed.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/dashboard/roles',
        '/api/dashboard/roles/{id}',
        '/api/dashboard/roles/options',
        '/api/dashboard/permissions',
        '/api/auth/login',
        '/api/dashboard/profile/auth',
      ]),
    );
    expect(doc.paths['/api/dashboard/roles'].get.security).toEqual([{ bearerAuth: [] }]);
    // Public operations say so explicitly (docs/api.md#served-descriptions).
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(
      doc.paths['/api/dashboard/roles'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['name', 'permissions']));
    const ui = await app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('explains how to build the web app when WEB_DIST is missing', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });

  it('answers 503 from /api/health once the database is gone', async () => {
    const broken = await db.buildApp({ demo: false });
    await broken.database.close();
    const response = await broken.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', db: 'error' });
  });

  it('hides 5xx details behind a translated generic message', async () => {
    const broken = await db.buildApp({ demo: false });
    await broken.database.close();
    const response = await broken.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email: 'a@example.com', password: 'whatever' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again later' });
  });
});

describe('serving the built web app', () => {
  forEachDatabase((db) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      const dist = mkdtempSync(path.join(tmpdir(), 'fleet-web-dist-'));
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">spa</div>');
      writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
      app = await db.buildApp({ webDist: dist, demo: false });
    });

    it('serves index.html uncached and hashed assets immutable', async () => {
      const index = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('spa');
      expect(index.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject('/assets/app-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('falls back to index.html for client-side routes, but not for files or /api', async () => {
      const route = await app.inject({ url: '/dashboard/roles/3', headers: { accept: 'text/html,*/*' } });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('spa');
      expect(route.headers['cache-control']).toBe('no-cache');
      const head = await app.inject({
        method: 'HEAD',
        url: '/dashboard/roles',
        headers: { accept: 'text/html' },
      });
      expect(head.statusCode).toBe(200);
      const post = await app.inject({
        method: 'POST',
        url: '/dashboard/roles',
        headers: { accept: 'text/html' },
      });
      expect(post.statusCode).toBe(404);
      const missingFile = await app.inject({ url: '/assets/missing.js', headers: { accept: 'text/html' } });
      expect(missingFile.statusCode).toBe(404);
      const api = await app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toHaveProperty('message');
    });
  });
});
