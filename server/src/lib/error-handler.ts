import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AppErrorCode, ErrorBody } from '#shared/errors.ts';
import { StorageUnavailableError } from '../storage/storage-provider.ts';
import { AppError } from './app-error.ts';

const UNAVAILABLE_MESSAGE =
  'Heirloom cannot reach its database right now. Nothing was changed. Please try again in a minute.';
const STORAGE_UNAVAILABLE_MESSAGE =
  'Heirloom cannot reach its file storage right now. Nothing was changed. Please try again in a minute.';
const INTERNAL_MESSAGE =
  'Something went wrong on our side and nothing was changed. Please try again in a moment.';

// Connection-level failures: the database is down or restarting, not a bug in the request.
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: string; message?: string };
    if (code && DATABASE_DOWN_CODES.has(code)) return true;
    if (
      message &&
      /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i.test(
        message,
      )
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** An error answer of the shared contract, for the failures that are not an AppError. */
const errorBody = (code: AppErrorCode, message: string): ErrorBody => ({ message, code });

/**
 * Fastify's router refuses a malformed address (broken %-encoding, a path
 * parameter over 100 characters) before any route or error handler runs; its
 * own words repeat the whole address back. Passed as `frameworkErrors`.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.statusCode === 414 || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply
    .status(tooLong ? 414 : 400)
    .send(
      errorBody(
        'BAD_REQUEST',
        tooLong
          ? 'That address is too long. Please check the link and try again.'
          : 'That address is not valid. Please check the link and try again.',
      ),
    );
}

/** One place maps every error to a status and a message a person can act on; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.details, message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const detail = first?.message ?? 'The request is not valid.';
      return reply
        .status(400)
        .send(errorBody('BAD_REQUEST', field && !/^[A-Z“]/.test(detail) ? `${field}: ${detail}` : detail));
    }
    // Before the database check: the storage's own connection error (its cause) looks the same.
    if (error instanceof StorageUnavailableError) {
      request.log.warn({ err: error }, 'file storage unavailable');
      return reply
        .status(503)
        .header('retry-after', '10')
        .send(errorBody('UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '10')
        .send(errorBody('UNAVAILABLE', UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', 'That request is too large.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE', 'Please send this request as JSON.'));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(errorBody('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.'));
    }
    if (status === 414 || error.code === 'FST_ERR_BAD_URL')
      return answerFrameworkError(error, request, reply);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, empty body …): safe to show, but make them readable.
      const message =
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is empty.'
          : error.code?.startsWith('FST_ERR_CTP')
            ? 'The request body is not valid JSON.'
            : error.message;
      return reply.status(status).send(errorBody('BAD_REQUEST', message));
    }
    if (
      /^(Multipart: |Malformed part header|Unexpected end of (form|multipart data))/.test(error.message ?? '')
    ) {
      // busboy's refusals of a broken multipart body (no boundary, cut short): the upload, not the server.
      return reply
        .status(400)
        .send(
          errorBody('BAD_REQUEST', 'The upload could not be read. Please choose the file again and retry.'),
        );
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
  });
}
