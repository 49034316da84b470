import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '@fleet/shared/common';
import {
  passwordChangeInputSchema,
  profileInputSchema,
  profileResponseSchema,
  sessionParamsSchema,
  sessionsResponseSchema,
  twoFactorCodeInputSchema,
  twoFactorEnableResponseSchema,
  twoFactorStartResponseSchema,
} from '@fleet/shared/schemas/auth';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { requireSession } from '../../core/session';
import { attachmentErrors } from '../media';
import type { MediaStorage } from '../media';
import { MediaRepo } from '../media';
import { ProfileRepo } from './profile.repo';
import { toProfile } from './profile';
import { newEnrolment, newRecoveryCodes, useRecoveryCode, verifyTotp } from './two-factor';

const tags = ['profile'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

export interface ProfileRoutesOptions {
  storage: MediaStorage;
}

/** The signed-in employee's own account (docs/api.md#accounts-and-audit). */
const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { storage }) => {
  const repo = new ProfileRepo(app.db);

  app.put(
    '/dashboard/profile',
    {
      config: { access: 'authenticated', account: true, changesSessions: true },
      schema: {
        tags,
        summary: 'Change own name, photo and interface language (mails come in it)',
        body: profileInputSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { name, language } = request.body;
      const image = request.body.image === undefined ? session.employee.imageId : request.body.image;
      const fileErrors =
        image === session.employee.imageId
          ? {}
          : await attachmentErrors(
              new MediaRepo(app.db),
              [{ field: 'image', id: image, kind: 'image' }],
              `employee:${session.employee.id}`,
            );
      if (Object.keys(fileErrors).length > 0) throw new ValidationError(fileErrors);
      const { previousImageId } = await repo.update(session.employee.id, { name, imageId: image, language });
      if (previousImageId !== null && previousImageId !== image) {
        const paths = await new MediaRepo(app.db).deleteMany([previousImageId]);
        await storage.remove(paths);
      }
      const updated = { ...session, employee: { ...session.employee, name, imageId: image, language } };
      return {
        data: toProfile(updated, app.urlSigner),
        message: request.t('profile.updated'),
      };
    },
  );

  app.post(
    '/dashboard/profile/password',
    {
      config: { access: 'authenticated', account: true, pendingAccount: true, changesSessions: true },
      schema: {
        tags,
        summary: 'Change own password (the current one is required); every other session is signed out',
        body: passwordChangeInputSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const hash = await repo.passwordHash(session.employee.id);
      if (!hash || !(await verifyPassword(hash, request.body.current_password))) {
        throw new ValidationError({ current_password: ['profile.password_wrong'] }, 'profile.password_wrong');
      }
      await repo.changePassword(
        session.employee.id,
        await hashPassword(request.body.password),
        session.tokenId,
      );
      return { message: request.t('profile.password_changed') };
    },
  );

  app.get(
    '/dashboard/profile/sessions',
    {
      config: { access: 'authenticated', account: true, pendingAccount: true },
      schema: {
        tags,
        summary: 'Own sessions, most recently used first; `current` marks this one',
        response: { 200: sessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const rows = await repo.sessions(session.employee.id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          last_used_at: row.lastUsedAt.toISOString(),
          ip: row.ip,
          user_agent: row.userAgent,
          current: row.id === session.tokenId,
        })),
      };
    },
  );

  app.delete(
    '/dashboard/profile/sessions',
    {
      config: { access: 'authenticated', account: true, changesSessions: true },
      schema: {
        tags,
        summary: 'Sign out every other own session',
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await repo.revoke(session.employee.id, { exceptTokenId: session.tokenId });
      return { message: request.t('profile.sessions_revoked') };
    },
  );

  app.delete(
    '/dashboard/profile/sessions/:id',
    {
      config: { access: 'authenticated', account: true, changesSessions: true },
      schema: {
        tags,
        summary: 'Sign out one own session (this one too, if named)',
        params: sessionParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const ended = await repo.revoke(session.employee.id, { tokenId: request.params.id });
      if (ended === 0) throw new NotFoundError();
      return { message: request.t('profile.session_revoked') };
    },
  );

  app.post(
    '/dashboard/profile/two-factor',
    {
      config: { access: 'authenticated', account: true, pendingAccount: true },
      schema: {
        tags,
        summary:
          'Start enrolling an authenticator app (TOTP, RFC 6238): the secret, its otpauth URL and a QR code (SVG); on only once confirmed',
        response: { 200: twoFactorStartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const current = await repo.twoFactor(session.employee.id);
      if (current?.enabledAt) throw new ValidationError({ code: ['profile.two_factor_enabled'] });
      const enrolment = await newEnrolment(session.employee.email);
      await repo.startTwoFactor(session.employee.id, enrolment.secret);
      return {
        data: { secret: enrolment.secret, otpauth_url: enrolment.otpauthUrl, qr_svg: enrolment.qrSvg },
        message: request.t('profile.two_factor_started'),
      };
    },
  );

  app.post(
    '/dashboard/profile/two-factor/enable',
    {
      config: { access: 'authenticated', account: true, pendingAccount: true, changesSessions: true },
      schema: {
        tags,
        summary:
          'Confirm the enrolment with a code from the app: two-factor is on; answers ten single-use recovery codes',
        body: twoFactorCodeInputSchema,
        response: { 200: twoFactorEnableResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const current = await repo.twoFactor(session.employee.id);
      if (!current?.secret || current.enabledAt) {
        throw new ValidationError(
          { code: ['profile.two_factor_not_started'] },
          'profile.two_factor_not_started',
        );
      }
      if (!verifyTotp(current.secret, current.email, request.body.code)) {
        throw new ValidationError({ code: ['auth.code_invalid'] }, 'auth.code_invalid');
      }
      const { codes, hashes } = newRecoveryCodes();
      await repo.setTwoFactor(session.employee.id, true, hashes);
      return { data: { recovery_codes: codes }, message: request.t('profile.two_factor_enabled') };
    },
  );

  app.post(
    '/dashboard/profile/two-factor/disable',
    {
      config: { access: 'authenticated', account: true, changesSessions: true },
      schema: {
        tags,
        summary:
          'Turn two-factor sign-in off with a current code (or a recovery code); refused when the role requires it',
        body: twoFactorCodeInputSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      if (session.role.twoFactorRequired) {
        throw new ValidationError(
          { code: ['profile.two_factor_required_by_role'] },
          'profile.two_factor_required_by_role',
        );
      }
      const current = await repo.twoFactor(session.employee.id);
      if (!current?.secret || !current.enabledAt) {
        throw new ValidationError(
          { code: ['profile.two_factor_not_started'] },
          'profile.two_factor_not_started',
        );
      }
      const valid =
        verifyTotp(current.secret, current.email, request.body.code) ||
        useRecoveryCode(current.recoveryCodes, request.body.code) !== null;
      if (!valid) throw new ValidationError({ code: ['auth.code_invalid'] }, 'auth.code_invalid');
      await repo.setTwoFactor(session.employee.id, false, []);
      return { message: request.t('profile.two_factor_disabled') };
    },
  );
};

export default profileRoutes;
