import type { MessageKey } from './messages';

/** Field name → message keys (server keys or shared `validation.*` keys); translated by the error handler. */
export type FieldErrorKeys = Record<string, string[]>;

/** A failure the client can act on; the error handler maps it to the `{message, errors?}` envelope. */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  readonly headers: Record<string, string> = {};

  constructor(
    readonly messageKey: MessageKey,
    readonly fields?: FieldErrorKeys,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  readonly statusCode = 404;
  constructor(messageKey: MessageKey = 'errors.not_found') {
    super(messageKey);
  }
}

export class ForbiddenError extends AppError {
  readonly statusCode = 403;
  constructor(messageKey: MessageKey = 'errors.forbidden') {
    super(messageKey);
  }
}

export class UnauthenticatedError extends AppError {
  readonly statusCode = 401;
  constructor(messageKey: MessageKey = 'errors.unauthenticated') {
    super(messageKey);
  }
}

/** 422. The summary message defaults to "some fields are not valid". */
export class ValidationError extends AppError {
  readonly statusCode = 422;
  constructor(
    fields: FieldErrorKeys,
    messageKey: MessageKey = 'errors.validation',
    values: Record<string, string | number> = {},
  ) {
    super(messageKey, fields, values);
  }
}

/** 409, e.g. a duplicate name. */
export class ConflictError extends AppError {
  readonly statusCode = 409;
  constructor(fields: FieldErrorKeys, messageKey: MessageKey = 'errors.conflict') {
    super(messageKey, fields);
  }
}

export class TooManyRequestsError extends AppError {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('errors.too_many_attempts', undefined, { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
    this.headers['retry-after'] = String(retryAfterSeconds);
  }
}

export class PayloadTooLargeError extends AppError {
  readonly statusCode = 413;
  constructor() {
    super('errors.payload_too_large');
  }
}

/** 409 for a request that cannot apply to this server's state (no field to blame). */
export class StateConflictError extends AppError {
  readonly statusCode = 409;
}
