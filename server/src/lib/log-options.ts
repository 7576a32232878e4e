/**
 * The app's logger settings. Log lines must never hold private text: no memory
 * text, request body, SQL query or value, password or cookie
 * (docs/decisions/534-logs-hold-no-private-text.md). Fastify's request lines
 * carry only method, address and status; errors go through `safeError`, which
 * keeps what an operator needs to start looking (type, code, a short message,
 * where in the code) and drops the rest, so one request cannot flood the log.
 */
import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';

const MAX_MESSAGE = 300;
const MAX_FRAMES = 12;
const MAX_CAUSES = 3;

/**
 * A message without values: a drizzle "Failed query: <sql> params: <values>" keeps only its first words, and
 * anything quoted that is not a plain identifier is masked (PostgreSQL quotes the bad input it refuses).
 */
function safeMessage(message: unknown): string {
  if (typeof message !== 'string') return '';
  if (message.startsWith('Failed query')) return 'Failed query (the query and its values are not logged)';
  const masked = message.replace(/"([^"]*)"/g, (whole, inner: string) =>
    /^[A-Za-z_][A-Za-z0-9_.]{0,62}$/.test(inner) ? whole : '"…"',
  );
  return masked.length > MAX_MESSAGE ? `${masked.slice(0, MAX_MESSAGE)}…` : masked;
}

/** Only the "at …" lines: V8's stack starts with a copy of the message. */
function safeStack(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.slice(0, 300));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: safeMessage(String(error)) };
  const source = error as Record<string, unknown> & { constructor?: { name?: string } };
  const result: Record<string, unknown> = {
    type: typeof source.name === 'string' ? source.name : (source.constructor?.name ?? 'Error'),
    message: safeMessage(source.message),
  };
  for (const key of ['code', 'statusCode', 'severity', 'routine', 'table', 'column', 'constraint', 'errno']) {
    const value = source[key];
    if ((typeof value === 'string' && value.length <= 100) || typeof value === 'number') result[key] = value;
  }
  const stack = safeStack(source.stack);
  if (stack) result.stack = stack;
  if (source.cause && depth < MAX_CAUSES) result.cause = safeError(source.cause, depth + 1);
  // Nothing else: a database error's detail, where, query and params repeat stored values.
  return result;
}

/**
 * A storyteller link's and an invitation's addresses carry their token: request lines show `/tell/…`,
 * `/invite/…` and `/api/family/invitations/…` instead.
 */
const maskTokens = (url: string) =>
  url.replace(/\/(tell|invite|api\/family\/invitations)\/(?!accept(?:[/?#]|$))[^/?#]+/g, '/$1/…');

const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: maskTokens(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

const serializeError = (error: FastifyError) =>
  safeError(error) as { type: string; message: string; stack: string };

/** Fastify's `logger` option: off when the level is "silent"; `stream` is where lines go (tests read them). */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream: stream as NodeJS.WritableStream & { write(msg: string): void } } : {}),
  };
}
