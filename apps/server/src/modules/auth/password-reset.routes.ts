import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '@fleet/shared/common';
import { forgotPasswordInputSchema, resetPasswordInputSchema } from '@fleet/shared/schemas/auth';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import { InMemorySlidingWindowLimiter } from '../../lib/rate-limiter';
import { hashToken, newToken } from '../../lib/tokens';
import { ProfileRepo } from './profile.repo';

/** A reset link works once, for this long. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Forgot and reset password through the mailer (docs/api.md#accounts-and-audit); off without SMTP_URL. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new ProfileRepo(app.db);
  const perAddress = new InMemorySlidingWindowLimiter({ limit: 3, windowMs: HOUR_MS });
  const perIp = new InMemorySlidingWindowLimiter({ limit: 10, windowMs: HOUR_MS });

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Mail a single-use link to reset the password, valid 60 minutes; the same answer whether or not the email has an account (404 without mail configured)',
        body: forgotPasswordInputSchema,
        response: { 200: messageSchema, 404: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const mailer = app.mailer;
      if (!mailer) throw new NotFoundError();
      const { email } = request.body;
      const wait = Math.max(perAddress.retryAfter(email), perIp.retryAfter(request.ip));
      if (wait > 0) throw new TooManyRequestsError(wait);
      perAddress.fail(email);
      perIp.fail(request.ip);

      const token = newToken();
      const account = await repo.createReset(
        email,
        hashToken(token),
        new Date(Date.now() + RESET_LINK_TTL_MS),
      );
      if (account) {
        const lang = account.language ?? request.lang;
        const base = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
        const link = new URL(`/auth/reset-password?token=${encodeURIComponent(token)}`, base).toString();
        const text = translate('auth.reset_mail_body', lang, { name: account.name, link });
        // Sent after the answer is decided: the timing says nothing about whether the account exists.
        void mailer
          .send({
            to: account.email,
            subject: translate('auth.reset_mail_subject', lang),
            text,
            html: `<div dir="${lang === 'ar' ? 'rtl' : 'ltr'}">${escapeHtml(text)
              .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
              .replaceAll('\n', '<br>')}</div>`,
            language: lang,
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'reset mail not sent'));
      }
      return { message: request.t('auth.reset_sent') };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', changesSessions: true },
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the link’s token; every session of the account ends. A used or old token: 422 naming token',
        body: resetPasswordInputSchema,
        response: { 200: messageSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const done = await repo.resetPassword(
        hashToken(request.body.token),
        await hashPassword(request.body.password),
      );
      if (!done)
        throw new ValidationError({ token: ['auth.reset_token_invalid'] }, 'auth.reset_token_invalid');
      return { message: request.t('auth.reset_done') };
    },
  );
};

export default passwordResetRoutes;
