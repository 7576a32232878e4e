import { ApiError } from '#client/lib/api-request.ts';

/**
 * The server's own sentence when a project's chapters or themes are at their cap (422 UNPROCESSABLE,
 * docs/decisions/542), e.g. "A memoir can have at most 200 chapters. Please delete a chapter before adding
 * another."; null otherwise.
 */
export function listFullMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'UNPROCESSABLE' ? error.userMessage : null;
}
