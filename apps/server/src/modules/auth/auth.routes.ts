import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '@fleet/shared/common';
import { loginInputSchema, loginResponseSchema, profileResponseSchema } from '@fleet/shared/schemas/auth';
import { driverLoginInputSchema } from '@fleet/shared/schemas/examinations';
import { toE164 } from '@fleet/shared/schemas/people';
import { TooManyRequestsError, ValidationError } from '../../lib/errors';
import { primeDummyHash, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { requireDriver, requireSession } from '../../core/session';
import { audit } from '../audit';
import { AuthRepo, sessionOrigin } from './auth.repo';
import { toProfile } from './profile';
import { useRecoveryCode, verifyTotp } from './two-factor';
import { DEFAULT_LOGIN_LIMITS, LoginThrottle, type LoginThrottleLimits } from './login-throttle';

export interface AuthRoutesOptions {
  /** Tests: other limits of failed logins. */
  limits?: LoginThrottleLimits;
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const repo = new AuthRepo(app.db);
  const limits = options.limits ?? DEFAULT_LOGIN_LIMITS;
  const throttle = new LoginThrottle(app, 'dashboard', limits);
  // The driver app's phone logins, counted apart from the dashboard's.
  const driverThrottle = new LoginThrottle(app, 'driver', limits);
  await primeDummyHash();

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginInputSchema,
        response: { 200: loginResponseSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const wait = await throttle.retryAfter(request, email);
      if (wait > 0) throw new TooManyRequestsError(wait);

      const account = await repo.findCredentials(email);
      const valid = account
        ? await verifyPassword(account.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!account || !valid) {
        await throttle.failed(request, email);
        request.log.info({ ip: request.ip }, 'login failed');
        await audit(app.db, {
          action: 'login_failed',
          model: 'auth',
          recordId: account?.id ?? null,
          actor: { type: 'employee', id: account?.id ?? null, name: email },
        });
        throw new ValidationError({ email: ['auth.failed'] }, 'auth.failed');
      }

      if (account.twoFactorSecret && account.twoFactorEnabledAt) {
        const code = request.body.code;
        if (!code) throw new ValidationError({ code: ['auth.code_required'] }, 'auth.code_required');
        const remaining = verifyTotp(account.twoFactorSecret, email, code)
          ? account.twoFactorRecoveryCodes
          : useRecoveryCode(account.twoFactorRecoveryCodes, code);
        if (remaining === null) {
          await throttle.failed(request, email);
          await audit(app.db, {
            action: 'login_failed',
            model: 'auth',
            recordId: account.id,
            actor: { type: 'employee', id: account.id, name: email },
            changes: { code: [null, '[redacted]'] },
          });
          throw new ValidationError({ code: ['auth.code_invalid'] }, 'auth.code_invalid');
        }
        // A recovery code works once.
        if (remaining.length !== account.twoFactorRecoveryCodes.length)
          await repo.setRecoveryCodes(account.id, remaining);
      }

      await throttle.succeeded(request, email);
      const token = newToken();
      await repo.createToken(account, hashToken(token), sessionOrigin(request));
      return { data: { token } };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'authenticated', changesSessions: true, pendingAccount: true },
      schema: { tags: ['auth'], summary: 'Revoke the current token', response: { 200: messageSchema } },
    },
    async (request) => {
      const session = requireSession(request);
      await repo.revokeToken(session.tokenId, session.employee.id);
      return { message: request.t('auth.logged_out') };
    },
  );

  app.post(
    '/driver/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['driver app'],
        summary:
          'A driver signs in with country code, phone and the password set on his driver record; the token opens `/api/driver/*` only',
        body: driverLoginInputSchema,
        response: { 200: loginResponseSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { country_code, phone, password } = request.body;
      const e164 = toE164(country_code, phone);
      const wait = await driverThrottle.retryAfter(request, e164);
      if (wait > 0) throw new TooManyRequestsError(wait);

      const account = await repo.findDriverCredentials(e164);
      const valid = account?.passwordHash
        ? await verifyPassword(account.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!account || !valid) {
        await driverThrottle.failed(request, e164);
        request.log.info({ ip: request.ip }, 'driver login failed');
        await audit(app.db, {
          action: 'login_failed',
          model: 'auth',
          recordId: account?.id ?? null,
          actor: { type: 'driver', id: account?.id ?? null, name: e164 },
        });
        throw new ValidationError({ phone: ['auth.failed'] }, 'auth.failed');
      }

      await driverThrottle.succeeded(request, e164);
      const token = newToken();
      await repo.createDriverToken(account.id, hashToken(token));
      await audit(app.db, {
        action: 'login',
        model: 'auth',
        recordId: account.id,
        actor: { type: 'driver', id: account.id, name: account.name },
      });
      return { data: { token } };
    },
  );

  app.post(
    '/driver/auth/logout',
    {
      config: { access: 'driver' },
      schema: {
        tags: ['driver app'],
        summary: 'Revoke the driver’s token',
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const driver = requireDriver(request);
      await repo.revokeDriverToken(driver.tokenId);
      await audit(app.db, { action: 'logout', model: 'auth', recordId: driver.driver.id });
      return { message: request.t('auth.logged_out') };
    },
  );

  app.get(
    '/dashboard/profile/auth',
    {
      config: { access: 'authenticated', pendingAccount: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and permissions',
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({ data: toProfile(requireSession(request), app.urlSigner) }),
  );
};

export default authRoutes;
