import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFleetClient } from '@fleet/client';
import { schemaSource } from '../../../packages/client/scripts/schema-source';
import { DEMO, forEachDatabase } from './harness';

const here = path.dirname(fileURLToPath(import.meta.url));
const GENERATED = path.join(here, '../../../packages/client/src/schema.ts');

forEachDatabase((db) => {
  describe.runIf(db.kind === 'pglite')('the typed client (@fleet/client)', () => {
    let app: FastifyInstance;
    let base: string;

    beforeAll(async () => {
      app = await db.buildApp({
        demo: false,
        admin: { email: DEMO.admin.email, password: DEMO.admin.password },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });

    it('was generated from the document this server serves (regenerate: npm run generate -w packages/client)', async () => {
      const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(await schemaSource(document)).toBe(readFileSync(GENERATED, 'utf8'));
    });

    it('talks to the real server: sign in, create an API key, use it, revoke it', async () => {
      const client = createFleetClient({ baseUrl: base, headers: { 'accept-language': 'en' } });
      const login = await client.POST('/api/auth/login', { body: DEMO.admin });
      expect(login.response.status).toBe(200);
      const token = login.data!.data.token;
      const asAdmin = { headers: { authorization: `Bearer ${token}` } };

      const created = await client.POST('/api/dashboard/api-keys', {
        ...asAdmin,
        body: { name: 'client test', permissions: ['show_vehicles'], rate_limit_per_minute: 100 },
      });
      expect(created.response.status, JSON.stringify(created.error)).toBe(201);
      const { id, key, prefix } = created.data!.data;
      expect(key.startsWith(prefix)).toBe(true);

      const keyClient = createFleetClient({ baseUrl: base, headers: { authorization: `Bearer ${key}` } });
      const vehicles = await keyClient.GET('/api/dashboard/vehicles', { params: { query: { per_page: 5 } } });
      expect(vehicles.response.status).toBe(200);
      expect(vehicles.data!.meta.per_page).toBe(5);
      expect(vehicles.response.headers.get('ratelimit-limit')).toBe('100');

      const list = await client.GET('/api/dashboard/api-keys', asAdmin);
      expect(list.data!.data.find((row) => row.id === id)?.last_used_at).not.toBeNull();

      const refused = await keyClient.GET('/api/dashboard/profile/auth');
      expect(refused.response.status).toBe(403);
      expect(refused.error?.message).toBeTruthy();

      const revoked = await client.DELETE('/api/dashboard/api-keys/{id}', {
        ...asAdmin,
        params: { path: { id } },
      });
      expect(revoked.response.status).toBe(200);
      expect((await keyClient.GET('/api/dashboard/vehicles')).response.status).toBe(401);
    });
  });
});
