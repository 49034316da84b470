/** Every failed call rejects with this: the server's message and its field errors (422 / 409). */
export class ApiRequestError extends Error {
  readonly status: number | undefined;
  readonly fieldErrors: Record<string, string[]>;
  override readonly cause: unknown;

  constructor(
    message: string,
    status: number | undefined,
    fieldErrors: Record<string, string[]>,
    cause: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.cause = cause;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
