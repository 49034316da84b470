import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@fleet/shared/common';
import { AppError } from '../lib/errors';
import { translate, translateFieldErrors } from '../lib/i18n';
import type { MessageKey } from '../lib/messages';

type ValidationIssue = { instancePath?: string; message?: string };

/** `/stations/2/name` → `stations.2.name`; a whole-body problem is reported on `_`. */
function fieldPath(issue: ValidationIssue): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || '_';
}

function schemaErrors(issues: ValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[fieldPath(issue)] ??= []).push(issue.message ?? 'validation.invalid');
  return errors;
}

const STATUS_MESSAGES: Record<number, MessageKey> = {
  400: 'errors.bad_request',
  401: 'errors.unauthenticated',
  403: 'errors.forbidden',
  404: 'errors.not_found',
  413: 'errors.payload_too_large',
  415: 'errors.unsupported_media_type',
  429: 'errors.too_many_attempts',
  503: 'errors.unavailable',
};

/** One error handler: typed errors and framework errors all become `{message, errors?}`. */
export default fp(
  async function errorsPlugin(app) {
    app.setErrorHandler(async function handleError(
      error: FastifyError,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const lang = request.lang;
      const send = (status: number, body: ApiError) => reply.code(status).type('application/json').send(body);

      if (error instanceof AppError) {
        for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
        return send(error.statusCode, {
          message: translate(error.messageKey, lang, error.values),
          ...(error.fields && Object.keys(error.fields).length > 0
            ? { errors: translateFieldErrors(error.fields, lang) }
            : {}),
        });
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        return send(422, {
          message: translate('errors.validation', lang),
          errors: translateFieldErrors(schemaErrors(error.validation), lang),
        });
      }
      if (Array.isArray(error.validation)) {
        const issues = error.validation as ValidationIssue[];
        return send(422, {
          message: translate('errors.validation', lang),
          errors: translateFieldErrors(
            Object.fromEntries(issues.map((issue) => [fieldPath(issue), ['validation.invalid']])),
            lang,
          ),
        });
      }

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ code: error.code, status }, 'client error');
        return send(status, { message: translate(STATUS_MESSAGES[status] ?? 'errors.bad_request', lang) });
      }

      // Never leak stacks or SQL: log the details, answer a generic text.
      request.log.error({ err: error }, 'request failed');
      return send(status >= 500 && status < 600 ? status : 500, {
        message: translate('errors.server', lang),
      });
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
