/**
 * The error half of the API contract: every code the server answers with, and the body it sends.
 * The code is stable (clients act on it); the message is written for the person using the app.
 */
import { z } from 'zod';

export const APP_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** A save based on an older version of a memory; the answer carries the saved one (`current`). */
  'STALE_MEMORY',
  /** A save of a chapter's memory order or draft based on an older version; the answer carries the saved one. */
  'STALE_CHAPTER',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/**
 * Every error answer: `{ code, message }`, plus the error's details spread beside them
 * (e.g. `current` on STALE_MEMORY), so the object stays open to more fields.
 */
export const errorBodySchema = z.looseObject({
  code: z.enum(APP_ERROR_CODES).optional(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
