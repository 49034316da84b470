import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileSchema, sessionSchema } from '@fleet/shared/schemas/auth';
import {
  apiRequest,
  type ApiRequestArgs,
  DEMO,
  forEachDatabase,
  login,
  userWithPermissions,
} from './harness';
import { currentTotp } from '../src/modules/auth/two-factor';
import { startTestSmtp } from './smtp';
import { EN, identity, saudiMobile, uploadImage } from './people-helpers';

forEachDatabase((db) => {
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    app = await db.buildApp({
      demo: false,
      admin: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    admin = await login(app, DEMO.admin);
  });
  const api = (...args: ApiRequestArgs) => apiRequest(app, ...args);
  const signIn = (email: string, password: string, userAgent = 'Browser A') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
      remoteAddress: '10.9.8.7',
    });

  describe('profile', () => {
    it('changes own name, photo and language, remembered on the server', async () => {
      const user = await userWithPermissions(app, ['show_vehicles']);
      const image = await uploadImage(app, user.token).catch(() => null);
      const response = await api(
        'PUT',
        '/api/dashboard/profile',
        user.token,
        { name: 'اسم جديد', image: image ?? null, language: 'en' },
        EN,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('Profile updated successfully');
      const profile = profileSchema
        .strict()
        .parse((await api('GET', '/api/dashboard/profile/auth', user.token)).json().data);
      expect(profile).toMatchObject({ name: 'اسم جديد', language: 'en', must_change_password: false });
      if (image) expect(profile.image).toContain(`/api/media/${image}`);
      const bad = await api('PUT', '/api/dashboard/profile', user.token, { name: 'x', language: 'fr' }, EN);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['language', 'name']);
    });
  });

  describe('password and sessions', () => {
    it('lists own sessions, revokes one or all others, and a password change signs out the others', async () => {
      const user = await userWithPermissions(app, ['show_vehicles']);
      const second = (await signIn(user.email, 'password123', 'Browser B')).json().data.token as string;
      const third = (await signIn(user.email, 'password123', 'Browser C')).json().data.token as string;

      const sessions = (await api('GET', '/api/dashboard/profile/sessions', second)).json().data;
      expect(sessions).toHaveLength(3);
      for (const session of sessions) sessionSchema.strict().parse(session);
      const current = sessions.find((session: { current: boolean }) => session.current);
      expect(current).toMatchObject({ user_agent: 'Browser B', ip: '10.9.8.7' });

      // Revoke the third one by id; another user's session id is not found.
      const thirdId = sessions.find((s: { user_agent: string }) => s.user_agent === 'Browser C').id;
      const other = await userWithPermissions(app, []);
      expect(
        (await api('DELETE', `/api/dashboard/profile/sessions/${thirdId}`, other.token)).statusCode,
      ).toBe(404);
      expect((await api('DELETE', `/api/dashboard/profile/sessions/${thirdId}`, second)).statusCode).toBe(
        200,
      );
      expect((await api('GET', '/api/dashboard/profile/auth', third)).statusCode).toBe(401);

      // Wrong current password: 422 naming it, nothing changes.
      const wrong = await api(
        'POST',
        '/api/dashboard/profile/password',
        second,
        { current_password: 'nope-nope', password: 'new-password-1' },
        EN,
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ current_password: ['The current password is not correct'] });

      const changed = await api('POST', '/api/dashboard/profile/password', second, {
        current_password: 'password123',
        password: 'new-password-1',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await api('GET', '/api/dashboard/profile/auth', user.token)).statusCode).toBe(401);
      expect((await api('GET', '/api/dashboard/profile/auth', second)).statusCode).toBe(200);
      expect((await signIn(user.email, 'password123')).statusCode).toBe(422);
      const fourth = (await signIn(user.email, 'new-password-1')).json().data.token as string;

      expect((await api('DELETE', '/api/dashboard/profile/sessions', fourth)).statusCode).toBe(200);
      expect((await api('GET', '/api/dashboard/profile/auth', second)).statusCode).toBe(401);
      expect((await api('GET', '/api/dashboard/profile/sessions', fourth)).json().data).toHaveLength(1);

      const audited = (
        await api('GET', `/api/dashboard/audit-log?model=profile&record_id=${user.employeeId}`, admin)
      ).json().data;
      expect(audited.map((row: { action: string }) => row.action)).toEqual([
        'session_revoke',
        'password_change',
        'session_revoke',
      ]);
      expect(JSON.stringify(audited)).not.toContain('new-password-1');
    });

    it('an administrator sets a temporary password; only the password change is open until it is changed', async () => {
      const role = (await api('GET', '/api/dashboard/profile/auth', admin)).json().data.role.id as number;
      const email = `temporary-${Date.now()}@example.com`;
      const created = await api('POST', '/api/dashboard/employees', admin, {
        name: 'Temporary person',
        email,
        password: 'temporary-1',
        temporary_password: true,
        identity_number: identity(1),
        country_code: '+966',
        phone: saudiMobile(),
        role_id: role,
      });
      expect(created.statusCode, created.body).toBe(201);
      const token = (await signIn(email, 'temporary-1')).json().data.token as string;
      const profile = (await api('GET', '/api/dashboard/profile/auth', token)).json().data;
      expect(profile.must_change_password).toBe(true);
      const blocked = await api('GET', '/api/dashboard/vehicles', token, undefined, EN);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe('Choose a new password before you continue');
      const same = await api(
        'POST',
        '/api/dashboard/profile/password',
        token,
        { current_password: 'temporary-1', password: 'temporary-1' },
        EN,
      );
      expect(same.statusCode).toBe(422);
      expect(same.json().errors.password).toEqual(['Choose a password different from the current one']);
      const changed = await api('POST', '/api/dashboard/profile/password', token, {
        current_password: 'temporary-1',
        password: 'my-own-password',
      });
      expect(changed.statusCode).toBe(200);
      expect((await api('GET', '/api/dashboard/vehicles', token)).statusCode).toBe(200);
      expect((await api('GET', '/api/dashboard/profile/auth', token)).json().data.must_change_password).toBe(
        false,
      );
    });
  });

  describe('two-factor sign-in', () => {
    it('enrols with a QR code, confirms with a code, then signs in only with a code or a recovery code once', async () => {
      const user = await userWithPermissions(app, ['show_vehicles']);
      const start = await api('POST', '/api/dashboard/profile/two-factor', user.token);
      expect(start.statusCode, start.body).toBe(200);
      const { secret, otpauth_url, qr_svg } = start.json().data;
      expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Fleet:.*secret=/);
      expect(qr_svg).toContain('<svg');
      const wrong = await api(
        'POST',
        '/api/dashboard/profile/two-factor/enable',
        user.token,
        { code: '000000' },
        EN,
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ code: ['The code is not correct'] });
      const enabled = await api('POST', '/api/dashboard/profile/two-factor/enable', user.token, {
        code: currentTotp(secret),
      });
      expect(enabled.statusCode, enabled.body).toBe(200);
      const recovery = enabled.json().data.recovery_codes as string[];
      expect(recovery).toHaveLength(10);
      expect(new Set(recovery).size).toBe(10);

      const noCode = await signIn(user.email, 'password123');
      expect(noCode.statusCode).toBe(422);
      expect(Object.keys(noCode.json().errors)).toEqual(['code']);
      const badCode = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'password123', code: '123456' },
      });
      expect(badCode.statusCode).toBe(422);
      expect(Object.keys(badCode.json().errors)).toEqual(['code']);
      const withCode = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'password123', code: currentTotp(secret) },
      });
      expect(withCode.statusCode, withCode.body).toBe(200);
      const byRecovery = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'password123', code: recovery[3] },
        });
      expect((await byRecovery()).statusCode).toBe(200);
      expect((await byRecovery()).statusCode).toBe(422);
      const profile = (await api('GET', '/api/dashboard/profile/auth', user.token)).json().data;
      expect(profile.two_factor_enabled).toBe(true);

      const off = await api('POST', '/api/dashboard/profile/two-factor/disable', user.token, {
        code: currentTotp(secret),
      });
      expect(off.statusCode, off.body).toBe(200);
      expect((await signIn(user.email, 'password123')).statusCode).toBe(200);
    });

    it('a role that requires it walks its members through enrolment before anything else', async () => {
      const user = await userWithPermissions(app, ['show_vehicles']);
      const role = await api('PUT', `/api/dashboard/roles/${user.roleId}`, admin, {
        name: `Strict ${user.roleId}`,
        permissions: ['show_vehicles'],
        two_factor_required: true,
      });
      expect(role.statusCode, role.body).toBe(200);
      expect(role.json().data.two_factor_required).toBe(true);
      const profile = (await api('GET', '/api/dashboard/profile/auth', user.token)).json().data;
      expect(profile.two_factor_setup_required).toBe(true);
      const blocked = await api('GET', '/api/dashboard/vehicles', user.token, undefined, EN);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe('Set up two-factor sign-in before you continue');
      const { secret } = (await api('POST', '/api/dashboard/profile/two-factor', user.token)).json().data;
      await api('POST', '/api/dashboard/profile/two-factor/enable', user.token, {
        code: currentTotp(secret),
      });
      expect((await api('GET', '/api/dashboard/vehicles', user.token)).statusCode).toBe(200);
      const refused = await api('POST', '/api/dashboard/profile/two-factor/disable', user.token, {
        code: currentTotp(secret),
      });
      expect(refused.statusCode).toBe(422);
    });
  });

  describe('forgot and reset password', () => {
    it('without mail configured, there is no reset', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: DEMO.admin.email },
      });
      expect(response.statusCode).toBe(404);
      expect((await app.inject('/api/config')).json().data.password_reset).toBe(false);
    });

    it('mails a single-use link, answers the same for unknown addresses, and a reset ends every session', async () => {
      const smtp = await startTestSmtp();
      try {
        const mailApp = await db.buildApp({
          demo: false,
          admin: null,
          mail: { url: smtp.url, from: 'Fleet <fleet@example.com>' },
          publicUrl: 'https://fleet.example.com',
        });
        expect((await mailApp.inject('/api/config')).json().data.password_reset).toBe(true);
        const user = await userWithPermissions(mailApp, ['show_vehicles']);
        const forgot = (email: string, remoteAddress = '10.0.0.1') =>
          mailApp.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email },
            headers: EN,
            remoteAddress,
          });
        const known = await forgot(user.email.toUpperCase());
        const unknown = await forgot('nobody-here@example.com');
        expect(known.statusCode).toBe(200);
        expect(unknown.statusCode).toBe(200);
        expect(unknown.body).toBe(known.body);

        const [mail] = await smtp.waitFor(
          (m) => m.to !== undefined && JSON.stringify(m.to).includes(user.email),
        );
        // The account has no language of its own yet: the request's.
        expect(mail!.subject).toBe('Reset your password');
        const link = /https:\/\/fleet\.example\.com\/auth\/reset-password\?token=([\w%-]+)/.exec(
          mail!.text ?? '',
        );
        expect(link, mail!.text).not.toBeNull();
        const token = decodeURIComponent(link![1]!);
        expect(smtp.messages.some((m) => JSON.stringify(m.to).includes('nobody-here'))).toBe(false);

        const reset = (password: string) =>
          mailApp.inject({
            method: 'POST',
            url: '/api/auth/reset-password',
            payload: { token, password },
            headers: EN,
          });
        const done = await reset('brand-new-password');
        expect(done.statusCode, done.body).toBe(200);
        expect((await apiRequest(mailApp, 'GET', '/api/dashboard/profile/auth', user.token)).statusCode).toBe(
          401,
        );
        await login(mailApp, { email: user.email, password: 'brand-new-password' });
        const again = await reset('another-password');
        expect(again.statusCode).toBe(422);
        expect(again.json().errors).toEqual({ token: ['This link is no longer valid. Ask for a new one'] });

        // Throttled per address: the fourth request within the hour waits (whichever IP it comes from).
        await forgot(user.email, '10.0.0.2');
        await forgot(user.email, '10.0.0.3');
        expect((await forgot(user.email, '10.0.0.4')).statusCode).toBe(429);
        // ...and per IP.
        for (let i = 0; i < 9; i += 1) await forgot(`spray-${i}@example.com`, '10.0.0.9');
        expect((await forgot('spray-last@example.com', '10.0.0.9')).statusCode).toBe(200);
        expect((await forgot('spray-over@example.com', '10.0.0.9')).statusCode).toBe(429);
      } finally {
        await smtp.close();
      }
    });
  });
});
