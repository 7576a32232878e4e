/**
 * The AI engine: one entry point for everything the product calls "generated".
 *
 * Without `baseUrl` every answer comes from the offline provider (no network,
 * deterministic, fast). With `baseUrl` the OpenAI-compatible provider answers,
 * and each call on its own falls back to the offline provider (logged at warn)
 * when the endpoint times out, errors or returns invalid output. Transcripts go
 * to `/audio/transcriptions` only when `transcriptionModel` is set.
 *
 * @example
 * const ai = createAiEngine({ timeoutMs: 20_000, log: app.log });
 * const dna = await ai.analyzeMemory(text);
 */
import type { AiProvider } from './ai-provider.ts';
import { createOfflineProvider } from './offline/offline-provider.ts';
import { ownWords } from './offline/replies/chapter-draft.ts';
import { type AiLogger, createOpenAiCompatibleProvider } from './openai-compatible/openai-provider.ts';
import { type AiWorkerPool, type AiWorkerPoolOptions, createAiWorkerPool } from './worker/ai-worker-pool.ts';
import { leaseOf } from './worker/pool-lease.ts';

export interface AiEngineOptions {
  /** OpenAI-compatible endpoint, e.g. "https://api.openai.com/v1" or "http://localhost:11434/v1". Unset = offline. */
  baseUrl?: string;
  /** Sent as a Bearer token when set (local servers usually need none). */
  apiKey?: string;
  /** Chat model name, e.g. "gpt-4o-mini" or "llama3.1:8b". Required with baseUrl. */
  model?: string;
  /** Speech-to-text model for /audio/transcriptions, e.g. "whisper-1". Unset = offline transcription. */
  transcriptionModel?: string;
  /** Deadline for one call to the endpoint, after which that call is answered offline. */
  timeoutMs: number;
  /** pino / Fastify logger shape. */
  log: AiLogger;
  /** The worker threads the offline engine runs in (docs/decisions/521). */
  workers?: AiWorkerPoolOptions;
  /**
   * A worker pool owned by the caller, used instead of a pool of the engine's own: `close()` refuses this
   * engine's own work and leaves the pool running (worker/pool-lease.ts). The API tests build many apps in one
   * process and share one pool among them.
   */
  sharedPool?: AiWorkerPool;
}

/**
 * The engine owns one bounded worker pool for the offline work (threads start on
 * first use); `close()` stops it, and buildApp calls that when the app closes.
 */
export function createAiEngine(options: AiEngineOptions): AiProvider {
  const offline = createOfflineProvider(
    options.sharedPool ? leaseOf(options.sharedPool) : createAiWorkerPool(options.workers),
  );
  const baseUrl = options.baseUrl?.trim();
  if (!baseUrl) {
    options.log.info({ provider: 'offline' }, 'AI engine: offline provider');
    return offline;
  }
  if (!options.model?.trim())
    throw new Error('AI engine: a model name is required with an OpenAI-compatible base URL');
  options.log.info(
    {
      provider: 'openai-compatible',
      baseUrl,
      model: options.model,
      transcription: options.transcriptionModel ? 'remote' : 'offline',
    },
    'AI engine: OpenAI-compatible provider with offline fallback',
  );
  return createOpenAiCompatibleProvider(
    {
      baseUrl,
      apiKey: options.apiKey?.trim() || undefined,
      model: options.model.trim(),
      transcriptionModel: options.transcriptionModel?.trim() || undefined,
      timeoutMs: options.timeoutMs,
      log: options.log,
      ownWords,
    },
    offline,
  );
}
