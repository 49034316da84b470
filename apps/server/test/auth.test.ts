import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '@fleet/shared/schemas/auth';
import { authTokens, employees } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { SESSION_CACHE_TTL_MS } from '../src/core/session-cache';
import { bearer, DEMO, forEachDatabase, login, twoInstances, userWithPermissions } from './harness';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

forEachDatabase((db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await db.buildApp();
  });

  const postLogin = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      headers,
      remoteAddress,
    });

  describe('POST /api/auth/login', () => {
    it('returns an opaque token, stores only its hash, and records the login time', async () => {
      const response = await postLogin(DEMO.admin);
      expect(response.statusCode).toBe(200);
      const token = response.json().data.token as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await app.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(token)));
      expect(stored).toHaveLength(1);
      const leaked = await app.db.select().from(authTokens).where(eq(authTokens.tokenHash, token));
      expect(leaked).toHaveLength(0);
      const expiresInDays = (stored[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(expiresInDays).toBeGreaterThan(29.9);
      expect(expiresInDays).toBeLessThanOrEqual(30);
      const [admin] = await app.db.select().from(employees).where(eq(employees.email, DEMO.admin.email));
      expect(admin!.lastLoginAt).toBeInstanceOf(Date);
    });

    it('accepts the email in any case', async () => {
      const response = await postLogin({ ...DEMO.admin, email: 'Admin@Example.COM' });
      expect(response.statusCode).toBe(200);
    });

    it('answers a wrong password with 422 on email, in Arabic by default', async () => {
      const response = await postLogin({ email: DEMO.admin.email, password: 'wrong-password' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'بيانات الدخول هذه لا تطابق سجلاتنا',
        errors: { email: ['بيانات الدخول هذه لا تطابق سجلاتنا'] },
      });
    });

    it('answers an unknown email exactly like a wrong password, in English when asked', async () => {
      const response = await postLogin(
        { email: 'nobody@example.com', password: 'whatever' },
        { 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'These credentials do not match our records',
        errors: { email: ['These credentials do not match our records'] },
      });
    });

    it('validates the body with translated field messages', async () => {
      const response = await postLogin({ email: 'not-an-email' }, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        email: ['Please add a valid email'],
        password: ['This field is required'],
      });
    });

    it('blocks an account and ip after 5 failures with 429 and retry-after, until the window passes', async () => {
      const ip = '10.1.1.1';
      const credentials = { email: DEMO.dispatcher.email, password: 'bad-guess' };
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await postLogin(credentials, {}, ip)).statusCode).toBe(422);
      }
      const blocked = await postLogin({ ...DEMO.dispatcher }, { 'accept-language': 'en' }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      expect(blocked.json().message).toBe('Too many attempts. Please try again in 15 minutes');
      // Another client is not affected.
      expect((await postLogin({ ...DEMO.dispatcher }, {}, '10.1.1.2')).statusCode).toBe(200);
    });

    it('blocks an ip after 20 failures across accounts', async () => {
      const ip = '10.2.2.2';
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await postLogin({ email: `spray${attempt}@example.com`, password: 'x' }, {}, ip);
        expect(response.statusCode).toBe(422);
      }
      expect((await postLogin({ ...DEMO.auditor }, {}, ip)).statusCode).toBe(429);
    });

    it('resets the account counter after a successful login', async () => {
      const ip = '10.3.3.3';
      for (let attempt = 0; attempt < 4; attempt++) {
        await postLogin({ email: DEMO.auditor.email, password: 'bad' }, {}, ip);
      }
      expect((await postLogin({ ...DEMO.auditor }, {}, ip)).statusCode).toBe(200);
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await postLogin({ email: DEMO.auditor.email, password: 'bad' }, {}, ip)).statusCode).toBe(
          422,
        );
      }
    });
  });

  describe('tokens', () => {
    const profile = (token?: string, headers: Record<string, string> = {}) =>
      app.inject({
        url: '/api/dashboard/profile/auth',
        headers: { ...(token ? bearer(token) : {}), ...headers },
      });

    it('returns the profile with the role’s permissions', async () => {
      const token = await login(app, DEMO.dispatcher);
      const response = await profile(token);
      expect(response.statusCode).toBe(200);
      const data = profileSchema.strict().parse(response.json().data);
      expect(data).toMatchObject({
        email: DEMO.dispatcher.email,
        image: null,
        role: { name: 'Dispatcher' },
      });
      expect(data.permissions).toEqual(expect.arrayContaining(['show_trips', 'create_trips']));
      expect(data.permissions).not.toContain('show_roles');
      // No password or hash; `must_change_password` is the one field that names it.
      expect(response.body.replace('"must_change_password"', '')).not.toContain('password');
    });

    it('answers 401 without, with a malformed, or with an unknown token', async () => {
      for (const headers of [
        {},
        { authorization: 'Bearer' },
        { authorization: 'Basic abc' },
        bearer('nope'),
      ]) {
        const response = await app.inject({ url: '/api/dashboard/profile/auth', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى' });
      }
      const en = await profile(undefined, { 'accept-language': 'en' });
      expect(en.json()).toEqual({ message: 'Your session has ended. Please sign in again' });
    });

    it('refuses an expired token, also one that expires while its session is remembered', async () => {
      const token = await login(app, DEMO.auditor);
      await app.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() + 400) })
        .where(eq(authTokens.tokenHash, hashToken(token)));
      expect((await profile(token)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await profile(token)).statusCode).toBe(401);
    });

    it('slides the expiry forward on use, at most once a minute', async () => {
      const token = await login(app, DEMO.auditor);
      const where = eq(authTokens.tokenHash, hashToken(token));
      const old = new Date(Date.now() - 10 * 86_400_000);
      await app.db
        .update(authTokens)
        .set({ lastUsedAt: old, expiresAt: new Date(Date.now() + 86_400_000) })
        .where(where);
      await profile(token);
      const [slid] = await app.db.select().from(authTokens).where(where);
      expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      // A second use within the minute does not write again.
      const shortened = new Date(Date.now() + 86_400_000);
      await app.db.update(authTokens).set({ expiresAt: shortened }).where(where);
      await profile(token);
      const [unchanged] = await app.db.select().from(authTokens).where(where);
      expect(unchanged!.expiresAt.getTime()).toBe(shortened.getTime());
    });

    it('logout revokes only the current token', async () => {
      const first = await login(app, DEMO.auditor);
      const second = await login(app, DEMO.auditor);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...bearer(first), 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Signed out successfully' });
      expect((await profile(first)).statusCode).toBe(401);
      expect((await profile(second)).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    });

    it('applies a role change made through the API on the very next request', async () => {
      const admin = await login(app, DEMO.admin);
      const user = await userWithPermissions(app, ['show_tracking']);
      const list = () => app.inject({ url: '/api/dashboard/roles', headers: bearer(user.token) });
      const setPermissions = async (permissions: string[]) => {
        const response = await app.inject({
          method: 'PUT',
          url: `/api/dashboard/roles/${user.roleId}`,
          headers: bearer(admin),
          payload: { name: `Role of ${user.email}`, permissions },
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      expect((await list()).statusCode).toBe(403);
      await setPermissions(['show_roles']);
      expect((await list()).statusCode).toBe(200);
      expect((await profile(user.token)).json().data.permissions).toEqual(['show_roles']);
      await setPermissions(['show_tracking']);
      expect((await list()).statusCode).toBe(403);
    });

    it('logs an employee deleted through the API out at once', async () => {
      const admin = await login(app, DEMO.admin);
      const user = await userWithPermissions(app, ['show_roles']);
      expect((await profile(user.token)).statusCode).toBe(200);
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/dashboard/employees/${user.employeeId}`,
        headers: bearer(admin),
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await profile(user.token)).statusCode).toBe(401);
    });

    it('applies a change made in the database, behind the API, within the session cache TTL', async () => {
      const user = await userWithPermissions(app, ['show_roles']);
      expect((await profile(user.token)).statusCode).toBe(200);
      await app.db.delete(employees).where(eq(employees.id, user.employeeId));
      await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 100));
      expect((await profile(user.token)).statusCode).toBe(401);
    });
  });

  describe.runIf(db.kind === 'postgres' && TEST_REDIS_URL)(
    'login throttle of two instances with REDIS_URL',
    () => {
      let a: FastifyInstance;
      let b: FastifyInstance;

      beforeAll(async () => {
        [a, b] = await twoInstances(db, TEST_REDIS_URL!);
      });

      const attempt = (instance: FastifyInstance, password: string, ip: string) =>
        instance.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: DEMO.personnel.email, password },
          headers: { 'accept-language': 'en' },
          remoteAddress: ip,
        });

      it('share the count of failures per account and address, and its reset by a success', async () => {
        const ip = '10.9.0.1';
        // Four failures spread over both instances, a success on one clears them for both.
        for (const instance of [a, b, a, b])
          expect((await attempt(instance, 'bad', ip)).statusCode).toBe(422);
        expect((await attempt(b, DEMO.personnel.password, ip)).statusCode).toBe(200);
        for (const instance of [a, b, a, b])
          expect((await attempt(instance, 'bad', ip)).statusCode).toBe(422);
        // The fifth failure since the success, then either instance refuses even the right password.
        expect((await attempt(a, 'bad', ip)).statusCode).toBe(422);
        for (const instance of [b, a]) {
          const blocked = await attempt(instance, DEMO.personnel.password, ip);
          expect(blocked.statusCode).toBe(429);
          expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
          expect(blocked.json().message).toBe('Too many attempts. Please try again in 15 minutes');
        }
        // Another address is not affected.
        expect((await attempt(b, DEMO.personnel.password, '10.9.0.2')).statusCode).toBe(200);
      });

      it('share the count of failures per address across accounts', async () => {
        const ip = '10.9.0.3';
        for (let n = 0; n < 20; n++) {
          const instance = n % 2 === 0 ? a : b;
          const response = await instance.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: `spray-redis${n}@example.com`, password: 'x' },
            remoteAddress: ip,
          });
          expect(response.statusCode).toBe(422);
        }
        expect((await attempt(a, DEMO.personnel.password, ip)).statusCode).toBe(429);
        expect((await attempt(b, DEMO.personnel.password, ip)).statusCode).toBe(429);
      });
    },
  );
});
