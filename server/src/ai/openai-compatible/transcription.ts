/**
 * Speech to text through `POST {baseUrl}/audio/transcriptions` (OpenAI,
 * whisper.cpp server, LocalAI, vLLM …): multipart upload of the recording.
 */
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { z } from 'zod';
import type { Transcript } from '#shared/voice.ts';
import {
  authHeaders,
  type EndpointConfig,
  endpoint,
  fetchWithDeadline,
  ProviderError,
} from './chat-completions.ts';

/** The most of the person's names and places sent as a prompt: whisper reads about 224 tokens of it. */
const MAX_PROMPT_CHARS = 600;

/**
 * The recording's text and its sentences with their times (`verbose_json`). When the person's Memory DNA already
 * holds names and places, they go along as the `prompt`, so "Bertie" and "Kraków" are written as the family
 * writes them. An endpoint that ignores `verbose_json` and answers `{text}` still works, without timings.
 */
export async function transcribeRemote(
  config: EndpointConfig & { model: string },
  audioPath: string,
  hints: { vocabulary?: string[] } = {},
): Promise<Transcript> {
  const form = new FormData();
  form.append('file', await openAsBlob(audioPath), basename(audioPath));
  form.append('model', config.model);
  form.append('response_format', 'verbose_json');
  const prompt = promptOf(hints.vocabulary ?? []);
  if (prompt) form.append('prompt', prompt);
  const body = await fetchWithDeadline(
    endpoint(config.baseUrl, '/audio/transcriptions'),
    { method: 'POST', headers: authHeaders(config.apiKey), body: form },
    config.timeoutMs,
  );
  const parsed = verboseTranscriptSchema.safeParse(body);
  if (!parsed.success) throw new ProviderError('schema', 'transcription response has no "text"');
  const segments = (parsed.data.segments ?? [])
    .map((segment) => ({
      startMs: Math.round(segment.start * 1000),
      endMs: Math.round(segment.end * 1000),
      text: segment.text.trim(),
    }))
    .filter((segment) => segment.text && segment.endMs >= segment.startMs);
  return { text: parsed.data.text.trim(), segments };
}

const verboseTranscriptSchema = z.object({
  text: z.string(),
  segments: z
    .array(z.object({ start: z.number().min(0), end: z.number().min(0), text: z.string() }))
    .optional(),
});

/** "Names and places: Tom, Joan, Kraków." — whole names only, as many as fit. */
function promptOf(vocabulary: string[]): string {
  const names: string[] = [];
  let length = 0;
  // "Tom (brother)" is sent as "Tom": the recogniser needs the spelling, not the relation.
  const spellings = vocabulary.map((word) => word.replace(/\s*\([^)]*\)\s*$/, '').trim()).filter(Boolean);
  for (const name of new Set(spellings)) {
    if (length + name.length + 2 > MAX_PROMPT_CHARS) break;
    names.push(name);
    length += name.length + 2;
  }
  return names.length > 0 ? `Names and places: ${names.join(', ')}.` : '';
}
