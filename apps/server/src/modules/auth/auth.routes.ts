import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '@fleet/shared/common';
import { loginInputSchema, loginResponseSchema, profileResponseSchema } from '@fleet/shared/schemas/auth';
import { TooManyRequestsError, ValidationError } from '../../lib/errors';
import { primeDummyHash, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { requireSession } from '../../plugins/app/auth';
import { mediaPath } from '../media/media-links';
import { AuthRepo } from './auth.repo';
import { LoginThrottle } from './login-throttle';

export interface AuthRoutesOptions {
  throttle?: LoginThrottle;
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const repo = new AuthRepo(app.db);
  const throttle = options.throttle ?? new LoginThrottle();
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
      const wait = throttle.retryAfter(email, request.ip);
      if (wait > 0) throw new TooManyRequestsError(wait);

      const account = await repo.findCredentials(email);
      const valid = account
        ? await verifyPassword(account.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!account || !valid) {
        throttle.failed(email, request.ip);
        request.log.info({ ip: request.ip }, 'login failed');
        throw new ValidationError({ email: ['auth.failed'] }, 'auth.failed');
      }

      throttle.succeeded(email, request.ip);
      const token = newToken();
      await repo.createToken(account.id, hashToken(token));
      return { data: { token } };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], summary: 'Revoke the current token', response: { 200: messageSchema } },
    },
    async (request) => {
      await repo.revokeToken(requireSession(request).tokenId);
      return { message: request.t('auth.logged_out') };
    },
  );

  app.get(
    '/dashboard/profile/auth',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and permissions',
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      const { employee, role } = requireSession(request);
      return {
        data: {
          id: employee.id,
          name: employee.name,
          email: employee.email,
          image: employee.imageId === null ? null : app.urlSigner.sign(mediaPath(employee.imageId)),
          role: { id: role.id, name: role.name },
          permissions: role.permissions,
        },
      };
    },
  );
};

export default authRoutes;
