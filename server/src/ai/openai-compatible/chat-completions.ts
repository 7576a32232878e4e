/**
 * A minimal client for the OpenAI chat-completions protocol, as spoken by
 * OpenAI, Ollama, vLLM, llama.cpp server and LM Studio: global fetch, a hard
 * timeout that also covers reading the body, JSON mode, and zod validation of
 * the answer. Every failure becomes a ProviderError with a short reason, which
 * the provider logs before falling back.
 */
import type { z } from 'zod';

export interface EndpointConfig {
  /** e.g. "https://api.openai.com/v1", "http://localhost:11434/v1". */
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
}

export type FailureReason = 'timeout' | 'network' | 'http' | 'rate-limited' | 'invalid-json' | 'schema';

export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly reason: FailureReason;
  readonly status: number | undefined;
  constructor(reason: FailureReason, message: string, status?: number) {
    super(message);
    this.reason = reason;
    this.status = status;
  }
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

export function authHeaders(apiKey: string | undefined): Record<string, string> {
  return apiKey ? { authorization: `Bearer ${apiKey}` } : {};
}

/**
 * fetch with a deadline for the whole exchange (headers and body). Errors are
 * ProviderErrors; a non-2xx status is one too, with a bit of the body for the log.
 */
export async function fetchWithDeadline(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: controller.signal });
    } catch (err) {
      if (controller.signal.aborted) throw new ProviderError('timeout', `no answer within ${timeoutMs} ms`);
      throw new ProviderError('network', `request failed: ${(err as Error).message}`);
    }
    let body: string;
    try {
      body = await response.text();
    } catch {
      if (controller.signal.aborted)
        throw new ProviderError('timeout', `answer not complete within ${timeoutMs} ms`);
      throw new ProviderError('network', 'connection lost while reading the answer');
    }
    if (!response.ok) {
      const reason = response.status === 429 ? 'rate-limited' : 'http';
      throw new ProviderError(reason, `HTTP ${response.status}: ${body.slice(0, 200)}`, response.status);
    }
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new ProviderError('invalid-json', `response body is not JSON: ${body.slice(0, 100)}`);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The model's JSON, without the Markdown fences some local models wrap it in. */
function parseContent(content: string): unknown {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(unfenced) as unknown;
  } catch {
    throw new ProviderError('invalid-json', `model answer is not JSON: ${content.slice(0, 100)}`);
  }
}

/** Ask for a JSON object and return it once it passes `schema`. */
export async function completeJson<T>(
  config: EndpointConfig & { model: string },
  messages: ChatMessage[],
  schema: z.ZodType<T>,
): Promise<T> {
  const body = await fetchWithDeadline(
    endpoint(config.baseUrl, '/chat/completions'),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(config.apiKey) },
      body: JSON.stringify({
        model: config.model,
        messages,
        response_format: { type: 'json_object' },
        temperature: 0.3,
      }),
    },
    config.timeoutMs,
  );
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string')
    throw new ProviderError('schema', 'response has no choices[0].message.content');
  const parsed = schema.safeParse(parseContent(content));
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new ProviderError('schema', `model answer does not match the schema: ${issues}`);
  }
  return parsed.data;
}
