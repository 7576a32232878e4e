import type { AppErrorCode } from '#shared/errors.ts';

/**
 * The one error type services throw. The code is stable (tests and clients may
 * rely on it; the list is part of the shared contract); the message is written
 * for the person using the app.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE_MEMORY: 409,
  STALE_CHAPTER: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<AppErrorCode, number>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  /** More of the answer's body, for the client to act on (e.g. the saved memory on STALE_MEMORY). */
  readonly details?: Record<string, unknown>;

  constructor(code: AppErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.details = details;
  }
}

export const notFound = (what = 'That item') =>
  new AppError('NOT_FOUND', `${what} was not found. It may have been deleted.`);
