import type { AnyEndpoint, EndpointInput, EndpointResponse } from '#shared/api-contract.ts';
import { type AppErrorCode, type ErrorBody, errorBodySchema } from '#shared/errors.ts';

/**
 * The request helper every call goes through. Every call sends the session cookie; a JSON
 * body (with its content type) only when one is given; any non-OK answer
 * becomes an ApiError whose message is "{status}: {body text or status text}".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The server's stable code (shared/errors.ts), for acting on a refusal; undefined when the body has none. */
  readonly code: AppErrorCode | undefined;
  /** The rest of the error body beside code and message (e.g. `current` on STALE_MEMORY). */
  readonly details: Record<string, unknown>;
  /** The sentence the server wrote for the person (`message` of the error body), if there is one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const { code, message, ...details } = parseErrorBody(body);
    this.code = code;
    this.details = details;
    this.serverMessage = typeof message === 'string' && message ? message : undefined;
  }

  /** The server's own sentence (from `{ message }`), for showing to a person. */
  get userMessage(): string {
    return this.serverMessage ?? (this.body || this.message);
  }
}

function parseErrorBody(body: string): Partial<ErrorBody> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // Not JSON (a proxy's page, an empty answer): no code to act on.
    return {};
  }
  const parsed = errorBodySchema.safeParse(json);
  if (parsed.success) return parsed.data;
  // Not one of ours (a proxy in front of the app), but its sentence may still be worth showing.
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? { message } : {};
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return response;
}

type Part<E extends AnyEndpoint, Name extends 'params' | 'query' | 'body'> = E[Name] extends object
  ? { [Key in Name]: EndpointInput<E, Name> }
  : { [Key in Name]?: never };

/** What a call of `endpoint` sends: its path parameters, query and body, each only where the descriptor has one. */
export type RequestArgs<E extends AnyEndpoint> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;

/** The body a call of `endpoint` sends, for the functions that take it from their caller. */
export type RequestBody<E extends AnyEndpoint> = EndpointInput<E, 'body'>;

/** Optional when the endpoint takes nothing. */
type ArgsOf<E extends AnyEndpoint> =
  object extends RequestArgs<E> ? [args?: RequestArgs<E>] : [args: RequestArgs<E>];

const NOT_UNDERSTOOD = 'The server answered in a way Heirloom did not understand.';

/** The path with its `:name` parameters filled in (encoded) and the query appended. */
export function endpointUrl(
  endpoint: AnyEndpoint,
  { params, query }: { params?: unknown; query?: unknown } = {},
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>))
    if (value !== undefined) search.append(key, String(value));
  return search.size > 0 ? `${path}?${search}` : path;
}

/** Reads a success answer with the descriptor's response schema; an answer that does not fit is an error. */
export function readAnswer<E extends AnyEndpoint>(endpoint: E, text: string): EndpointResponse<E> {
  if (endpoint.status === 204) return undefined as EndpointResponse<E>;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(NOT_UNDERSTOOD);
  }
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) throw new Error(NOT_UNDERSTOOD);
  return parsed.data as EndpointResponse<E>;
}

/** Calls one endpoint of the shared contract: what it sends and what it answers are typed by the descriptor. */
export async function request<E extends AnyEndpoint>(
  endpoint: E,
  ...[args]: ArgsOf<E>
): Promise<EndpointResponse<E>> {
  const response = await apiRequest(endpoint.method, endpointUrl(endpoint, args), args?.body);
  return readAnswer(endpoint, await response.text());
}

/** A person-readable sentence for any error. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.userMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
